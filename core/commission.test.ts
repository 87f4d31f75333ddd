import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commissionOf, type MonthRecord, monthBounds, monthlyCommission, monthOf } from "./commission";
import { formatRandCents } from "./site-config";

const at = (iso: string) => Date.parse(iso);

function referral(overrides: Partial<MonthRecord> = {}): MonthRecord {
  return {
    affiliateCode: "AAAA2222",
    practitionerId: "301",
    practitionerName: "Dr Ayanda Khumalo",
    plan: "starter_package",
    listed: true,
    paidCents: 37_500,
    ...overrides,
  };
}

describe("monthBounds", () => {
  it("runs from the first midnight of the month to the next month's, in SAST (UTC+2)", () => {
    expect(monthBounds("2026-11")).toEqual({
      startMs: at("2026-10-31T22:00:00Z"),
      endMs: at("2026-11-30T22:00:00Z"),
    });
    expect(monthBounds("2026-12").endMs).toBe(at("2026-12-31T22:00:00Z"));
    expect(monthBounds("2028-02").endMs - monthBounds("2028-02").startMs).toBe(29 * 86_400_000);
  });
  it("refuses what is not a month", () => {
    for (const bad of ["2026-13", "2026-1", "2026-00", "26-11", "2026-11-01"])
      expect(() => monthBounds(bad)).toThrow(RangeError);
  });
  it("monthOf is the SAST month: 23:30 UTC on the 31st is already the next month", () => {
    expect(monthOf(at("2026-10-31T21:59:59Z"))).toBe("2026-10");
    expect(monthOf(at("2026-10-31T22:00:00Z"))).toBe("2026-11");
  });
});

describe("commission arithmetic (integer cents)", () => {
  it("is 10% of the package price: R37.50 for starter (R375), R70.00 for business (R700)", () => {
    expect(commissionOf("starter_package")).toBe(3750);
    expect(commissionOf("business_package")).toBe(7000);
    expect(formatRandCents(3750)).toBe("R37.50");
    expect(formatRandCents(107_000)).toBe("R1 070.00");
  });
  it("rounds half up to the cent at another rate", () => {
    expect(commissionOf("starter_package", 7.5)).toBe(2813); // 2812.5
  });
});

describe("monthlyCommission", () => {
  it("sums each affiliate's active practitioners and the month's total", () => {
    const report = monthlyCommission(
      [
        referral({
          affiliateCode: "BBBB3333",
          practitionerId: "1",
          practitionerName: "Dr Zola",
          plan: "business_package",
          paidCents: 70_000,
        }),
        referral({ affiliateCode: "BBBB3333", practitionerId: "2", practitionerName: "Dr Abe" }),
        referral({
          affiliateCode: "AAAA2222",
          practitionerId: "3",
          plan: "business_package",
          paidCents: 70_000,
        }),
        // Paid nothing in November (or refunded all of it): not in it; nor is its affiliate.
        referral({ affiliateCode: "CCCC4444", practitionerId: "5", listed: false, paidCents: 0 }),
        referral({ affiliateCode: "CCCC4444", practitionerId: "6", paidCents: 0 }),
      ],
      "2026-11",
    );
    expect(report.affiliates.map((a) => [a.affiliateCode, a.commissionCents])).toEqual([
      ["AAAA2222", 7000],
      ["BBBB3333", 10_750],
    ]);
    expect(report.affiliates[1]?.lines.map((line) => line.practitionerName)).toEqual(["Dr Abe", "Dr Zola"]);
    expect(report.affiliates[1]?.lines[1]).toEqual({
      practitionerId: "1",
      practitionerName: "Dr Zola",
      plan: "business_package",
      priceCents: 70_000,
      commissionCents: 7000,
    });
    expect(report.practitionerCount).toBe(3);
    expect(report.totalCents).toBe(17_750);
  });

  it("is empty for a month with no one listed", () => {
    expect(monthlyCommission([referral({ listed: false })], "2026-01")).toEqual({
      month: "2026-01",
      affiliates: [],
      practitionerCount: 0,
      totalCents: 0,
    });
  });

  it("is 10% of what was paid, so a part refund lowers it", () => {
    const report = monthlyCommission([referral({ paidCents: 37_500 - 12_500 })], "2026-11");
    expect(report.totalCents).toBe(2500);
  });

  it("total = sum of affiliates = 10% of what the practitioners paid, for any referrals", () => {
    const plans = ["starter_package", "business_package"] as const;
    const arb = fc.array(
      fc.record({
        affiliateCode: fc.constantFrom("A", "B", "C"),
        practitionerId: fc.uuid(),
        practitionerName: fc.string(),
        plan: fc.constantFrom(...plans),
        listed: fc.boolean(),
        paidCents: fc.constantFrom(37_500, 70_000, 0),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, fc.constantFrom("2025-06", "2026-02", "2026-11", "2027-12"), (referrals, month) => {
        const report = monthlyCommission(referrals, month);
        const active = referrals.filter((r) => r.listed && r.paidCents > 0);
        const prices = active.reduce((sum, r) => sum + r.paidCents, 0);
        expect(report.totalCents).toBe(prices / 10);
        expect(report.practitionerCount).toBe(active.length);
        expect(report.affiliates.reduce((sum, a) => sum + a.commissionCents, 0)).toBe(report.totalCents);
        expect(report.affiliates.every((a) => a.lines.length > 0)).toBe(true);
      }),
    );
  });
});
