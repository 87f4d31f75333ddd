/**
 * The admin's patients (spec sections 3, 7 and 9): the list
 * GET /api/patient/view?page&perPage&search&contact_number&medical_aid, one patient's bookings
 * GET /api/patient/bookings/{id}, and the POPIA erasure GET /api/patient/delete/{id}.
 *
 * The spec's patient has `reason_of_appointment`; the list leaves it out on purpose. The reason is
 * health information kept on the booking for the practitioner only (docs/decisions.md "Admin
 * operations"), so no admin answer carries it.
 */
import type { Answer } from "../api/responses";
import { directoryAnchor } from "./directory-anchor";
import * as z from "./z";

/** Spec section 9: patient list page size. */
export const PATIENT_PAGE_SIZE = 25;
export const PATIENT_MAX_PAGE_SIZE = 50;

const wholeNumber = z.string().check(z.regex(/^\d{1,6}$/, "must be a whole number"));

export const patientListQuery = z.object({
  page: z.optional(wholeNumber),
  perPage: z.optional(wholeNumber),
  anchor: directoryAnchor,
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

export type PatientRow = PatientBookingsResponse["patient"];

export type PatientListResponse = Answer<"patientList">;

export type PatientBookingRow = PatientBookingsResponse["data"][number];

export type PatientBookingsResponse = Answer<"patientBookings">;

export type PatientErasedResponse = Answer<"patientErased">;
