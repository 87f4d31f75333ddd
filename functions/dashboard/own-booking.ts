import { patientConfirmed } from "../booking/mails";
import { changeStatus } from "../booking/status-change";
import { placeTakenBooking } from "../booking-admin/submission";
import { ownPractitionerId } from "../lib/authorise";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { NOT_LINKED } from "./bookings";

/**
 * POST /api/dashboard/bookings/add (practitioner, CSRF; issue 25): a booking the practitioner took
 * by phone or for a patient at the practice, in their own diary only (the id is the caller's). The
 * one booking core places it as the admin's phone booking does, then it is confirmed at once
 * (the practitioner made it), which emails the patient the confirmation.
 */
export const addOwnBooking = httpHandler(
  { route: "POST /api/dashboard/bookings/add" },
  async ({ body, headers, user, log }) => {
    const practitionerId = ownPractitionerId(user, NOT_LINKED);
    const patient = {
      email: (body.email ?? "").toLowerCase(),
      firstName: body.first_name ?? "",
      lastName: body.last_name ?? "",
      cellphone: body.cellphone_number ?? "",
    };
    const channel = {
      kind: "phone",
      adminId: user.id,
      outOfHours: false,
      walkIn: body.channel === "walk-in",
    } as const;
    const { response, placed } = await placeTakenBooking(
      body,
      { practitionerId, patient, channel },
      headers,
      log,
    );
    if (!placed || placed.replayed) return response;
    const confirm = { kind: "booking-confirmed-patient" as const, render: patientConfirmed };
    await changeStatus(
      placed.booking,
      placed.practitioner,
      { to: "confirmed", by: "practitioner", mails: [confirm] },
      placed.nowMs,
    );
    log.info("booking added by the practitioner", { bookingId: placed.booking.id, practitionerId });
    return respond(201, {
      ...response,
      booking: response.booking && { ...response.booking, status: "confirmed" },
    });
  },
);
