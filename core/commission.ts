/**
 * The affiliate programme's monthly commission (spec sections 1 and 9, issue 29): 10% of what each
 * referred practitioner actually paid in the month (SAST), refunds deducted. Pure: the report handler
 * (functions/affiliate-admin/report.ts) reads the month's payment records (functions/billing), this
 * adds them up. Money is integer cents of ZAR.
 */
import { SAST_OFFSET_MS, sastToMs } from "./sast-time";
import { type PlanId, siteConfig } from "./site-config";

/** "YYYY-MM", a calendar month in SAST. */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** One referred listing's month, as recorded. */
export interface MonthRecord {
  affiliateCode: string;
  practitionerId: string;
  practitionerName: string;
  plan: PlanId;
  /** Paid anything (net of refunds) in the month. */
  listed: boolean;
  /** What they paid in the month, refunds deducted (issue 29: from payment records). */
  paidCents: number;
}

export interface CommissionLine {
  practitionerId: string;
  practitionerName: string;
  plan: PlanId;
  priceCents: number;
  commissionCents: number;
}

export interface AffiliateCommission {
  affiliateCode: string;
  lines: CommissionLine[];
  commissionCents: number;
}

export interface MonthlyCommission {
  month: string;
  affiliates: AffiliateCommission[];
  practitionerCount: number;
  totalCents: number;
}

/** The instants a SAST calendar month starts and ends (end exclusive: the next month's start). */
export function monthBounds(month: string): { startMs: number; endMs: number } {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]);
  const next = index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
  return { startMs: sastToMs(`${month}-01`), endMs: sastToMs(`${next}-01`) };
}

/** The SAST calendar month an instant falls in. */
export function monthOf(ms: number): string {
  return new Date(ms + SAST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The commission on a package's price: the rate of it, to the cent (half up); the offers page shows it. */
export function commissionOf(plan: PlanId, percent: number = siteConfig.affiliateCommissionPercent): number {
  return commissionOnCents(siteConfig.plans[plan].monthlyCents, percent);
}

/** The commission on an amount paid: the rate of it, to the cent (half up). */
export function commissionOnCents(
  cents: number,
  percent: number = siteConfig.affiliateCommissionPercent,
): number {
  return Math.round((cents * percent) / 100);
}

/**
 * The month's commission per affiliate: only affiliates with at least one practitioner who paid in
 * the month, ordered by code; each affiliate's lines by practitioner name. Totals are sums of lines.
 */
export function monthlyCommission(records: readonly MonthRecord[], month: string): MonthlyCommission {
  const byAffiliate = new Map<string, CommissionLine[]>();
  for (const referral of records) {
    if (!referral.listed || referral.paidCents <= 0) continue;
    const lines = byAffiliate.get(referral.affiliateCode) ?? [];
    lines.push({
      practitionerId: referral.practitionerId,
      practitionerName: referral.practitionerName,
      plan: referral.plan,
      priceCents: referral.paidCents,
      commissionCents: commissionOnCents(referral.paidCents),
    });
    byAffiliate.set(referral.affiliateCode, lines);
  }
  const affiliates = [...byAffiliate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([affiliateCode, lines]) => ({
      affiliateCode,
      lines: lines.sort(
        (a, b) =>
          a.practitionerName.localeCompare(b.practitionerName) ||
          (a.practitionerId < b.practitionerId ? -1 : 1),
      ),
      commissionCents: lines.reduce((sum, line) => sum + line.commissionCents, 0),
    }));
  return {
    month,
    affiliates,
    practitionerCount: affiliates.reduce((sum, affiliate) => sum + affiliate.lines.length, 0),
    totalCents: affiliates.reduce((sum, affiliate) => sum + affiliate.commissionCents, 0),
  };
}
