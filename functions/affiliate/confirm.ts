/**
 * The emailed confirmation links (functions/affiliate/pending.ts). The confirm page first asks what a
 * link is for (POST /api/program/confirm/details: the address, the masked bank hint and the contact
 * number's last digits, never a name, so the owner can tell their sign-up from someone else's who
 * typed their address), then applies it (POST /api/program/confirm). Applying deletes the pending
 * item in the same transaction, so a link works once; a link past its expiry is refused even if TTL
 * has not removed it yet. POSTs (CSRF) so that mail scanners opening the link change nothing.
 */
import { DeleteCommand, GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError, ConflictError, GoneError } from "../../core/errors";
import { formatDateTime, sastDate, sastTime } from "../../core/sast-time";
import type { AffiliateConfirmDetails, AffiliateConfirmResponse } from "../../core/schemas/affiliate";
import type { AffiliateEmailItem, AffiliateItem, AffiliatePendingItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import type { Logger } from "../lib/logger";
import { failedAt, putNew, updateItem } from "../lib/transactions";
import { queueMail } from "../outbox/outbox";
import { decryptBankDetail, encryptBankDetail } from "./bank-detail";
import { bankFacts, identityFactsOf } from "./identity";
import { affiliateBankChanged, affiliateWelcome, referralLink } from "./mails";
import { pendingContext, tokenHash } from "./pending";
import { newReferralCode } from "./signup";

export const LINK_INVALID = "This link is not valid or was already used.";
export const LINK_EXPIRED = "This link has expired. Please fill in the form again for a new one.";
export const ALREADY_AFFILIATE =
  "This email address is already signed up for the affiliate programme, so nothing changed. To change your bank details, use the bank details form.";
export const SIGNED_UP =
  "Your email address is confirmed and you are signed up. We have emailed you your referral link.";
export const BANK_CHANGED = "Your new bank details are saved. We have emailed you to say so.";
export const CHANGED_MEANWHILE =
  "Your bank details changed while this link was being used. Please try again.";

/** The pending item a link names, if it is still usable. */
async function livePending(
  token: string,
  nowMs: number,
): Promise<{ hash: string; pending: AffiliatePendingItem }> {
  const hash = tokenHash(token);
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.affiliatePending(hash), ConsistentRead: true }),
  );
  if (!Item) throw new BadRequestError(LINK_INVALID);
  const pending = Item as AffiliatePendingItem;
  if (pending.expiresAt * 1000 <= nowMs) throw new GoneError(LINK_EXPIRED);
  return { hash, pending };
}

/** The address's pointer to a spent link goes with it (unconditional: it may have expired first). */
function dropPointer(email: string, hash: string) {
  return { Delete: { TableName: tableName(), Key: keys.affiliatePendingByEmail(email, hash) } };
}

/** Deletes the pending item, only if it is still there and unexpired: the link's single use. */
function spendLink(hash: string, nowMs: number) {
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.affiliatePending(hash),
      ConditionExpression: "attribute_exists(PK) AND expiresAt > :nowSec",
      ExpressionAttributeValues: { ":nowSec": Math.floor(nowMs / 1000) },
    },
  };
}

/** Puts listing `code` under each fact that identifies it (attribution reads them). */
function identityPuts(facts: readonly string[], code: string, createdAt: string) {
  return [...new Set(facts)].map((fact) => ({
    Put: {
      TableName: tableName(),
      Item: { ...keys.affiliateIdentity(fact, code), entity: "affiliateIdentity", code, createdAt },
    },
  }));
}

/** POST /api/program/confirm/details {token} (public, CSRF): what the link would confirm. */
export const confirmDetails = httpHandler(
  { route: "POST /api/program/confirm/details", limits: { ip: "affiliate-confirm-ip" } },
  async ({ body }): Promise<AffiliateConfirmDetails> => {
    const { pending } = await livePending(body.token, now());
    return {
      purpose: pending.purpose,
      email: pending.email,
      bank_detail_masked: pending.bankDetailMasked,
      ...(pending.purpose === "signup" ? { contact_ending: pending.contact.slice(-3) } : {}),
    };
  },
);

type Pending<P extends AffiliatePendingItem["purpose"]> = Extract<AffiliatePendingItem, { purpose: P }>;

