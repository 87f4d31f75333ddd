/**
 * What a booking means for the waitlist (called by the booking core once the booking is written):
 * the email's entry with the practitioner ends, the entry of the offer it was made through ends,
 * and a time under offer is settled: its hold goes, and the round's other offers hear it has gone
 * (they stay on the list).
 */
import { DeleteCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { PractitionerItem, WaitlistOfferRef } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { isConditionFailure } from "../lib/window-counter";
import { outboxIds, queueMail } from "../outbox/outbox";
import { refreshNextAvailable } from "../search/next-available";
import { endEntry, endEntryOnBooking, entryAt, entryMailsWrite } from "./entries";
import { holdAt, startOf } from "./holds";
import { leaveUrl } from "./leave-link";
import { waitlistGoneMail } from "./mails";

export interface Booked {
  email: string;
  practitioner: Pick<PractitionerItem, "id" | "name">;
  date: string;
  time: string;
  /** The offer whose token the booking carried. */
  offer: WaitlistOfferRef | undefined;
}

export async function waitlistAfterBooking(booked: Booked): Promise<void> {
  const { practitioner, date, time, offer } = booked;
  await endEntryOnBooking(booked.email, practitioner.id);
  if (offer) {
    const entry = await entryAt({ PK: keys.waitlistPartition(practitioner.id), SK: offer.entrySK });
    if (entry) await endEntry(entry.email, practitioner.id, entry.SK);
  }
  const hold = await holdAt(practitioner.id, startOf(date, time));
  if (!hold) return;
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { PK: hold.PK, SK: hold.SK },
        ConditionExpression: "#round = :round",
        ExpressionAttributeNames: { "#round": "round" },
        ExpressionAttributeValues: { ":round": hold.round },
      }),
    );
  } catch (error) {
    // A new round started meanwhile (it will find the time taken and end itself).
    if (isConditionFailure(error)) return;
    throw error;
  }
  const nowMs = now();
  const others = hold.offers.filter((held) => held.entryId !== offer?.entryId);
  for (const other of others) {
    const entry = await entryAt({ PK: keys.waitlistPartition(practitioner.id), SK: other.entrySK });
    // Ended meanwhile (booked, left, erased), or the booker's own entry.
    if (!entry || entry.email === booked.email) continue;
    const mail = queueMail(
      waitlistGoneMail({
        to: entry.email,
        firstName: entry.firstName,
        practitionerName: practitioner.name,
        leaveUrl: leaveUrl({ practitionerId: practitioner.id, entrySK: entry.SK }, entry.expiresAtMs),
        date,
        time,
      }),
      "waitlist-gone",
      nowMs,
    );
    await db()
      .send(
        new TransactWriteCommand({
          TransactItems: [mail, entryMailsWrite(entry, outboxIds([mail]), null)],
        }),
      )
      .catch((error: unknown) => {
        // Erased or left a moment ago: nothing to tell.
        if ((error as Error).name !== "TransactionCanceledException") throw error;
      });
  }
  await refreshNextAvailable(practitioner.id);
}
