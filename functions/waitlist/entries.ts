/**
 * Waitlist entries in the table (docs/access-patterns.md "Waitlist"): a practitioner's list in
 * joining order, an email's entries, and the writes that end one. An entry past its stored expiry
 * is ignored by every read here (DynamoDB's TTL removes it some time later).
 */
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { WaitlistByEmailItem, WaitlistEntryItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { emailHash } from "../lib/email-hash";
import { queryAll, queryCount } from "../lib/query-all";
import { failedAt, type TransactItem, updateItem } from "../lib/transactions";
import { rosterEndWrite } from "./roster";

/** How long a place on a waitlist lasts. */
export const ENTRY_DAYS = 30;
export const ENTRY_MS = ENTRY_DAYS * 24 * 60 * 60 * 1000;
/** Active entries one email may hold (with different practitioners). */
export const MAX_ENTRIES_PER_EMAIL = 5;

// The waitlist keys an email's items by its hash (functions/lib/email-hash.ts), as erasure does.
export { emailHash };

/** The practitioner's active entries, oldest first (the order offers go in). */
export function activeEntries(practitionerId: string, nowMs: number): Promise<WaitlistEntryItem[]> {
  return queryAll<WaitlistEntryItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :entry)",
    FilterExpression: "expiresAtMs > :now",
    ExpressionAttributeValues: {
      ":pk": keys.waitlistPartition(practitionerId),
      ":entry": keys.waitlistEntryPrefix,
      ":now": nowMs,
    },
    ConsistentRead: true,
  });
}

/** How many are waiting for the practitioner (the dashboard's count: never who). */
export function waitingCount(practitionerId: string, nowMs: number): Promise<number> {
  return queryCount({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :entry)",
    FilterExpression: "expiresAtMs > :now",
    ExpressionAttributeValues: {
      ":pk": keys.waitlistPartition(practitionerId),
      ":entry": keys.waitlistEntryPrefix,
      ":now": nowMs,
    },
  });
}

/** Every pointer of the email's entries, expired ones too (erasure removes them all). */
export function pointersOf(email: string): Promise<WaitlistByEmailItem[]> {
  return queryAll<WaitlistByEmailItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :prac)",
    ExpressionAttributeValues: {
      ":pk": keys.waitlistByEmailPartition(emailHash(email)),
      ":prac": keys.waitlistPointerPrefix,
    },
    ConsistentRead: true,
  });
}

export async function entryAt(key: { PK: string; SK: string }): Promise<WaitlistEntryItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as WaitlistEntryItem | undefined;
}

/** The email's entry with the practitioner, when there is one (expired or not). */
export async function pointerOf(
  email: string,
  practitionerId: string,
): Promise<WaitlistByEmailItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.waitlistByEmail(emailHash(email), practitionerId),
      ConsistentRead: true,
    }),
  );
  return Item as WaitlistByEmailItem | undefined;
}

/** The transaction entry deleting one entry (not its pointer). */
export function entryDelete(practitionerId: string, entrySK: string): TransactItem {
  return {
    Delete: { TableName: tableName(), Key: { PK: keys.waitlistPartition(practitionerId), SK: entrySK } },
  };
}

/**
 * The transaction entries that end one entry: the entry, its email's pointer if still there, and
 * its place in the email's roster (roster.ts).
 */
export function endEntryWrites(email: string, practitionerId: string, entrySK: string): TransactItem[] {
  return [
    entryDelete(practitionerId, entrySK),
    {
      Delete: {
        TableName: tableName(),
        Key: keys.waitlistByEmail(emailHash(email), practitionerId),
        // A newer entry of the same pair (after this one expired) is not ended by this one's end.
        ConditionExpression: "attribute_not_exists(PK) OR entrySK = :sk",
        ExpressionAttributeValues: { ":sk": entrySK },
      },
    },
    rosterEndWrite(email, practitionerId, Math.ceil((now() + ENTRY_MS) / 1000)),
  ];
}

/** Ends one entry (idempotent: an entry already gone is fine). */
export async function endEntry(email: string, practitionerId: string, entrySK: string): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({ TransactItems: endEntryWrites(email, practitionerId, entrySK) }),
    );
  } catch (error) {
    // The pointer names a newer entry of the pair: end only this one.
    if (!failedAt(error)(1)) throw error;
    await db().send(new TransactWriteCommand({ TransactItems: [entryDelete(practitionerId, entrySK)] }));
  }
}

/** The patient booked with the practitioner: their entry with them ends (whatever time they booked). */
export async function endEntryOnBooking(email: string, practitionerId: string): Promise<void> {
  const pointer = await pointerOf(email, practitionerId);
  if (pointer) await endEntry(email, practitionerId, pointer.entrySK);
}

/** An offer holding a time for the entry (an entry holds one offer at a time). */
export interface HeldOffer {
  start: string;
  untilMs: number;
}

/**
 * The transaction entry recording mails about an entry on it (erasure forgets them); the entry must
 * still be there. `held`: the mails offer a held time, which the entry then holds: refused if it
 * holds another time's offer still (nowMs), so an entry never holds two offers at once.
 */
export function entryMailsWrite(
  entry: Pick<WaitlistEntryItem, "PK" | "SK">,
  mailIds: string[],
  held?: { offer: HeldOffer; nowMs: number },
): TransactItem {
  const base = "SET mailIds = list_append(mailIds, :ids)";
  if (held === undefined)
    return updateItem({
      Key: { PK: entry.PK, SK: entry.SK },
      UpdateExpression: base,
      ConditionExpression: "attribute_exists(PK)",
      ExpressionAttributeValues: { ":ids": mailIds },
    });
  return updateItem({
    Key: { PK: entry.PK, SK: entry.SK },
    UpdateExpression: `${base}, heldOffer = :held`,
    ConditionExpression:
      "attribute_exists(PK) AND (attribute_not_exists(heldOffer) OR heldOffer.untilMs <= :now OR heldOffer.#start = :start)",
    ExpressionAttributeNames: { "#start": "start" },
    ExpressionAttributeValues: {
      ":ids": mailIds,
      ":held": held.offer,
      ":now": held.nowMs,
      ":start": held.offer.start,
    },
  });
}

/** Whether the entry holds an offer of a time other than `start` now. */
export function holdsOtherOffer(entry: WaitlistEntryItem, start: string, nowMs: number): boolean {
  return entry.heldOffer !== undefined && entry.heldOffer.untilMs > nowMs && entry.heldOffer.start !== start;
}
