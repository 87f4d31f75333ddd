import { parseDateTime, sastDate, sastTime } from "../../core/sast-time";
import type { BookingSubmitResponse } from "../../core/schemas/booking";
import { medicalAidCard } from "../../core/schemas/medical-aid-details";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { confirmByMs } from "../reminders/plan";
import { bookingSummary, startMs } from "./booking-view";
import { idempotencyKey, placeBooking } from "./place-booking";

export const BOOKED = "Booking request received. Please check your email.";

/**
 * POST /api/booking/submit (CSRF). Validates the form and the slot against the practitioner's
 * schedule, then writes in one transaction (place-booking.ts): the booking (pending), a lock item
 * per 5-minute cell of its time (each conditioned on not existing, so overlapping bookings can
 * never both commit), the patient (created or matched by email), the consent record, the
 * idempotency record, and the two emails in the outbox, and one of the email's pending places
 * (pending-allowance.ts). Only a retry under the same Idempotency-Key gets the first result back
 * (200); the same email and slot without it gets what anyone else would (409, no details), so
 * knowing a patient's email reveals nothing. An existing patient's stored details are never changed
 * by a booking (they stay on the booking).
 */
export const submitBooking = httpHandler(
  {
    route: "POST /api/booking/submit",
    limits: { ip: "booking-ip", email: { name: "booking-email", of: (form) => form.email } },
  },
  async ({ body, headers, log }) => {
    const { date, time } = parseDateTime(body.date) ?? { date: "", time: "" };
    const placed = await placeBooking(
      {
        practitionerId: body.practitioner_id,
        email: body.email.toLowerCase(),
        firstName: body.first_name,
        lastName: body.last_name ?? "",
        cellphone: body.cellphone_number ?? "",
        reason: body.reason_for_appointment,
        bookingWith: body.booking_with,
        medicalAidId: body.medical_aid_id,
        card: medicalAidCard(body),
        medicalInsurance: body.medical_insurance,
        type: body.type,
        date,
        time,
        duration: body.duration,
        followUp: body.follow_up_session ?? false,
        smsReminders: body.sms_reminders === true,
        offerToken: body.offer_token,
      },
      { channel: { kind: "online" }, keyHash: idempotencyKey(headers), log },
    );
    // The deadline the request's expiry is scheduled at, so the confirmation can say "by when".
    const confirmBy = confirmByMs(Date.parse(placed.booking.createdAt), startMs(placed.booking));
    const response: BookingSubmitResponse = {
      success: BOOKED,
      booking: bookingSummary(placed.booking, placed.practitioner, placed.medicalAidName, placed.nowMs),
      confirm_by: `${sastDate(confirmBy)} ${sastTime(confirmBy)}`,
    };
    return placed.replayed ? response : respond(201, response);
  },
);
