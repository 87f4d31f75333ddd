/**
 * The affiliate programme (spec sections 2, 3 "Affiliate signup", 5, 7, 8 and 9): the public sign-up
 * and the admin's monthly commission report. The sign-up schema validates the form in the browser and
 * the request in the handler (functions/affiliate).
 */
import type { Answer } from "../api/responses";
import { MONTH } from "../commission";
import { contactNumber, emailAddress, honeypot, requiredText } from "./public-form";
import * as z from "./z";

/** A referral code as /register and the sign-up page take it from their address (?referral_link=). */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export const affiliateSignup = z.object({
  name: requiredText(60),
  surname: requiredText(60),
  email: emailAddress,
  contact: contactNumber,
  bank_detail: requiredText(200),
  /** The code of the affiliate whose link brought this one, when there was one. */
  join_through_referral_link: z.optional(
    z.string().check(z.trim(), z.regex(/^$|^[A-Za-z0-9_-]{1,64}$/, "is not a referral code")),
  ),
  website: honeypot,
});
export type AffiliateSignup = z.infer<typeof affiliateSignup>;

/** A confirmation link's token (32 random bytes, base64url) as the confirm page sends it back. */
export const affiliateConfirmBody = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, "is not a valid link")),
});

/** POST /api/program/bank-change: an affiliate asks to change their bank details (confirmed by a link). */
export const affiliateBankChange = z.object({
  email: emailAddress,
  bank_detail: requiredText(200),
  website: honeypot,
});
export type AffiliateBankChange = z.infer<typeof affiliateBankChange>;

/** POST /api/program/referral/void/{id}: the practitioner whose attribution an admin voids. */
export const referralVoidPath = z.object({
  id: z.string().check(z.regex(/^\d{1,9}$/, "is not a practitioner number")),
});

export type AffiliateConfirmDetails = Answer<"affiliateConfirmDetails">;

export type AffiliateConfirmResponse = Answer<"adminDone">;

/** The same answer for every address (it does not tell who is an affiliate). */
export const BANK_CHANGE_SENT =
  "If this email address belongs to an affiliate, we have emailed it a link to confirm the change. The new details apply only once that link is opened.";

/** Spec section 8: the success toast. */
export const AFFILIATE_THANKS = "Thank You for sign up affiliate programme";
export type AffiliateSignupResponse = Answer<"affiliateSignedUp">;

export const commissionQuery = z.object({
  month: z.string().check(z.regex(MONTH, "must be a month as YYYY-MM")),
});

/** POST /api/program/bank-detail/{code}: which affiliate's details an admin asks to see. */
export const affiliateCodePath = z.object({
  code: z.string().check(z.regex(REFERRAL_CODE, "is not a referral code")),
});

export type BankDetailResponse = Answer<"bankDetail">;

export type CommissionPractitionerRow = CommissionAffiliateRow["practitioners"][number];

export type CommissionAffiliateRow = CommissionReportResponse["data"][number];

export type CommissionReportResponse = Answer<"commissionReport">;
