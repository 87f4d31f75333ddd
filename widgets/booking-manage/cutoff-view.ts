import {
  callToCancel,
  cancelClosedSentence,
  type PracticePhone,
  practicePhone,
} from "../../core/cutoff-text";
import { HOUR_MS, parseDateTime, sastToMs } from "../../core/sast-time";
import type { ManagedBooking } from "../../core/schemas/booking";

/**
 * Pending or confirmed and not yet started: reminders can still be turned off, attendance confirmed
 * and the time moved (earlier only inside the reschedule cut-off), even once online cancelling closed.
 */
export function isUpcoming(booking: ManagedBooking, nowMs = Date.now()): boolean {
  if (booking.status !== "pending" && booking.status !== "confirmed") return false;
  const start = parseDateTime(booking.date);
  return start !== null && sastToMs(start.date, start.time) > nowMs;
}

export interface CancelClosedView {
  /** "Online cancellation closed on ... (24 hours before your appointment)." */
  sentence: string;
  /** "To cancel, please call the practice on 021 555 0100." (the number is linked on the page) */
  call: string;
  phone: PracticePhone | null;
}

/**
 * Inside the practitioner's cancel cut-off: why there is no cancel button, and the number to call.
 * Null when the booking can be cancelled, or cannot for another reason (cancelled, declined, past):
 * the API answers pending and confirmed only before the appointment starts.
 */
export function cancelClosedView(booking: ManagedBooking): CancelClosedView | null {
  if (booking.cancellable || booking.cancel_until === null) return null;
  if (booking.status !== "pending" && booking.status !== "confirmed") return null;
  const start = parseDateTime(booking.date);
  const untilMs = Date.parse(booking.cancel_until);
  if (!start || Number.isNaN(untilMs)) return null;
  const hours = Math.round((sastToMs(start.date, start.time) - untilMs) / HOUR_MS);
  const phone = practicePhone(booking.practitioner.phone);
  return { sentence: cancelClosedSentence(untilMs, hours), call: callToCancel(phone), phone };
}
