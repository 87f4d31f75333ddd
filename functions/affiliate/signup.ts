import { randomInt } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { AFFILIATE_THANKS, type AffiliateSignupResponse } from "../../core/schemas/affiliate";
import type { AffiliateEmailItem, AffiliateItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { queueMail } from "../outbox/outbox";
import { encryptBankDetail, maskBankDetail } from "./bank-detail";
import { affiliateAlreadyJoined, affiliateWelcome, referralLink } from "./mails";

/** Referral codes: 8 characters without look-alikes (0/O, 1/I/L, U), about 6.5 × 10^11 of them. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
const CODE_LENGTH = 8;

export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

interface Cancelled extends Error {
  CancellationReasons?: { Code?: string }[];
}

const ANSWER: AffiliateSignupResponse = { status: 200, success: AFFILIATE_THANKS };

/** The owner of an address that is already an affiliate gets their link again; nothing else changes. */
async function remindExisting(email: string, name: string, nowMs: number): Promise<void> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.affiliateEmail(email), ConsistentRead: true }),
  );
  const hold = Item as AffiliateEmailItem | undefined;
  if (!hold) return;
  const mail = affiliateAlreadyJoined({ to: email, name, link: referralLink(env().siteUrl, hold.code) });
  await db().send(
    new TransactWriteCommand({ TransactItems: [queueMail(mail, "affiliate-already-joined", nowMs)] }),
  );
}

/**
 * POST /api/program/signup (public, CSRF, per-address and per-email limits). One transaction writes
 * the affiliate under a new unique referral code (bank details encrypted), the email hold (one sign-up
 * per email) and the welcome mail with the link. An address that is already an affiliate gets the
 * same answer and a mail with its existing link, so the form does not tell who is an affiliate. A
 * filled honeypot gets the same answer too, and nothing is stored or sent.
 */
export const signupAffiliate = httpHandler(
  {
    route: "POST /api/program/signup",
    limits: {
      ip: "affiliate-ip",
      email: { name: "affiliate-email", of: (form) => form.email.toLowerCase() },
    },
  },
  async ({ body, log }): Promise<AffiliateSignupResponse> => {
    if (body.website) {
      log.info("affiliate honeypot filled");
      return ANSWER;
    }
    const started = now();
    const email = body.email.toLowerCase();
    const createdAt = new Date(started).toISOString();
    const joinedThrough = body.join_through_referral_link?.toUpperCase();

    for (let attempt = 0; attempt < 3; attempt++) {
      const code = newReferralCode();
      const affiliate: AffiliateItem = {
        ...keys.affiliate(code),
        entity: "affiliate",
        code,
        name: body.name,
        surname: body.surname,
        email,
        contact: body.contact,
        bankDetailCipher: encryptBankDetail(body.bank_detail, code),
        bankDetailMasked: maskBankDetail(body.bank_detail),
        ...(joinedThrough ? { joinedThroughReferralLink: joinedThrough } : {}),
        createdAt,
      };
      const hold: AffiliateEmailItem = {
        ...keys.affiliateEmail(email),
        entity: "affiliateEmail",
        email,
        code,
        createdAt,
      };
      const welcome = affiliateWelcome({
        to: email,
        name: body.name,
        link: referralLink(env().siteUrl, code),
      });
      try {
        await db().send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName(),
                  Item: affiliate,
                  ConditionExpression: "attribute_not_exists(PK)",
                },
              },
              {
                Put: { TableName: tableName(), Item: hold, ConditionExpression: "attribute_not_exists(PK)" },
              },
              queueMail(welcome, "affiliate-welcome", started),
            ],
          }),
        );
        log.info("affiliate signed up", { code });
        return ANSWER;
      } catch (error) {
        const reasons = (error as Cancelled).CancellationReasons;
        if ((error as Error).name !== "TransactionCanceledException" || !reasons) throw error;
        if (reasons[1]?.Code === "ConditionalCheckFailed") {
          await remindExisting(email, body.name, started);
          log.info("affiliate sign-up for a taken address");
          return ANSWER;
        }
        if (reasons[0]?.Code !== "ConditionalCheckFailed") throw error;
        // The code was taken (about one in 10^11 per affiliate): draw another.
      }
    }
    throw new Error("could not allocate a referral code");
  },
);
