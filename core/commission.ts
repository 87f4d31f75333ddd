/**
 * The affiliate programme's monthly commission (spec sections 1 and 9: 10% of each sign-up's package
 * price, paid at month end). Pure: the report handler (functions/affiliate-admin) reads the referrals
 * and practitioners, this decides who counts and how much. Money is integer cents of ZAR.
 *
 * "Active in a month" (docs/decisions.md, "Contact and affiliate programme"): a referred practitioner
 * counts for calendar month M (SAST) when their listing was approved before M ended, and they are
 * listed now or were deactivated on or after M's first day. A practitioner counts a whole month for
 * any part of it: packages are billed per month, and the month of approval is their first paid one.
 */
import { SAST_OFFSET_MS, sastToMs } from "./sast-time";
import { type PlanId, siteConfig } from "./site-config";

/** "YYYY-MM", a calendar month in SAST. */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface Referral {
  affiliateCode: string;
  practitionerId: string;
  practitionerName: string;
  plan: PlanId;
  /** When the admin approved the practitioner's application (epoch ms). */
  approvedAtMs: number;
  isActive: boolean;
  /** When the listing was deactivated (epoch ms), for a practitioner who is not active now. */
  deactivatedAtMs?: number;
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

export function isActiveInMonth(referral: Referral, month: string): boolean {
  const { startMs, endMs } = monthBounds(month);
  if (referral.approvedAtMs >= endMs) return false;
  if (referral.isActive) return true;
  return referral.deactivatedAtMs !== undefined && referral.deactivatedAtMs >= startMs;
}

/** One practitioner's commission for one month: the package price times the rate, to the cent (half up). */
export function commissionOf(plan: PlanId, percent: number = siteConfig.affiliateCommissionPercent): number {
  return Math.round((siteConfig.plans[plan].monthlyCents * percent) / 100);
}

/**
 * The month's commission per affiliate: only affiliates with at least one practitioner active in the
 * month, ordered by code; each affiliate's lines by practitioner name. Totals are sums of lines.
 */
export function monthlyCommission(referrals: readonly Referral[], month: string): MonthlyCommission {
  const byAffiliate = new Map<string, CommissionLine[]>();
  for (const referral of referrals) {
    if (!isActiveInMonth(referral, month)) continue;
    const lines = byAffiliate.get(referral.affiliateCode) ?? [];
    lines.push({
      practitionerId: referral.practitionerId,
      practitionerName: referral.practitionerName,
      plan: referral.plan,
      priceCents: siteConfig.plans[referral.plan].monthlyCents,
      commissionCents: commissionOf(referral.plan),
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
