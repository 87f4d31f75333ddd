import { useState } from "react";
import { DEACTIVATION_REASON_MAX } from "../../core/schemas/practitioner-admin";
import { ReasonDialog } from "../admin-ui/ReasonDialog";
import { changeStatus, upcomingBookingCount, type Who } from "./actions";

/** What deactivating cancels, said before it is done (null: the count could not be read). */
export function cancelsText(count: number | null): string {
  if (count === null) return "Any upcoming bookings they have are cancelled, and each patient is emailed.";
  if (count === 0) return "They have no upcoming bookings, so none are cancelled.";
  return count === 1
    ? "This cancels 1 upcoming booking, and the patient is emailed."
    : `This cancels ${count} upcoming bookings, and each patient is emailed.`;
}

/**
 * Deactivate (issue 25: a dialog that says how many upcoming bookings it cancels and asks why) or
 * activate (at once). Shared by the list and the record page; `onDone` after a change.
 */
export function StatusButton({
  who,
  className,
  onDone,
  label,
}: {
  who: Who;
  className: string;
  onDone(): void;
  /** Screen-reader words after the button's text (the list names the row's practitioner). */
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [count, setCount] = useState<number | null | undefined>();
  const open = count !== undefined;
  const start = async () => {
    setBusy(true);
    if (who.active) setCount(await upcomingBookingCount(who.id));
    else if (await changeStatus(who)) onDone();
    setBusy(false);
  };
  return (
    <>
      <button
        type="button"
        className={`${className} ${who.active ? "vh-btn--outline" : "vh-btn--primary"}`}
        disabled={busy}
        onClick={start}
      >
        {who.active ? "Deactivate" : "Activate"}
        {label && <span className="vh-sr-only"> {label}</span>}
      </button>
      {who.active && (
        <ReasonDialog
          open={open}
          title={`Deactivate ${who.name}?`}
          label="Reason"
          note="Kept with the record for admins. Patients are not shown it."
          required
          confirm={count ? `Deactivate and cancel ${count}` : "Deactivate"}
          danger
          maxLength={DEACTIVATION_REASON_MAX}
          onConfirm={async (reason) => {
            const done = await changeStatus(who, reason);
            if (done) onDone();
            return done !== null;
          }}
          onClose={() => setCount(undefined)}
        >
          <p>They disappear from search and booking at once.</p>
          <p>
            <strong>{count === undefined ? "" : cancelsText(count)}</strong>
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
