import { describe, expect, it } from "vitest";
import {
  addMonth,
  billingHolds,
  GRACE_MS,
  invoiceNumberText,
  nextBillingDeadline,
  vatSplit,
} from "./billing";

const NOW = Date.parse("2026-12-10T10:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

describe("billingHolds", () => {
  it("lets a listing from before billing stay (no state: paid)", () => {
    expect(billingHolds(undefined, NOW)).toBe(false);
  });
  it("holds an unpaid listing and frees an active one", () => {
    expect(billingHolds({ status: "unpaid" }, NOW)).toBe(true);
    expect(billingHolds({ status: "active", paidUntil: iso(NOW - 1) }, NOW)).toBe(false);
  });
  it("keeps a past-due listing for the grace, then holds it", () => {
    const billing = { status: "past_due" as const, graceEndsAt: iso(NOW + GRACE_MS) };
    expect(billingHolds(billing, NOW)).toBe(false);
    expect(billingHolds(billing, NOW + GRACE_MS)).toBe(true);
    expect(nextBillingDeadline(billing, NOW)).toBe(NOW + GRACE_MS);
  });
  it("keeps a cancelled listing to the end of its paid period", () => {
    const billing = { status: "cancelled" as const, paidUntil: iso(NOW + 1000) };
    expect(billingHolds(billing, NOW)).toBe(false);
    expect(billingHolds(billing, NOW + 1000)).toBe(true);
    expect(nextBillingDeadline(billing, NOW + 1000)).toBeUndefined();
  });
});

describe("addMonth", () => {
  it("moves to the same day next month, capped at the month's last day", () => {
    expect(iso(addMonth(Date.parse("2026-01-15T08:00:00Z")))).toBe("2026-02-15T08:00:00.000Z");
    expect(iso(addMonth(Date.parse("2026-01-31T08:00:00Z")))).toBe("2026-02-28T08:00:00.000Z");
    expect(iso(addMonth(Date.parse("2026-12-31T08:00:00Z")))).toBe("2027-01-31T08:00:00.000Z");
  });
});

describe("vatSplit", () => {
  it("takes 15/115 of the inclusive price as VAT", () => {
    expect(vatSplit(37_500)).toEqual({ exclusiveCents: 32_609, vatCents: 4_891 });
    expect(vatSplit(70_000)).toEqual({ exclusiveCents: 60_870, vatCents: 9_130 });
  });
});

it("prints invoice numbers with six digits", () => {
  expect(invoiceNumberText(42)).toBe("INV-000042");
});
