/**
 * Billing (issue 29): what the practitioner's billing routes read, and their answers' types. The
 * webhook has no schema here: its body is checked against its signature as raw bytes first
 * (functions/billing/webhook.ts), and only then parsed.
 */
import type { Answer } from "../api/responses";
import { PLAN_IDS } from "./registration";
import * as z from "./z";

/** POST /api/billing/plan: the package to move to (at the next renewal). */
export const planChangeBody = z.strictObject({ plan: z.enum(PLAN_IDS) });

/** GET /api/billing/invoice/{number}: INV-000042. */
export const invoicePath = z.object({
  number: z.string().check(z.regex(/^INV-\d{6,}$/, "is not an invoice number (like INV-000042)")),
});

export type BillingOwnResponse = Answer<"billingOwn">;
export type BillingCheckoutResponse = Answer<"billingCheckout">;
export type InvoiceFileResponse = Answer<"invoiceFile">;
export type BillingOverviewResponse = Answer<"billingOverview">;
export type PaymentHistoryResponse = Answer<"paymentHistory">;
