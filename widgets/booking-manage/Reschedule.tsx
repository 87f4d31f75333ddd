import { useEffect, useRef, useState } from "react";
import type { ManagedBooking } from "../../core/schemas/booking";
import { ApiError, api } from "../api/client";
import { SlotCalendar } from "../booking/SlotCalendar";
import { reloadSlots, type Selection, selectSlot } from "../booking/slot-store";
import { showToast } from "../ui/toast";
import { AskActions } from "./AskActions";
import { isUpcoming } from "./cutoff-view";
import { Icon } from "./Icon";
import { dayAndTime, movedSentence } from "./view";
import "../booking/booking.css";

export const NETWORK_ERROR_MOVE = "We could not reach the server to move your appointment. Please try again.";
const HEADING_ID = "bm-reschedule-heading";

/** The note on a booking opened through a link from before it moved. */
export function MovedNote({ booking }: { booking: ManagedBooking }) {
  const sentence = movedSentence(booking);
  if (!sentence) return null;
  return (
    <p className="bm-note bm-note--moved" role="status">
      <Icon name="calendar" />
      <span>{sentence}</span>
    </p>
  );
}

/** Inside the reschedule cut-off only an earlier time can be chosen online. */
function cutoffHint(booking: ManagedBooking): string | null {
  const until = booking.reschedule_until ? Date.parse(booking.reschedule_until) : Number.NaN;
  if (!(until <= Date.now())) return null;
  return "Your appointment is close, so online you can only move it to an earlier time. To move it later, please call the practice.";
}

/**
 * "Change the time": the booking page's weekly calendar (SlotCalendar, shared with booking), a
 * chosen time asked about with a button, then POST /api/booking/reschedule. `startOpen` when the
 * page was opened from a mail's "Reschedule" button: the calendar shows, nothing is moved until asked.
 */
export function Reschedule({
  booking,
  token,
  startOpen,
  onChange,
}: {
  booking: ManagedBooking;
  token: string;
  startOpen: boolean;
  onChange: (booking: ManagedBooking) => void;
}) {
  const practitionerId = booking.practitioner.id;
  const [open, setOpen] = useState(startOpen);
  const [chosen, setChosen] = useState<Selection | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (chosen) questionRef.current?.focus();
  }, [chosen]);

  const close = () => {
    if (busy) return;
    selectSlot(practitionerId, null);
    setChosen(null);
    setOpen(false);
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  const move = async () => {
    if (busy || !chosen) return;
    setBusy(true);
    try {
      const body = await api.call("POST /api/booking/reschedule", {
        body: { token, date: `${chosen.date} ${chosen.time}` },
      });
      setBusy(false);
      setChosen(null);
      setOpen(false);
      reloadSlots(practitionerId);
      onChange(body.booking);
      showToast(
        `Your appointment was moved to ${dayAndTime(body.booking.date)}. We have emailed you and ${booking.practitioner.name}.`,
        "success",
        { durationMs: 8000 },
      );
    } catch (error) {
      setBusy(false);
      showToast(error instanceof ApiError ? error.message : NETWORK_ERROR_MOVE, "error", {
        durationMs: 8000,
      });
      // The time went to someone else meanwhile: show the week as it is now.
      if (error instanceof ApiError && error.status === 409) {
        setChosen(null);
        reloadSlots(practitionerId);
      }
    }
  };

  if (!isUpcoming(booking)) return null;
  if (!open)
    return (
      <div className="bm-reschedule">
        <button
          type="button"
          className="vh-btn vh-btn--lg vh-btn--outline"
          ref={toggleRef}
          onClick={() => setOpen(true)}
        >
          Change the time
        </button>
      </div>
    );

  const hint = cutoffHint(booking);
  return (
    <section className="bm-reschedule bm-reschedule--open" aria-labelledby={HEADING_ID} aria-busy={busy}>
      <h3 id={HEADING_ID} className="bm-reschedule__heading" tabIndex={-1} ref={headingRef}>
        Choose a new time
      </h3>
      <p className="bm-reschedule__text">
        Your current time is {dayAndTime(booking.date)}. It stays booked until you confirm the new one.
      </p>
      {hint && <p className="bm-note bm-note--pending">{hint}</p>}
      <SlotCalendar practitionerId={practitionerId} onChoose={setChosen} />
      {chosen ? (
        <div className="bm-reschedule__confirm">
          <h4 className="bm-confirm__question" tabIndex={-1} ref={questionRef}>
            Move your appointment to {dayAndTime(`${chosen.date} ${chosen.time}`)}?
          </h4>
          <p className="bm-confirm__text">
            Your current time will be freed for someone else, and we will email you and{" "}
            {booking.practitioner.name}.
            {booking.status === "confirmed" && " Your appointment stays confirmed."}
          </p>
          <AskActions
            yes="Yes, move my appointment"
            busyText="Moving..."
            tone="primary"
            no="Keep my current time"
            busy={busy}
            onYes={move}
            onNo={close}
          />
          <p className="vh-sr-only" role="status">
            {busy ? "Moving your appointment..." : ""}
          </p>
        </div>
      ) : (
        <div className="bm-actions">
          <button type="button" className="vh-btn vh-btn--lg vh-btn--outline" onClick={close}>
            Keep my current time
          </button>
        </div>
      )}
    </section>
  );
}
