/**
 * Text messages (issue 23): a reminder channel through a South African SMS provider's REST API,
 * behind configuration (off by default). An SMS is an outbox item like a mail, sealed at rest.
 *
 * INTERFACE ONLY in this commit: the SMS work fills it in.
 */
import type { TransactEntry } from "../reminders/scheduled-items";

export interface Sms {
  /** The patient's cellphone number as the booking holds it. */
  to: string;
  /** At most 160 GSM characters. */
  text: string;
}

/** Is an SMS provider configured (provider, sender id and key)? */
export function smsEnabled(): boolean {
  return false;
}

/** A TransactWriteItems entry that queues `sms` with the outbox's options (id, due time, condition). */
export function queueSms(
  _sms: Sms,
  _kind: string,
  _nowMs: number,
  _options: { id?: string; dueAtMs?: number; onlyIfConfirmed?: { PK: string; SK: string } } = {},
): TransactEntry {
  throw new Error("SMS is not built yet");
}
