/**
 * Sign-ups and bank-details changes wait for the owner of the address (docs/decisions.md "Affiliate
 * sign-up by confirmed email"). A link carries 32 random bytes (base64url); only their SHA-256 is
 * stored, as the key of the pending item, with a TTL at expiry. Using a link deletes the item in the
 * transaction that applies it, so it works once. The bank details in a pending item are encrypted
 * and bound to that item (associated data `pending:{hash}`): a ciphertext cannot be moved elsewhere.
 */
import { createHash, randomBytes } from "node:crypto";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { AffiliatePendingByEmailItem, AffiliatePendingItem } from "../data/items";
import { keys } from "../data/keys";
import type { Mail } from "../email/mime";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { failedAt, putNew } from "../lib/transactions";
import type { MailKind } from "../outbox/mail-kinds";
import { outboxIds, queueMail } from "../outbox/outbox";
import { encryptBankDetail, maskBankDetail } from "./bank-detail";

/** A sign-up's link lasts a day: people sign up from their phone and read mail later. */
export const SIGNUP_LINK_MS = 24 * 60 * 60 * 1000;
/** A bank change is asked for by someone who is waiting for the mail: an hour. */
export const BANK_CHANGE_LINK_MS = 60 * 60 * 1000;

export const CONFIRM_PAGE = "/page/affiliate/programme/confirm";
export const BANK_CHANGE_PAGE = "/page/affiliate/programme/bank-details";

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** What encrypts a pending item's bank details: bound to the item, not yet to any affiliate. */
export const pendingContext = (hash: string) => `pending:${hash}`;

type PendingFacts =
  | { purpose: "signup"; name: string; surname: string; contact: string; joinedThroughReferralLink?: string }
  | { purpose: "bank-change"; code: string };

/** A fresh link token and the pending item that stores its hash (to put in the caller's transaction). */
export function newPending(
  facts: PendingFacts,
  email: string,
  bankDetail: string,
  nowMs: number,
): { token: string; link: string; item: AffiliatePendingItem } {
  const token = randomBytes(32).toString("base64url");
  const hash = tokenHash(token);
  const lifetime = facts.purpose === "signup" ? SIGNUP_LINK_MS : BANK_CHANGE_LINK_MS;
  return {
    token,
    link: `${env().siteUrl}${CONFIRM_PAGE}?token=${encodeURIComponent(token)}`,
    item: {
      ...keys.affiliatePending(hash),
      entity: "affiliatePending",
      ...facts,
      email,
      bankDetailCipher: encryptBankDetail(bankDetail, pendingContext(hash)),
      bankDetailMasked: maskBankDetail(bankDetail),
      expiresAt: Math.floor((nowMs + lifetime) / 1000),
      createdAt: new Date(nowMs).toISOString(),
    },
  };
}

/**
 * Stores a pending link with the mail that carries it, and a pointer from its address (so erasing
 * that address finds both), in one transaction. With `onlyIfAffiliate`, only if the address is that
 * affiliate's: the transaction is refused otherwise, after the same work (no timing tells who is an
 * affiliate). True when written.
 */
export async function storePending(
  pending: { item: AffiliatePendingItem },
  mail: Mail,
  kind: MailKind,
  nowMs: number,
  onlyIfAffiliate?: string,
): Promise<boolean> {
  const { item } = pending;
  const mailPut = queueMail(mail, kind, nowMs);
  const pointer: AffiliatePendingByEmailItem = {
    ...keys.affiliatePendingByEmail(item.email, item.PK.slice("AFFPENDING#".length)),
    entity: "affiliatePendingByEmail",
    tokenHash: item.PK.slice("AFFPENDING#".length),
    mailIds: outboxIds([mailPut]),
    expiresAt: item.expiresAt,
  };
  const affiliateCheck = onlyIfAffiliate
    ? [
        {
          ConditionCheck: {
            TableName: tableName(),
            Key: keys.affiliateEmail(item.email),
            ConditionExpression: "code = :code",
            ExpressionAttributeValues: { ":code": onlyIfAffiliate },
          },
        },
      ]
    : [];
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          ...affiliateCheck,
          putNew(item),
          { Put: { TableName: tableName(), Item: pointer } },
          mailPut,
        ],
      }),
    );
    return true;
  } catch (error) {
    // Only the affiliate check may refuse: the pending item's key is fresh, the pointer unconditional.
    if (onlyIfAffiliate && failedAt(error)(0)) return false;
    throw error;
  }
}
