/**
 * What a booking means for the waitlist. In the booking's own transaction: the hold of a time under
 * offer goes (holds.ts holdGuard), and one outbox action, "waitlist-booked", is queued; the booking
 * core runs it at once after the commit, and the outbox retries it should that fail (logged). The
 * action: the email's entry with the practitioner ends, the entry of the offer the booking was
 * made through ends, and the round's other offers hear the time has gone (they stay on the list).
 * Each step is idempotent, so a retry finishes what a failed run began.
 */
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { BookingItem, OutboxItem, PractitionerItem, WaitlistBooked } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { updateItem } from "../lib/transactions";
import { outboxIds, queueAction, queueMail } from "../outbox/outbox";
import { endEntry, endEntryOnBooking, entryAt } from "./entries";
import { startOf } from "./holds";
import { entryMailFacts, waitlistGoneMail } from "./mails";

/** The action queued in the booking's transaction (its id: outboxIds finds it among the parts). */
export function waitlistBookedWrite(booked: WaitlistBooked, nowMs: number) {
  return queueAction("waitlist-booked", nowMs, {
    id: `waitlist-booked.${booked.practitionerId}.${booked.bookingSK}`,
    dueAtMs: nowMs,
    waitlistBooked: booked,
  });
}

async function read<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

/** Runs a due "waitlist-booked" action; what the outbox records in place of a message id. */
export async function runWaitlistBooked(item: OutboxItem): Promise<string> {
  const booked = item.waitlistBooked;
  if (!booked) throw new Error("a waitlist-booked action without its booking");
  const { practitionerId, offer } = booked;
  const booking = await read<BookingItem>({ PK: keys.practitioner(practitionerId).PK, SK: booked.bookingSK });
  // Erased meanwhile: the erasure ended the patient's entries with the rest.
  if (booking && !booking.erasedAt) await endEntryOnBooking(booking.patientEmail, practitionerId);
  if (offer) {
    const entry = await entryAt({ PK: keys.waitlistPartition(practitionerId), SK: offer.entrySK });
    if (entry) await endEntry(entry.email, practitionerId, entry.SK);
  }
  const practitioner = await read<PractitionerItem>(keys.practitioner(practitionerId));
  let told = 0;
  if (practitioner)
    for (const other of booked.others)
      if (await tellGone(booked, practitioner, other.entrySK, booking?.patientEmail)) told += 1;
  return `waitlist settled: ${told} told`;
}

/**
 * One offer's "it has gone" mail, and the entry's end of that offer, once: the entry records the
 * times it was told of (`toldGone`), and its update refuses one it lists (a retry sends nothing).
 */
async function tellGone(
  booked: WaitlistBooked,
  practitioner: PractitionerItem,
  entrySK: string,
  bookerEmail: string | undefined,
): Promise<boolean> {
  const entry = await entryAt({ PK: keys.waitlistPartition(booked.practitionerId), SK: entrySK });
  // Ended meanwhile (booked, left, erased), or the booker's own entry.
  if (!entry || entry.email === bookerEmail) return false;
  const { date, time } = booked;
  const nowMs = now();
  const start = startOf(date, time);
  const mail = queueMail(
    waitlistGoneMail({
      ...entryMailFacts(entry, practitioner),
      date,
      time,
    }),
    "waitlist-gone",
    nowMs,
  );
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          mail,
          updateItem({
            Key: { PK: entry.PK, SK: entry.SK },
            // Its held offer is over: the entry may be offered other times at once.
            UpdateExpression:
              "SET mailIds = list_append(mailIds, :ids), toldGone = list_append(if_not_exists(toldGone, :none), :starts) REMOVE heldOffer",
            ConditionExpression: "attribute_exists(PK) AND NOT contains(toldGone, :start)",
            ExpressionAttributeValues: {
              ":ids": outboxIds([mail]),
              ":none": [],
              ":starts": [start],
              ":start": start,
            },
          }),
        ],
      }),
    );
    return true;
  } catch (error) {
    // Erased or left a moment ago, or told already (a retry): nothing to tell.
    if ((error as Error).name !== "TransactionCanceledException") throw error;
    return false;
  }
}
