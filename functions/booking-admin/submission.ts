import { BadRequestError, NotFoundError } from "../../core/errors";
import { parseDateTime } from "../../core/sast-time";
import {
  type AdminBookingForm,
  type AdminBookingResponse,
  BOOKING_EXISTS,
  SMS_NEEDS_PATIENT_CELLPHONE,
  SUBMISSION_BOOKED,
  SUBMISSION_TAKEN,
} from "../../core/schemas/admin-booking";
import { smsReachable } from "../../core/schemas/booking";
import { medicalAidCard } from "../../core/schemas/medical-aid-details";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import { bookingSummary } from "../booking/booking-view";
import {
  type BookingChannel,
  type BookingRequest,
  idempotencyKey,
  type Placed,
  placeBooking,
  SlotTakenError,
} from "../booking/place-booking";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import type { Logger } from "../lib/logger";
import { PATIENT_NOT_FOUND, patientById } from "../patients/directory";

export const BOOKED_BY_PHONE = OPERATION_SUCCESSFUL;

/** Who the booking is for: a known patient as stored, or the new patient's details as typed. */
async function patientOf(
  form: Pick<AdminBookingForm, "patient_id" | "email" | "first_name" | "last_name" | "cellphone_number">,
) {
  if (form.patient_id) {
    const { patient } = await patientById(form.patient_id);
    if (!patient) throw new NotFoundError(PATIENT_NOT_FOUND);
    return {
      existingPatientId: patient.id,
      email: patient.email,
      firstName: patient.firstName,
      lastName: patient.lastName,
      cellphone: patient.cellphone,
    };
  }
  return {
    email: (form.email ?? "").toLowerCase(),
    firstName: form.first_name ?? "",
    lastName: form.last_name ?? "",
    cellphone: form.cellphone_number ?? "",
  };
}

type TakenBookingForm = Omit<AdminBookingForm, "practitioner_id" | "patient_id">;
type TakenPatient = Awaited<ReturnType<typeof patientOf>>;

/**
 * Places a booking taken by phone (or at the practice) through the public booking core
 * (functions/booking/place-booking.ts): the same slot rule (unless the out-of-hours override, which
 * the booking keeps), locks, patient record, consent, outbox mails (the patient's says it was booked
 * for them) and Idempotency-Key. Answers by `status` (spec section 4): 200 booked, 300 the time
 * overlaps another booking.
 */
export async function placeTakenBooking(
  form: TakenBookingForm,
  who: { practitionerId: string; patient: TakenPatient; channel: Extract<BookingChannel, { kind: "phone" }> },
  headers: Record<string, string | undefined>,
  log: Logger,
): Promise<{ response: AdminBookingResponse; placed?: Placed }> {
  const { date, time } = parseDateTime(form.date) ?? { date: "", time: "" };
  const { existingPatientId: _known, ...patient } = who.patient;
  const smsReminders = form.sms_reminders === true;
  // A known patient's number is the stored one: checked here, the form's is checked by the schema.
  if (!smsReachable({ sms_reminders: smsReminders, cellphone_number: patient.cellphone }))
    throw new BadRequestError(SMS_NEEDS_PATIENT_CELLPHONE, { sms_reminders: SMS_NEEDS_PATIENT_CELLPHONE });
  const request: BookingRequest = {
    ...patient,
    practitionerId: who.practitionerId,
    reason: form.reason_for_appointment ?? "",
    bookingWith: form.booking_with,
    medicalAidId: form.medical_aid_id,
    card: medicalAidCard(form),
    type: form.type,
    date,
    time,
    duration: form.duration,
    followUp: false,
    smsReminders,
  };
  try {
    const placed = await placeBooking(request, {
      channel: who.channel,
      keyHash: idempotencyKey(headers),
      log,
    });
    const response: AdminBookingResponse = {
      status: SUBMISSION_BOOKED,
      message: BOOKED_BY_PHONE,
      booking: bookingSummary(placed.booking, placed.practitioner, placed.medicalAidName, placed.nowMs),
    };
    return { response, placed };
  } catch (error) {
    if (!(error instanceof SlotTakenError)) throw error;
    return { response: { status: SUBMISSION_TAKEN, message: BOOKING_EXISTS } };
  }
}

/** POST /api/booking/submission (admin, CSRF): a booking an admin took by phone (placeTakenBooking). */
export const submitAdminBooking = httpHandler(
  { route: "POST /api/booking/submission" },
  async ({ body, headers, user, log }) => {
    const patient = await patientOf(body);
    const { response, placed } = await placeTakenBooking(
      body,
      {
        practitionerId: body.practitioner_id,
        patient,
        channel: {
          kind: "phone",
          adminId: user.id,
          outOfHours: body.out_of_hours === true,
          ...(patient.existingPatientId ? { existingPatientId: patient.existingPatientId } : {}),
        },
      },
      headers,
      log,
    );
    return placed && !placed.replayed ? respond(201, response) : response;
  },
);