/** A confirmed sign-up becomes the affiliate: new code, details re-encrypted for it, the email hold, the welcome. */
async function confirmSignup(hash: string, pending: Pending<"signup">, nowMs: number, log: Logger) {
  const plain = decryptBankDetail(pending.bankDetailCipher, pendingContext(hash));
  const createdAt = new Date(nowMs).toISOString();
  const fingerprints = bankFacts(plain);
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = newReferralCode();
    const affiliate: AffiliateItem = {
      ...keys.affiliate(code),
      entity: "affiliate",
      code,
      name: pending.name,
      surname: pending.surname,
      email: pending.email,
      contact: pending.contact,
      bankDetailCipher: encryptBankDetail(plain, code),
      bankDetailMasked: pending.bankDetailMasked,
      bankFingerprints: fingerprints,
      ...(pending.joinedThroughReferralLink
        ? { joinedThroughReferralLink: pending.joinedThroughReferralLink }
        : {}),
      createdAt,
    };
    const hold: AffiliateEmailItem = {
      ...keys.affiliateEmail(pending.email),
      entity: "affiliateEmail",
      email: pending.email,
      code,
      createdAt,
    };
    const welcome = affiliateWelcome({
      to: pending.email,
      link: referralLink(env().siteUrl, code),
      siteUrl: env().siteUrl,
    });
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            spendLink(hash, nowMs),
            putNew(affiliate),
            putNew(hold),
            ...identityPuts(
              identityFactsOf({
                email: pending.email,
                contact: pending.contact,
                bankFingerprints: fingerprints,
              }),
              code,
              createdAt,
            ),
            queueMail(welcome, "affiliate-welcome", nowMs),
            dropPointer(pending.email, hash),
          ],
        }),
      );
      log.info("affiliate signed up", { code });
      return;
    } catch (error) {
      const failed = failedAt(error);
      if (failed(0)) throw new BadRequestError(LINK_INVALID);
      if (failed(2)) {
        // Another sign-up for this address was confirmed first: this one is spent, nothing of it kept.
        await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.affiliatePending(hash) }));
        log.info("affiliate sign-up confirmed for a taken address");
        throw new ConflictError(ALREADY_AFFILIATE);
      }
      if (!failed(1)) throw error;
      // The code was taken (about one in 10^11 per affiliate): draw another.
    }
  }
  throw new Error("could not allocate a referral code");
}

/** A confirmed change replaces the affiliate's bank details and tells their address that it happened. */
async function confirmBankChange(hash: string, pending: Pending<"bank-change">, nowMs: number, log: Logger) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.affiliate(pending.code), ConsistentRead: true }),
  );
  const affiliate = Item as AffiliateItem | undefined;
  if (!affiliate || affiliate.email !== pending.email) throw new BadRequestError(LINK_INVALID);
  const plain = decryptBankDetail(pending.bankDetailCipher, pendingContext(hash));
  const before = affiliate.bankFingerprints ?? [];
  const after = bankFacts(plain);
  const at = new Date(nowMs).toISOString();
  const mail = affiliateBankChanged({
    to: affiliate.email,
    at: formatDateTime(sastDate(nowMs), sastTime(nowMs)),
  });
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          spendLink(hash, nowMs),
          updateItem({
            Key: keys.affiliate(affiliate.code),
            UpdateExpression:
              "SET bankDetailCipher = :cipher, bankDetailMasked = :masked, bankFingerprints = :prints, bankChangedAt = :at",
            // The fingerprints below are the difference from what was read: nothing may change between.
            ConditionExpression: "attribute_exists(PK) AND bankDetailCipher = :before",
            ExpressionAttributeValues: {
              ":cipher": encryptBankDetail(plain, affiliate.code),
              ":masked": pending.bankDetailMasked,
              ":prints": after,
              ":at": at,
              ":before": affiliate.bankDetailCipher,
            },
          }),
          ...before
            .filter((fact) => !after.includes(fact))
            .map((fact) => ({
              Delete: { TableName: tableName(), Key: keys.affiliateIdentity(fact, affiliate.code) },
            })),
          ...identityPuts(
            after.filter((fact) => !before.includes(fact)),
            affiliate.code,
            at,
          ),
          queueMail(mail, "affiliate-bank-changed", nowMs),
          dropPointer(pending.email, hash),
        ],
      }),
    );
  } catch (error) {
    const failed = failedAt(error);
    if (failed(0)) throw new BadRequestError(LINK_INVALID);
    if (failed(1)) throw new ConflictError(CHANGED_MEANWHILE);
    throw error;
  }
  log.info("affiliate bank details changed", { code: affiliate.code });
}

/** POST /api/program/confirm {token} (public, CSRF): applies what the link was sent for, once. */
export const confirmAffiliate = httpHandler(
  { route: "POST /api/program/confirm", limits: { ip: "affiliate-confirm-ip" } },
  async ({ body, log }): Promise<AffiliateConfirmResponse> => {
    const nowMs = now();
    const { hash, pending } = await livePending(body.token, nowMs);
    if (pending.purpose === "signup") {
      await confirmSignup(hash, pending, nowMs, log);
      return { success: SIGNED_UP };
    }
    await confirmBankChange(hash, pending, nowMs, log);
    return { success: BANK_CHANGED };
  },
);
