import { CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason } from "../../core/cancel-reasons";

/**
 * The optional reason in the cancel question: four categories as radio buttons, never a text box
 * (what a patient would type about their health must not travel with a cancellation).
 */
export function CancelReasonChoice({
  value,
  onChange,
  disabled,
}: {
  value: CancelReason | undefined;
  onChange: (reason: CancelReason) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="bm-reason" disabled={disabled}>
      <legend className="bm-reason__legend">Why are you cancelling? (optional)</legend>
      <div className="bm-reason__options">
        {CANCEL_REASONS.map((reason) => (
          <label key={reason} className="vh-check bm-reason__option">
            <input
              type="radio"
              name="bm-cancel-reason"
              value={reason}
              checked={value === reason}
              onChange={() => onChange(reason)}
            />
            {CANCEL_REASON_LABELS[reason]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
