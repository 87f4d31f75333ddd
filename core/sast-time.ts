/**
 * South African Standard Time (Africa/Johannesburg): UTC+2 all year, no daylight saving, so a fixed
 * offset is exact and no time-zone database is needed in the browser or the Lambda.
 * Dates are "YYYY-MM-DD", times "HH:mm", both in SAST.
 */
export const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;
export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date ("2026-02-30" is not). */
export function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === value;
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** Minutes after midnight of an "HH:mm" time. */
export function minutesOf(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** UTC epoch milliseconds of a SAST date and time. */
export function sastToMs(date: string, time = "00:00"): number {
  if (!isDate(date)) throw new RangeError(`not a date: ${date}`);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) + minutesOf(time) * MINUTE_MS - SAST_OFFSET_MS;
}

/** The SAST date of an instant. */
export function sastDate(ms: number): string {
  return new Date(ms + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

export function sastTime(ms: number): string {
  return new Date(ms + SAST_OFFSET_MS).toISOString().slice(11, 16);
}

/** 0 Sunday ... 6 Saturday, of a SAST date. */
export function weekdayOf(date: string): number {
  return new Date(sastToMs(date) + SAST_OFFSET_MS).getUTCDay();
}

export function addDays(date: string, days: number): string {
  return sastDate(sastToMs(date) + days * DAY_MS);
}

/** The Sunday that starts the week (Sunday to Saturday) holding `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** The seven dates of the week that starts on `sunday`. */
export function weekDates(sunday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d:[0-5]\d|2[0-3]:[0-5]\d)(?::00)?$/;

/** "YYYY-MM-DD HH:mm" (or with a T, or with :00 seconds) -> its parts, or null. */
export function parseDateTime(value: string): { date: string; time: string } | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match?.[1] || !match[2] || !isDate(match[1])) return null;
  return { date: match[1], time: match[2] };
}

/** The spec's booking `date` field: date plus slot time, "YYYY-MM-DD HH:mm". */
export function formatDateTime(date: string, time: string): string {
  return `${date} ${time}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Monday 23 November 2026", as people in South Africa write dates. */
export function longDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return `${WEEKDAYS[weekdayOf(date)]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** "Mon", "Tue", ... */
export function shortWeekday(date: string): string {
  return (WEEKDAYS[weekdayOf(date)] ?? "").slice(0, 3);
}

/** "23 Nov" */
export function shortDate(date: string): string {
  const [, m, d] = date.split("-").map(Number) as [number, number, number];
  return `${d} ${(MONTHS[m - 1] ?? "").slice(0, 3)}`;
}
