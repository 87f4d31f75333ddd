import { SubmitButton } from "./fields";

/** A form's Cancel and submit buttons; the submit button is disabled and says `busyText` while sending. */
export function FormActions({
  className,
  onCancel,
  busy,
  submit,
  busyText,
}: {
  className: string;
  onCancel(): void;
  busy: boolean;
  submit: string;
  busyText: string;
}) {
  return (
    <div className={className}>
      <button type="button" className="vh-btn vh-btn--outline" onClick={onCancel}>
        Cancel
      </button>
      <SubmitButton busy={busy} label={submit} busyLabel={busyText} />
    </div>
  );
}
