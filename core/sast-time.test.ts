import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  DAY_MS,
  formatDateTime,
  isDate,
  isTime,
  longDate,
  MINUTE_MS,
  minutesOf,
  parseDateTime,
  SAST_OFFSET_MS,
  sastDate,
  sastTime,
  sastToMs,
  shortDate,
  shortWeekday,
  timeOf,
  weekDates,
  weekdayOf,
  weekStart,
} from "./sast-time";

const RUNS = { numRuns: 300 };

/** Independent of the module: the "YYYY-MM-DD" that is `days` after 1970-01-01. */
function isoDay(days: number): string {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}
function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

/** Real dates from 1970-01-01 to 2199-12-31 (day numbers since the epoch). */
const dayNumberArb = fc.integer({ min: 0, max: 83_237 });
const dateArb = dayNumberArb.map(isoDay);
const minuteOfDayArb = fc.integer({ min: 0, max: 1439 });
const timeArb = minuteOfDayArb.map((m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`);

describe("constants", () => {
  it("SAST is UTC+2 and the unit constants are what they say", () => {
    expect(SAST_OFFSET_MS).toBe(2 * 3_600_000);
    expect(DAY_MS).toBe(24 * 3_600_000);
    expect(MINUTE_MS).toBe(60_000);
  });
});

describe("isDate", () => {
  it.each([
    "2026-11-23",
    "2026-01-01",
    "2026-12-31",
    "2024-02-29", // leap year
    "2000-02-29", // divisible by 400: leap
    "2028-02-29",
    "2026-02-28",
    "1970-01-01",
    "2026-04-30",
  ])("accepts %s", (value) => {
    expect(isDate(value)).toBe(true);
  });

  it.each([
    "2026-02-29", // not a leap year
    "2026-02-30",
    "1900-02-29", // divisible by 100 but not 400: not leap
    "2100-02-29",
    "2026-04-31",
    "2026-11-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "2026-01-32",
    "2026-1-01",
    "2026-01-1",
    "26-01-01",
    "20260101",
    "2026/01/01",
    "2026-01-01T00:00",
    "2026-01-01 ",
    " 2026-01-01",
    "2026-01-01\n",
    "+02026-01-01",
    "",
    "abcd-ef-gh",
  ])("rejects %j", (value) => {
    expect(isDate(value)).toBe(false);
  });

  it("accepts every real date and agrees with the calendar on day-of-month overflow", () => {
    fc.assert(
      fc.property(dayNumberArb, (n) => {
        const date = isoDay(n);
        expect(isDate(date)).toBe(true);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1970, max: 2199 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
          expect(isDate(`${y}-${pad2(m)}-${pad2(d)}`)).toBe(d <= daysInMonth);
        },
      ),
      RUNS,
    );
  });
});

describe("isTime", () => {
  it.each(["00:00", "09:00", "12:30", "19:59", "23:59", "20:05"])("accepts %s", (value) => {
    expect(isTime(value)).toBe(true);
  });

  it.each([
    "24:00",
    "23:60",
    "9:00",
    "09:0",
    "0900",
    "09:00:00",
    "09.00",
    " 09:00",
    "09:00 ",
    "-1:00",
    "",
    "ab:cd",
  ])("rejects %j", (value) => {
    expect(isTime(value)).toBe(false);
  });

  it("accepts exactly the 1440 minutes of a day", () => {
    let count = 0;
    for (let h = 0; h < 30; h++) {
      for (let m = 0; m < 70; m++) {
        if (isTime(`${pad2(h)}:${pad2(m)}`)) count++;
      }
    }
    expect(count).toBe(1440);
  });
});

describe("minutesOf / timeOf", () => {
  it("converts known values", () => {
    expect(minutesOf("00:00")).toBe(0);
    expect(minutesOf("09:30")).toBe(570);
    expect(minutesOf("23:59")).toBe(1439);
    expect(timeOf(0)).toBe("00:00");
    expect(timeOf(570)).toBe("09:30");
    expect(timeOf(605)).toBe("10:05");
    expect(timeOf(1439)).toBe("23:59");
  });

  it("minutesOf throws a RangeError on a non-time", () => {
    expect(() => minutesOf("24:00")).toThrow(RangeError);
    expect(() => minutesOf("9:00")).toThrow(RangeError);
    expect(() => minutesOf("")).toThrow(RangeError);
  });

  it("round-trips every minute of the day", () => {
    for (let m = 0; m < 1440; m++) {
      const time = timeOf(m);
      expect(isTime(time)).toBe(true);
      expect(minutesOf(time)).toBe(m);
    }
  });

  it("round-trips every valid time string", () => {
    fc.assert(
      fc.property(timeArb, (time) => {
        expect(timeOf(minutesOf(time))).toBe(time);
      }),
      RUNS,
    );
  });
});

describe("sastToMs", () => {
  it("is UTC minus two hours", () => {
    expect(sastToMs("2026-11-23")).toBe(Date.parse("2026-11-22T22:00:00Z"));
    expect(sastToMs("2026-11-23", "00:00")).toBe(Date.parse("2026-11-22T22:00:00Z"));
    expect(sastToMs("2026-11-23", "09:00")).toBe(Date.parse("2026-11-23T07:00:00Z"));
    expect(sastToMs("2026-11-23", "01:59")).toBe(Date.parse("2026-11-22T23:59:00Z"));
    expect(sastToMs("2026-11-23", "23:59")).toBe(Date.parse("2026-11-23T21:59:00Z"));
    expect(sastToMs("2027-01-01")).toBe(Date.parse("2026-12-31T22:00:00Z"));
    // No daylight saving: mid-winter and mid-summer use the same offset.
    expect(sastToMs("2026-06-21", "12:00")).toBe(Date.parse("2026-06-21T10:00:00Z"));
    expect(sastToMs("2026-12-21", "12:00")).toBe(Date.parse("2026-12-21T10:00:00Z"));
  });

  it("throws a RangeError on a bad date or time", () => {
    expect(() => sastToMs("2026-02-30")).toThrow(RangeError);
    expect(() => sastToMs("2026-11-23 09:00")).toThrow(RangeError);
    expect(() => sastToMs("")).toThrow(RangeError);
    expect(() => sastToMs("2026-11-23", "24:00")).toThrow(RangeError);
    expect(() => sastToMs("2026-11-23", "")).toThrow(RangeError);
  });

  it("agrees with an independent UTC+2 computation", () => {
    fc.assert(
      fc.property(dayNumberArb, minuteOfDayArb, (n, m) => {
        const date = isoDay(n);
        const time = `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
        expect(sastToMs(date, time)).toBe(n * 86_400_000 + m * 60_000 - 7_200_000);
      }),
      RUNS,
    );
  });
});

