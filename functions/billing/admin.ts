/**
 * The admins' view of billing (issue 29): GET /api/billing/overview (listings by billing status,
 * monthly recurring revenue, this and last month's failed payments) and GET /api/billing/practitioner/{id}
 * (one practitioner's status and payment history, shown on their record). Counts read the active
 * listings' index partition; a listing from before billing counts as active.
 */
import { BILLING_STATUSES, type BillingStatus } from "../../core/billing";
import { monthBounds, monthOf } from "../../core/commission";
import { NotFoundError } from "../../core/errors";
import type { BillingOverviewResponse, PaymentHistoryResponse } from "../../core/schemas/billing";
import { siteConfig } from "../../core/site-config";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { practitionerAt } from "./listing-sync";
import { paymentsInMonth, paymentsOf } from "./payments";

export const NO_PRACTITIONER = "We could not find that practitioner.";

type Listing = Pick<PractitionerItem, "id" | "name" | "plan" | "billing">;

function activeListings(): Promise<Listing[]> {
  return queryAll<Listing>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.practitionersByStatusPartition(true) },
  });
}

export const billingOverview = httpHandler(
  { route: "GET /api/billing/overview" },
  async (): Promise<BillingOverviewResponse> => {
    const nowMs = now();
    const month = monthOf(nowMs);
    const lastMonth = monthOf(monthBounds(month).startMs - 1);
    const [listings, thisMonths, lastMonths] = await Promise.all([
      activeListings(),
      paymentsInMonth(month),
      paymentsInMonth(lastMonth),
    ]);
    const counts = Object.fromEntries(BILLING_STATUSES.map((s) => [s, 0])) as Record<BillingStatus, number>;
    let mrrCents = 0;
    for (const listing of listings) {
      const status = listing.billing?.status ?? "active";
      counts[status] += 1;
      if (status === "active" || status === "past_due")
        mrrCents += siteConfig.plans[listing.plan].monthlyCents;
    }
    const names = new Map(listings.map((l) => [l.id, l.name]));
    const failed = [...lastMonths, ...thisMonths].filter((p) => p.kind === "failed").reverse();
    return {
      ...counts,
      mrr_cents: mrrCents,
      failed_payments: failed.map((p) => ({
        practitioner_id: p.practitionerId,
        name: names.get(p.practitionerId) ?? `Practitioner ${p.practitionerId}`,
        at: p.at,
        amount_cents: p.amountCents,
        reference: p.reference,
      })),
    };
  },
);

export const paymentHistory = httpHandler(
  { route: "GET /api/billing/practitioner/{id}" },
  async ({ path }): Promise<PaymentHistoryResponse> => {
    const practitioner = await practitionerAt(path.id);
    if (!practitioner) throw new NotFoundError(NO_PRACTITIONER);
    const payments = await paymentsOf(path.id);
    return {
      status: practitioner.billing?.status ?? "active",
      paid_until: practitioner.billing?.paidUntil ?? null,
      payments: payments.map((p) => ({
        kind: p.kind,
        at: p.at,
        amount_cents: p.amountCents,
        plan: p.plan,
        reference: p.reference,
        invoice_number: p.invoiceNumber ?? null,
      })),
    };
  },
);
