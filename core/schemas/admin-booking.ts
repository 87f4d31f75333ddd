/**
 * An admin adds a booking taken by phone (spec sections 3, 4, 5 and 7): type-ahead for
 * patients and practitioners, the practitioner's medical aids, and POST /api/booking/submission.
 * One schema for the form and the handler. The booking itself goes through the public booking core
 * (functions/booking/place-booking.ts).
 */
import type { Answer } from "../api/responses";
import { isTime, minutesOf, parseDateTime } from "../sast-time";
import { BOOKING_WITH, smsReachable } from "./booking";
import { medicalAidDetails } from "./medical-aid-details";
import { optionalPhoneNumber } from "./public-form";
import * as z from "./z";

/** Spec section 8, exactly as written. */
export const BOOKING_EXISTS = "Booking already exist please change you schedule !";
/** The `status` the submission answers with (spec section 4): 200 booked, 300 the time is taken. */
export const SUBMISSION_BOOKED = 200;
export const SUBMISSION_TAKEN = 300;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const typed = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const practitionerId = z.string().check(z.regex(/^\d{1,12}$/, "must be a practitioner number"));

/** POST /api/booking/search/patient: the form, of which `name` (what was typed) is read. */
export const patientSearchBody = z.object({ name: typed });
/** POST /api/booking/search/practitioner: the form, of which `practitioner` (what was typed) is read. */
export const practitionerSearchBody = z.object({ practitioner: typed });
/** POST /api/booking/search/getMedicalAids/{practitionerUserId} */
export const medicalAidsPath = z.object({ practitionerUserId: practitionerId });

/** "YYYY-MM-DD HH:mm" or the datetime-local form "YYYY-MM-DDTHH:mm", on the 5-minute grid. */
function isBookingTime(value: string): boolean {
  const parsed = parseDateTime(value);
  return parsed !== null && isTime(parsed.time) && minutesOf(parsed.time) % 5 === 0;
}

const emailAddress = z.email();

/** Under the cellphone field, or the answer for a known patient whose number cannot receive a text. */
export const SMS_NEEDS_PATIENT_CELLPHONE =
  "SMS reminders need a South African cellphone number (like 082 123 4567): enter one or untick Remind me by SMS.";
type AdminSmsFields = Parameters<typeof smsReachable>[0] & { patient_id?: string | undefined };
const NEW_PATIENT_FIELDS = ["first_name", "last_name", "email", "cellphone_number"] as const;
type NewPatientFields = { patient_id?: string | undefined } & {
  [field in (typeof NEW_PATIENT_FIELDS)[number]]?: string | undefined;
};

/** What any booking taken by phone or at the practice asks, whoever takes it. */
const takenBookingFields = {
  first_name: z.optional(text(60)),
  last_name: z.optional(text(60)),
  email: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(254),
      z.refine((v) => v === "" || z.safeParse(emailAddress, v).success, "must be a valid email address"),
    ),
  ),
  cellphone_number: optionalPhoneNumber,
  date: z.string().check(z.refine(isBookingTime, "must be a date and time on the 5 minutes")),
  type: z.union([z.literal(0), z.literal(1)]),
  booking_with: z.enum(BOOKING_WITH),
  medical_aid_id: z.optional(z.string().check(z.maxLength(20))),
  ...medicalAidDetails,
  duration: z.union([z.literal(20), z.literal(30), z.literal(60)]),
  reason_for_appointment: z.optional(text(1000)),
  /** "Remind me by SMS", asked on the phone (functions/sms). */
  sms_reminders: z.optional(z.boolean()),
};

const takenBookingChecks = [
  z.refine<{ booking_with: string; medical_aid_id?: string | undefined }>(
    (form) => form.booking_with !== "Medical aid" || Boolean(form.medical_aid_id),
    { message: "Please select the patient's medical aid.", path: ["medical_aid_id"] },
  ),
  // A known patient's stored number is checked by the handler (functions/booking-admin/submission.ts).
  z.refine<AdminSmsFields>((form) => Boolean(form.patient_id) || smsReachable(form), {
    message: SMS_NEEDS_PATIENT_CELLPHONE,
    path: ["cellphone_number"],
  }),
  ...NEW_PATIENT_FIELDS.map((field) =>
    z.refine<NewPatientFields>((form) => Boolean(form.patient_id) || Boolean(form[field]), {
      message: "is required for a new patient",
      path: [field],
    }),
  ),
];

/**
 * POST /api/booking/submission (CSRF, admin). Required (spec section 5): the patient, type,
 * date-time, practitioner, payment choice, and the medical aid when medical aid is chosen. A new
 * patient (no `patient_id`) also needs first and last name, email and cellphone. The reason is
 * labelled required but not enforced. `out_of_hours` is the admin's explicit override of the
 * practitioner's bookable times, kept on the booking.
 */
export const adminBookingForm = z
  .object({
    patient_id: z.optional(z.string().check(z.regex(/^([A-Za-z0-9-]{1,64})?$/, "is not a patient id"))),
    name: z.optional(text(120)),
    practitioner: z.optional(text(120)),
    practitioner_id: practitionerId,
    out_of_hours: z.optional(z.boolean()),
    ...takenBookingFields,
  })
  .check(...takenBookingChecks);
/**
 * POST /api/dashboard/bookings/add (CSRF, practitioner; issue 25): a booking the practitioner takes
 * by phone or for a patient at the practice, in their own diary. Always the patient's details as
 * given (a practitioner does not search the marketplace's patients); the practitioner is the caller.
 */
export const ownBookingForm = z
  .object({ ...takenBookingFields, channel: z.enum(["phone", "walk-in"]) })
  .check(...takenBookingChecks);
export type OwnBookingForm = z.infer<typeof ownBookingForm>;

export type AdminBookingForm = z.infer<typeof adminBookingForm>;

export type PatientMatch = PatientSearchResponse["data"][number];

export type PatientSearchResponse = Answer<"patientSearch">;

export type PractitionerMatch = PractitionerSearchResponse["data"][number];

export type PractitionerSearchResponse = Answer<"practitionerSearch">;

export type MedicalAidsResponse = Answer<"medicalAids">;

export type AdminBookingResponse = Answer<"adminBooking">;
