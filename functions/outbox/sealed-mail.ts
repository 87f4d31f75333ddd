/**
 * Queued mail holds live links (set-password, manage-booking, review, confirmation): anyone who
 * could read the table (an export, a backup, a console session) could use them. So a queued mail is
 * stored sealed (AES-256-GCM, key derived from SIGNING_SECRET for this purpose only, the mail's id
 * as associated data) and its body is removed once sent or dropped. Erasure still needs to know
 * who a mail was for: recipients are kept as keyed hashes, never in clear.
 */
import { createHmac } from "node:crypto";
import type { Mail } from "../email/mime";
import { open, seal } from "../lib/aes-gcm";
import { derivedKey } from "../lib/derived-key";
import { env } from "../lib/env";

/** The outbox's own key (derived from SIGNING_SECRET for this purpose only). */
const mailKey = () => derivedKey("vula-health outbox mail v1");

/** Any queued message (a mail, a text message: functions/sms) is sealed the same way. */
export function sealMessage(message: object, itemId: string): string {
  return seal(mailKey(), JSON.stringify(message), itemId);
}

export function openMessage<T>(sealed: string, itemId: string): T {
  return JSON.parse(open(mailKey(), sealed, itemId)) as T;
}

export function sealMail(mail: Mail, mailId: string): string {
  return sealMessage(mail, mailId);
}

export function openMail(sealed: string, mailId: string): Mail {
  return openMessage<Mail>(sealed, mailId);
}

/** A recipient as stored: keyed, so a guessed address cannot be checked against a table export. */
export function recipientHash(address: string): string {
  return createHmac("sha256", env().signingSecret)
    .update(`mail-recipient\n${address.trim().toLowerCase()}`)
    .digest("base64url");
}
