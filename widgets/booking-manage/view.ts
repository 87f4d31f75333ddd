import { practitionerPath } from "../../core/practitioner-id";
import { longDate, MINUTE_MS, parseDateTime, sastDate, sastTime, sastToMs } from "../../core/sast-time";
import type { BookingSummary } from "../../core/schemas/booking";
import type { BookingStatus } from "../../core/slots";

/** The words a patient reads for each booking status. */
export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending confirmation",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  declined: "Declined",
  completed: "Completed",
  expired: "Expired (not confirmed in time)",
};

export interface AppointmentTime {
  /** "Monday 23 November 2026" */
  day: string;
  /** "09:00" */
  start: string;
  /** "09:30" (the next day's time when it runs past midnight) */
  end: string;
  /** "Monday 23 November 2026, 09:00–09:30 (SAST)" */
  full: string;
}

/** The appointment's day and times in SAST; null when the API's date is not "YYYY-MM-DD HH:mm". */
export function appointmentTime(booking: Pick<BookingSummary, "date" | "duration">): AppointmentTime | null {
  const parts = parseDateTime(booking.date);
  if (!parts) return null;
  const endMs = sastToMs(parts.date, parts.time) + booking.duration * MINUTE_MS;
  const day = longDate(parts.date);
  const end = sastTime(endMs);
  const endDay = sastDate(endMs) === parts.date ? "" : ` ${longDate(sastDate(endMs))}`;
  return { day, start: parts.time, end, full: `${day}, ${parts.time}–${end}${endDay} (SAST)` };
}

/** "Medical aid: Bonitas", "Medical aid" or "Cash/Card". */
export function paymentText(booking: Pick<BookingSummary, "booking_with" | "medical_aid">): string {
  if (booking.booking_with === "Cash/Card") return "Cash/Card";
  return booking.medical_aid ? `Medical aid: ${booking.medical_aid}` : "Medical aid";
}

/** Only web links become links; anything else a practitioner typed as a meeting link stays text. */
export function isWebLink(value: string | undefined): value is string {
  return typeof value === "string" && /^https?:\/\//i.test(value);
}

export function profileHref(booking: BookingSummary): string {
  return practitionerPath(booking.practitioner.id);
}

/** "Cancel your appointment with {name} on {date} at {time}?" */
export function cancelQuestion(booking: BookingSummary): string {
  const time = appointmentTime(booking);
  const when = time ? ` on ${time.day} at ${time.start}` : "";
  return `Cancel your appointment with ${booking.practitioner.name}${when}?`;
}

/** Why there is no cancel button; null when the booking can be cancelled. */
export function notCancellableReason(booking: BookingSummary): string | null {
  if (booking.cancellable) return null;
  const name = booking.practitioner.name;
  switch (booking.status) {
    case "cancelled":
      return "This appointment has been cancelled. The time is now free for someone else to book.";
    case "declined":
      return `${name} could not accept this request, so there is nothing to cancel. You are welcome to choose another time or another practitioner.`;
    case "completed":
      return "This appointment has already taken place, so it can no longer be cancelled.";
    default:
      return `The appointment time has passed, so it can no longer be cancelled online. If you need help, please contact ${name}.`;
  }
}

/** "Friday 4 December at 10:00" (the year only when it is not this one). */
export function dayAndTime(dateTime: string, nowMs = Date.now()): string {
  const parts = parseDateTime(dateTime);
  if (!parts) return dateTime;
  const day = longDate(parts.date);
  const sameYear = parts.date.slice(0, 4) === sastDate(nowMs).slice(0, 4);
  return `${sameYear ? day.replace(/ \d{4}$/, "") : day} at ${parts.time}`;
}

/** The note on a booking opened through a link made before it moved; null when it has not moved. */
export function movedSentence(booking: { date: string; moved_from?: string | undefined }): string | null {
  return booking.moved_from ? `This appointment was moved to ${dayAndTime(booking.date)}.` : null;
}

/** What a mail button asks the page to open at (the page asks with a button; nothing happens on load). */
export type MailAction = "cancel" | "reschedule" | "attend";

export function mailActionOf(search: string): MailAction | null {
  const action = new URLSearchParams(search).get("action");
  return action === "cancel" || action === "reschedule" || action === "attend" ? action : null;
}
