import { randomUUID } from "node:crypto";
import { DeleteCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { OutboxItem, SendCondition } from "../data/items";
import { keys } from "../data/keys";
import type { Mail } from "../email/mime";
import { sendMail } from "../email/ses";
import { batchGetAll } from "../lib/batch-get";
import { db, tableName } from "../lib/db";
import { createLogger } from "../lib/logger";
import { addMetric } from "../lib/metrics";
import { redactedErrorText } from "../lib/redact";
import { failedAt, putNew, updateItem } from "../lib/transactions";
import { isConditionFailure } from "../lib/window-counter";
import { suppressedAmong } from "../mail-events/suppression-list";
import { REMINDER_KINDS } from "../reminders/plan";
import { reminderSentWrites } from "../reports/counters";
import { sendQueuedSms } from "../sms/send-sms";
import { dueMailKeys, type MailKey } from "./due-list";
import type { MailKind } from "./mail-kinds";
import { openMail, recipientHash, sealMail } from "./sealed-mail";
import { conditionState, runAction } from "./send-condition";

/**
 * The email outbox. A write that must send mail puts an outbox item in its own transaction, so the
 * mail exists exactly when the write does. A sender delivers due items through SES: it first claims
 * an item by pushing its next-attempt time past a lease (a conditional write, so two senders never
 * send the same mail), then marks it sent, or schedules a retry with backoff when SES fails.
 * Mail is retried until it is sent or a week past its due time (its links are stale by then); after
 * many failures every attempt logs an error for alarms.
 *
 * No usable secret rests in the table: the rendered mail is stored sealed and its body is removed
 * once it is sent or dropped, leaving kind, hashed recipients and dates (functions/outbox/sealed-mail.ts).
 *
 * GSI2 (the due list) is sparse and KEYS_ONLY: it says which mails to look at, never what they hold.
 * A rendered mail is ~5-10 KB, and every write that moves its due time rewrites its index entry,
 * in the mail's shard of the due list (due-list.ts). So the sender reads each item itself (strongly
 * consistent) before claiming it; the claim's condition then compares with the item's current due time.
 */
const LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const ALERT_AFTER_ATTEMPTS = 5;
/** What is left of a sent or dropped mail (kind, hashed recipients, dates) is kept 30 days for support. */
const KEEP_SENT_SECONDS = 30 * 24 * 60 * 60;
/** A mail not sent within a week of its due time is given up (and expires from the table). */
const KEEP_UNSENT_SECONDS = 7 * 24 * 60 * 60;

const log = createLogger({ component: "outbox" });

function dueKey(atMs: number, id: string) {
  return keys.outboxDue(new Date(atMs).toISOString(), id);
}

export interface QueueOptions {
  dueAtMs?: number;
  onlyIfConfirmed?: { PK: string; SK: string };
  /** A scheduled item's own id (functions/reminders): put over any earlier version of it. */
  id?: string;
  onlyIf?: SendCondition;
  /** A "waitlist-round" action: the time it offers (functions/waitlist/offers.ts). */
  waitlistSlot?: OutboxItem["waitlistSlot"];
  /** A "waitlist-booked" action: what it settles (functions/waitlist/after-booking.ts). */
  waitlistBooked?: OutboxItem["waitlistBooked"];
}

/**
 * The outbox entry of any channel: new with a random id, or, with `options.id`, replacing that item.
 * `body` seals the message under the item's id (mail here, SMS: functions/sms; none for an action).
 */
export function queueItem(
  kind: string,
  nowMs: number,
  options: QueueOptions,
  body: (
    id: string,
  ) => Pick<OutboxItem, "toHashes"> & Partial<Pick<OutboxItem, "sealedMail" | "channel" | "action">>,
) {
  const id = options.id ?? randomUUID();
  const dueAtMs = options.dueAtMs ?? nowMs;
  const item: OutboxItem = {
    ...keys.outbox(id),
    ...dueKey(dueAtMs, id),
    entity: "outbox",
    id,
    kind,
    ...body(id),
    state: "pending",
    attempts: 0,
    createdAt: new Date(nowMs).toISOString(),
    expiresAt: Math.floor(dueAtMs / 1000) + KEEP_UNSENT_SECONDS,
    ...(options.onlyIfConfirmed ? { onlyIfConfirmed: options.onlyIfConfirmed } : {}),
    ...(options.onlyIf ? { onlyIf: options.onlyIf } : {}),
    ...(options.waitlistSlot ? { waitlistSlot: options.waitlistSlot } : {}),
    ...(options.waitlistBooked ? { waitlistBooked: options.waitlistBooked } : {}),
    ...(options.id ? { dueAt: new Date(dueAtMs).toISOString() } : {}),
  };
  return options.id ? { Put: { TableName: tableName(), Item: item } } : putNew(item);
}

/**
 * A TransactWriteItems entry that queues `mail`, due at once or at `dueAtMs`; with `onlyIfConfirmed`
 * (or `onlyIf`), sent only if that booking is confirmed (has that status) when it is due.
 */
export function queueMail(mail: Mail, kind: MailKind, nowMs: number, options: QueueOptions = {}) {
  return queueItem(kind, nowMs, options, (id) => ({
    sealedMail: sealMail(mail, id),
    toHashes: mail.to.map(recipientHash),
  }));
}

/** A TransactWriteItems entry that schedules `action` (no mail) under its own id. */
export function queueAction(
  action: NonNullable<OutboxItem["action"]>,
  nowMs: number,
  options: QueueOptions & { id: string; dueAtMs: number },
) {
  return queueItem(action, nowMs, options, () => ({ toHashes: [], action }));
}

/**
 * The ids of the mails queued among a transaction's entries, to record on what they are about (a
 * booking keeps its mails' ids so that erasing the patient can find them).
 */
export function outboxIds(entries: readonly { Put?: { Item?: object | undefined } | undefined }[]): string[] {
  return entries.flatMap(({ Put }) => {
    const item = Put?.Item as Partial<OutboxItem> | undefined;
    return item?.entity === "outbox" && item.id ? [item.id] : [];
  });
}

/**
 * Runs a conditional write on a mail that may have been erased meanwhile (functions/patients/erase.ts):
 * false when its condition failed, so a sender never writes a deleted mail back as a bare item.
 */
async function ifStillThere(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Erasure of a mail's recipient data (POPIA): gone at once unless it still has to reach someone
 * other than `patientEmail` (the practitioner learning of a cancellation); such a mail is sent and
 * then deleted instead of being kept for support. A mail that was sent meanwhile is deleted.
 */
export async function forgetMail(
  item: OutboxItem,
  patientEmail: string,
): Promise<"deleted" | "after-sending"> {
  const legacy = (item as { mail?: Mail }).mail?.to.map(recipientHash) ?? [];
  // A text message only ever goes to the patient of the booking that lists it.
  const toPatient =
    item.channel === "sms" || [...(item.toHashes ?? []), ...legacy].includes(recipientHash(patientEmail));
  if (item.state === "pending" && !toPatient) {
    const flagged = await ifStillThere(
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.outbox(item.id),
          UpdateExpression: "SET forgetOnSend = :yes",
          ConditionExpression: "#state = :pending",
          ExpressionAttributeNames: { "#state": "state" },
          ExpressionAttributeValues: { ":yes": true, ":pending": "pending" },
        }),
      ),
    );
    if (flagged) return "after-sending";
  }
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.outbox(item.id) }));
  return "deleted";
}

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}