describe("sastDate / sastTime", () => {
  it("reads the SAST wall clock, not the UTC one, around midnight", () => {
    // 22:00 UTC is already the next day in SAST.
    expect(sastDate(Date.parse("2026-11-22T22:00:00Z"))).toBe("2026-11-23");
    expect(sastTime(Date.parse("2026-11-22T22:00:00Z"))).toBe("00:00");
    expect(sastDate(Date.parse("2026-11-22T21:59:59.999Z"))).toBe("2026-11-22");
    expect(sastTime(Date.parse("2026-11-22T21:59:59.999Z"))).toBe("23:59");
    expect(sastDate(Date.parse("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(sastTime(Date.parse("2026-11-22T23:30:00Z"))).toBe("01:30");
    // UTC midnight is 02:00 SAST on the same date.
    expect(sastDate(Date.parse("2026-11-23T00:00:00Z"))).toBe("2026-11-23");
    expect(sastTime(Date.parse("2026-11-23T00:00:00Z"))).toBe("02:00");
    // Year end.
    expect(sastDate(Date.parse("2026-12-31T22:00:00Z"))).toBe("2027-01-01");
    expect(sastDate(Date.parse("2026-12-31T21:59:00Z"))).toBe("2026-12-31");
  });

  it("truncates seconds rather than rounding", () => {
    expect(sastTime(Date.parse("2026-11-23T07:00:59.999Z"))).toBe("09:00");
  });

  it("inverts sastToMs", () => {
    fc.assert(
      fc.property(dateArb, timeArb, fc.integer({ min: 0, max: 59_999 }), (date, time, extraMs) => {
        const ms = sastToMs(date, time) + extraMs;
        expect(sastDate(ms)).toBe(date);
        expect(sastTime(ms)).toBe(time);
      }),
      RUNS,
    );
  });
});

describe("weekdayOf", () => {
  it.each([
    ["2026-11-22", 0], // Sunday
    ["2026-11-23", 1], // Monday
    ["2026-11-28", 6], // Saturday
    ["2026-01-01", 4], // Thursday
    ["2024-02-29", 4], // Thursday
    ["1970-01-01", 4], // Thursday
    ["2000-01-01", 6], // Saturday
  ])("knows some weekdays: %s", (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it("matches the UTC weekday of the same calendar date", () => {
    fc.assert(
      fc.property(dayNumberArb, (n) => {
        expect(weekdayOf(isoDay(n))).toBe((n + 4) % 7); // 1970-01-01 was a Thursday
      }),
      RUNS,
    );
  });

  it("throws on a bad date", () => {
    expect(() => weekdayOf("2026-02-30")).toThrow(RangeError);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-11-23", 0, "2026-11-23"],
    ["2026-11-23", 1, "2026-11-24"],
    ["2026-11-30", 1, "2026-12-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-11-23", 180, "2027-05-22"],
    ["2026-11-23", 365, "2027-11-23"],
    ["2026-11-23", -7, "2026-11-16"],
  ])("crosses month, year and leap-day boundaries: %s + %i days", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("adds day numbers", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 82_800 }), fc.integer({ min: -400, max: 400 }), (n, k) => {
        expect(addDays(isoDay(n), k)).toBe(isoDay(n + k));
      }),
      RUNS,
    );
  });
});

describe("weekStart / weekDates", () => {
  it.each([
    ["2026-11-22", "2026-11-22"],
    ["2026-11-23", "2026-11-22"],
    ["2026-11-28", "2026-11-22"],
    ["2026-11-29", "2026-11-29"],
    ["2027-01-01", "2026-12-27"], // across a year end
    ["2026-12-03", "2026-11-29"], // across a month end
  ])("starts weeks on Sunday: %s", (date, sunday) => {
    expect(weekStart(date)).toBe(sunday);
  });

  it("lists the seven dates of a week", () => {
    expect(weekDates("2026-11-22")).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(weekDates("2026-12-27")).toEqual([
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
  });

  it("the week of a date is Sunday to Saturday and contains the date", () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const sunday = weekStart(date);
        expect(weekdayOf(sunday)).toBe(0);
        const week = weekDates(sunday);
        expect(week).toHaveLength(7);
        expect(week).toContain(date);
        expect(week.map(weekdayOf)).toEqual([0, 1, 2, 3, 4, 5, 6]);
        expect(week.every((d) => weekStart(d) === sunday)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("parseDateTime / formatDateTime", () => {
  it.each([
    ["2026-11-23 09:00", "2026-11-23", "09:00"],
    ["2026-11-23T09:00", "2026-11-23", "09:00"],
    ["2026-11-23 09:00:00", "2026-11-23", "09:00"],
    ["2026-11-23T09:00:00", "2026-11-23", "09:00"],
    ["2026-11-23 00:00", "2026-11-23", "00:00"],
    ["2026-11-23 23:59", "2026-11-23", "23:59"],
    ["2026-11-23 20:30", "2026-11-23", "20:30"],
    ["2024-02-29 12:00", "2024-02-29", "12:00"],
    [" 2026-11-23 09:00 ", "2026-11-23", "09:00"], // surrounding whitespace is trimmed
  ])("parses %j", (value, date, time) => {
    expect(parseDateTime(value)).toEqual({ date, time });
  });

  it.each([
    "2026-11-31 09:00",
    "2026-02-29 09:00",
    "2026-11-23 24:00",
    "2026-11-23 23:60",
    "2026-11-23 09:00:30", // only ":00" seconds
    "2026-11-23 09:00:00.000",
    "2026-11-23 9:00",
    "2026-11-23  09:00",
    "2026-11-23X09:00",
    "2026-11-23",
    "09:00",
    "9:00",
    "",
    "   ",
    "2026-11-23 09:00Z",
    "2026-11-23T09:00+02:00",
  ])("rejects %j", (value) => {
    expect(parseDateTime(value)).toBeNull();
  });

  it("formats the spec's booking date and parses it back", () => {
    expect(formatDateTime("2026-11-23", "09:00")).toBe("2026-11-23 09:00");
    fc.assert(
      fc.property(dateArb, timeArb, fc.constantFrom(" ", "T"), fc.boolean(), (date, time, sep, seconds) => {
        expect(parseDateTime(formatDateTime(date, time))).toEqual({ date, time });
        expect(parseDateTime(`${date}${sep}${time}${seconds ? ":00" : ""}`)).toEqual({ date, time });
      }),
      RUNS,
    );
  });
});

describe("longDate / shortWeekday / shortDate", () => {
  it.each([
    ["2026-11-23", "Monday 23 November 2026"],
    ["2026-11-22", "Sunday 22 November 2026"],
    ["2026-01-01", "Thursday 1 January 2026"],
    ["2027-12-04", "Saturday 4 December 2027"],
    ["2028-02-29", "Tuesday 29 February 2028"],
  ])("writes dates the South African way: %s", (date, text) => {
    expect(longDate(date)).toBe(text);
  });

  it("abbreviates weekdays", () => {
    expect(weekDates("2026-11-22").map(shortWeekday)).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
  });

  it.each([
    ["2026-11-23", "23 Nov"],
    ["2026-11-03", "3 Nov"],
    ["2026-01-01", "1 Jan"],
    ["2026-09-30", "30 Sep"],
    ["2026-12-31", "31 Dec"],
  ])("abbreviates dates without a leading zero: %s", (date, text) => {
    expect(shortDate(date)).toBe(text);
  });

  it("is consistent across the three formats", () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const long = longDate(date);
        const [weekday, day, month, year] = long.split(" ");
        expect(shortWeekday(date)).toBe(weekday?.slice(0, 3));
        expect(shortDate(date)).toBe(`${day} ${month?.slice(0, 3)}`);
        expect(year).toBe(date.slice(0, 4));
        expect(Number(day)).toBe(Number(date.slice(8, 10)));
      }),
      RUNS,
    );
  });
});
