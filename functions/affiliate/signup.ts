import { randomInt } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { AFFILIATE_THANKS, type AffiliateSignupResponse } from "../../core/schemas/affiliate";
import type { AffiliateEmailItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import type { Logger } from "../lib/logger";
import { queueMail } from "../outbox/outbox";
import { affiliateAlreadyJoined, affiliateConfirmSignup, referralLink } from "./mails";
import { newPending, SIGNUP_LINK_MS, storePending } from "./pending";

/** Referral codes: 8 characters without look-alikes (0/O, 1/I/L, U), about 6.5 × 10^11 of them. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
const CODE_LENGTH = 8;

export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const ANSWER: AffiliateSignupResponse = { status: 200, success: AFFILIATE_THANKS };

/** The affiliate an address belongs to, by its email hold (consistent: a confirmation may be a moment old). */
export async function affiliateHoldOf(emailLower: string): Promise<AffiliateEmailItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.affiliateEmail(emailLower), ConsistentRead: true }),
  );
  return Item as AffiliateEmailItem | undefined;
}

/** The affiliate forms' limits: the address's, shared by both forms, and the email's, each form its own. */
export function affiliateFormLimits(emailLimit: "affiliate-email" | "affiliate-bank-email") {
  return {
    ip: "affiliate-ip",
    email: { name: emailLimit, of: (form: { email: string }) => form.email.toLowerCase() },
  } as const;
}

/**
 * What both affiliate forms start from: nothing at all for a filled honeypot (the caller answers as
 * if it had worked), else the address lower-cased, its affiliate if it is one's, and the time.
 */
export async function affiliateFormAddress(
  body: { email: string; website?: string | undefined },
  log: Logger,
): Promise<{ email: string; hold: AffiliateEmailItem | undefined; nowMs: number } | undefined> {
  if (body.website) {
    log.info("affiliate honeypot filled");
    return undefined;
  }
  const nowMs = now();
  const email = body.email.toLowerCase();
  return { email, hold: await affiliateHoldOf(email), nowMs };
}

/**
 * POST /api/program/signup (public, CSRF, per-address and per-email limits). Nothing becomes the
 * affiliate's here: one transaction stores a pending sign-up (bank details encrypted, 24-hour TTL)
 * and mails the address a single-use link to confirm it (functions/affiliate/confirm.ts); the mail
 * carries nothing the form was given. An address that is already an affiliate keeps what it has:
 * nothing is stored and its owner gets their link again. Competing sign-ups for one address are
 * separate pending items that never see each other; the first one confirmed wins. Every case gets
 * the same answer, so the form does not tell who is an affiliate; so does a filled honeypot, for
 * which nothing is stored or sent.
 */
export const signupAffiliate = httpHandler(
  {
    route: "POST /api/program/signup",
    limits: affiliateFormLimits("affiliate-email"),
  },
  async ({ body, log }): Promise<AffiliateSignupResponse> => {
    const address = await affiliateFormAddress(body, log);
    if (!address) return ANSWER;
    const { email, hold, nowMs } = address;
    if (hold) {
      const mail = affiliateAlreadyJoined({
        to: email,
        link: referralLink(env().siteUrl, hold.code),
        siteUrl: env().siteUrl,
      });
      await db().send(
        new TransactWriteCommand({ TransactItems: [queueMail(mail, "affiliate-already-joined", nowMs)] }),
      );
      log.info("affiliate sign-up for a taken address");
      return ANSWER;
    }
    const joinedThrough = body.join_through_referral_link?.toUpperCase();
    const pending = newPending(
      {
        purpose: "signup",
        name: body.name,
        surname: body.surname,
        contact: body.contact,
        ...(joinedThrough ? { joinedThroughReferralLink: joinedThrough } : {}),
      },
      email,
      body.bank_detail,
      nowMs,
    );
    const mail = affiliateConfirmSignup({ to: email, link: pending.link, hours: SIGNUP_LINK_MS / 3_600_000 });
    await storePending(pending, mail, "affiliate-confirm-signup", nowMs);
    log.info("affiliate sign-up waiting for confirmation");
    return ANSWER;
  },
);