async function claim(item: OutboxItem, nowMs: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outbox(item.id),
        UpdateExpression: "SET GSI2SK = :lease",
        ConditionExpression: "#state = :pending AND GSI2SK = :seen",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: {
          ":lease": dueKey(nowMs + LEASE_MS, item.id).GSI2SK,
          ":pending": "pending",
          ":seen": item.GSI2SK,
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === "ConditionalCheckFailedException") return false;
    throw error;
  }
}

export type Delivery = "sent" | "failed" | "skipped";

/**
 * A conditional mail whose condition no longer holds, or (`as` "suppressed") a mail to an address on
 * the suppression list: never sent, kept a while for support; deleted when its patient was erased.
 */
async function drop(
  item: OutboxItem,
  nowMs: number,
  erased: boolean,
  as: "dropped" | "suppressed" = "dropped",
): Promise<void> {
  if (erased || item.forgetOnSend) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.outbox(item.id) }));
    log.info("mail dropped and deleted (its patient was erased)", { mailId: item.id, kind: item.kind });
    return;
  }
  const kept = await ifStillThere(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outbox(item.id),
        UpdateExpression:
          "SET #state = :dropped, expiresAt = :exp REMOVE GSI2PK, GSI2SK, GSI1PK, GSI1SK, sealedMail, mail",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: {
          ":dropped": as,
          ":exp": Math.floor(nowMs / 1000) + KEEP_SENT_SECONDS,
        },
      }),
    ),
  );
  if (kept && as === "suppressed")
    log.info("mail not sent: its address is on the suppression list", { mailId: item.id, kind: item.kind });
  else if (kept) log.info("mail dropped: its booking changed", { mailId: item.id, kind: item.kind });
}

