/**
 * A practitioner's own availability (practitioner dashboard): the weekly template and
 * date-specific slot records that core/slots.ts `dayRecord` turns into a day's times. One schema
 * for the dashboard form and the handler.
 *
 * Times are "HH:mm" SAST on the 5-minute grid (booking lock cells are 5 minutes: core/slots.ts
 * `lockCells`), unique, at most 48 a day, each slot ending by midnight, and the slots of one day
 * must not overlap given its duration. A date record with no times closes that day.
 *
 * Rules that depend on the clock (a date not in the past, not too far ahead) are in
 * `dateRecordProblems`, which the handler calls with the server's clock and the form with the
 * browser's.
 */
import type { Answer } from "../api/responses";
import { addDays, DAY_MS, isDate, isTime, minutesOf, sastDate, sastToMs } from "../sast-time";
import type { WeekdayKey, WeeklyTemplate } from "../slots";
import * as z from "./z";

export const MAX_TIMES_PER_DAY = 48;
/** How far ahead a date record may be (days after today, SAST). */
export const DATE_RECORD_MAX_AHEAD_DAYS = 366;
/** Longest range `GET /api/availability/dates` answers for (days, both ends included). */
export const DATE_RANGE_MAX_DAYS = 92;

export const WEEKDAY_KEYS: readonly WeekdayKey[] = ["0", "1", "2", "3", "4", "5", "6"];
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A time on the 5-minute grid the booking lock cells use. */
export function isSlotTime(value: string): boolean {
  return isTime(value) && minutesOf(value) % 5 === 0;
}

/**
 * What is wrong with one day's times for `duration`-minute slots (duplicates, slots that overlap
 * each other, a slot running past midnight), or null. Malformed times are left to the field check.
 */
export function timesProblem(times: readonly string[], duration: number): string | null {
  if (!times.every(isSlotTime)) return null;
  const sorted = [...times].sort();
  for (let i = 0; i < sorted.length; i += 1) {
    const time = sorted[i] as string;
    const next = sorted[i + 1];
    if (next === time) return `${time} is listed twice`;
    if (next !== undefined && minutesOf(next) - minutesOf(time) < duration) {
      return `${time} and ${next} overlap (${duration}-minute slots must start at least ${duration} minutes apart)`;
    }
    if (minutesOf(time) + duration > 24 * 60)
      return `${time} runs past midnight with ${duration}-minute slots`;
  }
  return null;
}

const slotTime = z
  .string()
  .check(z.minLength(1), z.refine(isSlotTime, "must be a time (HH:mm) on the 5-minute grid"));
const times = z.array(slotTime).check(z.maxLength(MAX_TIMES_PER_DAY));
const duration = z.literal([20, 30, 60]);
const date = z.string().check(z.minLength(1), z.refine(isDate, "must be a real date (YYYY-MM-DD)"));

const dayTemplate = z.object({ times, duration });

/**
 * POST /api/availability/template {days: {"0".."6": {times, duration}}}: replaces the weekly
 * template. Weekday keys 0 (Sunday) to 6 (Saturday) only; a day with no times is removed.
 */
export const templateBody = z.object({ days: z.record(z.string(), dayTemplate) }).check(
  z.superRefine((body, ctx) => {
    for (const [key, day] of Object.entries(body.days)) {
      if (!(WEEKDAY_KEYS as readonly string[]).includes(key)) {
        ctx.issues.push({
          code: "custom",
          message: "is not a weekday (0 Sunday to 6 Saturday)",
          path: ["days", key],
          input: key,
        });
        continue;
      }
      const problem = timesProblem(day.times, day.duration);
      if (problem) {
        ctx.issues.push({
          code: "custom",
          message: `${WEEKDAY_NAMES[Number(key)]}: ${problem}`,
          path: ["days", key, "times"],
          input: day.times,
        });
      }
    }
  }),
);
export type TemplateBody = z.infer<typeof templateBody>;

/** POST /api/availability/dates {date, time_slots, duration}; empty time_slots closes the day. */
export const dateRecordBody = z.object({ date, time_slots: times, duration }).check(
  z.superRefine((body, ctx) => {
    const problem = timesProblem(body.time_slots, body.duration);
    if (problem) ctx.issues.push({ code: "custom", message: problem, path: ["time_slots"], input: body });
  }),
);
export type DateRecordBody = z.infer<typeof dateRecordBody>;

/** POST /api/availability/dates/delete {date}. */
export const dateDeleteBody = z.object({ date });

/** GET /api/availability/dates?from&to: at most DATE_RANGE_MAX_DAYS days, both ends included. */
export const dateRangeQuery = z.object({ from: date, to: date }).check(
  z.refine((q) => !isDate(q.from) || !isDate(q.to) || q.to >= q.from, {
    message: "must not be before from",
    path: ["to"],
  }),
  z.refine(
    (q) =>
      !isDate(q.from) || !isDate(q.to) || (sastToMs(q.to) - sastToMs(q.from)) / DAY_MS < DATE_RANGE_MAX_DAYS,
    { message: `must be at most ${DATE_RANGE_MAX_DAYS} days from "from" (both included)`, path: ["to"] },
  ),
);

/** The clock rules of a date record: not in the past (SAST), at most 366 days ahead. */
export function dateRecordProblems(recordDate: string, nowMs: number): Record<string, string> {
  if (!isDate(recordDate)) return {};
  const today = sastDate(nowMs);
  if (recordDate < today) return { date: "must not be in the past" };
  const latest = addDays(today, DATE_RECORD_MAX_AHEAD_DAYS);
  if (recordDate > latest) {
    return {
      date: `must be at most ${DATE_RECORD_MAX_AHEAD_DAYS} days from today (${latest} at the latest)`,
    };
  }
  return {};
}

/** Drops days without times and sorts each day's times (what is stored). */
export function normaliseTemplate(days: TemplateBody["days"]): WeeklyTemplate {
  const out: WeeklyTemplate = {};
  for (const key of WEEKDAY_KEYS) {
    const day = days[key];
    if (day && day.times.length > 0) out[key] = { times: [...day.times].sort(), duration: day.duration };
  }
  return out;
}

export type TemplateResponse = Answer<"template">;

export type DateRecordView = DateRecordsResponse["data"][number];

export type DateRecordsResponse = Answer<"dateRecords">;
