/**
 * zod/mini, configured once with messages a person can act on. Every schema imports it from here
 * as a namespace (`import * as z from "./z"`): the same schema validates in the browser and in the
 * handler. Namespace imports matter: esbuild tree-shakes them, while `import { z }` pulls in all
 * of zod (locales included, ~430 KB in a Lambda bundle; see docs/benchmarks.md).
 */
import { config } from "zod/mini";

export * from "zod/mini";

config({
  customError: (issue) => {
    if (issue.code === "invalid_type" && issue.input === undefined) return "is required";
    if (issue.code === "invalid_type") return `must be a ${issue.expected}`;
    if (issue.code === "invalid_format" && issue.format === "email") return "must be a valid email address";
    if (issue.code === "invalid_format" && issue.format === "regex") return "has the wrong format";
    if (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1) return "is required";
    if (issue.code === "too_small") return `must be at least ${issue.minimum}`;
    if (issue.code === "too_big") return `must be at most ${issue.maximum}`;
    if (issue.code === "invalid_value") return `must be one of: ${issue.values.join(", ")}`;
    if (issue.code === "invalid_union") return "has the wrong format";
    if (issue.code === "unrecognized_keys") return `has unknown field(s): ${issue.keys.join(", ")}`;
    return undefined;
  },
});

/** Per-field messages keyed by dotted path, for `{ error, fields }` answers and form errors. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "request";
    fields[key] ??= issue.message;
  }
  return fields;
}
