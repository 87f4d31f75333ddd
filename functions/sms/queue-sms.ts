/**
 * Text messages (issue 23): a reminder channel through a South African SMS provider's REST API
 * (BulkSMS: functions/sms/bulksms.ts), behind configuration (off by default: functions/lib/env.ts
 * `sms`). An SMS is an outbox item like a mail (channel "sms"): the text and number sealed at rest,
 * the number kept only as a keyed hash, sent with the outbox's retries, leases and erasure.
 */
import { saCellphone } from "../../core/sa-cellphone";
import { env } from "../lib/env";
import { type QueueOptions, queueItem } from "../outbox/outbox";
import { recipientHash, sealMessage } from "../outbox/sealed-mail";
import type { TransactEntry } from "../reminders/scheduled-items";
import type { OutgoingSms } from "./bulksms";

export interface Sms {
  /** The patient's cellphone number as the booking holds it. */
  to: string;
  /** At most 160 GSM characters. */
  text: string;
}

/** One SMS part; a longer text would be billed as two or three. */
export const SMS_MAX_CHARACTERS = 160;

/** Is an SMS provider configured (provider URL and token id; sender id optional)? */
export function smsEnabled(): boolean {
  return env().sms !== undefined;
}

/**
 * A TransactWriteItems entry that queues `sms` with the outbox's options (id, due time, condition).
 * Throws for a number that cannot receive a text (core/sa-cellphone.ts: the booking form refuses
 * such a number with the tick box) or a text longer than one SMS: both are the caller's mistakes.
 */
export function queueSms(sms: Sms, kind: string, nowMs: number, options: QueueOptions = {}): TransactEntry {
  const to = saCellphone(sms.to);
  if (!to) throw new Error(`queueSms(${kind}): not a South African cellphone number`);
  if (sms.text.length > SMS_MAX_CHARACTERS)
    throw new Error(`queueSms(${kind}): the text is longer than ${SMS_MAX_CHARACTERS} characters`);
  const outgoing: OutgoingSms = { to, text: sms.text };
  return queueItem(kind, nowMs, options, (id) => ({
    channel: "sms",
    sealedMail: sealMessage(outgoing, id),
    toHashes: [recipientHash(to)],
  }));
}
