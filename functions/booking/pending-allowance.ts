import { DeleteCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { createLogger, errorDetail } from "../lib/logger";
import { isConditionFailure } from "../lib/window-counter";
import { startMs } from "./booking-view";

/**
 * At most MAX_PENDING_BOOKINGS bookings per patient email wait for a practitioner's answer at once,
 * so nobody can fill calendars (or someone's inbox) with requests in one name. Each pending booking
 * holds one of the email's numbered places (PATIENT#email / PENDING#n), claimed in the booking's
 * own transaction on the condition that the place is free: two requests racing for the last place
 * cannot both win. A place frees itself when its booking's start time comes (an unanswered request
 * expires then) and is given back at once when the booking is confirmed, declined or cancelled.
 */
export const MAX_PENDING_BOOKINGS = 3;
export const TOO_MANY_PENDING =
  "You already have 3 booking requests waiting for a practitioner's answer. Please wait for an answer, or cancel one with the link in its email, before you book again.";

interface PendingPlaceItem {
  PK: string;
  SK: string;
  entity: "pendingPlace";
  bookingId: string;
  practitionerId: string;
  /** When the place frees itself: the booking's start (ms). */
  releaseAt: number;
  expiresAt: number;
}

/** The first place free at `nowMs`, or undefined when every place is held. */
export async function freePendingPlace(emailLower: string, nowMs: number): Promise<number | undefined> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :places)",
      ExpressionAttributeValues: { ":pk": keys.patient(emailLower).PK, ":places": "PENDING#" },
      ConsistentRead: true,
    }),
  );
  const held = new Set(
    (Items as PendingPlaceItem[]).filter((item) => item.releaseAt > nowMs).map((item) => item.SK),
  );
  for (let place = 0; place < MAX_PENDING_BOOKINGS; place++)
    if (!held.has(keys.pendingPlace(emailLower, place).SK)) return place;
  return undefined;
}

/** The transaction part that claims `place` for `booking` (fails if someone holds it meanwhile). */
export function claimPendingPlace(booking: BookingItem, place: number, nowMs: number) {
  const releaseAt = startMs(booking);
  const item: PendingPlaceItem = {
    ...keys.pendingPlace(booking.patientEmail, place),
    entity: "pendingPlace",
    bookingId: booking.id,
    practitionerId: booking.practitionerId,
    releaseAt,
    expiresAt: Math.ceil(releaseAt / 1000) + 24 * 60 * 60,
  };
  return {
    Put: {
      TableName: tableName(),
      Item: item,
      ConditionExpression: "attribute_not_exists(PK) OR releaseAt <= :now",
      ExpressionAttributeValues: { ":now": nowMs },
    },
  };
}

/**
 * Gives the booking's place back once it no longer waits for an answer. Best effort after the
 * status change has committed: should it fail, the place still frees itself at the start time.
 */
export async function releasePendingPlace(booking: BookingItem): Promise<void> {
  if (booking.pendingPlace === undefined) return;
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.pendingPlace(booking.patientEmail, booking.pendingPlace),
        ConditionExpression: "bookingId = :id",
        ExpressionAttributeValues: { ":id": booking.id },
      }),
    );
  } catch (error) {
    // Someone else holds it now (it had freed itself): nothing to give back.
    if (isConditionFailure(error)) return;
    createLogger({ component: "pending-allowance" }).error("pending place not released", {
      bookingId: booking.id,
      ...errorDetail(error),
    });
  }
}
