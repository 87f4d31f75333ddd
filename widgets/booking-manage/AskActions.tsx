import type { Ref } from "react";

/**
 * The two buttons under a question the page asks before it changes a booking (cancel, move): the
 * "Yes" one with its busy state, and the one that keeps things as they are.
 */
export function AskActions({
  yes,
  busyText,
  tone,
  no,
  busy,
  onYes,
  onNo,
  yesRef,
}: {
  yes: string;
  busyText: string;
  tone: "danger" | "primary";
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
  yesRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="bm-actions">
      <button
        type="button"
        className={`vh-btn vh-btn--lg vh-btn--${tone}`}
        aria-disabled={busy}
        onClick={onYes}
        ref={yesRef}
      >
        {busy && <span className="bm-spinner" aria-hidden="true" />}
        {busy ? busyText : yes}
      </button>
      <button type="button" className="vh-btn vh-btn--lg vh-btn--outline" aria-disabled={busy} onClick={onNo}>
        {no}
      </button>
    </div>
  );
}
