/**
 * Booking calls (spec sections 3, 5 and 7): time slots, duration, the public booking form, and the
 * patient's manage-booking link. The booking form schema is the one the widget validates with and
 * the handler validates with.
 */
import type { Answer } from "../api/responses";
import { CANCEL_REASONS } from "../cancel-reasons";
import { saCellphone } from "../sa-cellphone";
import { isDate, parseDateTime, weekdayOf } from "../sast-time";
import { medicalAidDetails } from "./medical-aid-details";
import { optionalPhoneNumber } from "./public-form";
import * as z from "./z";

const practitionerId = z.string().check(z.regex(/^\d{1,12}$/, "must be a practitioner number"));
const date = z.string().check(z.refine(isDate, "must be a date (YYYY-MM-DD)"));

/** GET /api/practitioner/timeSlots?id&start_date&end_date: a Sunday and the Saturday after it. */
export const timeSlotsQuery = z.object({ id: practitionerId, start_date: date, end_date: date }).check(
  z.refine((q) => !isDate(q.start_date) || weekdayOf(q.start_date) === 0, {
    message: "must be a Sunday",
    path: ["start_date"],
  }),
  z.refine((q) => !isDate(q.start_date) || !isDate(q.end_date) || weekEndOk(q.start_date, q.end_date), {
    message: "must be the Saturday after start_date",
    path: ["end_date"],
  }),
);

function weekEndOk(start: string, end: string): boolean {
  return weekdayOf(end) === 6 && Date.parse(end) - Date.parse(start) === 6 * 86_400_000;
}

export type TimeSlotsResponse = Answer<"timeSlots">;

/** A path segment as written, whether or not the gateway decoded it ("2026-11-23%2009:00"). */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** GET /api/booking/get/duration/{practitionerId}/{dateTime} (dateTime "YYYY-MM-DDTHH:mm" or with a space) */
export const durationPath = z.object({
  practitionerId,
  dateTime: z
    .string()
    .check(z.refine((value) => parseDateTime(decodeSegment(value)) !== null, "must be YYYY-MM-DD HH:mm")),
});
export type DurationResponse = Answer<"duration">;

export const BOOKING_WITH = ["Medical aid", "Cash/Card"] as const;
export type BookingWithChoice = (typeof BOOKING_WITH)[number];

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Under the cellphone field when "Remind me by SMS" is ticked without a number a text can reach. */
export const SMS_NEEDS_CELLPHONE =
  "For SMS reminders, please enter a South African cellphone number (like 082 123 4567), or untick Remind me by SMS.";

type SmsFields = { sms_reminders?: boolean | undefined; cellphone_number?: string | undefined };

/** sms_reminders needs a cellphone number that can receive a text (core/sa-cellphone.ts). */
export function smsReachable(form: SmsFields): boolean {
  return form.sms_reminders !== true || saCellphone(form.cellphone_number ?? "") !== null;
}

function smsNeedsCellphone(message: string) {
  return z.refine<SmsFields>(smsReachable, { message, path: ["cellphone_number"] });
}

/** POST /api/booking/submit: the public booking form. */
export const bookingForm = z
  .object({
    practitioner_id: practitionerId,
    first_name: required(60),
    last_name: z.optional(text(60)),
    // Numeric, as the spec says (separators dropped); a leading + for international numbers.
    cellphone_number: optionalPhoneNumber,
    email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.email()),
    reason_for_appointment: required(1000),
    booking_with: z.enum(BOOKING_WITH),
    medical_aid_id: z.optional(z.string().check(z.maxLength(20))),
    ...medicalAidDetails,
    medical_insurance: z.optional(text(100)),
    type: z.union([z.literal(0), z.literal(1)]),
    date: z.string().check(z.refine((value) => parseDateTime(value) !== null, "must be a date and time")),
    duration: z.union([z.literal(20), z.literal(30), z.literal(60)]),
    follow_up_session: z.optional(z.boolean()),
    // "Remind me by SMS" (issue 23): sent only when an SMS provider is configured (functions/sms).
    sms_reminders: z.optional(z.boolean()),
    // Issue 26: the waitlist offer's token (its mail's link), which books a time held for that offer.
    offer_token: z.optional(z.string().check(z.maxLength(400))),
    term_condition: z.union([z.literal(1), z.literal(true)], {
      error: "You must agree to the terms & conditions and privacy policy.",
    }),
  })
  .check(
    z.refine((form) => form.booking_with !== "Medical aid" || Boolean(form.medical_aid_id), {
      message: "Please select your medical aid.",
      path: ["medical_aid_id"],
    }),
    smsNeedsCellphone(SMS_NEEDS_CELLPHONE),
  );
export type BookingForm = z.infer<typeof bookingForm>;

export type BookingSummary = BookingSubmitResponse["booking"];
/** The booking as its manage link shows it: reminders, cut-offs and policy as well. */
export type ManagedBooking = ManageResponse["booking"];

export type BookingSubmitResponse = Answer<"bookingSubmitted">;

/** GET /api/booking/manage?token= */
export const manageQuery = z.object({ token: z.string().check(z.minLength(20), z.maxLength(400)) });
/** POST /api/booking/cancel {token, reason_category?}: the reason is a category, never free text. */
export const cancelBody = z.object({
  ...manageQuery.shape,
  reason_category: z.optional(z.enum(CANCEL_REASONS)),
});
/** POST /api/booking/reminders {token, enabled}: the patient turns the booking's reminders off or on. */
export const remindersBody = z.object({ token: manageQuery.shape.token, enabled: z.boolean() });
/** POST /api/booking/attending {token}: the patient confirms they are coming. */
export const attendingBody = manageQuery;
/** POST /api/booking/reschedule {token, date}: the new start, as the booking form sends it. */
export const rescheduleBody = z.object({
  token: manageQuery.shape.token,
  date: z.string().check(z.refine((value) => parseDateTime(value) !== null, "must be YYYY-MM-DD HH:mm")),
});
export type ManageResponse = Answer<"managedBooking">;
