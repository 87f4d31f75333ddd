import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError, NotFoundError } from "../../core/errors";
import { addDays, parseDateTime, sastDate } from "../../core/sast-time";
import type {
  BookingActionResponse,
  DashboardBookingsResponse,
  PractitionerBookingRow,
} from "../../core/schemas/dashboard";
import { bookingRowBase, endMs, statusNow } from "../booking/booking-view";
import { patientConfirmed, patientDeclined, patientWithdrawn } from "../booking/mails";
import { type ChangedBy, changeStatus } from "../booking/status-change";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { ownPractitionerId } from "../lib/authorise";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { noShowCounts, withNoShows } from "./no-show-counts";

const DEFAULT_DAYS = 60;

export const NOT_LINKED = "This account is not linked to a practitioner listing.";

export function row(
  booking: BookingItem,
  schemes: Map<string, string>,
  nowMs: number,
): PractitionerBookingRow {
  const view: PractitionerBookingRow = {
    ...bookingRowBase(booking, nowMs),
    duration: booking.duration,
    booking_with: booking.bookingWith,
    first_name: booking.firstName,
    last_name: booking.lastName,
    email: booking.patientEmail,
    cellphone_number: booking.cellphone,
    reason_for_appointment: booking.reason,
    follow_up_session: booking.followUp,
    created_at: booking.createdAt,
    patient_confirmed: Boolean(booking.patientConfirmedAt),
  };
  const scheme = schemes.get(booking.medicalAidId ?? "");
  if (scheme) view.medical_aid = scheme;
  if (booking.medicalAidNumber) view.medical_aid_number = booking.medicalAidNumber;
  if (booking.medicalAidDependant) view.medical_aid_dependant = booking.medicalAidDependant;
  if (booking.videoUrl) view.video_url = booking.videoUrl;
  if (booking.cancelReason) view.cancel_reason = booking.cancelReason;
  if (booking.cancelledBy) view.cancelled_by = booking.cancelledBy;
  // A confirmed appointment the practitioner called off ("Cancel") is stored as declined.
  if (booking.status === "declined" && booking.previousStatus === "confirmed")
    view.cancelled_by = "practitioner";
  if (booking.attendance) view.attendance = booking.attendance;
  return view;
}

/** GET /api/dashboard/bookings?from&to : the caller's bookings in that range, soonest first. */
export const listBookings = httpHandler({ route: "GET /api/dashboard/bookings" }, async ({ query, user }) => {
  const practitionerId = ownPractitionerId(user, NOT_LINKED);
  const from = query.from ?? sastDate(now());
  const to = query.to ?? addDays(from, DEFAULT_DAYS);
  const items = await queryAll<BookingItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":from": `${keys.bookingPrefix}${from}`,
      ":to": `${keys.bookingPrefix}${to}~`,
    },
  });
  const nowMs = now();
  const [schemes, noShows] = await Promise.all([
    schemeNames(),
    noShowCounts(
      practitionerId,
      items.filter((booking) => statusNow(booking, nowMs) === "pending"),
    ),
  ]);
  const response: DashboardBookingsResponse = {
    data: items.map((booking) => withNoShows(row(booking, schemes, nowMs), booking, noShows)),
  };
  return response;
});

export async function ownBooking(practitionerId: string, id: string, date: string) {
  const when = parseDateTime(date) ?? { date: "", time: "" };
  const [booking, practitioner] = await Promise.all([
    db().send(
      new GetCommand({
        TableName: tableName(),
        // The key is built from the caller's own id: another practitioner's booking is simply not found.
        Key: keys.booking(practitionerId, `${when.date}T${when.time}`, id),
        ConsistentRead: true,
      }),
    ),
    db().send(new GetCommand({ TableName: tableName(), Key: keys.practitioner(practitionerId) })),
  ]);
  if (!booking.Item || !practitioner.Item) throw new NotFoundError("We could not find this booking.");
  return { booking: booking.Item as BookingItem, practitioner: practitioner.Item as PractitionerItem };
}

/**
 * Confirm (pending -> confirmed) or decline (pending or confirmed -> declined, the slot freed); each
 * emails the patient. Doing it again answers with the booking as it is; a finished appointment or
 * one the patient cancelled cannot change.
 */
function decide(
  to: "confirmed" | "declined",
  route: "POST /api/dashboard/bookings/confirm" | "POST /api/dashboard/bookings/decline",
) {
  return httpHandler({ route }, async ({ body, user, log }) => {
    const practitionerId = ownPractitionerId(user, NOT_LINKED);
    const nowMs = now();
    const { booking, practitioner } = await ownBooking(practitionerId, body.id, body.date);
    const schemes = await schemeNames();
    const success =
      to === "confirmed"
        ? "Booking confirmed. We have emailed the patient."
        : booking.status === "confirmed"
          ? "Appointment cancelled. We have emailed the patient."
          : "Booking declined. We have emailed the patient.";
    if (booking.status === to)
      return { success, data: row(booking, schemes, nowMs) } satisfies BookingActionResponse;
    if (booking.status === "cancelled")
      throw new ConflictError(
        booking.cancelledBy && booking.cancelledBy !== "patient"
          ? "This booking is already cancelled."
          : "The patient has cancelled this booking.",
      );
    if (booking.status !== "pending" && !(to === "declined" && booking.status === "confirmed"))
      throw new ConflictError(`This booking is ${booking.status} and can no longer be ${to}.`);
    if (statusNow(booking, nowMs) === "expired")
      throw new ConflictError("This request expired: its time passed before it was confirmed.");
    if (endMs(booking) <= nowMs) throw new ConflictError("This appointment time has passed.");
    const by: ChangedBy = user?.role === "admin" ? "admin" : "practitioner";
    // The practitioner's note to the patient goes into the mail only: never stored on the booking or logged.
    const note = "reason" in body && typeof body.reason === "string" && body.reason ? body.reason : undefined;
    const updated = await changeStatus(
      booking,
      practitioner,
      {
        to,
        by,
        mails: [
          to === "confirmed"
            ? { kind: "booking-confirmed-patient", render: patientConfirmed }
            : booking.status === "confirmed"
              ? // A confirmed appointment is called off, not a request declined.
                { kind: "booking-withdrawn-patient", render: (facts) => patientWithdrawn(facts, note) }
              : { kind: "booking-declined-patient", render: (facts) => patientDeclined(facts, note) },
        ],
      },
      nowMs,
    );
    log.info(`booking ${to}`, { bookingId: booking.id, practitionerId });
    return { success, data: row(updated, schemes, nowMs) } satisfies BookingActionResponse;
  });
}

export const confirmBooking = decide("confirmed", "POST /api/dashboard/bookings/confirm");
export const declineBooking = decide("declined", "POST /api/dashboard/bookings/decline");
