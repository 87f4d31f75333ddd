import { endMs } from "../booking/booking-view";
import type { BookingItem } from "../data/items";
import { type TransactItem, updateItem } from "../lib/transactions";

/**
 * When a booking's review link may publish a "Verified patient" review: the link
 * alone proves only that a booking was made, so redeeming it reads the booking itself (strongly
 * consistent) and asks for an appointment that took place: confirmed, ended, and not erased or
 * marked as a no-show. Cancelled and declined bookings are not "confirmed".
 */
export const APPOINTMENT_AHEAD =
  "You can leave a verified review once your appointment has taken place. Please use the link in your email again after it.";
export const APPOINTMENT_NOT_HELD =
  "This appointment did not take place as booked, so this link cannot publish a verified review.";

/** Why the booking cannot carry a verified review now, or null when it can. */
export function verificationRefusal(booking: BookingItem | undefined, nowMs: number): string | null {
  if (!booking || booking.erasedAt || booking.attendance === "no_show" || booking.status !== "confirmed")
    return APPOINTMENT_NOT_HELD;
  if (endMs(booking) > nowMs) return APPOINTMENT_AHEAD;
  return null;
}

/**
 * The publishing transaction's part on the booking: it links the review (`reviewSK`) on condition
 * that the booking is still as checked, so a cancellation racing the publication either comes first
 * (and the review is refused) or sees the link and withdraws the mark (withdraw-verification.ts).
 */
export function linkReviewToBooking(booking: BookingItem, reviewSK: string): TransactItem {
  return updateItem({
    Key: { PK: booking.PK, SK: booking.SK },
    UpdateExpression: "SET reviewSK = :review",
    ConditionExpression:
      "#status = :confirmed AND attribute_not_exists(erasedAt) AND (attribute_not_exists(attendance) OR attendance <> :noShow) AND attribute_not_exists(reviewSK)",
    ExpressionAttributeNames: { "#status": "status" },
    ExpressionAttributeValues: { ":review": reviewSK, ":confirmed": "confirmed", ":noShow": "no_show" },
  });
}
