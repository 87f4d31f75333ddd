import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Field } from "../ui/fields";

interface Props {
  /** Open while true; closing (Cancel, Escape, done) calls onClose. */
  open: boolean;
  title: string;
  /** What the action will do, said before it is done (e.g. how many bookings it cancels). */
  children: ReactNode;
  label: string;
  /** Shown under the field: who reads the reason. */
  note: string;
  required: boolean;
  confirm: string;
  danger?: boolean;
  maxLength: number;
  /** Runs the action with the reason; true when it worked (the dialog then closes). */
  onConfirm(reason: string): Promise<boolean>;
  onClose(): void;
}

const NEEDED = "Please write a reason.";

/**
 * An admin action that asks a reason first (issue 25: deactivation, unpublishing a review): a
 * native <dialog> opened with showModal(), so the page behind is inert, Escape closes it and focus
 * goes back to the button that opened it.
 */
export function ReasonDialog(props: Props) {
  const { open, title, children, label, note, required, confirm, danger, maxLength, onConfirm, onClose } =
    props;
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setReason("");
      setError(undefined);
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (required && !reason.trim()) {
      setError(NEEDED);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy(true);
    const done = await onConfirm(reason.trim());
    setBusy(false);
    if (done) onClose();
  };

  return (
    <dialog ref={dialog} className="vh-reason-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <h2 id={`${id}-title`} className="vh-reason-dialog__title">
          {title}
        </h2>
        <div className="vh-reason-dialog__what">{children}</div>
        <Field id={`${id}-reason`} label={required ? label : `${label} (optional)`} error={error} note={note}>
          {(control) => (
            <textarea
              rows={3}
              maxLength={maxLength}
              required={required}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              {...control}
            />
          )}
        </Field>
        <div className="vh-reason-dialog__actions">
          <button type="button" className="vh-btn vh-btn--outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            className={`vh-btn ${danger ? "vh-btn--danger" : "vh-btn--primary"}`}
            disabled={busy}
          >
            {busy ? "Working..." : confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
