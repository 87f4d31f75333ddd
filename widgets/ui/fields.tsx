/**
 * The fields every form is built from (react-hook-form registers the controls): a label, its
 * control, an optional note and the error, the note and error read with the control through
 * aria-describedby; the error under a group that is not one control; a 400's per-field messages put
 * on the fields; and the submit button that says it is busy. No styles of its own: the widget
 * base's (ui/base.css) .vh-field rules.
 */
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** What a field's control carries so that its label, note and error are read with it. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** Element ids, space-separated, leaving out the empty ones. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/** The props of control `id` (errors at `${id}-error`), read with its `hints` (note ids). */
export function controlProps(
  id: string,
  error: string | undefined,
  ...hints: (string | undefined)[]
): ControlProps {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(...hints, error && `${id}-error`),
  };
}

/**
 * A labelled field: `children` draws the control with the props given (spread them on it, with the
 * registration). `hint` names a description drawn elsewhere (e.g. inside `children`).
 */
export function Field({
  id,
  label,
  error,
  note,
  noteClass = "vh-field__note",
  hint,
  className = "vh-field",
  errorClass,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  note?: ReactNode | undefined;
  noteClass?: string;
  hint?: string | undefined;
  className?: string;
  errorClass?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const noteId = note ? `${id}-note` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children(controlProps(id, error, hint, noteId))}
      {note && (
        <p className={noteClass} id={noteId}>
          {note}
        </p>
      )}
      <FieldError id={id} error={error} {...(errorClass ? { className: errorClass } : {})} />
    </div>
  );
}

/** The error of field `id` (its element id is `${id}-error`), or nothing. */
export function FieldError({
  id,
  error,
  className = "vh-field__error",
}: {
  id: string;
  error: string | undefined;
  className?: string;
}) {
  return error ? (
    <p className={className} id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/**
 * A 400's per-field messages (`ApiError.fields`, keyed by request field: "work_with.0" belongs to
 * work_with) put under the form's own fields; `names` lists the names the form shows (all when left
 * out). The messages, not the error: this chunk stays free of the API client.
 */
export function setServerErrors<V extends FieldValues>(
  fields: Readonly<Record<string, string>>,
  setError: UseFormSetError<V>,
  names?: readonly Path<V>[],
): void {
  for (const [field, message] of Object.entries(fields)) {
    const name = field.split(".")[0] as Path<V>;
    if (!names || names.includes(name)) setError(name, { type: "server", message });
  }
}

/** A form's submit button: disabled and saying `busyLabel` while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "vh-btn vh-btn--primary",
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
