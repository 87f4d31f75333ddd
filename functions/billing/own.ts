/**
 * The practitioner's own package (issue 29): GET /api/billing/own, and the answer the cancel and
 * plan-change routes give too. A listing from before billing (no state) reads as active.
 */
import { NotFoundError } from "../../core/errors";
import type { BillingOwnResponse } from "../../core/schemas/billing";
import { siteConfig } from "../../core/site-config";
import { NOT_LINKED } from "../dashboard/bookings";
import { NO_LISTING } from "../dashboard/policy";
import type { InvoiceItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { type AuthUser, ownPractitionerId } from "../lib/authorise";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { practitionerAt } from "./listing-sync";

/** The caller's listing, or 404 (403 for an account with none). */
export async function ownListing(user: AuthUser | undefined): Promise<PractitionerItem> {
  const practitioner = await practitionerAt(ownPractitionerId(user, NOT_LINKED));
  if (!practitioner) throw new NotFoundError(NO_LISTING);
  return practitioner;
}

export async function invoicesOf(practitionerId: string): Promise<InvoiceItem[]> {
  return queryAll<InvoiceItem>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.invoicesPartition(practitionerId) },
    ScanIndexForward: false,
  });
}

export async function billingAnswer(practitioner: PractitionerItem): Promise<BillingOwnResponse> {
  const billing = practitioner.billing ?? { status: "active" as const };
  const invoices = await invoicesOf(practitioner.id);
  return {
    plan: practitioner.plan,
    status: billing.status,
    price_cents: siteConfig.plans[practitioner.plan].monthlyCents,
    paid_until: billing.paidUntil ?? null,
    grace_ends_at: billing.status === "past_due" ? (billing.graceEndsAt ?? null) : null,
    next_plan: billing.nextPlan ?? null,
    listed: practitioner.isActive && practitioner.listed,
    invoices: invoices.map((invoice) => ({
      number: invoice.number,
      issued_at: invoice.issuedAt,
      description: invoice.description,
      total_cents: invoice.totalCents,
    })),
  };
}

export const ownBilling = httpHandler({ route: "GET /api/billing/own" }, async ({ user }) =>
  billingAnswer(await ownListing(user)),
);