/** The mail to send: sealed, or in clear on an item queued before mail was sealed (sent, then removed). */
function bodyOf(item: OutboxItem & { mail?: Mail }): Mail {
  if (item.sealedMail) return openMail(item.sealedMail, item.id);
  if (item.mail) return item.mail;
  throw new Error("a pending mail without its body");
}

/** Hands the item to its channel: a text message to the SMS provider, a mail to SES. */
/** Sends the item by its channel (or runs its action): the provider's message id. */
function send(item: OutboxItem, nowMs: number): Promise<string> {
  if (item.action) return runAction(item, nowMs);
  return item.channel === "sms" ? sendQueuedSms(item) : sendMail(bodyOf(item));
}

const OUTBOX = { Service: "outbox" };

/** An email (not a text message, not a scheduled action): what the mail metrics and suppression are about. */
function isMail(item: OutboxItem): boolean {
  return !item.action && item.channel !== "sms";
}

/** A pending mail past its expiry (DynamoDB's TTL deletes it some time later): never sent. */
function expired(item: OutboxItem, nowMs: number): boolean {
  return item.expiresAt !== undefined && item.expiresAt * 1000 <= nowMs;
}

/** The patient's reminders, by mail or SMS (functions/reminders): the monthly report counts them. */
const COUNTED_REMINDERS = new Set<string>(REMINDER_KINDS.flatMap((kind) => [kind, `${kind}-sms`]));

/**
 * Records the item as sent (false when it was erased meanwhile). A reminder is also counted on its
 * booking and the booking's month in the same transaction (functions/reports/counters.ts); should
 * the booking be gone, the mail is still recorded as sent.
 */
async function markSent(item: OutboxItem, update: Parameters<typeof updateItem>[0]): Promise<boolean> {
  const sent = () => ifStillThere(db().send(new UpdateCommand({ TableName: tableName(), ...update })));
  if (!COUNTED_REMINDERS.has(item.kind) || !item.onlyIf) return sent();
  try {
    await db().send(
      new TransactWriteCommand({ TransactItems: [updateItem(update), ...reminderSentWrites(item.onlyIf)] }),
    );
    return true;
  } catch (error) {
    if (failedAt(error)(0)) return false;
    return sent();
  }
}

