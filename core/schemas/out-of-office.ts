/**
 * Out-of-office periods (spec sections 3, 5 and 7): the practitioner's own periods, edited
 * from the dashboard. One schema for the dashboard form and the handler. A period is one continuous
 * span from `day time` to `second_day to_time` (core/slots.ts outOfOfficeSpan: the end is exclusive,
 * except 23:59, which means the end of that day).
 *
 * Rules that depend on the clock (not entirely in the past, not too far ahead) are in
 * `outOfOfficeTimeProblems`, which the handler calls with the server's clock and the form with the
 * browser's.
 */
import type { Answer } from "../api/responses";
import { addDays, DAY_MS, isDate, isTime, minutesOf, sastDate, shortDate, shortWeekday } from "../sast-time";
import { outOfOfficeSpan } from "../slots";
import * as z from "./z";

/** Longest period: a year. */
export const OOO_MAX_LENGTH_DAYS = 365;
/** How far ahead a period may end (days after today, SAST). */
export const OOO_MAX_AHEAD_DAYS = 366;
/** How many current and future periods one practitioner may have. */
export const OOO_MAX_UPCOMING = 100;

/** A time on the 5-minute grid the slots use, or 23:59 (the end of the day). */
export function isOutOfOfficeTime(value: string): boolean {
  return isTime(value) && (value === "23:59" || minutesOf(value) % 5 === 0);
}

const date = z.string().check(z.minLength(1), z.refine(isDate, "must be a real date (YYYY-MM-DD)"));
const time = z
  .string()
  .check(z.minLength(1), z.refine(isOutOfOfficeTime, "must be a time (HH:mm) on 5 minutes, or 23:59"));

interface PeriodFields {
  day: string;
  second_day: string;
  time: string;
  to_time: string;
}

function wellFormed(period: PeriodFields): boolean {
  return (
    isDate(period.day) &&
    isDate(period.second_day) &&
    isOutOfOfficeTime(period.time) &&
    isOutOfOfficeTime(period.to_time)
  );
}

/** Length in milliseconds (zero or less when the end is not after the start). */
function lengthMs(period: PeriodFields): number {
  const span = outOfOfficeSpan(period);
  return span.end - span.start;
}

/**
 * The spec's `auth_id`: whose periods. An admin names the practitioner with it (required for them);
 * a practitioner's own periods come from the token, and an `auth_id` naming anyone else is refused.
 */
const authId = z.optional(z.string().check(z.regex(/^\d{1,12}$/, "must be a practitioner number")));

/**
 * POST /api/out-of-office/store and /update/{id}: both dates and both times required (spec section
 * 5), and `auth_id` (see above). `cancel_clashing: true` saves a period that covers pending or
 * confirmed bookings and cancels them (without it, such a period is refused with 409 and its
 * `clashes`: core/out-of-office-clashes.ts).
 */
export const outOfOfficeBody = z
  .object({
    auth_id: authId,
    day: date,
    second_day: date,
    time,
    to_time: time,
    cancel_clashing: z.optional(z.boolean()),
  })
  .check(
    z.refine((p) => !wellFormed(p) || lengthMs(p) > 0, {
      message: "must be after the start (day and time)",
      path: ["to_time"],
    }),
    z.refine((p) => !wellFormed(p) || lengthMs(p) <= OOO_MAX_LENGTH_DAYS * DAY_MS, {
      message: `must be at most ${OOO_MAX_LENGTH_DAYS} days after the start`,
      path: ["second_day"],
    }),
  );
export type OutOfOfficeBody = z.infer<typeof outOfOfficeBody>;

/** GET /api/out-of-office/edit and /delete/{id}: `auth_id` names the practitioner (admins). */
export const outOfOfficeQuery = z.object({ auth_id: authId });

/** /update/{id} and /delete/{id}. */
export const outOfOfficePath = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, "must be an out-of-office period id")),
});

/**
 * The rules that need the clock, for a well-formed period: it must not be over already, and must end
 * within OOO_MAX_AHEAD_DAYS of today (SAST). Empty when it is fine; else messages by field.
 */
export function outOfOfficeTimeProblems(period: OutOfOfficeBody, nowMs: number): Record<string, string> {
  if (!wellFormed(period)) return {};
  if (outOfOfficeSpan(period).end <= nowMs) return { second_day: "must not be in the past" };
  const latest = addDays(sastDate(nowMs), OOO_MAX_AHEAD_DAYS);
  if (period.second_day > latest) {
    return { second_day: `must be at most ${OOO_MAX_AHEAD_DAYS} days from today (${latest} at the latest)` };
  }
  return {};
}

export type OutOfOfficePeriodView = OutOfOfficeSaveResponse["data"];

export type OutOfOfficeListResponse = Answer<"periods">;

export type OutOfOfficeSaveResponse = Answer<"periodSaved">;

/** Soonest first: by start, then by end. */
export function compareOutOfOffice(a: PeriodFields, b: PeriodFields): number {
  const left = `${a.day} ${a.time} ${a.second_day} ${a.to_time}`;
  const right = `${b.day} ${b.time} ${b.second_day} ${b.to_time}`;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** "Mon 23 Nov 2026 12:00 – Wed 25 Nov 2026 17:00" */
export function formatOutOfOffice(period: PeriodFields): string {
  const at = (day: string, time: string) =>
    `${shortWeekday(day)} ${shortDate(day)} ${day.slice(0, 4)} ${time}`;
  return `${at(period.day, period.time)} – ${at(period.second_day, period.to_time)}`;
}
