/**
 * The admin's patients (spec sections 3, 7 and 9): the list
 * GET /api/patient/view?page&perPage&search&contact_number&medical_aid, one patient's bookings
 * GET /api/patient/bookings/{id}, and the POPIA erasure GET /api/patient/delete/{id}.
 *
 * The spec's patient has `reason_of_appointment`; the list leaves it out on purpose. The reason is
 * health information kept on the booking for the practitioner only (docs/decisions.md "Admin
 * operations"), so no admin answer carries it.
 */
import type { BookingStatus, Duration } from "../slots";
import * as z from "./z";

/** Spec section 9: patient list page size. */
export const PATIENT_PAGE_SIZE = 25;
export const PATIENT_MAX_PAGE_SIZE = 50;

const wholeNumber = z.string().check(z.regex(/^\d{1,6}$/, "must be a whole number"));

export const patientListQuery = z.object({
  page: z.optional(wholeNumber),
  perPage: z.optional(wholeNumber),
  /** Words that start the name or surname, or part of the email. */
  search: z.optional(z.string().check(z.maxLength(100))),
  /** Digits of the cellphone number (spaces, + and dashes are ignored). */
  contact_number: z.optional(
    z.string().check(z.regex(/^[\d\s+()-]{0,20}$/, "must be digits of a phone number")),
  ),
  /** A medical scheme id: patients who booked with that medical aid. */
  medical_aid: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{0,20}$/, "must be a medical scheme id"))),
});
export type PatientListQuery = z.infer<typeof patientListQuery>;

/** A patient id (the uuid the booking core gave them). */
export const patientPath = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, "is not a patient id")),
});

/** One patient as the admin list shows them (spec section 3, without the reason). */
export interface PatientRow {
  id: string;
  name: string;
  surname: string;
  /** "" when the patient gave none (the list shows 'No Contact no.'). */
  contact_number: string;
  email_address: string;
  /** Names of the medical schemes the patient's bookings named. */
  medical_aids: string[];
}

export interface PatientListResponse {
  data: { data: PatientRow[] };
  total: number;
  /** Every medical scheme, by name: the medical_aid filter's choices. */
  medical_schemes: { id: string; scheme_name: string }[];
  /** The list reads at most PATIENT_LIST_CAP patients; true when there were more. */
  truncated?: true;
}

/** One of a patient's bookings, newest first, for /admin/patient/bookings/{id} (never the reason). */
export interface PatientBookingRow {
  id: string;
  /** "YYYY-MM-DD HH:mm", SAST. */
  date: string;
  duration: Duration;
  status: BookingStatus;
  type: 0 | 1;
  booking_with: "Medical aid" | "Cash/Card";
  medical_aid?: string;
  practitioner: { id: string; name: string };
  /** Taken by an admin by phone (and whether outside the practitioner's hours). */
  by_phone: boolean;
  out_of_hours: boolean;
  created_at: string;
}

export interface PatientBookingsResponse {
  patient: PatientRow;
  data: PatientBookingRow[];
}

/** GET /api/patient/delete/{id}: what the erasure did. */
export interface PatientErasedResponse {
  success: string;
  /** Future bookings cancelled (their practitioners are emailed). */
  cancelled: number;
  /** Bookings kept for the record with the personal data removed. */
  anonymised: number;
}
