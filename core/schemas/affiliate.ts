/**
 * The affiliate programme (spec sections 2, 3 "Affiliate signup", 5, 7, 8 and 9): the public sign-up
 * and the admin's monthly commission report. The sign-up schema validates the form in the browser and
 * the request in the handler (functions/affiliate).
 */
import { MONTH } from "../commission";
import type { PlanId } from "../site-config";
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

/** Spec section 8: the success toast. */
export const AFFILIATE_THANKS = "Thank You for sign up affiliate programme";
/** Spec section 7: "response status (200 success) or error". */
export interface AffiliateSignupResponse {
  status: 200;
  success: string;
}

export const commissionQuery = z.object({
  month: z.string().check(z.regex(MONTH, "must be a month as YYYY-MM")),
});

/** POST /api/program/bank-detail/{code}: which affiliate's details an admin asks to see. */
export const affiliateCodePath = z.object({
  code: z.string().check(z.regex(REFERRAL_CODE, "is not a referral code")),
});

/** The plain bank details, for paying out; each answer is recorded (who, whose, when). */
export interface BankDetailResponse {
  bank_detail: string;
  revealed_at: string;
}

export interface CommissionPractitionerRow {
  id: string;
  name: string;
  plan: PlanId;
  price_cents: number;
  commission_cents: number;
}

export interface CommissionAffiliateRow {
  referral_code: string;
  name: string;
  surname: string;
  email: string;
  contact: string;
  /** Only the last characters of the bank details; in full only through the audited bank-detail route. */
  bank_detail_masked: string;
  practitioners: CommissionPractitionerRow[];
  practitioner_count: number;
  commission_cents: number;
}

export interface CommissionReportResponse {
  month: string;
  rate_percent: number;
  data: CommissionAffiliateRow[];
  practitioner_count: number;
  total_cents: number;
}
