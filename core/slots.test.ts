import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BLOCKING_STATUSES,
  BOOKING_HORIZON_DAYS,
  BOOKING_STATUSES,
  type BookingMark,
  type BookingStatus,
  DEFAULT_MIN_NOTICE_MINUTES,
  DURATIONS,
  type Duration,
  dayRecord,
  LOCK_CELL_MINUTES,
  lockCells,
  type OutOfOfficePeriod,
  offeredTimes,
  type SlotContext,
  slotProblem,
  type TimeSlotRecord,
  type Unavailable,
  type WeekdayKey,
  type WeeklyTemplate,
} from "./slots";

const RUNS = { numRuns: 300 };
const MIN_MS = 60_000;
const DAY_MIN = 1440;
const DAY_MS_ = 86_400_000;

/** Epoch ms of a SAST wall-clock time, computed without the module under test. */
function at(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+02:00`);
}
function hhmm(minutes: number): string {
  const m = ((minutes % DAY_MIN) + DAY_MIN) % DAY_MIN;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

function context(overrides: Partial<SlotContext> = {}): SlotContext {
  return {
    bookings: [],
    outOfOffice: [],
    nowMs: at("2026-11-20", "08:00"),
    minNoticeMinutes: DEFAULT_MIN_NOTICE_MINUTES,
    ...overrides,
  };
}
function booking(date: string, status: BookingStatus, duration: Duration): BookingMark {
  return { date, status, duration };
}
function away(day: string, time: string, second_day: string, to_time: string): OutOfOfficePeriod {
  return { day, time, second_day, to_time };
}

const MONDAY = "2026-11-23";

describe("constants", () => {
  it("match the product rule", () => {
    expect([...DURATIONS]).toEqual([20, 30, 60]);
    expect(DEFAULT_MIN_NOTICE_MINUTES).toBe(120);
    expect(LOCK_CELL_MINUTES).toBe(5);
    expect([...BLOCKING_STATUSES].sort()).toEqual(["confirmed", "pending"]);
    expect([...BOOKING_STATUSES].sort()).toEqual([
      "cancelled",
      "completed",
      "confirmed",
      "declined",
      "expired",
      "pending",
    ]);
  });
});

describe("dayRecord", () => {
  const template: WeeklyTemplate = {
    "1": { times: ["10:00", "09:00", "09:00", "08:30"], duration: 30 },
    "3": { times: ["14:00"], duration: 60 },
  };

  it("uses the weekly template when there is no date record", () => {
    expect(dayRecord(MONDAY, 1, template, new Map())).toEqual({
      date: MONDAY,
      time_slots: ["08:30", "09:00", "10:00"],
      duration: 30,
    });
  });

  it("prefers the date-specific record over the template", () => {
    const records = new Map([[MONDAY, { time_slots: ["15:00", "11:00"], duration: 20 as Duration }]]);
    expect(dayRecord(MONDAY, 1, template, records)).toEqual({
      date: MONDAY,
      time_slots: ["11:00", "15:00"],
      duration: 20,
    });
  });

  it("a date record with no times closes the day rather than falling back to the template", () => {
    const records = new Map([[MONDAY, { time_slots: [], duration: 30 as Duration }]]);
    expect(dayRecord(MONDAY, 1, template, records)).toEqual({ date: MONDAY, time_slots: [], duration: 30 });
  });

  it("a date record for another date does not apply", () => {
    const records = new Map([["2026-11-30", { time_slots: ["15:00"], duration: 20 as Duration }]]);
    expect(dayRecord(MONDAY, 1, template, records)?.time_slots).toEqual(["08:30", "09:00", "10:00"]);
  });

  it("uses the date record even on a weekday the template does not work", () => {
    const tuesday = "2026-11-24";
    const records = new Map([[tuesday, { time_slots: ["09:00"], duration: 60 as Duration }]]);
    expect(dayRecord(tuesday, 2, template, records)).toEqual({
      date: tuesday,
      time_slots: ["09:00"],
      duration: 60,
    });
  });

  it("returns null when there is neither", () => {
    expect(dayRecord("2026-11-24", 2, template, new Map())).toBeNull();
    expect(dayRecord(MONDAY, 1, {}, new Map())).toBeNull();
  });

  it("sorts and de-duplicates times without touching the inputs", () => {
    const times = ["23:55", "00:00", "12:05", "00:00", "09:40", "12:05"];
    const records = new Map([[MONDAY, { time_slots: times, duration: 20 as Duration }]]);
    expect(dayRecord(MONDAY, 1, {}, records)?.time_slots).toEqual(["00:00", "09:40", "12:05", "23:55"]);
    expect(times).toEqual(["23:55", "00:00", "12:05", "00:00", "09:40", "12:05"]);
    expect(dayRecord(MONDAY, 1, template, new Map())?.time_slots).toEqual(["08:30", "09:00", "10:00"]);
    expect(template["1"]?.times).toEqual(["10:00", "09:00", "09:00", "08:30"]);
  });
});

describe("slotProblem", () => {
  const record: TimeSlotRecord = {
    date: MONDAY,
    time_slots: ["09:00", "09:30", "10:00", "12:00"],
    duration: 30,
  };

  it("is null for an ordinary free slot", () => {
    expect(slotProblem(record, "09:00", context())).toBeNull();
  });

  it("not-a-slot: a time that is not in the record, or no record", () => {
    expect(slotProblem(record, "09:15", context())).toBe("not-a-slot");
    expect(slotProblem(record, "9:00", context())).toBe("not-a-slot");
    expect(slotProblem(record, "", context())).toBe("not-a-slot");
    expect(slotProblem(null, "09:00", context())).toBe("not-a-slot");
    expect(slotProblem({ ...record, time_slots: [] }, "09:00", context())).toBe("not-a-slot");
  });

  it("past: the slot has started (start == now counts as started)", () => {
    expect(slotProblem(record, "09:00", context({ nowMs: at(MONDAY, "09:00") }))).toBe("past");
    expect(slotProblem(record, "09:00", context({ nowMs: at(MONDAY, "09:10") }))).toBe("past");
    expect(slotProblem(record, "09:00", context({ nowMs: at("2026-11-24", "08:00") }))).toBe("past");
    expect(
      slotProblem(record, "09:00", context({ nowMs: at(MONDAY, "09:00") - 1, minNoticeMinutes: 0 })),
    ).toBeNull();
    expect(slotProblem(record, "09:00", context({ nowMs: at(MONDAY, "09:00"), minNoticeMinutes: 0 }))).toBe(
      "past",
    );
  });

  it("notice: exactly the minimum notice ahead is allowed, a millisecond less is not", () => {
    const boundary = at(MONDAY, "07:00"); // 09:00 minus the default 120 minutes
    expect(slotProblem(record, "09:00", context({ nowMs: boundary - 1 }))).toBeNull();
    expect(slotProblem(record, "09:00", context({ nowMs: boundary }))).toBeNull();
    expect(slotProblem(record, "09:00", context({ nowMs: boundary + 1 }))).toBe("notice");
    expect(slotProblem(record, "09:00", context({ nowMs: at(MONDAY, "08:59") }))).toBe("notice");
    // The same "now" is fine for a later slot.
    expect(slotProblem(record, "09:30", context({ nowMs: boundary + 1 }))).toBeNull();
  });

  it("notice: honours a practitioner's own minimum notice", () => {
    const day = { minNoticeMinutes: 24 * 60 };
    expect(slotProblem(record, "09:00", context({ ...day, nowMs: at("2026-11-22", "09:00") }))).toBeNull();
    expect(slotProblem(record, "09:00", context({ ...day, nowMs: at("2026-11-22", "09:01") }))).toBe(
      "notice",
    );
    expect(
      slotProblem(record, "09:00", context({ minNoticeMinutes: 0, nowMs: at(MONDAY, "08:59") })),
    ).toBeNull();
  });

  it("horizon: up to BOOKING_HORIZON_DAYS ahead is offered, beyond is not", () => {
    expect(BOOKING_HORIZON_DAYS).toBe(180);
    const nowMs = at("2026-05-27", "09:00"); // exactly 180 days before 2026-11-23 09:00
    expect(at(MONDAY, "09:00") - nowMs).toBe(180 * DAY_MS_);
    expect(slotProblem(record, "09:00", context({ nowMs }))).toBeNull();
    expect(slotProblem(record, "09:00", context({ nowMs: nowMs - 1 }))).toBe("horizon");
    expect(slotProblem(record, "09:30", context({ nowMs }))).toBe("horizon");
    expect(slotProblem(record, "09:00", context({ nowMs: at("2026-01-01", "00:00") }))).toBe("horizon");
  });

  describe("out-of-office", () => {
    it("a partial-day period blocks the slots it overlaps", () => {
      const ctx = context({ outOfOffice: [away(MONDAY, "09:20", MONDAY, "09:40")] });
      expect(slotProblem(record, "09:00", ctx)).toBe("out-of-office"); // 09:00-09:30 meets 09:20
      expect(slotProblem(record, "09:30", ctx)).toBe("out-of-office");
      expect(slotProblem(record, "10:00", ctx)).toBeNull();
      expect(slotProblem(record, "12:00", ctx)).toBeNull();
    });

    it("starts at its time: a slot ending exactly then is free", () => {
      const ctx = context({ outOfOffice: [away(MONDAY, "09:30", MONDAY, "11:00")] });
      expect(slotProblem(record, "09:00", ctx)).toBeNull();
      expect(slotProblem(record, "09:30", ctx)).toBe("out-of-office");
      expect(slotProblem(record, "10:00", ctx)).toBe("out-of-office");
      expect(slotProblem(record, "12:00", ctx)).toBeNull();
    });

    it("to_time is where the period ends (the slot starting then is open); 23:59 ends the day", () => {
      expect(
        slotProblem(record, "12:00", context({ outOfOffice: [away(MONDAY, "11:00", MONDAY, "12:00")] })),
      ).toBeNull();
      expect(
        slotProblem(record, "12:00", context({ outOfOffice: [away(MONDAY, "11:00", MONDAY, "12:01")] })),
      ).toBe("out-of-office");
      expect(
        slotProblem(record, "09:00", context({ outOfOffice: [away(MONDAY, "08:00", MONDAY, "09:00")] })),
      ).toBeNull();
      expect(
        slotProblem(record, "09:00", context({ outOfOffice: [away(MONDAY, "09:29", MONDAY, "09:30")] })),
      ).toBe("out-of-office");
      expect(
        slotProblem(record, "09:00", context({ outOfOffice: [away(MONDAY, "09:30", MONDAY, "09:45")] })),
      ).toBeNull();
    });

    it("an empty or reversed period blocks nothing", () => {
      expect(
        slotProblem(record, "09:00", context({ outOfOffice: [away(MONDAY, "09:10", MONDAY, "09:10")] })),
      ).toBeNull();
      expect(
        slotProblem(record, "09:00", context({ outOfOffice: [away(MONDAY, "09:20", MONDAY, "09:10")] })),
      ).toBeNull();
    });

    it("00:00 to 23:59 covers the whole day and nothing of the next", () => {
      const ctx = context({ outOfOffice: [away(MONDAY, "00:00", MONDAY, "23:59")] });
      for (const time of record.time_slots) expect(slotProblem(record, time, ctx)).toBe("out-of-office");
      const late: TimeSlotRecord = { date: MONDAY, time_slots: ["23:30"], duration: 30 };
      expect(slotProblem(late, "23:30", ctx)).toBe("out-of-office");
      const nextDay: TimeSlotRecord = { date: "2026-11-24", time_slots: ["00:00"], duration: 60 };
      expect(slotProblem(nextDay, "00:00", ctx)).toBeNull();
      const dayBefore: TimeSlotRecord = { date: "2026-11-22", time_slots: ["23:30", "23:40"], duration: 30 };
      expect(slotProblem(dayBefore, "23:30", ctx)).toBeNull();
      expect(slotProblem(dayBefore, "23:40", ctx)).toBe("out-of-office"); // runs into Monday
    });

    it("a multi-day period with times is one continuous span", () => {
      const ctx = context({ outOfOffice: [away("2026-11-22", "15:00", "2026-11-24", "10:00")] });
      const sunday: TimeSlotRecord = {
        date: "2026-11-22",
        time_slots: ["09:00", "14:00", "14:30", "16:00"],
        duration: 60,
      };
      expect(slotProblem(sunday, "09:00", ctx)).toBeNull();
      expect(slotProblem(sunday, "14:00", ctx)).toBeNull(); // ends at 15:00
      expect(slotProblem(sunday, "14:30", ctx)).toBe("out-of-office");
      expect(slotProblem(sunday, "16:00", ctx)).toBe("out-of-office");
      for (const time of record.time_slots) expect(slotProblem(record, time, ctx)).toBe("out-of-office"); // all Monday
      const tuesday: TimeSlotRecord = {
        date: "2026-11-24",
        time_slots: ["00:00", "09:40", "10:00", "10:01", "10:05", "14:00"],
        duration: 20,
      };
      expect(slotProblem(tuesday, "00:00", ctx)).toBe("out-of-office");
      expect(slotProblem(tuesday, "09:40", ctx)).toBe("out-of-office");
      expect(slotProblem(tuesday, "10:00", ctx)).toBeNull(); // the period ends at 10:00
      expect(slotProblem(tuesday, "10:01", ctx)).toBeNull();
      expect(slotProblem(tuesday, "10:05", ctx)).toBeNull();
      expect(slotProblem(tuesday, "14:00", ctx)).toBeNull();
    });

    it("a multi-day period whose to_time is earlier in the day than its time still covers the middle", () => {
      const ctx = context({ outOfOffice: [away("2026-11-22", "18:00", "2026-11-24", "08:00")] });
      for (const time of record.time_slots) expect(slotProblem(record, time, ctx)).toBe("out-of-office");
    });

    it("a period on another day does not matter", () => {
      const ctx = context({ outOfOffice: [away("2026-11-24", "00:00", "2026-11-25", "23:59")] });
      expect(offeredTimes(record, ctx)).toEqual(record.time_slots);
    });
  });

  describe("taken", () => {
    it.each(["pending", "confirmed"] as const)("a %s booking at the same time takes the slot", (status) => {
      const ctx = context({ bookings: [booking(`${MONDAY} 09:00`, status, 30)] });
      expect(slotProblem(record, "09:00", ctx)).toBe("taken");
      expect(offeredTimes(record, ctx)).toEqual(["09:30", "10:00", "12:00"]);
    });

    it.each(["declined", "cancelled", "completed"] as const)("a %s booking frees the slot", (status) => {
      const ctx = context({ bookings: [booking(`${MONDAY} 09:00`, status, 60)] });
      expect(slotProblem(record, "09:00", ctx)).toBeNull();
      expect(offeredTimes(record, ctx)).toEqual(record.time_slots);
    });

    it("a 60-minute booking at 09:00 takes 09:30 but not 10:00", () => {
      const ctx = context({ bookings: [booking(`${MONDAY} 09:00`, "confirmed", 60)] });
      expect(slotProblem(record, "09:30", ctx)).toBe("taken");
      expect(slotProblem(record, "10:00", ctx)).toBeNull();
      expect(offeredTimes(record, ctx)).toEqual(["10:00", "12:00"]);
    });

    it("a 30-minute booking at 09:30 takes a 60-minute slot at 09:00", () => {
      const hour: TimeSlotRecord = { date: MONDAY, time_slots: ["08:30", "09:00", "10:00"], duration: 60 };
      const ctx = context({ bookings: [booking(`${MONDAY} 09:30`, "pending", 30)] });
      expect(slotProblem(hour, "09:00", ctx)).toBe("taken");
      expect(slotProblem(hour, "08:30", ctx)).toBeNull(); // ends 09:30
      expect(slotProblem(hour, "10:00", ctx)).toBeNull();
    });

    it("a booking that ends as the slot starts does not take it", () => {
      const ctx = context({ bookings: [booking(`${MONDAY} 08:40`, "confirmed", 20)] });
      expect(slotProblem(record, "09:00", ctx)).toBeNull();
      const ctx2 = context({ bookings: [booking(`${MONDAY} 08:45`, "confirmed", 20)] });
      expect(slotProblem(record, "09:00", ctx2)).toBe("taken");
    });

    it("a booking the evening before that runs past midnight takes the early slots", () => {
      const early: TimeSlotRecord = { date: MONDAY, time_slots: ["00:00", "00:20", "00:30"], duration: 20 };
      const ctx = context({ bookings: [booking("2026-11-22 23:30", "confirmed", 60)] });
      expect(offeredTimes(early, ctx)).toEqual(["00:30"]);
    });

    it("a booking on another date at the same time does not matter", () => {
      const ctx = context({ bookings: [booking("2026-11-24 09:00", "confirmed", 60)] });
      expect(slotProblem(record, "09:00", ctx)).toBeNull();
    });
  });

  it("reports the first reason in the order not-a-slot, past, notice, horizon, out-of-office, taken", () => {
    const everything = {
      bookings: [booking(`${MONDAY} 09:00`, "confirmed", 60)],
      outOfOffice: [away(MONDAY, "00:00", MONDAY, "23:59")],
    };
    expect(slotProblem(record, "09:15", context({ ...everything, nowMs: at(MONDAY, "10:00") }))).toBe(
      "not-a-slot",
    );
    expect(slotProblem(record, "09:00", context({ ...everything, nowMs: at(MONDAY, "10:00") }))).toBe("past");
    expect(slotProblem(record, "09:00", context({ ...everything, nowMs: at(MONDAY, "08:00") }))).toBe(
      "notice",
    );
    expect(slotProblem(record, "09:00", context({ ...everything, nowMs: at("2026-01-01", "08:00") }))).toBe(
      "horizon",
    );
    expect(slotProblem(record, "09:00", context(everything))).toBe("out-of-office");
    expect(slotProblem(record, "09:00", context({ bookings: everything.bookings }))).toBe("taken");
  });
});

describe("offeredTimes", () => {
  it("is empty without a record", () => {
    expect(offeredTimes(null, context())).toEqual([]);
  });

  it("filters a day in order", () => {
    const record: TimeSlotRecord = {
      date: MONDAY,
      time_slots: ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00"],
      duration: 60,
    };
    const ctx = context({
      nowMs: at(MONDAY, "07:30"), // 08:00 and 09:00 fall inside the two-hour notice
      bookings: [
        booking(`${MONDAY} 10:30`, "pending", 20), // takes 10:00
        booking(`${MONDAY} 11:00`, "cancelled", 60),
        booking(`${MONDAY} 14:00`, "declined", 60),
      ],
      outOfOffice: [away(MONDAY, "12:30", MONDAY, "13:59")], // takes 12:00 and 13:00
    });
    expect(offeredTimes(record, ctx)).toEqual(["11:00", "14:00", "15:00"]);
  });
});

describe("lockCells", () => {
  it("09:00 for 60 minutes holds 12 cells from 09:00 to 09:55", () => {
    // 12 five-minute cells cover one hour, so the last one starts at 09:55 (10:55 would be 24 cells).
    const cells = lockCells(MONDAY, "09:00", 60);
    expect(cells).toHaveLength(12);
    expect(cells[0]).toBe("2026-11-23T09:00");
    expect(cells[11]).toBe("2026-11-23T09:55");
    expect(cells).not.toContain("2026-11-23T10:00");
    expect(cells).toEqual(Array.from({ length: 12 }, (_, i) => `2026-11-23T${hhmm(540 + 5 * i)}`));
  });

  it("20 and 30 minutes hold 4 and 6 cells", () => {
    expect(lockCells(MONDAY, "09:00", 20)).toEqual([
      "2026-11-23T09:00",
      "2026-11-23T09:05",
      "2026-11-23T09:10",
      "2026-11-23T09:15",
    ]);
    expect(lockCells(MONDAY, "09:30", 30)).toHaveLength(6);
  });

  it("cells run across midnight into the next SAST date", () => {
    expect(lockCells(MONDAY, "23:40", 60)).toEqual([
      "2026-11-23T23:40",
      "2026-11-23T23:45",
      "2026-11-23T23:50",
      "2026-11-23T23:55",
      "2026-11-24T00:00",
      "2026-11-24T00:05",
      "2026-11-24T00:10",
      "2026-11-24T00:15",
      "2026-11-24T00:20",
      "2026-11-24T00:25",
      "2026-11-24T00:30",
      "2026-11-24T00:35",
    ]);
    expect(lockCells("2026-12-31", "23:50", 20)).toEqual([
      "2026-12-31T23:50",
      "2026-12-31T23:55",
      "2027-01-01T00:00",
      "2027-01-01T00:05",
    ]);
  });

  it("names cells by SAST, not UTC, around UTC midnight", () => {
    expect(lockCells(MONDAY, "01:55", 20)).toEqual([
      "2026-11-23T01:55",
      "2026-11-23T02:00",
      "2026-11-23T02:05",
      "2026-11-23T02:10",
    ]);
  });

  it("back-to-back bookings share no cell; overlapping ones do", () => {
    const first = new Set(lockCells(MONDAY, "09:00", 30));
    expect(lockCells(MONDAY, "09:30", 30).some((c) => first.has(c))).toBe(false);
    expect(lockCells(MONDAY, "09:25", 20).filter((c) => first.has(c))).toEqual(["2026-11-23T09:25"]);
  });

  it("an off-grid time holds every cell its span touches", () => {
    expect(lockCells(MONDAY, "09:02", 20)).toEqual([
      "2026-11-23T09:00",
      "2026-11-23T09:05",
      "2026-11-23T09:10",
      "2026-11-23T09:15",
      "2026-11-23T09:20",
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Property-based tests. Everything is modelled as whole minutes after 2026-01-01 00:00 SAST
// ("absolute minutes"), and the expected answers are computed with plain arithmetic on those.

const BASE_MS = Date.parse("2025-12-31T22:00:00Z"); // 2026-01-01 00:00 SAST
const HORIZON_MS = BOOKING_HORIZON_DAYS * DAY_MS_;
const BLOCKING: readonly string[] = ["pending", "confirmed"];

function isoDate(dayIndex: number): string {
  return new Date(Date.UTC(2026, 0, 1 + dayIndex)).toISOString().slice(0, 10);
}
function dayOfAbs(abs: number): number {
  return Math.floor(abs / DAY_MIN);
}
function msOfAbs(abs: number): number {
  return BASE_MS + abs * MIN_MS;
}
/** 2026-01-01 was a Thursday. */
function weekdayOfIndex(dayIndex: number): number {
  return (((dayIndex + 4) % 7) + 7) % 7;
}
function spansOverlap(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < aEnd && bStart < bEnd && aStart < bEnd && bStart < aEnd;
}
/** An out-of-office period ends at its to_time, except 23:59, which means the end of the day. */
function awayEnd(a: { toAbs: number }): number {
  const minuteOfDay = ((a.toAbs % DAY_MIN) + DAY_MIN) % DAY_MIN;
  return minuteOfDay === DAY_MIN - 1 ? a.toAbs + 1 : a.toAbs;
}
function uniqueSortedMinutes(minutes: readonly number[]): number[] {
  return [...new Set(minutes)].sort((a, b) => a - b);
}

interface RawDay {
  times: number[];
  duration: Duration;
}
interface RawBooking {
  abs: number;
  duration: Duration;
  status: BookingStatus;
}
interface RawAway {
  fromAbs: number;
  toAbs: number; // inclusive minute
}

const durationArb = fc.constantFrom(...DURATIONS);
const statusArb = fc.constantFrom(...BOOKING_STATUSES);
/** A time on the 5-minute grid, often in a busy morning so that things collide. */
const gridMinuteArb = fc.oneof(
  fc.integer({ min: 0, max: 287 }).map((i) => i * 5),
  fc.integer({ min: 96, max: 144 }).map((i) => i * 5),
);
const anyMinuteArb = fc.oneof(fc.integer({ min: 0, max: DAY_MIN - 1 }), fc.integer({ min: 480, max: 720 }));
const rawDayArb: fc.Arbitrary<RawDay> = fc.record({
  times: fc.array(fc.oneof(gridMinuteArb, fc.constantFrom(540, 570, 600)), { maxLength: 12 }),
  duration: durationArb,
});

function bookingArb(target: number): fc.Arbitrary<RawBooking> {
  return fc.record({
    abs: fc
      .tuple(fc.integer({ min: -1, max: 1 }), fc.oneof(gridMinuteArb, fc.constantFrom(510, 540, 570, 600)))
      .map(([d, m]) => (target + d) * DAY_MIN + m),
    duration: durationArb,
    status: statusArb,
  });
}
function awayArb(target: number): fc.Arbitrary<RawAway> {
  return fc
    .tuple(
      fc.integer({ min: -2, max: 1 }),
      anyMinuteArb,
      fc.oneof(fc.integer({ min: 0, max: 240 }), fc.integer({ min: 0, max: 4 * DAY_MIN })),
    )
    .map(([d, m, length]) => {
      const fromAbs = (target + d) * DAY_MIN + m;
      return { fromAbs, toAbs: fromAbs + length };
    });
}

function toBooking(raw: RawBooking): BookingMark {
  return {
    date: `${isoDate(dayOfAbs(raw.abs))} ${hhmm(raw.abs)}`,
    status: raw.status,
    duration: raw.duration,
  };
}
function toAway(raw: RawAway): OutOfOfficePeriod {
  return {
    day: isoDate(dayOfAbs(raw.fromAbs)),
    time: hhmm(raw.fromAbs),
    second_day: isoDate(dayOfAbs(raw.toAbs)),
    to_time: hhmm(raw.toAbs),
  };
}

interface Scenario {
  target: number;
  date: string;
  /** The raw day the product rule says applies (date record, else template), or null. */
  source: RawDay | null;
  record: TimeSlotRecord | null;
  bookings: RawBooking[];
  aways: RawAway[];
  nowMs: number;
  notice: number;
  ctx: SlotContext;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.integer({ min: 0, max: 1200 }).chain((target) =>
  fc
    .record({
      template: fc.array(fc.option(rawDayArb, { nil: undefined }), { minLength: 7, maxLength: 7 }),
      dateRecords: fc.array(fc.record({ offset: fc.integer({ min: -1, max: 1 }), day: rawDayArb }), {
        maxLength: 3,
      }),
      bookings: fc.array(bookingArb(target), { maxLength: 8 }),
      aways: fc.array(awayArb(target), { maxLength: 3 }),
      nowMinute: fc.oneof(
        fc.integer({ min: -3 * DAY_MIN, max: DAY_MIN }),
        fc.integer({
          min: -(BOOKING_HORIZON_DAYS + 2) * DAY_MIN,
          max: -(BOOKING_HORIZON_DAYS - 2) * DAY_MIN,
        }),
        fc.integer({ min: -(BOOKING_HORIZON_DAYS + 2) * DAY_MIN, max: DAY_MIN }),
      ),
      nowExtraMs: fc.constantFrom(0, 0, 0, 1, -1, 59_999),
      notice: fc.oneof(fc.constant(DEFAULT_MIN_NOTICE_MINUTES), fc.integer({ min: 0, max: 2 * DAY_MIN })),
    })
    .map((raw) => {
      const date = isoDate(target);
      const template: WeeklyTemplate = {};
      raw.template.forEach((day, i) => {
        if (day) template[String(i) as WeekdayKey] = { times: day.times.map(hhmm), duration: day.duration };
      });
      const dateRecords = new Map<string, Omit<TimeSlotRecord, "date">>();
      let ownDay: RawDay | undefined;
      for (const { offset, day } of raw.dateRecords) {
        dateRecords.set(isoDate(target + offset), {
          time_slots: day.times.map(hhmm),
          duration: day.duration,
        });
        if (offset === 0) ownDay = day; // the last one set wins, as in a Map
      }
      const source = ownDay ?? raw.template[weekdayOfIndex(target)] ?? null;
      const nowMs = msOfAbs(target * DAY_MIN + raw.nowMinute) + raw.nowExtraMs;
      return {
        target,
        date,
        source,
        record: dayRecord(date, weekdayOfIndex(target), template, dateRecords),
        bookings: raw.bookings,
        aways: raw.aways,
        nowMs,
        notice: raw.notice,
        ctx: {
          bookings: raw.bookings.map(toBooking),
          outOfOffice: raw.aways.map(toAway),
          nowMs,
          minNoticeMinutes: raw.notice,
        },
      };
    }),
);

/** Every reason that applies to a slot starting at absolute minute `abs`, by plain arithmetic. */
function reasonsFor(s: Scenario, abs: number, duration: number): Set<Unavailable> {
  const reasons = new Set<Unavailable>();
  const startMs = msOfAbs(abs);
  if (startMs <= s.nowMs) reasons.add("past");
  if (startMs < s.nowMs + s.notice * MIN_MS) reasons.add("notice");
  if (startMs > s.nowMs + HORIZON_MS) reasons.add("horizon");
  if (s.aways.some((a) => spansOverlap(abs, abs + duration, a.fromAbs, awayEnd(a))))
    reasons.add("out-of-office");
  if (
    s.bookings.some(
      (b) => BLOCKING.includes(b.status) && spansOverlap(abs, abs + duration, b.abs, b.abs + b.duration),
    )
  )
    reasons.add("taken");
  return reasons;
}

function expectedOffered(s: Scenario): string[] {
  if (!s.source) return [];
  const source = s.source;
  return uniqueSortedMinutes(source.times)
    .filter((m) => reasonsFor(s, s.target * DAY_MIN + m, source.duration).size === 0)
    .map(hhmm);
}

function isSubsequence(sub: readonly string[], of: readonly string[]): boolean {
  let i = 0;
  for (const item of of) if (i < sub.length && sub[i] === item) i++;
  return i === sub.length;
}

describe("slot rule properties", () => {
  it("dayRecord picks the date record, else the template, sorted and de-duplicated", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        if (!s.source) {
          expect(s.record).toBeNull();
          return;
        }
        expect(s.record).toEqual({
          date: s.date,
          time_slots: uniqueSortedMinutes(s.source.times).map(hhmm),
          duration: s.source.duration,
        });
      }),
      RUNS,
    );
  });

  it("(1) every offered time is in the day's record, has not started, respects the notice and the horizon", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const offered = offeredTimes(s.record, s.ctx);
        const own = new Set((s.source?.times ?? []).map(hhmm));
        for (const time of offered) {
          expect(own.has(time)).toBe(true);
          const startMs = at(s.date, time);
          expect(startMs).toBeGreaterThan(s.nowMs);
          expect(startMs).toBeGreaterThanOrEqual(s.nowMs + s.notice * MIN_MS);
          expect(startMs).toBeLessThanOrEqual(s.nowMs + HORIZON_MS);
        }
      }),
      RUNS,
    );
  });

  it("(2) no offered slot overlaps a pending/confirmed booking or an out-of-office span", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const duration = s.source?.duration ?? 0;
        for (const time of offeredTimes(s.record, s.ctx)) {
          const [h = 0, m = 0] = time.split(":").map(Number);
          const start = s.target * DAY_MIN + h * 60 + m;
          for (const b of s.bookings) {
            if (b.status === "pending" || b.status === "confirmed") {
              expect(spansOverlap(start, start + duration, b.abs, b.abs + b.duration)).toBe(false);
            }
          }
          for (const a of s.aways)
            expect(spansOverlap(start, start + duration, a.fromAbs, awayEnd(a))).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it("offeredTimes and slotProblem agree exactly with an independent model", () => {
    fc.assert(
      fc.property(scenarioArb, gridMinuteArb, (s, probe) => {
        expect(offeredTimes(s.record, s.ctx)).toEqual(expectedOffered(s));
        const source = s.source;
        for (const m of uniqueSortedMinutes(source?.times ?? [])) {
          const reasons = reasonsFor(s, s.target * DAY_MIN + m, source?.duration ?? 0);
          const problem = slotProblem(s.record, hhmm(m), s.ctx);
          if (reasons.size === 0) expect(problem).toBeNull();
          else expect(reasons.has(problem as Unavailable)).toBe(true);
        }
        if (!source?.times.includes(probe))
          expect(slotProblem(s.record, hhmm(probe), s.ctx)).toBe("not-a-slot");
      }),
      RUNS,
    );
  });

  it("(3) a declined/cancelled/completed booking changes nothing; a blocking booking only removes times it overlaps", () => {
    fc.assert(
      fc.property(
        scenarioArb.chain((s) => fc.tuple(fc.constant(s), bookingArb(s.target))),
        ([s, extra]) => {
          const before = offeredTimes(s.record, s.ctx);
          const after = offeredTimes(s.record, { ...s.ctx, bookings: [...s.ctx.bookings, toBooking(extra)] });
          if (!BLOCKING.includes(extra.status)) {
            expect(after).toEqual(before);
            return;
          }
          expect(after.every((t) => before.includes(t))).toBe(true);
          const duration = s.source?.duration ?? 0;
          for (const time of before.filter((t) => !after.includes(t))) {
            const [h = 0, m = 0] = time.split(":").map(Number);
            const start = s.target * DAY_MIN + h * 60 + m;
            expect(spansOverlap(start, start + duration, extra.abs, extra.abs + extra.duration)).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });

  it("(4) two grid-aligned slots share a lock cell exactly when their spans overlap", () => {
    const slotArb = fc.record({
      day: fc.integer({ min: 0, max: 2 }),
      minute: gridMinuteArb,
      duration: durationArb,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1200 }), slotArb, slotArb, (base, a, b) => {
        const cellsA = lockCells(isoDate(base + a.day), hhmm(a.minute), a.duration);
        const cellsB = lockCells(isoDate(base + b.day), hhmm(b.minute), b.duration);
        expect(cellsA).toHaveLength(a.duration / 5);
        expect(new Set(cellsA).size).toBe(cellsA.length);
        expect(cellsA[0]).toBe(`${isoDate(base + a.day)}T${hhmm(a.minute)}`);
        const setA = new Set(cellsA);
        const share = cellsB.some((c) => setA.has(c));
        const startA = a.day * DAY_MIN + a.minute;
        const startB = b.day * DAY_MIN + b.minute;
        expect(share).toBe(spansOverlap(startA, startA + a.duration, startB, startB + b.duration));
      }),
      RUNS,
    );
  });

  it("(5) offeredTimes is a subsequence of the record's sorted, de-duplicated times", () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const sorted = uniqueSortedMinutes(s.source?.times ?? []).map(hhmm);
        const offered = offeredTimes(s.record, s.ctx);
        expect(isSubsequence(offered, sorted)).toBe(true);
        expect(new Set(offered).size).toBe(offered.length);
      }),
      RUNS,
    );
  });

  it("(6) with no bookings, no out-of-office and now well before the day, every time within the horizon is offered", () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.oneof(
          fc.integer({ min: 1, max: DAY_MS_ }),
          fc.integer({ min: HORIZON_MS - 2 * DAY_MS_, max: HORIZON_MS + DAY_MS_ }),
          fc.integer({ min: 1, max: HORIZON_MS + DAY_MS_ }),
        ),
        (s, earlierMs) => {
          // Far enough back that even a 00:00 slot is past the notice; far back enough to reach the horizon.
          const dayStartMs = msOfAbs(s.target * DAY_MIN);
          const nowMs = dayStartMs - s.notice * MIN_MS - earlierMs;
          const ctx: SlotContext = { bookings: [], outOfOffice: [], nowMs, minNoticeMinutes: s.notice };
          const expected = uniqueSortedMinutes(s.source?.times ?? [])
            .filter((m) => dayStartMs + m * MIN_MS <= nowMs + HORIZON_MS)
            .map(hhmm);
          expect(offeredTimes(s.record, ctx)).toEqual(expected);
          if (earlierMs + s.notice * MIN_MS + DAY_MS_ <= HORIZON_MS) {
            // The whole day lies within the horizon: everything is offered.
            expect(offeredTimes(s.record, ctx)).toEqual(s.record?.time_slots ?? []);
          }
        },
      ),
      RUNS,
    );
  });
});
