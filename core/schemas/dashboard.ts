/**
 * The practitioner's own bookings (dashboard): list a range of dates, confirm or decline.
 * The practitioner is always the caller (from the bearer token), never an id in the request.
 */
import type { Answer } from "../api/responses";
import { isDate, parseDateTime } from "../sast-time";
import * as z from "./z";

/** Longest range one list call covers (a quarter). */
export const MAX_BOOKING_RANGE_DAYS = 92;

const date = z.string().check(z.refine(isDate, "must be a date (YYYY-MM-DD)"));

/** GET /api/dashboard/bookings?from&to (both optional: from today, for 60 days). */
export const dashboardBookingsQuery = z.object({ from: z.optional(date), to: z.optional(date) }).check(
  z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be before from", path: ["to"] }),
  z.refine(
    (q) =>
      !q.from ||
      !q.to ||
      !isDate(q.from) ||
      !isDate(q.to) ||
      Date.parse(q.to) - Date.parse(q.from) <= MAX_BOOKING_RANGE_DAYS * 86_400_000,
    { message: `must be at most ${MAX_BOOKING_RANGE_DAYS} days after from`, path: ["to"] },
  ),
);

/** POST /api/dashboard/bookings/confirm and /decline: which booking (its id and start). */
export const bookingActionBody = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/, "must be a booking id")),
  date: z.string().check(z.refine((value) => parseDateTime(value) !== null, "must be a date and time")),
});

/** Longest note a practitioner may send with a cancellation (it goes into the patient's mail). */
export const CANCEL_NOTE_MAX = 300;

/**
 * POST /api/dashboard/bookings/decline: which booking, and optionally a note to the patient (shown in
 * their mail; never stored or logged). Trimmed; an empty note is no note.
 */
export const declineBody = z.extend(bookingActionBody, {
  reason: z.optional(z.string().check(z.trim(), z.maxLength(CANCEL_NOTE_MAX))),
});

/** What a practitioner marks after a confirmed appointment has ended (issue 24). */
export const ATTENDANCE_MARKS = ["attended", "no_show"] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/**
 * POST /api/dashboard/bookings/attendance: which booking and what happened. `date` (its start, as
 * confirm and decline take it) is optional: without it the booking is found among the marking
 * window's bookings (functions/dashboard/attendance.ts).
 */
export const attendanceBody = z.object({
  id: bookingActionBody.shape.id,
  attendance: z.enum(ATTENDANCE_MARKS),
  date: z.optional(bookingActionBody.shape.date),
});

export type DashboardGlance = Answer<"dashboardGlance">;
export type PractitionerBookingRow = BookingActionResponse["data"];

export type DashboardBookingsResponse = Answer<"dashboardBookings">;
export type BookingActionResponse = Answer<"bookingAction">;