/** Sends one outbox item if it is due and nobody else holds it. */
export async function deliver(item: OutboxItem, nowMs: number): Promise<Delivery> {
  if (item.state !== "pending" || !item.GSI2SK || item.GSI2SK > dueKey(nowMs, item.id).GSI2SK)
    return "skipped";
  if (expired(item, nowMs)) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.outbox(item.id) }));
    log.error("mail given up: not sent within a week of its due time", { mailId: item.id, kind: item.kind });
    return "skipped";
  }
  if (!(await claim(item, nowMs))) return "skipped";
  const attempts = item.attempts + 1;
  try {
    const booking = await conditionState(item);
    if (booking !== "holds") {
      await drop(item, nowMs, booking === "erased");
      return "skipped";
    }
    // A hard bounce or complaint stops every mail to that address (each of our mails has one
    // recipient); whatever wrote the mail (a booking) stands.
    if (isMail(item) && (await suppressedAmong(item.toHashes ?? [])).length > 0) {
      await drop(item, nowMs, false, "suppressed");
      addMetric("MailsSuppressed", OUTBOX);
      return "skipped";
    }
    const messageId = await send(item, nowMs);
    const kept = await markSent(item, {
      Key: keys.outbox(item.id),
      UpdateExpression:
        "SET #state = :sent, sentAt = :at, messageId = :mid, attempts = :n, expiresAt = :exp REMOVE GSI2PK, GSI2SK, GSI1PK, GSI1SK, sealedMail, mail",
      // Erased meanwhile: the mail is not kept (below), nor written back if already deleted.
      ConditionExpression: "attribute_exists(PK) AND attribute_not_exists(forgetOnSend)",
      ExpressionAttributeNames: { "#state": "state" },
      ExpressionAttributeValues: {
        ":sent": "sent",
        ":at": new Date(nowMs).toISOString(),
        ":mid": messageId,
        ":n": attempts,
        ":exp": Math.floor(nowMs / 1000) + KEEP_SENT_SECONDS,
      },
    });
    if (!kept) await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.outbox(item.id) }));
    log.info("mail sent", { mailId: item.id, kind: item.kind, attempts, ...(kept ? {} : { kept: false }) });
    if (isMail(item)) addMetric("MailsSent", OUTBOX);
    return "sent";
  } catch (error) {
    // sendMail already strips addresses; this covers any other failure in the same step.
    const message = redactedErrorText(error);
    await ifStillThere(
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.outbox(item.id),
          // GSI1 `OUTBOX#FAILING` lists it while it fails (the admin home's count); sent or dropped leave it.
          UpdateExpression:
            "SET GSI2SK = :next, attempts = :n, lastError = :err, GSI1PK = :failing, GSI1SK = :failedAt",
          ConditionExpression: "attribute_exists(PK)",
          ExpressionAttributeValues: {
            ":next": dueKey(nowMs + backoffMs(attempts), item.id).GSI2SK,
            ":n": attempts,
            ":err": message.slice(0, 500),
            ":failing": keys.failingMails,
            ":failedAt": `${new Date(nowMs).toISOString()}#${item.id}`,
          },
        }),
      ),
    );
    const detail = { mailId: item.id, kind: item.kind, attempts, error: message };
    if (isMail(item)) addMetric("MailsFailed", OUTBOX);
    if (attempts >= ALERT_AFTER_ATTEMPTS) log.error("mail still not sent", detail);
    else log.warn("mail not sent, will retry", detail);
    return "failed";
  }
}

/** Seconds since the oldest of these items fell due (0: none is due): the outbox-stalled alarm's figure. */
function oldestDueSeconds(items: readonly OutboxItem[], nowMs: number): number {
  const dueTimes = items
    .filter((item) => item.state === "pending" && item.GSI2SK)
    .map((item) => Date.parse(String(item.GSI2SK).split("#")[0] ?? ""))
    .filter((at) => Number.isFinite(at) && at <= nowMs);
  return dueTimes.length === 0 ? 0 : Math.round((nowMs - Math.min(...dueTimes)) / 1000);
}

/**
 * Reads the items themselves (consistent) and delivers them, oldest due first. `gauge`: the run
 * read the whole due list's oldest (the scheduled run), so it reports their age.
 */
async function deliverItems(
  mailKeys: MailKey[],
  nowMs: number,
  gauge = false,
): Promise<Record<Delivery, number>> {
  const counts: Record<Delivery, number> = { sent: 0, failed: 0, skipped: 0 };
  // BatchGetItem refuses a repeated key (a stream batch could name one mail twice).
  const unique = [...new Map(mailKeys.map((key) => [key.PK, key])).values()];
  const items = await batchGetAll<OutboxItem>(unique, true);
  // Gone meanwhile (sent and expired) or never there: nothing to send.
  counts.skipped += mailKeys.length - items.length;
  items.sort((a, b) => (a.GSI2SK ?? "~").localeCompare(b.GSI2SK ?? "~"));
  if (gauge) addMetric("OldestDueMailAge", OUTBOX, oldestDueSeconds(items, nowMs));
  for (const item of items) counts[await deliver(item, nowMs)] += 1;
  return counts;
}

/** Delivers the mails due by `nowMs` from every shard of the due list, oldest first, up to `limit` of them. */
export async function deliverDue(nowMs: number, limit = 25): Promise<Record<Delivery, number>> {
  return deliverItems(await dueMailKeys(nowMs, limit), nowMs, true);
}

/** Delivers specific mails (from the table's stream, right after they were written). */
export async function deliverByIds(ids: string[], nowMs: number): Promise<Record<Delivery, number>> {
  return deliverItems(
    ids.map((id) => keys.outbox(id)),
    nowMs,
  );
}
