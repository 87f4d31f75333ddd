/**
 * TEMPORARY minimal version for the erasure branch (h-erasure): the reviews branch writes the real
 * `anonymiseBookingReview` with this exact name and signature; on merge keep one implementation.
 *
 * A patient's erasure (functions/patients/erase.ts) keeps the rating of the review they left through
 * their booking's link (it is in the practitioner's totals) and removes what they wrote: the name,
 * the comment and the link to the booking.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { isConditionFailure } from "../lib/window-counter";
import { publicPageChanged } from "../public-pages/public-page-changed";

/** Shown where an erased patient's name was (the profile's review list needs a heading). */
export const ANONYMISED_REVIEWER = "Anonymous";

/** True when a review of that booking was found and anonymised now (false: none, or already done). */
export async function anonymiseBookingReview(
  booking: { id: string; practitionerId: string | number },
  nowMs: number,
): Promise<boolean> {
  const practitionerId = String(booking.practitionerId);
  // The practitioner's reviews are one partition; a booking has at most one review in it.
  const reviews = await queryAll<Pick<ReviewItem, "PK" | "SK">>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :reviews)",
    FilterExpression: "bookingId = :booking",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":reviews": keys.reviewPrefix,
      ":booking": booking.id,
    },
    ProjectionExpression: "PK, SK",
    ConsistentRead: true,
  });
  let changed = false;
  for (const review of reviews) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { PK: review.PK, SK: review.SK },
          UpdateExpression: "SET #name = :name, #comment = :empty, anonymisedAt = :at REMOVE bookingId",
          ConditionExpression: "bookingId = :booking",
          ExpressionAttributeNames: { "#name": "name", "#comment": "comment" },
          ExpressionAttributeValues: {
            ":name": ANONYMISED_REVIEWER,
            ":empty": "",
            ":at": new Date(nowMs).toISOString(),
            ":booking": booking.id,
          },
        }),
      );
      changed = true;
    } catch (error) {
      // Anonymised meanwhile (a retry racing the first run): nothing left to do.
      if (!isConditionFailure(error)) throw error;
    }
  }
  // The profile page shows reviews: the edge's cached copy must not keep the old words.
  if (changed) await publicPageChanged([practitionerId]);
  return changed;
}
