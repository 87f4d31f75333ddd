import { type MonthRecord, monthBounds, monthlyCommission } from "../../core/commission";
import { BadRequestError } from "../../core/errors";
import type { CommissionReportResponse } from "../../core/schemas/affiliate";
import { type PlanId, siteConfig } from "../../core/site-config";
import { paymentsOfInMonth } from "../billing/payments";
import type {
  AffiliateItem,
  DeletedPractitionerItem,
  PaymentItem,
  PractitionerItem,
  ReferralItem,
} from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { mapLimited } from "../lib/map-limited";
import { queryAll } from "../lib/query-all";

export const FUTURE_MONTH = "That month has not started yet. Please choose this month or an earlier one.";

/**
 * Each practitioner's net payment in the month (payments less refunds; failed attempts move no
 * money), and the plan of their latest payment in it.
 */
function paidInMonth(payments: readonly PaymentItem[]): Map<string, { cents: number; plan: PlanId }> {
  const paid = new Map<string, { cents: number; plan: PlanId }>();
  for (const payment of payments) {
    if (payment.kind === "failed") continue;
    const before = paid.get(payment.practitionerId);
    paid.set(payment.practitionerId, {
      cents: (before?.cents ?? 0) + payment.amountCents,
      plan: payment.kind === "paid" ? payment.plan : (before?.plan ?? payment.plan),
    });
  }
  return paid;
}

/** The attributions approved before the month's end (GSI1 "REFERRALS", by approval time). */
function referralsBefore(endMs: number): Promise<ReferralItem[]> {
  return queryAll<ReferralItem>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk AND GSI1SK < :end",
    ExpressionAttributeValues: { ":pk": keys.referralsPartition, ":end": new Date(endMs).toISOString() },
  });
}

/** Referred practitioners' payments read at once (one Query each, from their own partition). */
const PAYMENT_READS_AT_ONCE = 16;

/**
 * The month's commission records: each referred practitioner (attribution not voided) with what they
 * actually paid in the month (issue 29: from payment records, refunds deducted, not from the plan);
 * one who paid nothing in it earns nothing and is left out. Issue 30: read from the attributions and
 * each one's own payments in the month, so bounded by the affiliates' referrals, never by every
 * practitioner's payments. The payout run reads the month through here too.
 */
export async function commissionRecords(month: string): Promise<MonthRecord[]> {
  const referrals = (await referralsBefore(monthBounds(month).endMs)).filter((r) => !r.voidedAt);
  const payments = await mapLimited(referrals, PAYMENT_READS_AT_ONCE, (r) =>
    paymentsOfInMonth(r.practitionerId, month),
  );
  const paid = paidInMonth(payments.flat());
  const counted = referrals.filter((r) => paid.has(r.practitionerId));
  const listings = await batchGetAll<PractitionerItem | DeletedPractitionerItem>(
    counted.map((r) => keys.practitioner(r.practitionerId)),
  );
  const names = new Map(listings.map((p) => [p.id, p.name]));
  return counted.map((r) => {
    const net = paid.get(r.practitionerId) ?? { cents: 0, plan: r.plan };
    return {
      affiliateCode: r.affiliateCode,
      practitionerId: r.practitionerId,
      practitionerName: names.get(r.practitionerId) ?? `Practitioner ${r.practitionerId}`,
      plan: net.plan,
      listed: net.cents > 0,
      paidCents: net.cents,
    };
  });
}

/**
 * GET /api/program/commission?month=YYYY-MM (admin): the month's commission per affiliate, 10% of
 * what each referred practitioner paid in the month (commissionRecords), with each affiliate's
 * contact and masked bank details, and the totals.
 */
export const commissionReport = httpHandler({ route: "GET /api/program/commission" }, ({ query }) =>
  commissionForMonth(query, now()),
);

/**
 * The month's commission report (what GET /api/program/commission answers); the payout run
 * (functions/affiliate/payout.ts) pays from the same figures.
 */
export async function commissionForMonth(
  query: { month: string },
  nowMs: number,
): Promise<CommissionReportResponse> {
  const { startMs } = monthBounds(query.month);
  if (startMs > nowMs) throw new BadRequestError(FUTURE_MONTH, { month: FUTURE_MONTH });
  const counted = await commissionRecords(query.month);
  const codes = [...new Set(counted.map((r) => r.affiliateCode))];
  const affiliates = new Map(
    (await batchGetAll<AffiliateItem>(codes.map((code) => keys.affiliate(code)))).map((a) => [a.code, a]),
  );
  const report = monthlyCommission(counted, query.month);
  return {
    month: report.month,
    rate_percent: siteConfig.affiliateCommissionPercent,
    data: report.affiliates.map((line) => {
      const affiliate = affiliates.get(line.affiliateCode);
      return {
        referral_code: line.affiliateCode,
        name: affiliate?.name ?? "",
        surname: affiliate?.surname ?? "",
        email: affiliate?.email ?? "",
        contact: affiliate?.contact ?? "",
        bank_detail_masked: affiliate?.bankDetailMasked ?? "",
        practitioners: line.lines.map((l) => ({
          id: l.practitionerId,
          name: l.practitionerName,
          plan: l.plan,
          price_cents: l.priceCents,
          commission_cents: l.commissionCents,
        })),
        practitioner_count: line.lines.length,
        commission_cents: line.commissionCents,
      };
    }),
    practitioner_count: report.practitionerCount,
    total_cents: report.totalCents,
  };
}
