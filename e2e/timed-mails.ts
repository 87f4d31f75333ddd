import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { expect } from "@playwright/test";
import { HOUR_MS, sastToMs } from "../core/sast-time";
import type { BookingItem, OutboxItem, PractitionerItem } from "../functions/data/items";
import { keys } from "../functions/data/keys";
import { deliver } from "../functions/outbox/outbox";
import { scheduledItemId } from "../functions/reminders/plan";
import { scheduledItemWrites } from "../functions/reminders/scheduled-items";
import { LOCAL_TABLE, localClients } from "../infra/local/stack";
import { testPorts } from "../infra/local/test-ports";
import type { BookedTime } from "./api-calls";
// Sets this process's environment to the stack's (its table, its keys).
import "./mail-links";

/**
 * Mails the clock sends (issue 23). The running stack cannot be moved in time, so these run the
 * product's own code in this process against the stack's table: the outbox sender runs a request's
 * expiry at its due time, and the reminder planner plans a request as if it had been made 60 h
 * before its start (the only kind of request that gets the nudge a day before its start).
 */
const { doc } = localClients(testPorts.dynamodb);

async function read<T>(key: { PK: string; SK: string }): Promise<T> {
  const { Item } = await doc.send(new GetCommand({ TableName: LOCAL_TABLE, Key: key, ConsistentRead: true }));
  expect(Item, `${key.PK} ${key.SK}`).toBeTruthy();
  return Item as T;
}

function bookingKey(practitionerId: string, booking: BookedTime) {
  return keys.booking(practitionerId, booking.date.replace(" ", "T"), booking.id);
}

/** The sender runs the request's expiry when it is due: the request lapses and the patient is told. */
export async function expireRequest(booking: BookedTime): Promise<void> {
  const expiry = await read<OutboxItem>(keys.outbox(scheduledItemId(booking.id, "expire", "action")));
  expect(await deliver(expiry, Date.parse(expiry.dueAt ?? ""))).toBe("sent");
}

/** Queues the nudge a request made 60 h before its start gets 24 h before it, as placing it would. */
export async function queueNudgeBeforeStart(practitionerId: string, booked: BookedTime): Promise<void> {
  const [booking, practitioner] = await Promise.all([
    read<BookingItem>(bookingKey(practitionerId, booked)),
    read<PractitionerItem>(keys.practitioner(practitionerId)),
  ]);
  const [date = "", time = ""] = booked.date.split(" ");
  const askedMs = sastToMs(date, time) - 60 * HOUR_MS;
  const asked = { ...booking, createdAt: new Date(askedMs).toISOString() };
  const nudge = scheduledItemWrites(undefined, asked, practitioner, askedMs)
    .map((entry) => entry.Put?.Item as OutboxItem | undefined)
    .find((item) => item?.kind === "nudge-24h");
  expect(nudge, "a nudge 24 h before the start").toBeTruthy();
  await doc.send(new PutCommand({ TableName: LOCAL_TABLE, Item: nudge }));
}
