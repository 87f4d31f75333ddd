/**
 * The slot rule (spec section 4), shared by the calendar widget and the booking handler.
 *
 * A practitioner's day comes from a date-specific time slot record when there is one, otherwise
 * from the weekly template for that weekday. A time is offered unless:
 * - it has started, or starts inside the practitioner's minimum notice, or lies past the horizon;
 * - it overlaps an out-of-office period (day + time to second_day + to_time, one continuous span);
 * - it overlaps a booking whose status is pending or confirmed (other statuses free the slot).
 * Overlap, not only "same date and time": a 60-minute booking at 09:00 also takes 09:30.
 * All dates and times are SAST (core/sast-time.ts).
 */
import { addDays, MINUTE_MS, SAST_OFFSET_MS, sastDate, sastToMs, weekStart } from "./sast-time";

export const DURATIONS = [20, 30, 60] as const;
export type Duration = (typeof DURATIONS)[number];

export const DEFAULT_MIN_NOTICE_MINUTES = 120;
/** How far ahead a patient may book. */
export const BOOKING_HORIZON_DAYS = 180;

/** "completed" and "expired" are never stored: time moves a booking there (core/booking-lifecycle.ts). */
/** The Sundays of the first and last weeks a patient can book in: this week to the horizon's. */
export function bookableWeeks(nowMs: number): { first: string; last: string } {
  const today = sastDate(nowMs);
  return { first: weekStart(today), last: weekStart(addDays(today, BOOKING_HORIZON_DAYS)) };
}

export const BOOKING_STATUSES = [
  "pending",
  "confirmed",
  "declined",
  "cancelled",
  "completed",
  "expired",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold a slot; every other status frees it. */
export const BLOCKING_STATUSES: readonly BookingStatus[] = ["pending", "confirmed"];

export type WeekdayKey = "0" | "1" | "2" | "3" | "4" | "5" | "6";
export interface DayTemplate {
  times: string[];
  duration: Duration;
}
/** Weekly template: weekday 0 (Sunday) to 6 (Saturday) -> times and one duration. */
export type WeeklyTemplate = Partial<Record<WeekdayKey, DayTemplate>>;

/** Spec: time slot record (date, time_slots, duration). */
export interface TimeSlotRecord {
  date: string;
  time_slots: string[];
  duration: Duration;
}

/** Spec: existing booking (date, status); date is "YYYY-MM-DD HH:mm". Duration makes overlap exact. */
export interface BookingMark {
  date: string;
  status: BookingStatus;
  duration: Duration;
}

/** Spec: out-of-office (day, second_day, time, to_time). */
export interface OutOfOfficePeriod {
  day: string;
  second_day: string;
  time: string;
  to_time: string;
}

export interface SlotContext {
  bookings: readonly BookingMark[];
  outOfOffice: readonly OutOfOfficePeriod[];
  nowMs: number;
  minNoticeMinutes: number;
}

interface Span {
  start: number;
  end: number;
}

/** Empty or reversed spans (an out-of-office period typed backwards) overlap nothing. */
function overlaps(a: Span, b: Span): boolean {
  return a.start < a.end && b.start < b.end && a.start < b.end && b.start < a.end;
}

export function slotSpan(date: string, time: string, duration: number): Span {
  const start = sastToMs(date, time);
  return { start, end: start + duration * MINUTE_MS };
}

function bookingSpan(booking: BookingMark): Span {
  const [date = "", time = ""] = booking.date.split(" ");
  return slotSpan(date, time, booking.duration);
}

/**
 * An out-of-office period as a span. to_time is where it ends, so "10:00 to 12:00" leaves the
 * 12:00 slot open; "23:59" (the last time a time field can hold) means the end of that day.
 */
export function outOfOfficeSpan(period: OutOfOfficePeriod): Span {
  const end = sastToMs(period.second_day, period.to_time);
  return {
    start: sastToMs(period.day, period.time),
    end: period.to_time === "23:59" ? end + MINUTE_MS : end,
  };
}

/** Does the span overlap any of the out-of-office periods? */
export function inOutOfOffice(span: Span, periods: readonly OutOfOfficePeriod[]): boolean {
  return periods.some((period) => overlaps(span, outOfOfficeSpan(period)));
}

/** The practitioner's own record for `date`: the date-specific record, else the weekly template. */
export function dayRecord(
  date: string,
  weekday: number,
  template: WeeklyTemplate,
  dateRecords: ReadonlyMap<string, Omit<TimeSlotRecord, "date">>,
): TimeSlotRecord | null {
  const own = dateRecords.get(date);
  if (own) return { date, time_slots: sortedTimes(own.time_slots), duration: own.duration };
  const usual = template[String(weekday) as WeekdayKey];
  return usual ? { date, time_slots: sortedTimes(usual.times), duration: usual.duration } : null;
}

function sortedTimes(times: readonly string[]): string[] {
  return [...new Set(times)].sort();
}

/** Why a time is not offered, or null when it is. */
export type Unavailable = "not-a-slot" | "past" | "notice" | "horizon" | "out-of-office" | "taken";

export function slotProblem(
  record: TimeSlotRecord | null,
  time: string,
  context: SlotContext,
): Unavailable | null {
  if (!record?.time_slots.includes(time)) return "not-a-slot";
  const span = slotSpan(record.date, time, record.duration);
  if (span.start <= context.nowMs) return "past";
  if (span.start < context.nowMs + context.minNoticeMinutes * MINUTE_MS) return "notice";
  if (span.start > context.nowMs + BOOKING_HORIZON_DAYS * 24 * 60 * MINUTE_MS) return "horizon";
  if (inOutOfOffice(span, context.outOfOffice)) return "out-of-office";
  const blocking = context.bookings.filter((booking) => BLOCKING_STATUSES.includes(booking.status));
  if (blocking.some((booking) => overlaps(span, bookingSpan(booking)))) return "taken";
  return null;
}

/** The times of `record` that are offered, in order. */
export function offeredTimes(record: TimeSlotRecord | null, context: SlotContext): string[] {
  if (!record) return [];
  return record.time_slots.filter((time) => slotProblem(record, time, context) === null);
}

/**
 * Lock cells: a booking holds every 5-minute cell its span touches. Two bookings overlap exactly
 * when they share a cell (slot times sit on a 5-minute grid), so one conditional write per cell
 * makes overlapping bookings mutually exclusive. Cells are named by their SAST start.
 */
export const LOCK_CELL_MINUTES = 5;

export function lockCells(date: string, time: string, duration: number): string[] {
  const span = slotSpan(date, time, duration);
  const cell = LOCK_CELL_MINUTES * MINUTE_MS;
  const cells: string[] = [];
  for (let t = Math.floor(span.start / cell) * cell; t < span.end; t += cell) {
    cells.push(new Date(t + SAST_OFFSET_MS).toISOString().slice(0, 16));
  }
  return cells;
}
