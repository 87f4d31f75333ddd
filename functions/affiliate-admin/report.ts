import { type MonthRecord, monthBounds, monthlyCommission, monthOf } from "../../core/commission";
import { BadRequestError } from "../../core/errors";
import type { CommissionReportResponse } from "../../core/schemas/affiliate";
import { siteConfig } from "../../core/site-config";
import type {
  AffiliateItem,
  DeletedPractitionerItem,
  PractitionerItem,
  ReferralItem,
  ReferralMonthItem,
} from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { monthRecorded, recordMonthStart } from "./month-record";

export const FUTURE_MONTH = "That month has not started yet. Please choose this month or an earlier one.";

/** The month's records (one Query of its GSI1 partition). */
function recordsOf(month: string): Promise<ReferralMonthItem[]> {
  return queryAll<ReferralMonthItem>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.referralMonthPartition(month) },
  });
}

/**
 * GET /api/program/commission?month=YYYY-MM (admin): the month's commission per affiliate, from the
 * month's records (functions/affiliate-admin/month-record.ts: the plan and status the listing had
 * then, not now), leaving out voided attributions; with each affiliate's contact and masked bank
 * details, and the totals. For the current month it first records the month's start if the
 * schedule has not (the state now is the month's state then).
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
  const justRecorded =
    query.month === monthOf(nowMs) && !(await monthRecorded(query.month))
      ? await recordMonthStart(query.month, nowMs)
      : [];
  // The index may lag the records just written: those count as written; a stored one wins.
  const byPractitioner = new Map(
    [...justRecorded, ...(await recordsOf(query.month))].map((r) => [r.practitionerId, r]),
  );
  const records = [...byPractitioner.values()].filter((r) => r.listed);
  const ids = records.map((r) => r.practitionerId);
  const [referrals, listings] = await Promise.all([
    batchGetAll<ReferralItem>(ids.map((id) => keys.referral(id))),
    batchGetAll<PractitionerItem | DeletedPractitionerItem>(ids.map((id) => keys.practitioner(id))),
  ]);
  const voided = new Set(referrals.filter((r) => r.voidedAt).map((r) => r.practitionerId));
  const names = new Map(listings.map((p) => [p.id, p.name]));
  const counted: MonthRecord[] = records
    .filter((r) => !voided.has(r.practitionerId))
    .map((r) => ({
      affiliateCode: r.affiliateCode,
      practitionerId: r.practitionerId,
      practitionerName: names.get(r.practitionerId) ?? `Practitioner ${r.practitionerId}`,
      plan: r.plan,
      listed: r.listed,
    }));
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
