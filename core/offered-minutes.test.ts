import { describe, expect, it } from "vitest";
import { monthDates, offeredMinutes } from "./offered-minutes";
import type { WeeklyTemplate } from "./slots";

const MONDAYS: WeeklyTemplate = { "1": { times: ["09:00", "10:00"], duration: 30 } };
const none = new Map();

describe("offeredMinutes", () => {
  it("counts the weekly template over the month's dates (February 2027: 4 Mondays)", () => {
    expect(monthDates("2027-02")).toHaveLength(28);
    expect(offeredMinutes("2027-02", MONDAYS, none, [])).toBe(4 * 60);
  });

  it("takes a date's own record over the template, and an empty one as a day off", () => {
    const own = new Map([
      ["2027-02-01", { time_slots: ["08:00"], duration: 60 as const }],
      ["2027-02-08", { time_slots: [], duration: 30 as const }],
    ]);
    expect(offeredMinutes("2027-02", MONDAYS, own, [])).toBe(60 + 0 + 2 * 60);
  });

  it("leaves out slots an out-of-office period overlaps, and counts overlapping slots once", () => {
    const away = [{ day: "2027-02-01", second_day: "2027-02-01", time: "10:15", to_time: "12:00" }];
    expect(offeredMinutes("2027-02", MONDAYS, none, away)).toBe(4 * 60 - 30);
    const overlapping: WeeklyTemplate = { "1": { times: ["09:00", "09:30"], duration: 60 } };
    expect(offeredMinutes("2027-02", overlapping, none, [])).toBe(4 * 90);
  });

  it("is 0 for a practitioner with no times", () => {
    expect(offeredMinutes("2026-11", {}, none, [])).toBe(0);
  });
});
