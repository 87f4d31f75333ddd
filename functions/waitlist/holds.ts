/**
 * Held times (issue 26): a freed time offered to the waitlist is held for its offers until
 * `holdUntilMs`. This module is what the rest of the product reads about holds: the public calendar
 * and "next available" (functions/search/next-available.ts) treat a held start as not open, and
 * the booking core refuses it to anyone without the offer's token.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../core/errors";
import type { WaitlistHoldItem, WaitlistOfferRef } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import type { TransactItem } from "../lib/transactions";
import { readOfferToken } from "./offer-link";

export const HELD =
  "This time is being kept for someone on the waitlist for a few minutes. Please choose another time, or look again shortly.";

/** "YYYY-MM-DDTHH:mm", the key of a time's hold. */
export const startOf = (date: string, time: string) => `${date}T${time}`;

export async function holdAt(practitionerId: string, start: string): Promise<WaitlistHoldItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.waitlistHold(practitionerId, start),
      ConsistentRead: true,
    }),
  );
  return Item as WaitlistHoldItem | undefined;
}

/**
 * The starts ("YYYY-MM-DDTHH:mm", SAST) of the practitioner's times held now, from `fromIso` to
 * `toIso` (the same form; inclusive).
 */
export async function heldStarts(
  practitionerId: string,
  fromIso: string,
  toIso: string,
  nowMs = now(),
): Promise<string[]> {
  const holds = await queryAll<WaitlistHoldItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    FilterExpression: "holdUntilMs > :now",
    ExpressionAttributeValues: {
      ":pk": keys.waitlistHoldPartition(practitionerId),
      ":from": fromIso,
      ":to": toIso,
      ":now": nowMs,
    },
    ProjectionExpression: "SK",
    ConsistentRead: true,
  });
  return holds.map((hold) => hold.SK);
}

/** What a booking of a held time carries: the offer it was made through, if its token holds. */
export interface HoldGuard {
  /** The transaction entry that refuses the booking if a hold for others appears before it commits. */
  check: TransactItem | undefined;
  /** The offer whose token came with the booking (its entry ends with the booking). */
  offer: WaitlistOfferRef | undefined;
}

/**
 * The booking core's rule for a time (online bookings): held for others, 409; held for the
 * token's offer, allowed. A token for another time, an ended hold or a forged token counts as none.
 */
export async function holdGuard(
  practitionerId: string,
  date: string,
  time: string,
  offerToken: string | undefined,
  nowMs: number,
): Promise<HoldGuard> {
  const start = startOf(date, time);
  const hold = await holdAt(practitionerId, start);
  const token = offerToken ? readOfferToken(offerToken) : undefined;
  const offer =
    token?.practitionerId === practitionerId && token.start === start
      ? hold?.offers.find((held) => held.entryId === token.entryId)
      : undefined;
  if (offer) return { check: undefined, offer };
  if (hold && hold.holdUntilMs > nowMs) throw new ConflictError(HELD);
  return {
    check: {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.waitlistHold(practitionerId, start),
        ConditionExpression: "attribute_not_exists(PK) OR holdUntilMs <= :now",
        ExpressionAttributeValues: { ":now": nowMs },
      },
    },
    offer: undefined,
  };
}
