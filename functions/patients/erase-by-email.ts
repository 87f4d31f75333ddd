/**
 * What a patient's erasure removes besides their bookings and own partition: everything else the
 * product keeps under their email (docs/decisions.md "Erasure (POPIA)"). Each eraser is idempotent
 * and reads strongly consistent items, so a retry finishes the job and something written a moment
 * before is found. A new kind of item keyed by an email plugs in here, an entry of EMAIL_ERASERS (as
 * the waitlist's entries do).
 */
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { identityFactsOf } from "../affiliate/identity";
import { messagesFrom } from "../contact/by-email";
import type { AffiliateEmailItem, AffiliateItem, AffiliatePendingByEmailItem } from "../data/items";
import { keys } from "../data/keys";
import { batchDelete } from "../lib/batch-write";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { eraseSuppression } from "../mail-events/suppression-list";
import { revokePatientSessions } from "../my/patient-session";
import { eraseSignInLinks } from "../my/sign-in";
import { eraseReviewsByEmail } from "../reviews/by-email";
import { eraseWaitlistEntries } from "../waitlist/erase";
import { forgetMails } from "./forget-mails";

/** Contact messages from the email, the mails to support quoting them, and their pointers. */
async function eraseContactMessages(email: string): Promise<number> {
  const pointers = await messagesFrom(email);
  for (const pointer of pointers) {
    await forgetMails(pointer.mailIds, email);
    // The message first: should this fail, the pointer still finds it on the retry.
    await batchDelete([keys.contactMessage(pointer.messageId)]);
    await batchDelete([{ PK: pointer.PK, SK: pointer.SK }]);
  }
  return pointers.length;
}

/**
 * The affiliate record of the email (name, contact, encrypted bank details), its identity pointers
 * (keyed hashes, for refusing self-referral) and its email hold. The
 * records of admins' looks at the bank details (`REVEAL#`, who looked and when, no personal data of
 * the affiliate) and referrals (which practitioner came through the code) stay: they are our audit
 * and commission records; without the affiliate record they name nobody.
 */
async function eraseAffiliate(email: string): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.affiliateEmail(email), ConsistentRead: true }),
  );
  const hold = Item as AffiliateEmailItem | undefined;
  if (!hold) return 0;
  const { Item: record } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.affiliate(hold.code), ConsistentRead: true }),
  );
  const affiliate = record as AffiliateItem | undefined;
  // Its identity pointers (keyed hashes of email, cellphone, account numbers) first, while the
  // record still says which they are; then the record; the hold last, so a retry finds the code.
  if (affiliate) {
    await batchDelete(identityFactsOf(affiliate).map((fact) => keys.affiliateIdentity(fact, hold.code)));
  }
  await batchDelete([keys.affiliate(hold.code)]);
  await batchDelete([keys.affiliateEmail(email)]);
  return 1;
}

/**
 * Sign-ups and bank changes still waiting for their link (name, contact, encrypted bank details) and
 * the mails carrying the links: found through the address's pointers, so a link opened after the
 * erasure finds nothing to confirm.
 */
async function eraseAffiliatePending(email: string): Promise<number> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.affiliatePendingByEmailPartition(email) },
      ConsistentRead: true,
    }),
  );
  const pointers = Items as AffiliatePendingByEmailItem[];
  for (const pointer of pointers) {
    await forgetMails(pointer.mailIds, email);
    // The pending item first: should this fail, the pointer still finds it on the retry.
    await batchDelete([keys.affiliatePending(pointer.tokenHash)]);
    await batchDelete([{ PK: pointer.PK, SK: pointer.SK }]);
  }
  return pointers.length;
}

/** Each eraser takes the lower-cased email and answers how many items (messages, records) it removed. */
export const EMAIL_ERASERS: readonly { what: string; erase: (email: string) => Promise<number> }[] = [
  { what: "contact messages", erase: eraseContactMessages },
  { what: "affiliate", erase: eraseAffiliate },
  { what: "affiliate links waiting", erase: eraseAffiliatePending },
  { what: "reviews left with the email", erase: (email) => eraseReviewsByEmail(email, now()) },
  { what: "waitlist entries", erase: eraseWaitlistEntries },
  // Issue 28: the email's "My bookings" sessions and unused sign-in links stop working.
  { what: "patient sessions", erase: revokePatientSessions },
  { what: "sign-in links", erase: eraseSignInLinks },
  // Issue 30: the address's entry on the mail suppression list (a keyed hash, reason and date).
  { what: "mail suppression", erase: eraseSuppression },
];

/** Runs every eraser in turn; how many items each removed, by name (for the log). */
export async function eraseByEmail(email: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { what, erase } of EMAIL_ERASERS) counts[what] = await erase(email);
  return counts;
}
