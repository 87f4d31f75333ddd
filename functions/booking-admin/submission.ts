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
import { type BookingRequest, idempotencyKey, placeBooking, SlotTakenError } from "../booking/place-booking";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { PATIENT_NOT_FOUND, patientById } from "../patients/directory";

export const BOOKED_BY_PHONE = OPERATION_SUCCESSFUL;

/** Who the booking is for: a known patient as stored, or the new patient's details as typed. */
async function patientOf(form: AdminBookingForm) {
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

/**
 * POST /api/booking/submission (admin, CSRF): a booking taken by phone, placed by the public
 * booking core (functions/booking/place-booking.ts): the same slot rule (unless the admin ticks the
 * out-of-hours override, which the booking keeps), locks, patient record, consent (recorded by the
 * admin), outbox mails and Idempotency-Key. Answers by `status` (spec section 4): 200 booked (201),
 * 300 the time overlaps another booking; anything else is an error answer.
 */
export const submitAdminBooking = httpHandler(
  { route: "POST /api/booking/submission" },
  async ({ body, headers, user, log }) => {
    const { date, time } = parseDateTime(body.date) ?? { date: "", time: "" };
    const { existingPatientId, ...patient } = await patientOf(body);
    const smsReminders = body.sms_reminders === true;
    // A known patient's number is the stored one: checked here, the form's is checked by the schema.
    if (!smsReachable({ sms_reminders: smsReminders, cellphone_number: patient.cellphone }))
      throw new BadRequestError(SMS_NEEDS_PATIENT_CELLPHONE, { sms_reminders: SMS_NEEDS_PATIENT_CELLPHONE });
    const request: BookingRequest = {
      ...patient,
      practitionerId: body.practitioner_id,
      reason: body.reason_for_appointment ?? "",
      bookingWith: body.booking_with,
      medicalAidId: body.medical_aid_id,
      card: medicalAidCard(body),
      type: body.type,
      date,
      time,
      duration: body.duration,
      followUp: false,
      smsReminders,
    };
    try {
      const placed = await placeBooking(request, {
        channel: {
          kind: "phone",
          adminId: user.id,
          outOfHours: body.out_of_hours === true,
          ...(existingPatientId ? { existingPatientId } : {}),
        },
        keyHash: idempotencyKey(headers),
        log,
      });
      const response: AdminBookingResponse = {
        status: SUBMISSION_BOOKED,
        message: BOOKED_BY_PHONE,
        booking: bookingSummary(placed.booking, placed.practitioner, placed.medicalAidName, placed.nowMs),
      };
      return placed.replayed ? response : respond(201, response);
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      return { status: SUBMISSION_TAKEN, message: BOOKING_EXISTS } satisfies AdminBookingResponse;
    }
  },
);
