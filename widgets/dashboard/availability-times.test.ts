import { describe, expect, it } from "vitest";
import { timesProblem } from "../../core/schemas/availability";
import {
  copyDay,
  type DayHours,
  dayOf,
  dayProblem,
  END_CHOICES,
  hoursOf,
  hoursText,
  nextHours,
  START_CHOICES,
  sameTemplate,
  savedTimes,
  templateOf,
  timesOfHours,
  WEEK_ORDER,
  weekOf,
} from "./availability-times";

const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const range = (start: string, end: string) => ({ start: at(start), end: at(end) });
const open = (ranges: DayHours["ranges"], duration: 20 | 30 | 60 = 30): DayHours => ({
  open: true,
  ranges,
  duration,
});

describe("hoursOf", () => {
  it("joins slots that follow each other into one range and starts a new one after a gap", () => {
    expect(hoursOf(["09:00", "09:30", "10:00", "14:00", "14:30"], 30)).toEqual([
      range("09:00", "10:30"),
      range("14:00", "15:00"),
    ]);
    expect(hoursOf(["10:00", "09:00"], 60)).toEqual([range("09:00", "11:00")]);
    expect(hoursOf([], 30)).toEqual([]);
  });

  it("gives back exactly the saved times, whatever their spacing (a save without changes sends what was loaded)", () => {
    const cases: [string[], 20 | 30 | 60][] = [
      [["08:00", "08:20", "08:40", "13:05", "16:00"], 20],
      [["09:00", "09:45", "10:15", "23:30"], 30],
      [["00:00", "23:00"], 60],
    ];
    for (const [times, duration] of cases)
      expect(timesOfHours(hoursOf(times, duration), duration)).toEqual(times);
  });

  it("reads as ranges in words", () => {
    expect(hoursText(["09:00", "09:30", "14:00"], 30)).toBe("09:00-10:00, 14:00-14:30 (30-minute slots)");
  });

  it("ends a range at 24:00 when the last slot ends at midnight", () => {
    expect(hoursOf(["23:30"], 30)).toEqual([{ start: at("23:30"), end: 24 * 60 }]);
  });
});

describe("timesOfHours", () => {
  it("cuts a slot every `duration` minutes while it ends by the range's end", () => {
    expect(timesOfHours([range("09:00", "11:00")], 30)).toEqual(["09:00", "09:30", "10:00", "10:30"]);
    expect(timesOfHours([range("09:00", "10:50")], 20)).toEqual([
      "09:00",
      "09:20",
      "09:40",
      "10:00",
      "10:20",
    ]);
    expect(timesOfHours([range("09:00", "09:15")], 20)).toEqual([]);
  });

  it("makes a break from two ranges, sorted whatever their order", () => {
    expect(timesOfHours([range("13:00", "15:00"), range("09:00", "11:00")], 60)).toEqual([
      "09:00",
      "10:00",
      "13:00",
      "14:00",
    ]);
  });

  it("never makes times the API refuses from a day without problems", () => {
    for (const duration of [20, 30, 60] as const) {
      const day = open([range("06:00", "12:05"), range("12:50", "21:00")], duration);
      expect(dayProblem(day)).toBeNull();
      expect(timesProblem(timesOfHours(day.ranges, duration), duration)).toBeNull();
    }
  });
});

describe("dayProblem", () => {
  it("says what to change, in 24-hour times", () => {
    expect(dayProblem(open([range("09:00", "17:00")]))).toBeNull();
    expect(dayProblem({ ...open([]), open: false })).toBeNull();
    expect(dayProblem(open([]))).toBe("Add opening hours, or switch the day off.");
    expect(dayProblem(open([range("17:00", "09:00")]))).toBe("17:00-09:00: the end must be after the start.");
    expect(dayProblem(open([range("09:00", "09:40")], 60))).toBe(
      "09:00-09:40 is shorter than one 60-minute appointment.",
    );
    expect(dayProblem(open([range("13:00", "17:00"), range("09:00", "13:30")]))).toBe(
      "09:00-13:30 and 13:00-17:00 overlap.",
    );
    expect(dayProblem(open([range("00:00", "24:00")], 20))).toMatch(
      /72 appointments; a day can have at most 48/,
    );
  });
});

describe("the week", () => {
  const saved = {
    "1": { times: ["09:00", "09:30"], duration: 30 as const },
    "6": { times: ["10:00"], duration: 60 as const },
  };

  it("shows saved days as on with their hours, and the others as off (Monday first)", () => {
    const week = weekOf(saved);
    expect(Object.keys(week)).toEqual([...WEEK_ORDER].sort());
    expect(WEEK_ORDER[0]).toBe("1");
    expect(week["1"]).toEqual(open([range("09:00", "10:00")]));
    expect(week["6"]).toEqual(open([range("10:00", "11:00")], 60));
    expect(week["0"].open).toBe(false);
    expect(templateOf(week)).toEqual(saved);
  });

  it("saves an off day as no times but keeps its hours to switch it on again", () => {
    const day = { ...dayOf(saved["1"]), open: false };
    expect(savedTimes(day)).toEqual({ times: [], duration: 30 });
    expect(savedTimes({ ...day, open: true })).toEqual(saved["1"]);
  });

  it("copies one day to the weekdays or every day, as copies the days do not share", () => {
    const week = weekOf(saved);
    const weekdays = copyDay(week, "6", ["1", "2", "3", "4", "5"]);
    for (const key of ["1", "2", "3", "4", "5"] as const) expect(weekdays[key]).toEqual(week["6"]);
    expect(weekdays["0"]).toEqual(week["0"]);
    (weekdays["1"].ranges[0] as { start: number }).start = 0;
    expect(weekdays["2"].ranges[0]?.start).toBe(at("10:00"));
    expect(Object.keys(templateOf(copyDay(week, "1", WEEK_ORDER)))).toHaveLength(7);
  });

  it("tells an unsaved change from an edit that saves the same times", () => {
    const week = weekOf(saved);
    expect(sameTemplate(week, weekOf(saved))).toBe(true);
    expect(sameTemplate(week, { ...week, "0": { ...week["0"], ranges: [range("08:00", "09:00")] } })).toBe(
      true,
    );
    expect(sameTemplate(week, { ...week, "0": { ...week["0"], open: true } })).toBe(false);
  });
});

describe("time choices", () => {
  it("are every 5 minutes in 24-hour time, an end up to midnight", () => {
    expect(START_CHOICES).toHaveLength(288);
    expect(START_CHOICES[0]).toBe(0);
    expect(END_CHOICES.at(-1)).toBe(24 * 60);
    expect(END_CHOICES.every((m) => m % 5 === 0)).toBe(true);
  });

  it("offer a further range after the last one, within the day", () => {
    expect(nextHours([])).toEqual(range("09:00", "17:00"));
    expect(nextHours([range("09:00", "12:00")])).toEqual(range("13:00", "15:00"));
    expect(nextHours([range("20:00", "23:30")])).toEqual({ start: at("23:00"), end: 24 * 60 });
  });
});
