/**
 * The admins' view of billing (issue 29): GET /api/billing/overview (listings by billing status,
 * monthly recurring revenue, this and last month's failed payments) and GET /api/billing/practitioner/{id}
 * (one practitioner's status and payment history, shown on their record). Issue 30: the overview
 * reads counters and one bounded page, whatever the directory holds: the admin directory's counters
 * of active listings per billing status and per plan paying (functions/directory/practitioners.ts,
 * kept in every billing, plan and status write's transaction), and the latest failed payments from
 * their own index (GSI2, failures only). A listing from before billing counts as active.
 */

import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { BILLING_STATUSES } from "../../core/billing";
import { monthBounds, monthOf } from "../../core/commission";
import { NotFoundError } from "../../core/errors";
import type { BillingOverviewResponse, PaymentHistoryResponse } from "../../core/schemas/billing";
import { PLAN_IDS } from "../../core/schemas/registration";
import { siteConfig } from "../../core/site-config";
import type { DeletedPractitionerItem, PaymentItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { tagPartition } from "../directory/entries";
import { billingTag, practitionerScope, revenueTag } from "../directory/practitioners";
import { partitionTotals } from "../directory/read";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { practitionerAt } from "./listing-sync";
import { paymentsOf } from "./payments";

export const NO_PRACTITIONER = "We could not find that practitioner.";

/** At most this many failed payments are listed (the latest; the overview is one bounded read). */
export const FAILED_PAYMENTS_SHOWN = 50;

/** The failed payments since `sinceIso`, newest first, at most FAILED_PAYMENTS_SHOWN (one Query, one BatchGet). */
async function latestFailedPayments(sinceIso: string): Promise<PaymentItem[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "GSI2",
      KeyConditionExpression: "GSI2PK = :pk AND GSI2SK >= :since",
      ExpressionAttributeValues: { ":pk": keys.failedPaymentsPartition, ":since": sinceIso },
      ScanIndexForward: false,
      Limit: FAILED_PAYMENTS_SHOWN,
    }),
  );
  const found = await batchGetAll<PaymentItem>(
    Items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })),
  );
  const byKey = new Map(found.map((payment) => [`${payment.PK}\n${payment.SK}`, payment]));
  return Items.flatMap((item) => byKey.get(`${item.PK}\n${item.SK}`) ?? []);
}

export const billingOverview = httpHandler(
  { route: "GET /api/billing/overview" },
  async (): Promise<BillingOverviewResponse> => {
    const month = monthOf(now());
    const lastMonthStart = monthBounds(monthOf(monthBounds(month).startMs - 1)).startMs;
    const active = practitionerScope(true);
    const partitions = [
      ...BILLING_STATUSES.map((status) => tagPartition(active, billingTag(status))),
      ...PLAN_IDS.map((plan) => tagPartition(active, revenueTag(plan))),
    ];
    const [totals, failed] = await Promise.all([
      partitionTotals(partitions),
      latestFailedPayments(new Date(lastMonthStart).toISOString()),
    ]);
    const counts = Object.fromEntries(BILLING_STATUSES.map((status, i) => [status, totals[i] ?? 0]));
    const paying = totals.slice(BILLING_STATUSES.length);
    const mrrCents = PLAN_IDS.reduce(
      (sum, plan, i) => sum + (paying[i] ?? 0) * siteConfig.plans[plan].monthlyCents,
      0,
    );
    const listings = await batchGetAll<PractitionerItem | DeletedPractitionerItem>(
      [...new Set(failed.map((p) => p.practitionerId))].map((id) => keys.practitioner(id)),
    );
    const names = new Map(listings.map((listing) => [listing.id, listing.name]));
    return {
      ...(counts as Record<(typeof BILLING_STATUSES)[number], number>),
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
