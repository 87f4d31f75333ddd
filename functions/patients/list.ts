import {
  PATIENT_MAX_PAGE_SIZE,
  PATIENT_PAGE_SIZE,
  type PatientBookingRow,
  type PatientBookingsResponse,
  type PatientListResponse,
} from "../../core/schemas/patients";
import { bookingRowBase } from "../booking/booking-view";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { decodeAnchor, encodeAnchor } from "../directory/anchor";
import { pageRequest } from "../lib/admin-list";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { patientById, patientRow, patientsPage } from "./directory";

/**
 * GET /api/patient/view?page&perPage&search&contact_number&medical_aid (admin): patients by surname,
 * 25 a page (perPage up to 50). `search` matches words starting the name or surname, or part of the
 * email; `contact_number` part of the cellphone's digits; `medical_aid` a scheme id. No reason for
 * an appointment: it never leaves the booking.
 */
export const listPatients = httpHandler(
  { route: "GET /api/patient/view" },
  async ({ query }): Promise<PatientListResponse> => {
    const { page, perPage } = pageRequest(query, PATIENT_PAGE_SIZE, PATIENT_MAX_PAGE_SIZE);
    const [{ patients, total, capped, anchor }, names] = await Promise.all([
      patientsPage(
        { search: query.search, contactNumber: query.contact_number, medicalAid: query.medical_aid },
        (page - 1) * perPage,
        perPage,
        query.anchor ? decodeAnchor(query.anchor) : undefined,
      ),
      schemeNames(),
    ]);
    return {
      data: { data: patients.map((patient) => patientRow(patient, names)) },
      total,
      anchor: anchor ? encodeAnchor(anchor) : null,
      capped,
      medical_schemes: [...names]
        .map(([id, scheme_name]) => ({ id, scheme_name }))
        .sort((a, b) => a.scheme_name.localeCompare(b.scheme_name)),
    };
  },
);

function bookingRow(
  booking: BookingItem,
  practitioners: Map<string, PractitionerItem>,
  names: Map<string, string>,
  nowMs: number,
): PatientBookingRow {
  const row: PatientBookingRow = {
    ...bookingRowBase(booking, nowMs),
    duration: booking.duration,
    booking_with: booking.bookingWith,
    practitioner: {
      id: booking.practitionerId,
      name: practitioners.get(booking.practitionerId)?.name ?? "Practitioner no longer listed",
    },
    by_phone: booking.bookedBy !== undefined,
    out_of_hours: booking.outOfHours === true,
    created_at: booking.createdAt,
  };
  const scheme = names.get(booking.medicalAidId ?? "");
  if (scheme) row.medical_aid = scheme;
  return row;
}

/**
 * GET /api/patient/bookings/{id} (admin): the patient and their bookings, newest first, each with
 * its status as of now (pending turns expired, confirmed completed; booking-lifecycle.ts).
 */
export const patientBookings = httpHandler(
  { route: "GET /api/patient/bookings/{id}" },
  async ({ path }): Promise<PatientBookingsResponse> => {
    const nowMs = now();
    const { patient, bookings } = await patientById(path.id);
    const ids = [...new Set(bookings.map((booking) => booking.practitionerId))];
    const [found, names] = await Promise.all([
      batchGetAll<PractitionerItem>(ids.map((id) => keys.practitioner(id))),
      schemeNames(),
    ]);
    const practitioners = new Map(found.map((practitioner) => [practitioner.id, practitioner]));
    // Half-way through an erasure the record may be gone while bookings remain: name them from those.
    const latest = bookings[0] as BookingItem;
    const who = patient ?? {
      id: path.id,
      email: latest.patientEmail,
      firstName: latest.firstName,
      lastName: latest.lastName,
      cellphone: latest.cellphone,
    };
    return {
      patient: patientRow(who, names),
      data: bookings.map((booking) => bookingRow(booking, practitioners, names, nowMs)),
    };
  },
);
