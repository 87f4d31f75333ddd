/**
 * What identifies an affiliate beyond their code, for refusing self-referrals (docs/decisions.md
 * "Affiliate sign-up by confirmed email"): an email, a cellphone number and the bank account they are
 * paid into, each normalised so that a second spelling of the same thing compares equal, then kept
 * only as a keyed hash (HMAC with SIGNING_SECRET): the table never holds account numbers in clear.
 */
import { createHmac } from "node:crypto";
import { env } from "../lib/env";

/** Providers that ignore dots in the mailbox name (a.b@gmail.com is ab@gmail.com). */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * One mailbox however it is written: lower case, without a "+tag" (most providers deliver
 * name+x@ to name@), and without dots where the provider ignores them.
 */
export function normalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at).split("+")[0] ?? "";
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replaceAll(".", "");
  return `${local}@${dotless ?? domain}`;
}

/** A phone number by its last 9 digits: 082 123 4567, +27 82 123 4567 and 0027821234567 are one. */
export function normalPhone(phone: string): string {
  return phone.replace(/\D/g, "").slice(-9);
}

/**
 * The account numbers bank details name: runs of 7 or more digits, read both as written and with
 * spaces and dashes inside numbers closed up ("1234 567 890"), so a second wording of the same
 * account shares at least one of them.
 */
export function accountNumbers(bankDetail: string): string[] {
  const runs = (text: string) => text.match(/\d{7,}/g) ?? [];
  const closed = bankDetail.replace(/(?<=\d)[\s-]+(?=\d)/g, "");
  return [...new Set([...runs(bankDetail), ...runs(closed)])].sort();
}

function factHash(kind: "email" | "phone" | "bank", value: string): string {
  return createHmac("sha256", env().signingSecret).update(`affiliate-${kind}\n${value}`).digest("base64url");
}

export const emailFact = (email: string) => factHash("email", normalEmail(email));
export const phoneFact = (phone: string) => factHash("phone", normalPhone(phone));
/** The bank details' account numbers as keyed hashes (stored on the affiliate as `bankFingerprints`). */
export const bankFacts = (bankDetail: string) => accountNumbers(bankDetail).map((n) => factHash("bank", n));

/** Every identity pointer a confirmed affiliate has: its email, cellphone and account numbers. */
export function identityFactsOf(affiliate: {
  email: string;
  contact: string;
  bankFingerprints?: string[];
}): string[] {
  return [
    ...new Set([
      emailFact(affiliate.email),
      phoneFact(affiliate.contact),
      ...(affiliate.bankFingerprints ?? []),
    ]),
  ];
}
