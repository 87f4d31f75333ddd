import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ReviewItem } from "../data/items";
import { db, tableName } from "../lib/db";
import { isConditionFailure } from "../lib/window-counter";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { type BookingRef, findBookingReview } from "./booking-review";
import { forgetReviewerInDecisions } from "./decision-log";

/**
 * Erasure (functions/patients/erase.ts) of a booking's review: the patient's name, email and words go, and
 * with them the review's link to the booking and its "Verified patient" mark; the stars stay, so the
 * practitioner's ratingSum/ratingCount and the search index need no change. The profile shows a
 * nameless review as "Anonymous". True when a review was changed; false when there is none or it was
 * already anonymised (safe to call again after a failed erasure).
 */
export async function anonymiseBookingReview(booking: BookingRef, nowMs: number): Promise<boolean> {
  const review = await findBookingReview(booking);
  if (!review || review.anonymisedAt) return false;
  return anonymiseReview(review, nowMs);
}

/**
 * A published review keeps only its stars: name, email and words go (with its booking link and
 * mark, if any), in the admins' decision records too. False when it is not there or already done.
 */
export async function anonymiseReview(
  review: Pick<ReviewItem, "PK" | "SK" | "id" | "practitionerId">,
  nowMs: number,
): Promise<boolean> {
  await forgetReviewerInDecisions(review.id);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: review.PK, SK: review.SK },
        UpdateExpression:
          "SET #name = :empty, #comment = :empty, anonymisedAt = :at REMOVE verified, bookingId, email",
        // Never re-creates a review deleted meanwhile (an Update without a condition would).
        ConditionExpression: "attribute_exists(PK) AND attribute_not_exists(anonymisedAt)",
        ExpressionAttributeNames: { "#name": "name", "#comment": "comment" },
        ExpressionAttributeValues: { ":empty": "", ":at": new Date(nowMs).toISOString() },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  // The practitioner's page shows the review: drop the edge's cached copy.
  await publicPageChanged([review.practitionerId]);
  return true;
}
