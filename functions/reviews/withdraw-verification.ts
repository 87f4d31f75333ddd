import type { AttendanceMark } from "../../core/schemas/dashboard";
import type { BookingStatus } from "../../core/slots";
import type { BookingItem } from "../data/items";
import { type TransactItem, updateItem } from "../lib/transactions";
import { findBookingReview } from "./booking-review";

export interface VerificationWithdrawal {
  /** Parts for the status change's transaction: the review losing its "Verified patient" mark. */
  parts: TransactItem[];
  /** Added to the booking's condition: a review linked meanwhile makes the change retry. */
  bookingCondition: string;
  /** The practitioner whose page shows the review, when one changed. */
  changedPage?: string;
}

/**
 * A booking cancelled or declined after its verified review was published: the
 * review stays published and counted (the stars were given; admins can still remove spam), but no
 * longer shows "Verified patient", in the same transaction as the status. Totals do not move, so the
 * rating and the search index need nothing. A publication racing the change links itself to the
 * booking (`reviewSK`), which the booking's condition then refuses: the caller's "changed a moment
 * ago" answer, and the next try sees the review.
 */
export async function verificationWithdrawal(
  booking: BookingItem,
  to: BookingStatus,
  at: string,
): Promise<VerificationWithdrawal> {
  return verificationChange(booking, to === "cancelled" || to === "declined" ? "withdraw" : "keep", at);
}

/**
 * The same for an attendance mark (issue 24): a no-show takes the mark away as a cancellation does;
 * correcting it to attended gives back a mark taken that way (a confirmed booking's review cannot
 * have lost it otherwise: a cancellation or decline ends "confirmed" for good).
 */
export async function attendanceVerification(
  booking: BookingItem,
  to: AttendanceMark,
  at: string,
): Promise<VerificationWithdrawal> {
  return verificationChange(booking, to === "no_show" ? "withdraw" : "restore", at);
}

async function verificationChange(
  booking: BookingItem,
  change: "withdraw" | "restore" | "keep",
  at: string,
): Promise<VerificationWithdrawal> {
  const bookingCondition = booking.reviewSK ? "" : " AND attribute_not_exists(reviewSK)";
  if (change === "keep") return { parts: [], bookingCondition };
  const review = await findBookingReview(booking);
  const applies =
    change === "withdraw" ? review?.verified : review?.verificationWithdrawnAt && !review.verified;
  if (!review || !applies) return { parts: [], bookingCondition };
  return {
    parts: [
      updateItem({
        Key: { PK: review.PK, SK: review.SK },
        UpdateExpression:
          change === "withdraw"
            ? "SET verificationWithdrawnAt = :at REMOVE verified"
            : "SET verified = :yes REMOVE verificationWithdrawnAt",
        // Never re-creates a review deleted meanwhile (an Update without a condition would).
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeValues: change === "withdraw" ? { ":at": at } : { ":yes": true },
      }),
    ],
    bookingCondition,
    changedPage: review.practitionerId,
  };
}
