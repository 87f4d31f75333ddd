import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { type core, safeParse } from "zod/mini";
import { fieldErrors } from "../../core/schemas/z";

/**
 * A react-hook-form resolver over the handler's own zod/mini schema (@hookform/resolvers cannot be
 * installed here: docs/decisions.md). `toRequest` turns the form's values into the request body the
 * schema checks; messages are keyed by the request's field names, which the forms use as theirs.
 */
export function zodResolver<V extends FieldValues>(
  schema: core.$ZodType,
  toRequest: (values: V) => unknown,
): Resolver<V> {
  return async (values) => {
    const parsed = safeParse(schema, toRequest(values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [field, message] of Object.entries(fieldErrors(parsed.error.issues))) {
      // "work_with.0" belongs under the work_with control.
      const name = field.split(".")[0] ?? field;
      (errors as Record<string, { type: string; message: string }>)[name] ??= { type: "schema", message };
    }
    return { values: {}, errors };
  };
}
