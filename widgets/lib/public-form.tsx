/**
 * What the account-less public forms (contact us, affiliate sign-up and bank details) share: a
 * labelled text field with its error, the honeypot, readable messages, the answer to a failed
 * submit, and the submit-then-answer state (useAnsweredForm). Fields and
 * buttons are the widget base's (ui/base.css); the form's own layout is in public-form.css.
 */
import { type InputHTMLAttributes, type ReactNode, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from "react-hook-form";
import { ApiError } from "../api/client";
import { Field, SubmitButton, setServerErrors } from "../ui/fields";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { zodResolver } from "../ui/zod-resolver";
import { UNREACHABLE } from "./link-action";
import "./public-form.css";

/** "is required" from the schema reads as "Name is required." under the Name field. */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[A-Z]/.test(message) ? message : `${label} ${message}.`;
}

export function TextField({
  name,
  label,
  error,
  registration,
  multiline = false,
  note,
  ...input
}: {
  name: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  note?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      id={`pf-${name}`}
      label={`${label} *`}
      error={fieldMessage(label, error)}
      note={note}
      className="vh-field vh-field--lg"
    >
      {(control) =>
        multiline ? (
          <textarea rows={6} required {...control} {...registration} />
        ) : (
          <input type="text" {...input} required {...control} {...registration} />
        )
      }
    </Field>
  );
}

/** One field of a public form: its request name, label and what the input needs. */
export interface FieldSpec<V extends FieldValues> {
  name: Path<V>;
  label: string;
  multiline?: boolean;
  note?: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A public form's inside: "All fields are required.", the fields in rows (one field takes a row; two
 * share it from 640 px), `children` (e.g. a note), the honeypot (`website`), and the submit button
 * with a loader while `busy`.
 */
export function PublicFormBody<V extends FieldValues>({
  form,
  rows,
  submit,
  busy,
  children,
}: {
  form: UseFormReturn<V>;
  rows: readonly (readonly FieldSpec<V>[])[];
  submit: { label: string; busyLabel: string };
  busy: boolean;
  children?: ReactNode;
}) {
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const field = (spec: FieldSpec<V>) => (
    <TextField
      key={spec.name}
      name={spec.name}
      label={spec.label}
      multiline={spec.multiline}
      {...(spec.note ? { note: spec.note } : {})}
      {...spec.input}
      error={errors[spec.name]?.message}
      registration={form.register(spec.name)}
    />
  );
  return (
    <>
      <p className="pf-note">All fields are required.</p>
      {rows.map((row) =>
        row.length === 1 && row[0] ? (
          field(row[0])
        ) : (
          <div className="pf-grid" key={row.map((spec) => spec.name).join()}>
            {row.map(field)}
          </div>
        ),
      )}
      {children}
      <Honeypot registration={form.register("website" as Path<V>)} />
      <SubmitButton busy={busy} label={submit.label} busyLabel={submit.busyLabel} />
      {busy && <Loader text={submit.busyLabel} />}
    </>
  );
}

/**
 * A field people never meet: off screen, hidden from assistive technology and out of the tab order.
 * Bots that fill every field fill it, and the server then quietly drops the request.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="pf-trap" aria-hidden="true">
      <label htmlFor="pf-website">Leave this empty</label>
      <input id="pf-website" type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/** A refused or failed submit: the server's message as a toast and under its fields, or "could not reach us". */
export function showSubmitFailure<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): void {
  if (error instanceof ApiError) {
    setServerErrors(error.fields, setError, fields);
    showToast(error.message, "error");
  } else showToast(UNREACHABLE, "error");
}

/**
 * A public form that answers with a sentence: its react-hook-form state checked by the handler's own
 * schema, the submit (`send` the values, then show the answer where the form was, focused for screen
 * readers) and the failure handling. `done` is the answer once sent; `again` shows the form again.
 */
export function useAnsweredForm<V extends FieldValues, E extends HTMLElement>(options: {
  schema: Parameters<typeof zodResolver>[0];
  empty: V;
  fields: readonly Path<V>[];
  send: (values: V) => Promise<{ success: string }>;
  /** The request body the values make, when they are not it already (check boxes, radios). */
  toRequest?: (values: V) => unknown;
}) {
  const { schema, empty, fields, send, toRequest = (values: V) => values } = options;
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<E>(null);
  const form = useForm<V>({
    defaultValues: empty as DefaultValues<V>,
    resolver: zodResolver<V>(schema, toRequest),
    shouldFocusError: true,
  });
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await send(values);
      form.reset(empty);
      setDone(answer.success);
    } catch (error) {
      showSubmitFailure(error, fields, form.setError);
    }
  });
  return { form, submit, done, doneRef, again: () => setDone(null) };
}

/** The account forms' submit button: 48 px (login.css). */
export const SUBMIT_CLASS = "vh-btn vh-btn--primary lg-submit";

/**
 * The account forms (log in, forgot and set password) answer in one message above their fields, in
 * an alert that takes the focus, rather than under each field: a refused log-in must not say which
 * of the two was wrong. `check` is the form's own validation (a message, or null to send); `send`
 * makes the request. After a success the form stays busy: the page changes or the form goes.
 */
export function useAlertForm<V extends FieldValues>(options: {
  empty: V;
  check: (values: V) => string | null;
  send: (values: V) => Promise<void>;
}) {
  const { empty, check, send } = options;
  const form = useForm<V>({ defaultValues: empty as DefaultValues<V> });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const fail = (text: string) => {
    setMessage(text);
    requestAnimationFrame(() => alertRef.current?.focus());
  };
  const submit = form.handleSubmit(async (values) => {
    const problem = check(values);
    if (problem) return fail(problem);
    setBusy(true);
    setMessage(null);
    try {
      await send(values);
    } catch (failure) {
      setBusy(false);
      fail(failure instanceof ApiError ? failure.message : UNREACHABLE);
    }
  });
  const alert = message && (
    <p className="lg-error" role="alert" tabIndex={-1} ref={alertRef}>
      {message}
    </p>
  );
  return { form, submit, busy, alert };
}

/**
 * A field of an account form: labelled without a mark (every field is needed), its messages in the
 * form's alert. `around` draws what goes with the input (the password's Show button, the rules).
 */
export function AccountField<V extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  around = (control) => control,
  ...input
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  id: string;
  label: string;
  hint?: string;
  around?: (input: ReactNode) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "form">) {
  return (
    <Field id={id} label={label} error={undefined} hint={hint} className="vh-field vh-field--lg">
      {(control) => around(<input {...input} required {...control} {...form.register(name)} />)}
    </Field>
  );
}
