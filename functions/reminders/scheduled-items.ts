/**
 * A booking's scheduled outbox items (issue 23): the patient's reminders (72 h and 24 h before a
 * confirmed appointment, by email and, when asked for, SMS), the practitioner's nudges about a
 * request left unanswered, and the request's expiry at its confirm-by deadline. Each has an id
 * derived from the booking (plan.ts scheduledItemId), so any write that changes the booking (placed,
 * confirmed, declined, cancelled, expired, moved, erased, reminders turned off or on) removes or
 * rebuilds them in its own transaction. Each item also re-checks its booking when due (the outbox's
 * send condition), for a change that lands between its due time and its sending.
 */
import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { shortDate, shortWeekday } from "../../core/sast-time";
import type { ManagedBooking } from "../../core/schemas/booking";
import { mailFacts, startMs } from "../booking/booking-view";
import type { BookingMailFacts } from "../booking/mails";
import type { BookingItem, OutboxItem, PractitionerItem, SendCondition } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { tableName } from "../lib/db";
import { queueAction, queueMail } from "../outbox/outbox";
import { queueSms, smsEnabled } from "../sms/queue-sms";
import { patientReminder24h, patientReminder72h, practitionerNudge } from "./mails";
import {
  confirmByMs,
  type PlannedItem,
  planScheduledItems,
  REMINDER_KINDS,
  SCHEDULED_SLOTS,
  scheduledItemId,
} from "./plan";

export type TransactEntry = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

const SMS_MAX = 160;

function planFor(booking: BookingItem, nowMs: number, remindersOff: boolean | undefined): PlannedItem[] {
  return planScheduledItems(
    {
      status: booking.status,
      createdAtMs: Date.parse(booking.createdAt),
      startMs: startMs(booking),
      remindersOff,
      sms: Boolean(booking.smsReminders && booking.cellphone) && smsEnabled(),
    },
    nowMs,
  );
}

const idOf = (booking: BookingItem, item: Pick<PlannedItem, "kind" | "channel">) =>
  scheduledItemId(booking.id, item.kind, item.channel);

/** The reminder text message: who and when, never the reason or the surname; at most 160 characters. */
export function reminderSms(booking: BookingItem, practitioner: PractitionerItem, kind: string): string {
  const day = kind === "remind-24h" ? "tomorrow" : `${shortWeekday(booking.date)} ${shortDate(booking.date)}`;
  const text =
    `Vula Health: hi ${booking.firstName}, a reminder of your appointment with ${practitioner.name} ` +
    `${day} at ${booking.time}. To cancel or move it, see your booking email.`;
  return text.length <= SMS_MAX ? text : `${text.slice(0, SMS_MAX - 1)}\u2026`;
}

function entryFor(
  item: PlannedItem,
  booking: BookingItem,
  practitioner: PractitionerItem,
  facts: () => BookingMailFacts,
  nowMs: number,
): TransactEntry {
  const key = { PK: booking.PK, SK: booking.SK };
  const id = idOf(booking, item);
  const options = { id, dueAtMs: item.dueAtMs };
  const whilePending: SendCondition = { ...key, status: "pending" };
  const whileConfirmed: SendCondition = { ...key, status: "confirmed", remindersOn: true };
  switch (item.kind) {
    case "expire":
      return queueAction("expire-booking", nowMs, { ...options, onlyIf: whilePending });
    case "nudge-12h":
    case "nudge-24h": {
      const deadline = confirmByMs(Date.parse(booking.createdAt), startMs(booking));
      return queueMail(practitionerNudge(facts(), deadline), item.kind, nowMs, {
        ...options,
        onlyIf: whilePending,
      });
    }
    case "remind-72h":
    case "remind-24h":
      if (item.channel === "sms")
        return queueSms(
          { to: booking.cellphone, text: reminderSms(booking, practitioner, item.kind) },
          `${item.kind}-sms`,
          nowMs,
          { ...options, onlyIf: whileConfirmed },
        );
      return queueMail(
        (item.kind === "remind-72h" ? patientReminder72h : patientReminder24h)(facts()),
        item.kind,
        nowMs,
        { ...options, onlyIf: whileConfirmed },
      );
  }
}

/**
 * The transaction entries that make the booking's scheduled items match `after` (the booking as
 * this write leaves it): Put for each item it should have (replacing an earlier version: a moved
 * booking's items carry its new key and time), Delete for each one `before` should have had now
 * that `after` should not. Never two entries for one key. Items whose time has passed are left to
 * their send condition: one that is sent is kept as sent (the manage page shows it).
 */
export function scheduledItemWrites(
  before: BookingItem | undefined,
  after: BookingItem,
  practitioner: PractitionerItem,
  nowMs: number,
): TransactEntry[] {
  const wanted = planFor(after, nowMs, after.remindersOff);
  const wantedIds = new Set(wanted.map((item) => idOf(after, item)));
  let cachedFacts: BookingMailFacts | undefined;
  const facts = () => {
    cachedFacts ??= mailFacts(after, practitioner, undefined, nowMs);
    return cachedFacts;
  };
  const puts = wanted.map((item) => entryFor(item, after, practitioner, facts, nowMs));
  const stale = new Set(
    (before ? planFor(before, nowMs, before.remindersOff) : [])
      .map((item) => idOf(after, item))
      .filter((id) => !wantedIds.has(id)),
  );
  const deletes = [...stale].map((id) => ({ Delete: { TableName: tableName(), Key: keys.outbox(id) } }));
  return [...puts, ...deletes];
}

/** The ids `entries` put that `booking` does not list yet (erasure finds a booking's mails by its list). */
export function newScheduledIds(booking: BookingItem, entries: readonly TransactEntry[]): string[] {
  const listed = new Set(booking.mailIds ?? []);
  return entries.flatMap(({ Put }) => {
    const id = (Put?.Item as Partial<OutboxItem> | undefined)?.id;
    return id && !listed.has(id) ? [id] : [];
  });
}

type Reminder = ManagedBooking["reminders"][number];

/**
 * The booking's reminders as its manage link shows them: each one queued, sent or dropped, read by
 * its known id; a reminder still waiting shows as cancelled when the booking is no longer confirmed
 * or its reminders are off, and with reminders off the ones that would go show as cancelled too.
 */
export async function remindersOf(booking: BookingItem, nowMs: number): Promise<Reminder[]> {
  const slots = SCHEDULED_SLOTS.filter((slot) => REMINDER_KINDS.includes(slot.kind));
  const found = await batchGetAll<OutboxItem>(
    slots.map((slot) => keys.outbox(idOf(booking, slot))),
    true,
  );
  const live = booking.status === "confirmed" && !booking.remindersOff;
  const byId = new Map<string, Reminder>();
  for (const item of found) {
    const slot = slots.find((candidate) => idOf(booking, candidate) === item.id);
    const dueAt = item.dueAt ?? item.GSI2SK?.split("#")[0];
    if (!slot || !dueAt || slot.channel === "action") continue;
    const state =
      item.state === "sent" ? "sent" : item.state === "pending" && live ? "scheduled" : "cancelled";
    byId.set(item.id, { channel: slot.channel, due_at: dueAt, state });
  }
  if (booking.status === "confirmed" && booking.remindersOff)
    for (const item of planFor(booking, nowMs, false)) {
      const id = idOf(booking, item);
      if (!byId.has(id) && item.channel !== "action")
        byId.set(id, {
          channel: item.channel,
          due_at: new Date(item.dueAtMs).toISOString(),
          state: "cancelled",
        });
    }
  return [...byId.values()].sort((a, b) => a.due_at.localeCompare(b.due_at));
}
