import { describe, expect, it } from "vitest";
import {
  dateRangeQuery,
  dateRecordBody,
  dateRecordProblems,
  isSlotTime,
  normaliseTemplate,
  templateBody,
  timesProblem,
} from "./availability";
import { fieldErrors, safeParse } from "./z";

// Sunday 22 November 2026, 08:00 SAST.
const NOW = Date.parse("2026-11-22T06:00:00Z");

function errorsOf(schema: Parameters<typeof safeParse>[0], value: unknown) {
  const parsed = safeParse(schema, value);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

describe("isSlotTime and timesProblem", () => {
  it("takes HH:mm on the 5-minute grid only", () => {
    expect(["00:00", "09:05", "23:55"].every(isSlotTime)).toBe(true);
    expect(["09:07", "9:00", "24:00", "23:59", "12:00:00", ""].some(isSlotTime)).toBe(false);
  });

  it("finds duplicates, overlaps and slots past midnight", () => {
    expect(timesProblem(["09:00", "09:30", "10:00"], 30)).toBeNull();
    expect(timesProblem(["09:00", "09:00"], 30)).toMatch(/09:00 is listed twice/);
    expect(timesProblem(["09:20", "09:00"], 30)).toMatch(/09:00 and 09:20 overlap/);
    expect(timesProblem(["09:00", "09:20"], 20)).toBeNull();
    expect(timesProblem(["23:30"], 60)).toMatch(/past midnight/);
    expect(timesProblem(["23:30"], 30)).toBeNull();
  });
});

describe("templateBody", () => {
  const good = {
    days: { "1": { times: ["09:00", "09:30"], duration: 30 }, "0": { times: [], duration: 60 } },
  };

  it("accepts weekday keys 0 to 6 with times and a duration", () => {
    expect(safeParse(templateBody, good).success).toBe(true);
    expect(safeParse(templateBody, { days: {} }).success).toBe(true);
  });

  it("names the field of each problem", () => {
    expect(errorsOf(templateBody, { days: { "7": { times: [], duration: 30 } } })).toEqual({
      "days.7": "is not a weekday (0 Sunday to 6 Saturday)",
    });
    expect(errorsOf(templateBody, { days: { "1": { times: ["09:07"], duration: 30 } } })).toEqual({
      "days.1.times.0": "must be a time (HH:mm) on the 5-minute grid",
    });
    expect(errorsOf(templateBody, { days: { "1": { times: [], duration: 45 } } })).toEqual({
      "days.1.duration": "must be one of: 20, 30, 60",
    });
    expect(errorsOf(templateBody, { days: { "2": { times: ["09:00", "09:20"], duration: 30 } } })).toEqual({
      "days.2.times": expect.stringMatching(/^Tuesday: 09:00 and 09:20 overlap/),
    });
    const many = Array.from(
      { length: 49 },
      (_, i) => `${String(Math.floor(i / 3)).padStart(2, "0")}:${String((i % 3) * 20).padStart(2, "0")}`,
    );
    expect(errorsOf(templateBody, { days: { "3": { times: many, duration: 20 } } })).toEqual({
      "days.3.times": "must be at most 48",
    });
    expect(errorsOf(templateBody, {})).toEqual({ days: "is required" });
  });

  it("stores days with times only, sorted", () => {
    expect(
      normaliseTemplate({
        "1": { times: ["10:00", "09:00"], duration: 60 },
        "0": { times: [], duration: 20 },
      }),
    ).toEqual({
      "1": { times: ["09:00", "10:00"], duration: 60 },
    });
  });
});

describe("dateRecordBody and dateRecordProblems", () => {
  it("accepts a date with times, or with none (closed)", () => {
    expect(
      safeParse(dateRecordBody, { date: "2026-11-23", time_slots: ["09:00"], duration: 60 }).success,
    ).toBe(true);
    expect(safeParse(dateRecordBody, { date: "2026-11-23", time_slots: [], duration: 30 }).success).toBe(
      true,
    );
  });

  it("refuses bad dates, times and overlaps", () => {
    expect(errorsOf(dateRecordBody, { date: "2026-02-30", time_slots: [], duration: 30 })).toEqual({
      date: "must be a real date (YYYY-MM-DD)",
    });
    expect(
      errorsOf(dateRecordBody, { date: "2026-11-23", time_slots: ["09:00", "09:30"], duration: 60 }),
    ).toEqual({
      time_slots: expect.stringMatching(/09:00 and 09:30 overlap/),
    });
  });

  it("keeps dates from today to 366 days ahead", () => {
    expect(dateRecordProblems("2026-11-22", NOW)).toEqual({});
    expect(dateRecordProblems("2027-11-23", NOW)).toEqual({});
    expect(dateRecordProblems("2026-11-21", NOW)).toEqual({ date: "must not be in the past" });
    expect(dateRecordProblems("2027-11-24", NOW).date).toMatch(/366 days/);
  });
});

describe("dateRangeQuery", () => {
  it("takes up to 92 days, in order", () => {
    expect(safeParse(dateRangeQuery, { from: "2026-11-22", to: "2027-02-21" }).success).toBe(true);
    expect(errorsOf(dateRangeQuery, { from: "2026-11-22", to: "2027-02-22" }).to).toMatch(/92 days/);
    expect(errorsOf(dateRangeQuery, { from: "2026-11-22", to: "2026-11-21" }).to).toMatch(/before/);
    expect(errorsOf(dateRangeQuery, { from: "x", to: "2026-11-21" })).toEqual({
      from: "must be a real date (YYYY-MM-DD)",
    });
  });
});

describe("malformed input", () => {
  it("reports a malformed time on its own field without throwing", () => {
    expect(timesProblem(["9:00", "09:00"], 30)).toBeNull();
    expect(errorsOf(templateBody, { days: { "1": { times: ["9:00", "24:00"], duration: 30 } } })).toEqual({
      "days.1.times.0": "must be a time (HH:mm) on the 5-minute grid",
      "days.1.times.1": "must be a time (HH:mm) on the 5-minute grid",
    });
    expect(errorsOf(dateRecordBody, { date: "2026-11-23", time_slots: [7], duration: 30 })).toEqual({
      "time_slots.0": "must be a string",
    });
  });
});
