import { currentStatus } from "../../core/booking-lifecycle";
import { cutoffsFor, patientMayCancel, policySentence } from "../../core/cutoffs";
import { MINUTE_MS, sastToMs } from "../../core/sast-time";
import type { BookingSummary } from "../../core/schemas/booking";
import { BLOCKING_STATUSES, type BookingStatus } from "../../core/slots";
import type { BookingItem, PractitionerItem } from "../data/items";
import { env } from "../lib/env";
import type { BookingMailFacts } from "./mails";
import { type BookingRef, issueManageToken } from "./manage-token";

/** SAST "YYYY-MM-DDTHH:mm" of the booking's start: the sort key part and the token's `start`. */
export function bookingStart(booking: Pick<BookingItem, "date" | "time">): string {
  return `${booking.date}T${booking.time}`;
}

export function bookingRef(booking: BookingItem): BookingRef {
  return { practitionerId: booking.practitionerId, start: bookingStart(booking), bookingId: booking.id };
}

export function startMs(booking: Pick<BookingItem, "date" | "time">): number {
  return sastToMs(booking.date, booking.time);
}

export function endMs(booking: Pick<BookingItem, "date" | "time" | "duration">): number {
  return startMs(booking) + booking.duration * MINUTE_MS;
}

/** The status answers show: time turns pending into expired and confirmed into completed. */
export function statusNow(
  booking: Pick<BookingItem, "status" | "date" | "time" | "duration">,
  nowMs: number,
): BookingStatus {
  return currentStatus(booking.status, startMs(booking), endMs(booking), nowMs);
}

/**
 * What every list of bookings shows first: the id, the spec's "date time" in one string, the status
 * as of now and the type as the API's number (0 in person, 1 virtual).
 */
export function bookingRowBase(
  booking: Pick<BookingItem, "id" | "status" | "date" | "time" | "duration" | "type">,
  nowMs: number,
) {
  return {
    id: booking.id,
    date: `${booking.date} ${booking.time}`,
    status: statusNow(booking, nowMs),
    type: booking.type === "virtual" ? (1 as const) : (0 as const),
  };
}

export function isCancellable(booking: BookingItem, nowMs: number): boolean {
  return BLOCKING_STATUSES.includes(booking.status) && startMs(booking) > nowMs;
}

/**
 * May the patient cancel online now: a pending or confirmed booking, before the practitioner's
 * cancel cut-off (core/cutoffs.ts). The practitioner and admins are never bound by it.
 */
export function patientCanCancel(
  booking: BookingItem,
  practitioner: PractitionerItem,
  nowMs: number,
): boolean {
  const start = startMs(booking);
  return isCancellable(booking, nowMs) && patientMayCancel(cutoffsFor(practitioner, start), start, nowMs);
}

/** The link in the patient's emails; it works until the appointment ends. */
export function manageUrl(booking: BookingItem): string {
  const token = issueManageToken(env().signingSecret, bookingRef(booking), endMs(booking));
  return `${env().siteUrl}/page/booking/manage?token=${encodeURIComponent(token)}`;
}

/**
 * The booking as its patient sees it. The video link is part of the answer only for the holder of
 * the manage link (`audience: "manage-link"`): anything else that answers about a booking (submit,
 * a replay of it) must not hand a stranger the way into someone's session.
 */
export function bookingSummary(
  booking: BookingItem,
  practitioner: PractitionerItem,
  medicalAidName: string | undefined,
  nowMs: number,
  audience: "manage-link" | "submitter" = "submitter",
): BookingSummary {
  const summary: BookingSummary = {
    ...bookingRowBase(booking, nowMs),
    duration: booking.duration,
    booking_with: booking.bookingWith,
    first_name: booking.firstName,
    practitioner: {
      id: practitioner.id,
      name: practitioner.name,
      profession: practitioner.profession,
      address: practitioner.businessAddressPhysical,
    },
    cancellable: patientCanCancel(booking, practitioner, nowMs),
  };
  if (medicalAidName) summary.medical_aid = medicalAidName;
  if (booking.videoUrl && audience === "manage-link") summary.video_url = booking.videoUrl;
  return summary;
}

/** What the booking emails may say: no reason for the appointment, by construction. */
export function mailFacts(
  booking: BookingItem,
  practitioner: PractitionerItem,
  medicalAidName: string | undefined,
  nowMs: number,
): BookingMailFacts {
  const facts: BookingMailFacts = {
    bookingId: booking.id,
    patient: { firstName: booking.firstName, email: booking.patientEmail },
    practitioner: {
      name: practitioner.name,
      firstName: practitioner.firstName,
      email: practitioner.email,
      profession: practitioner.profession,
      address: practitioner.businessAddressPhysical,
    },
    date: booking.date,
    time: booking.time,
    duration: booking.duration,
    type: booking.type,
    bookingWith: booking.bookingWith,
    manageUrl: manageUrl(booking),
    dashboardUrl: `${env().siteUrl}/dashboard`,
    policy: policySentence(practitioner),
    nowMs,
  };
  if (booking.cancelReason) facts.cancelReason = booking.cancelReason;
  if (booking.lastName) facts.patient.lastName = booking.lastName;
  if (booking.cellphone) facts.patient.cellphone = booking.cellphone;
  if (booking.videoUrl) facts.videoUrl = booking.videoUrl;
  if (medicalAidName) facts.medicalAidName = medicalAidName;
  if (booking.moves) facts.moves = booking.moves;
  return facts;
}
