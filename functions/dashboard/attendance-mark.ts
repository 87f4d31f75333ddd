/**
 * Attendance marks (issue 24): which booking may take one now, and the one transaction that writes
 * it with the patient's no-show count with this practitioner, the report's counters and a verified
 * review's mark, each on condition of what was read, so a change racing it is refused rather than
 * overwritten. The route (attendance.ts) and the seed's demo history use it.
 */
import { DAY_MS } from "../../core/sast-time";
import type { AttendanceMark } from "../../core/schemas/dashboard";
import { writeBookingUpdate } from "../booking/booking-update";
import { endMs } from "../booking/booking-view";
import { ERASED_BOOKING } from "../booking/status-change";
import type { BookingItem } from "../data/items";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { attendanceVerification } from "../reviews/withdraw-verification";
import { noShowCountChange } from "./no-show-counts";

/** How long after an appointment ends its attendance may be marked or corrected (a quarter). */
export const MARKING_WINDOW_DAYS = 90;

export const MARKED: Record<AttendanceMark, string> = {
  attended: "Marked as attended.",
  no_show: "Marked as a no-show.",
};
export const NOT_ENDED = "This appointment has not ended yet. You can mark attendance once it is over.";
export const TOO_OLD = `This appointment ended more than ${MARKING_WINDOW_DAYS} days ago, so its attendance can no longer be changed.`;
export const NOT_FOUND_IN_WINDOW = `We could not find this booking among your appointments of the last ${MARKING_WINDOW_DAYS} days.`;
/** Only a confirmed appointment took place; a cancelled one never counts as a no-show. */
export function notHeld(status: BookingItem["status"]): string {
  if (status === "cancelled")
    return "This booking was cancelled, so there is no attendance to mark. A cancellation is never a no-show.";
  if (status === "declined") return "This booking was declined, so there is no attendance to mark.";
  return "This request was never confirmed, so there is no attendance to mark.";
}

/** Why this booking cannot take a mark now, or null. */
export function refusal(booking: BookingItem, nowMs: number): string | null {
  if (booking.erasedAt) return ERASED_BOOKING;
  if (booking.status !== "confirmed") return notHeld(booking.status);
  if (endMs(booking) > nowMs) return NOT_ENDED;
  if (endMs(booking) + MARKING_WINDOW_DAYS * DAY_MS < nowMs) return TOO_OLD;
  return null;
}

/** Writes the mark (the caller checked `refusal`); the booking as it now is. The seed's history uses it too. */
export async function recordAttendance(
  booking: BookingItem,
  to: AttendanceMark,
  nowMs: number,
): Promise<BookingItem> {
  const at = new Date(nowMs).toISOString();
  const updated: BookingItem = { ...booking, attendance: to, attendanceAt: at, updatedAt: at };
  const delta = (to === "no_show" ? 1 : 0) - (booking.attendance === "no_show" ? 1 : 0);
  const review = await attendanceVerification(booking, to, at);
  // As read: still confirmed, not erased, and marked as it was (a second tab's mark is refused).
  await writeBookingUpdate(
    booking,
    updated,
    {
      update: "SET attendance = :to, attendanceAt = :at, updatedAt = :at",
      condition:
        (booking.attendance ? " AND attendance = :marked" : " AND attribute_not_exists(attendance)") +
        review.bookingCondition,
      values: { ":to": to, ":at": at, ...(booking.attendance ? { ":marked": booking.attendance } : {}) },
    },
    [...(delta !== 0 ? [noShowCountChange(booking, delta)] : []), ...review.parts],
  );
  if (review.changedPage) await publicPageChanged([review.changedPage]);
  return updated;
}
