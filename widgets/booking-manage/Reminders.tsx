import { useEffect, useRef, useState } from "react";
import { longDate, sastDate, sastTime } from "../../core/sast-time";
import type { ManagedBooking } from "../../core/schemas/booking";
import { ApiError, api } from "../api/client";
import { showToast } from "../ui/toast";
import { NETWORK_ERROR } from "./Booking";
import { isUpcoming } from "./cutoff-view";
import { Icon } from "./Icon";

/**
 * The manage page's reminders part (issue 23): when the reminders go ("We'll remind you on Thursday
 * 26 November at 10:00"), a button to turn them off or back on (POST /api/booking/reminders), and
 * "Confirm I'm coming" for a confirmed upcoming appointment (POST /api/booking/attending). The 72 h
 * reminder's "Confirm I'm coming" button opens the page with `&action=attend`: the button gets the
 * focus, and the patient presses it (a link never acts by itself).
 */
type Managed = ManagedBooking;

/** "Thursday 26 November at 10:00" (SAST), the year left out: reminders are days away. */
export function reminderTime(iso: string): string {
  const ms = Date.parse(iso);
  return `${longDate(sastDate(ms)).replace(/ \d{4}$/, "")} at ${sastTime(ms)}`;
}

/** One line per reminder time, its channels named ("by email and text message"). */
export function reminderLines(reminders: Managed["reminders"] = []): string[] {
  const times = new Map<string, string[]>();
  for (const reminder of reminders) {
    if (reminder.state !== "scheduled") continue;
    const channel = reminder.channel === "sms" ? "text message" : "email";
    times.set(reminder.due_at, [...(times.get(reminder.due_at) ?? []), channel]);
  }
  return [...times].map(
    ([due, channels]) => `We'll remind you on ${reminderTime(due)} by ${channels.join(" and ")}.`,
  );
}

export const COMING_TOAST = "Thank you. We have let the practitioner know you're coming.";

export function Reminders({
  booking,
  token,
  onChange,
  focusAttend = false,
}: {
  booking: Managed;
  token: string;
  onChange: (booking: ManagedBooking) => void;
  /** Opened from the reminder's "Confirm I'm coming" button. */
  focusAttend?: boolean;
}) {
  const [busy, setBusy] = useState<"reminders" | "attending" | null>(null);
  const attendRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusAttend) return;
    attendRef.current?.focus();
    attendRef.current?.scrollIntoView({ block: "center" });
  }, [focusAttend]);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  if (!isUpcoming(booking)) return null;
  const name = booking.practitioner.name;
  const off = booking.reminders_off === true;
  const lines = reminderLines(booking.reminders);

  const send = async (which: "reminders" | "attending") => {
    if (busy) return;
    setBusy(which);
    try {
      const body =
        which === "reminders"
          ? await api.call("POST /api/booking/reminders", { body: { token, enabled: off } })
          : await api.call("POST /api/booking/attending", { body: { token } });
      if (!alive.current) return;
      onChange(body.booking);
      if (which === "attending") showToast(COMING_TOAST, "success", { durationMs: 6000 });
    } catch (error) {
      if (alive.current)
        showToast(error instanceof ApiError ? error.message : NETWORK_ERROR, "error", { durationMs: 8000 });
    } finally {
      if (alive.current) setBusy(null);
    }
  };

  return (
    <section className="vh-card bm-reminders" aria-labelledby="bm-reminders-title">
      <h2 id="bm-reminders-title" className="bm-reminders__title">
        <Icon name="calendar" /> Reminders
      </h2>
      {booking.status === "confirmed" &&
        (booking.patient_confirmed ? (
          <p className="bm-note bm-note--confirmed" role="status">
            <Icon name="info" />
            <span>You told {name} you're coming.</span>
          </p>
        ) : (
          <div className="bm-reminders__coming">
            <button
              id="bm-attend"
              ref={attendRef}
              type="button"
              className="vh-btn vh-btn--lg vh-btn--primary"
              aria-disabled={busy !== null}
              onClick={() => void send("attending")}
            >
              {busy === "attending" && <span className="bm-spinner" aria-hidden="true" />}
              Confirm I'm coming
            </button>
            <p className="bm-manage__hint">This lets {name} know to expect you.</p>
          </div>
        ))}
      {off ? (
        <p className="bm-reminders__line">Reminders are off for this appointment. We won't send you any.</p>
      ) : booking.status === "pending" ? (
        <p className="bm-reminders__line">
          Once {name} confirms, we'll remind you a day before your appointment (and three days before, when it
          is further away).
        </p>
      ) : lines.length > 0 ? (
        lines.map((line) => (
          <p key={line} className="bm-reminders__line">
            {line}
          </p>
        ))
      ) : (
        <p className="bm-reminders__line">
          Your appointment is soon, so there are no more reminders to send.
        </p>
      )}
      <button
        type="button"
        className="vh-btn vh-btn--outline bm-reminders__toggle"
        aria-disabled={busy !== null}
        onClick={() => void send("reminders")}
      >
        {busy === "reminders" && <span className="bm-spinner" aria-hidden="true" />}
        {off ? "Turn reminders back on" : "Turn reminders off"}
      </button>
    </section>
  );
}
