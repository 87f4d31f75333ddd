import { describe, expect, it } from "vitest";
import {
  compareOutOfOffice,
  formatOutOfOffice,
  isOutOfOfficeTime,
  outOfOfficeBody,
  outOfOfficeTimeProblems,
} from "./out-of-office";
import { fieldErrors, safeParse } from "./z";

// Sunday 22 November 2026, 08:00 SAST.
const NOW = Date.parse("2026-11-22T06:00:00Z");
const period = { day: "2026-11-23", second_day: "2026-11-25", time: "12:00", to_time: "17:00" };

function errorsOf(value: unknown) {
  const parsed = safeParse(outOfOfficeBody, value);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

describe("outOfOfficeBody", () => {
  it("accepts both dates and both times, with or without auth_id (a practitioner number)", () => {
    expect(safeParse(outOfOfficeBody, period).data).toEqual(period);
    const parsed = safeParse(outOfOfficeBody, { ...period, auth_id: "42" });
    expect(parsed.success && parsed.data).toEqual({ ...period, auth_id: "42" });
    expect(safeParse(outOfOfficeBody, { ...period, auth_id: "someone@example.com" }).success).toBe(false);
  });

  it("takes cancel_clashing as a boolean only", () => {
    expect(safeParse(outOfOfficeBody, { ...period, cancel_clashing: true }).data).toEqual({
      ...period,
      cancel_clashing: true,
    });
    expect(errorsOf({ ...period, cancel_clashing: "true" })).toHaveProperty("cancel_clashing");
    expect(errorsOf({ ...period, cancel_clashing: 1 })).toHaveProperty("cancel_clashing");
  });

  it("requires every field", () => {
    expect(errorsOf({})).toEqual({
      day: "is required",
      second_day: "is required",
      time: "is required",
      to_time: "is required",
    });
    expect(errorsOf({ ...period, time: "" })).toEqual({ time: "is required" });
  });

  it("takes times on the 5-minute grid or 23:59", () => {
    expect(["00:00", "09:05", "23:55", "23:59"].every(isOutOfOfficeTime)).toBe(true);
    expect(["09:07", "9:00", "24:00", "23:58", "12:00:00"].some(isOutOfOfficeTime)).toBe(false);
  });

  it("wants the end after the start and at most 365 days later", () => {
    expect(errorsOf({ ...period, second_day: "2026-11-23", to_time: "12:00" })).toEqual({
      to_time: "must be after the start (day and time)",
    });
    expect(errorsOf({ ...period, day: "2026-11-26" }).to_time).toBeTruthy();
    // 23:59 is the end of the day, so 23:55 to 23:59 is a period.
    expect(errorsOf({ ...period, second_day: "2026-11-23", time: "23:55", to_time: "23:59" })).toEqual({});
    expect(errorsOf({ ...period, time: "00:00", to_time: "00:00", second_day: "2027-11-23" })).toEqual({});
    expect(
      errorsOf({ ...period, time: "00:00", to_time: "00:05", second_day: "2027-11-23" }).second_day,
    ).toBe("must be at most 365 days after the start");
  });

  it("reports a bad date without the span rules piling on", () => {
    expect(errorsOf({ ...period, day: "2026-02-29" })).toEqual({ day: "must be a real date (YYYY-MM-DD)" });
  });
});

describe("outOfOfficeTimeProblems", () => {
  it("refuses a period that is over and one ending more than 366 days ahead", () => {
    expect(outOfOfficeTimeProblems(period, NOW)).toEqual({});
    const over = { ...period, day: "2026-11-22", second_day: "2026-11-22", time: "06:00", to_time: "08:00" };
    expect(outOfOfficeTimeProblems(over, NOW)).toEqual({ second_day: "must not be in the past" });
    expect(outOfOfficeTimeProblems({ ...over, to_time: "08:05" }, NOW)).toEqual({});
    expect(outOfOfficeTimeProblems({ ...period, second_day: "2027-11-23" }, NOW)).toEqual({});
    expect(outOfOfficeTimeProblems({ ...period, second_day: "2027-11-24" }, NOW).second_day).toMatch(
      /366 days from today \(2027-11-23/,
    );
  });
});

describe("display", () => {
  it("formats a period the way the dashboard lists it", () => {
    expect(formatOutOfOffice(period)).toBe("Mon 23 Nov 2026 12:00 – Wed 25 Nov 2026 17:00");
  });

  it("sorts soonest first", () => {
    const later = { ...period, day: "2026-12-01" };
    const earlierStartSameDay = { ...period, time: "08:00" };
    expect([later, period, earlierStartSameDay].sort(compareOutOfOffice)).toEqual([
      earlierStartSameDay,
      period,
      later,
    ]);
  });
});
