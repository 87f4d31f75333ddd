import { monthBounds, monthlyCommission, type Referral } from "../../core/commission";
import { BadRequestError } from "../../core/errors";
import type { CommissionReportResponse } from "../../core/schemas/affiliate";
import { siteConfig } from "../../core/site-config";
import type { AffiliateItem, DeletedPractitionerItem, PractitionerItem, ReferralItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";

export const FUTURE_MONTH = "That month has not started yet. Please choose this month or an earlier one.";

/** Every attribution approved before `endMs` (one Query of the REFERRALS index partition, oldest first). */
async function referralsBefore(endMs: number): Promise<ReferralItem[]> {
  return queryAll<ReferralItem>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk AND GSI1SK < :end",
    ExpressionAttributeValues: { ":pk": keys.referralsPartition, ":end": new Date(endMs).toISOString() },
  });
}

/**
 * What the commission rule needs about one attribution, from the listing as it is now. A deleted
 * listing (a tombstone) was deactivated first: its deactivation time, or for tombstones that lack
 * it its deletion, ends its paid months.
 */
function referralFacts(
  r: ReferralItem,
  listing: PractitionerItem | DeletedPractitionerItem | undefined,
): Referral {
  const base = {
    affiliateCode: r.affiliateCode,
    practitionerId: r.practitionerId,
    approvedAtMs: Date.parse(r.approvedAt),
  };
  if (listing?.entity === "practitioner") {
    const deactivatedAt = listing.isActive ? undefined : listing.statusChangedAt;
    return {
      ...base,
      practitionerName: listing.name,
      plan: listing.plan,
      isActive: listing.isActive,
      ...(deactivatedAt ? { deactivatedAtMs: Date.parse(deactivatedAt) } : {}),
    };
  }
  const deactivatedAt = listing ? (listing.statusChangedAt ?? listing.deletedAt) : undefined;
  return {
    ...base,
    practitionerName: listing?.name ?? `Practitioner ${r.practitionerId}`,
    plan: listing?.plan ?? r.plan,
    isActive: false,
    ...(deactivatedAt ? { deactivatedAtMs: Date.parse(deactivatedAt) } : {}),
  };
}

/**
 * GET /api/program/commission?month=YYYY-MM (admin): the month's commission per affiliate
 * (core/commission.ts says who counts), with their contact and masked bank details, and the totals.
 */
export const commissionReport = httpHandler(
  { route: "GET /api/program/commission" },
  async ({ query }): Promise<CommissionReportResponse> => {
    const { startMs, endMs } = monthBounds(query.month);
    if (startMs > now()) throw new BadRequestError(FUTURE_MONTH, { month: FUTURE_MONTH });
    const referrals = await referralsBefore(endMs);
    const practitioners = new Map(
      (
        await batchGetAll<PractitionerItem | DeletedPractitionerItem>(
          referrals.map((r) => keys.practitioner(r.practitionerId)),
        )
      ).map((p) => [p.id, p]),
    );
    const codes = [...new Set(referrals.map((r) => r.affiliateCode))];
    const affiliates = new Map(
      (await batchGetAll<AffiliateItem>(codes.map((code) => keys.affiliate(code)))).map((a) => [a.code, a]),
    );
    const facts = referrals.map((r) => referralFacts(r, practitioners.get(r.practitionerId)));
    const report = monthlyCommission(facts, query.month);
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
  },
);
