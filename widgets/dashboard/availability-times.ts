/**
 * The availability editor's model: a day is shown as opening hours (ranges such as 09:00-13:00 and
 * 14:00-17:00) and a slot length, and saved as the slot start times the API stores (a slot every
 * `duration` minutes from each range's start while it ends by the range's end). Times are minutes
 * after midnight here, "HH:mm" (24-hour, SAST) on the 5-minute grid in the API (core/schemas/availability.ts).
 */

import { isTime, minutesOf, timeOf } from "../../core/sast-time";
import { MAX_TIMES_PER_DAY } from "../../core/schemas/availability";
import type { Duration, WeekdayKey } from "../../core/slots";

/** One range of opening hours, in minutes after midnight; `end` may be 1440 (midnight). */
export interface Hours {
  start: number;
  end: number;
}

/** What the API stores for a day. */
export interface DayTimes {
  times: string[];
  duration: Duration;
}

/** One day as the editor shows it; `ranges` are kept while the day is off, to switch it on again. */
export interface DayHours {
  open: boolean;
  ranges: Hours[];
  duration: Duration;
}

export type WeekHours = Record<WeekdayKey, DayHours>;

/** The grid every time is on (the booking lock cells are 5 minutes). */
export const STEP = 5;
const DAY_END = 24 * 60;
/** A day switched on with no hours yet: 09:00 to 17:00. */
export const DEFAULT_HOURS: Hours = { start: 9 * 60, end: 17 * 60 };
/** Monday first, as a diary reads (the API's keys are 0 Sunday to 6 Saturday). */
export const WEEK_ORDER: readonly WeekdayKey[] = ["1", "2", "3", "4", "5", "6", "0"];
export const WEEKDAYS: readonly WeekdayKey[] = ["1", "2", "3", "4", "5"];

/** The choices of a time list from `first` to `last` minutes, every 5 minutes. */
export function timeChoices(first: number, last: number): number[] {
  const out: number[] = [];
  for (let m = first; m <= last; m += STEP) out.push(m);
  return out;
}
export const START_CHOICES = timeChoices(0, DAY_END - STEP);
export const END_CHOICES = timeChoices(STEP, DAY_END);

/** The ranges saved times make: a run of slots, each starting where the one before ended, is one range. */
export function hoursOf(times: readonly string[], duration: number): Hours[] {
  const ranges: Hours[] = [];
  for (const minutes of times
    .filter(isTime)
    .map(minutesOf)
    .sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last.end === minutes) last.end = minutes + duration;
    else ranges.push({ start: minutes, end: minutes + duration });
  }
  return ranges;
}

/** The slot times of `ranges`: every `duration` minutes from each start while the slot ends by its end. */
export function timesOfHours(ranges: readonly Hours[], duration: number): string[] {
  const times = new Set<string>();
  for (const { start, end } of ranges) {
    for (let t = start; t + duration <= end; t += duration) times.add(timeOf(t));
  }
  return [...times].sort();
}

/** "09:00-17:00": always 24-hour ("24:00" is midnight at the end of the day). */
const span = ({ start, end }: Hours) => `${timeOf(start)}-${timeOf(end)}`;

/** Saved times in words: "09:00-13:00, 14:00-17:00 (30-minute slots)". */
export function hoursText(times: readonly string[], duration: number): string {
  return `${hoursOf(times, duration).map(span).join(", ")} (${duration}-minute slots)`;
}

/** Why a day's hours cannot be saved, in words a practitioner can act on, or null. */
export function dayProblem(day: DayHours): string | null {
  if (!day.open) return null;
  if (day.ranges.length === 0) return "Add opening hours, or switch the day off.";
  const sorted = [...day.ranges].sort((a, b) => a.start - b.start);
  for (const [i, range] of sorted.entries()) {
    if (range.end <= range.start) return `${span(range)}: the end must be after the start.`;
    if (range.end - range.start < day.duration) {
      return `${span(range)} is shorter than one ${day.duration}-minute appointment.`;
    }
    const next = sorted[i + 1];
    if (next && next.start < range.end) return `${span(range)} and ${span(next)} overlap.`;
  }
  const count = timesOfHours(day.ranges, day.duration).length;
  if (count > MAX_TIMES_PER_DAY) {
    return `That makes ${count} appointments; a day can have at most ${MAX_TIMES_PER_DAY}. Choose longer slots or shorter hours.`;
  }
  return null;
}

/** A saved day (or none) as the editor shows it. */
export function dayOf(saved: DayTimes | undefined): DayHours {
  if (!saved || saved.times.length === 0) {
    return { open: false, ranges: [DEFAULT_HOURS], duration: saved?.duration ?? 30 };
  }
  return { open: true, ranges: hoursOf(saved.times, saved.duration), duration: saved.duration };
}

/** What the API stores for a day the editor shows (no times when it is off). */
export function savedTimes(day: DayHours): DayTimes {
  return { times: day.open ? timesOfHours(day.ranges, day.duration) : [], duration: day.duration };
}

/** The week the API sends, as the editor shows it. */
export function weekOf(days: Partial<Record<WeekdayKey, DayTimes>>): WeekHours {
  return Object.fromEntries(WEEK_ORDER.map((key) => [key, dayOf(days[key])])) as WeekHours;
}

/** The template body: the open days only (the API drops days without times anyway). */
export function templateOf(week: WeekHours): Partial<Record<WeekdayKey, DayTimes>> {
  const days: Partial<Record<WeekdayKey, DayTimes>> = {};
  for (const key of WEEK_ORDER) {
    const day = savedTimes(week[key]);
    if (day.times.length > 0) days[key] = day;
  }
  return days;
}

/** Whether two weeks would save the same template (the unsaved-changes check). */
export function sameTemplate(a: WeekHours, b: WeekHours): boolean {
  return JSON.stringify(templateOf(a)) === JSON.stringify(templateOf(b));
}

/** `week` with day `from`'s hours, slot length and on/off copied to each of `to`. */
export function copyDay(week: WeekHours, from: WeekdayKey, to: readonly WeekdayKey[]): WeekHours {
  const source = week[from];
  const out = { ...week };
  for (const key of to) out[key] = { ...source, ranges: source.ranges.map((range) => ({ ...range })) };
  return out;
}

/** A further range after the day's last one (an hour after it, or the default when there is none). */
export function nextHours(ranges: readonly Hours[]): Hours {
  const last = ranges.at(-1);
  if (!last) return DEFAULT_HOURS;
  const start = Math.min(last.end + 60, DAY_END - 60);
  return { start, end: Math.min(start + 120, DAY_END) };
}
