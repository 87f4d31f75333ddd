/**
 * The admin's bookings list (issue 25 item 10): GET /api/booking/admin/list, cancel and move from
 * it, and the admin home's "needs attention" counts. No answer here carries the reason for the
 * appointment or the patient's contact details: those stay in the booking's own views.
 */
import type { Answer } from "../api/responses";
import { isDate, parseDateTime } from "../sast-time";
import { BOOKING_STATUSES } from "../slots";
import { MAX_BOOKING_RANGE_DAYS } from "./dashboard";
import * as z from "./z";

export const ADMIN_BOOKINGS_PAGE_SIZE = 25;
export const ADMIN_BOOKINGS_MAX_PAGE_SIZE = 100;
/** Without `to`: this many days from `from`. */
export const ADMIN_BOOKINGS_DEFAULT_DAYS = 30;

const wholeNumber = z.string().check(z.regex(/^\d{1,6}$/, "must be a whole number"));
const date = z.string().check(z.refine(isDate, "must be a date (YYYY-MM-DD)"));
const practitionerId = z.string().check(z.regex(/^\d{1,9}$/, "must be a practitioner number"));
const bookingId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, "must be a booking id"));
const dateTime = z
  .string()
  .check(z.refine((value) => parseDateTime(value) !== null, "must be a date and time"));

const daysApart = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * GET /api/booking/admin/list?page&perPage&status&practitioner_id&from&to. Dates are the SAST days
 * the appointments start on (from today for 30 days when left out); at most a quarter a call, so
 * the read stays bounded.
 */
export const adminBookingsQuery = z
  .object({
    page: z.optional(wholeNumber),
    perPage: z.optional(wholeNumber),
    status: z.optional(z.enum(BOOKING_STATUSES)),
    practitioner_id: z.optional(practitionerId),
    from: z.optional(date),
    to: z.optional(date),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be before from", path: ["to"] }),
    z.refine((q) => !q.from || !q.to || daysApart(q.from, q.to) <= MAX_BOOKING_RANGE_DAYS, {
      message: `must be at most ${MAX_BOOKING_RANGE_DAYS} days after from`,
      path: ["to"],
    }),
  );
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuery>;

/** Which booking: its practitioner, id and start (its key), as a row of the list gives them. */
const bookingKey = { practitioner_id: practitionerId, id: bookingId, date: dateTime };

/** POST /api/booking/admin/cancel: cancel a pending or confirmed booking; the patient is emailed. */
export const adminCancelBody = z.object(bookingKey);

/** POST /api/booking/admin/move: move a booking to an open time of the same practitioner. */
export const adminMoveBody = z.object({
  ...bookingKey,
  to_date: date,
  to_time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time (HH:mm)")),
});

export type AdminBookingsResponse = Answer<"adminBookings">;
export type AdminBookingRow = AdminBookingsResponse["data"]["data"][number];
export type AdminBookingChange = Answer<"adminBookingChange">;
export type AdminAttention = Answer<"adminAttention">;
