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

/** The practice's own booking of a time whose offers changed round as it was made (rare: try again). */
export const HOLD_CHANGED =
  "This time was offered to the waitlist a moment ago. Please try again: your booking will take it.";

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
  /**
   * The transaction entry that settles the hold with the booking: without a hold, a check that none
   * appears for others before the booking commits; with one, its deletion, refused if another
   * round began since it was read (or, for anyone without its offer, while it still holds).
   */
  check: TransactItem | undefined;
  /** The offer whose token came with the booking (its entry ends with the booking). */
  offer: WaitlistOfferRef | undefined;
  /** The round's other offers: told the time has gone (functions/waitlist/after-booking.ts). */
  others: WaitlistOfferRef[];
}

/**
 * The booking core's rule for a time. Online: held for others, 409; held for the token's offer,
 * allowed. A token for another time, an ended hold or a forged token counts as none. `overrides`:
 * the practice's own booking (phone, walk-in) takes a held time (docs/decisions.md "Waitlist back
 * end"), and the offers hear it has gone.
 */
export async function holdGuard(
  practitionerId: string,
  date: string,
  time: string,
  offerToken: string | undefined,
  nowMs: number,
  overrides = false,
): Promise<HoldGuard> {
  const start = startOf(date, time);
  const hold = await holdAt(practitionerId, start);
  const token = offerToken ? readOfferToken(offerToken) : undefined;
  const offer =
    token?.practitionerId === practitionerId && token.start === start
      ? hold?.offers.find((held) => held.entryId === token.entryId)
      : undefined;
  const mayTake = offer !== undefined || overrides;
  if (!mayTake && hold && hold.holdUntilMs > nowMs) throw new ConflictError(HELD);
  if (!hold) {
    const check: TransactItem = {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.waitlistHold(practitionerId, start),
        ConditionExpression: "attribute_not_exists(PK) OR holdUntilMs <= :now",
        ExpressionAttributeValues: { ":now": nowMs },
      },
    };
    return { check: overrides ? undefined : check, offer: undefined, others: [] };
  }
  return {
    check: {
      Delete: {
        TableName: tableName(),
        Key: { PK: hold.PK, SK: hold.SK },
        ConditionExpression: mayTake ? "#round = :round" : "#round = :round AND holdUntilMs <= :now",
        ExpressionAttributeNames: { "#round": "round" },
        ExpressionAttributeValues: { ":round": hold.round, ...(mayTake ? {} : { ":now": nowMs }) },
      },
    },
    offer,
    others: hold.offers.filter((held) => held.entryId !== offer?.entryId),
  };
}
