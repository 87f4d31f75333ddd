import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { BookingItem, ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";

/** What finding a booking's review needs: the booking's id and practitioner, and its link if it has one. */
export type BookingRef = Pick<BookingItem, "id" | "practitionerId"> & Partial<Pick<BookingItem, "reviewSK">>;

/**
 * The published review left through a booking's link, read strongly consistently, or undefined.
 * A review published since the 2026-11-25 fix is linked from its booking (`reviewSK`, written in the
 * publishing transaction); an older one is found by its `bookingId` among the practitioner's reviews.
 */
export async function findBookingReview(booking: BookingRef): Promise<ReviewItem | undefined> {
  const { PK } = keys.practitioner(String(booking.practitionerId));
  if (booking.reviewSK) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: { PK, SK: booking.reviewSK }, ConsistentRead: true }),
    );
    return Item as ReviewItem | undefined;
  }
  const [review] = await queryAll<ReviewItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :review)",
    FilterExpression: "bookingId = :id",
    ExpressionAttributeValues: { ":pk": PK, ":review": keys.reviewPrefix, ":id": booking.id },
    ConsistentRead: true,
  });
  return review;
}
