import { describe, expect, it } from "vitest";
import { siteConfig } from "../../core/site-config";
import { BOOKING_FILTERS, emptyText, filterCounts, filterRows, statusLabel } from "./booking-filter";

const rows = [
  { id: "a", status: "pending" },
  { id: "b", status: "confirmed" },
  { id: "c", status: "completed" },
  { id: "d", status: "declined" },
  { id: "e", status: "cancelled", cancelled_by: "patient" },
  { id: "f", status: "expired" },
] as const;

describe("the bookings filter", () => {
  it("keeps cancelled, declined and expired bookings out of the upcoming list", () => {
    expect(filterRows(rows, "upcoming").map((row) => row.id)).toEqual(["a", "b", "c"]);
    expect(filterRows(rows, "closed").map((row) => row.id)).toEqual(["d", "e", "f"]);
  });

  it("shows requests waiting and confirmed appointments on their own, in the order given", () => {
    expect(filterRows(rows, "pending").map((row) => row.id)).toEqual(["a"]);
    expect(filterRows(rows, "confirmed").map((row) => row.id)).toEqual(["b", "c"]);
  });

  it("counts what each filter would show, and says so plainly when it shows nothing", () => {
    expect(filterCounts(rows)).toEqual({ upcoming: 3, pending: 1, confirmed: 2, closed: 3 });
    expect(filterCounts([])).toEqual({ upcoming: 0, pending: 0, confirmed: 0, closed: 0 });
    for (const { id } of BOOKING_FILTERS) expect(emptyText(id)).toMatch(/^No .+\.$/);
  });
});

describe("a booking's status label", () => {
  it("says who called a booking off", () => {
    expect(statusLabel({ status: "cancelled", cancelled_by: "patient" })).toBe("Cancelled by patient");
    expect(statusLabel({ status: "cancelled", cancelled_by: "practitioner" })).toBe("Cancelled by you");
    expect(statusLabel({ status: "cancelled", cancelled_by: "admin" })).toBe(
      `Cancelled by ${siteConfig.brandName}`,
    );
    // Before the field existed only patients cancelled.
    expect(statusLabel({ status: "cancelled" })).toBe("Cancelled by patient");
  });

  it("tells a confirmed appointment the practitioner cancelled from a request they declined", () => {
    expect(statusLabel({ status: "declined", cancelled_by: "practitioner" })).toBe("Cancelled by you");
    expect(statusLabel({ status: "declined" })).toBe("Declined");
    expect(statusLabel({ status: "pending" })).toBe("Waiting for you");
  });
});
