import { describe, expect, it } from "vitest";
import { partOfDay, suits } from "./waitlist-match";

// Monday 23 November 2026.
const MONDAY = "2026-11-23";

describe("waitlist matching", () => {
  it("splits the day at 12:00 and 17:00", () => {
    expect([partOfDay("08:00"), partOfDay("11:55"), partOfDay("12:00")]).toEqual([
      "morning",
      "morning",
      "afternoon",
    ]);
    expect([partOfDay("16:59"), partOfDay("17:00")]).toEqual(["afternoon", "evening"]);
  });

  it("takes any day and part when none is named, but never the other appointment type", () => {
    const any = { type: 0 as const, weekdays: [], partsOfDay: [] };
    expect(suits(any, MONDAY, "18:00", [0, 1])).toBe(true);
    expect(suits({ ...any, type: 1 }, MONDAY, "18:00", [0])).toBe(false);
  });

  it("respects the days and parts of the day chosen", () => {
    const mondayMornings = { type: 0 as const, weekdays: [1], partsOfDay: ["morning" as const] };
    expect(suits(mondayMornings, MONDAY, "09:00", [0])).toBe(true);
    expect(suits(mondayMornings, MONDAY, "13:00", [0])).toBe(false);
    expect(suits(mondayMornings, "2026-11-24", "09:00", [0])).toBe(false);
  });
});
