/**
 * What the outbox runs when a scheduled action is due (its send condition, "still pending", has
 * just held): a request unanswered at its confirm-by deadline expires. The status change frees its
 * time and the patient's pending place and mails the patient, with a link to the practitioner's
 * next open times.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { changeStatus } from "../booking/status-change";
import type { BookingItem, OutboxItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { patientNotConfirmed } from "./mails";

async function read<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

/** The profile page's booking calendar: the practitioner's next open times. */
export function openTimesUrl(practitionerId: string): string {
  return `${env().siteUrl}/page/practitioner/${encodeURIComponent(practitionerId)}#booking`;
}

/** Runs the item's action; what the outbox records in place of a message id. */
export async function runScheduledAction(item: OutboxItem, nowMs: number): Promise<string> {
  if (item.action !== "expire-booking" || !item.onlyIf)
    throw new Error(`unknown scheduled action ${item.kind}`);
  const booking = await read<BookingItem>({ PK: item.onlyIf.PK, SK: item.onlyIf.SK });
  // Answered, cancelled or erased since the condition was read: nothing to do.
  if (booking?.status !== "pending" || booking.erasedAt) return "nothing-to-do";
  const practitioner = await read<PractitionerItem>(keys.practitioner(booking.practitionerId));
  const mails = practitioner
    ? [
        {
          kind: "booking-expired-patient" as const,
          render: (facts: Parameters<typeof patientNotConfirmed>[0]) =>
            patientNotConfirmed(facts, openTimesUrl(booking.practitionerId)),
        },
      ]
    : [];
  await changeStatus(
    booking,
    practitioner ?? ({ id: booking.practitionerId } as PractitionerItem),
    { to: "expired", by: "system", mails },
    nowMs,
  );
  return "expired";
}
