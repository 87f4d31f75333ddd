import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { cancelClosedMessage, practicePhone } from "../../core/cutoff-text";
import { cutoffsFor, policySentence } from "../../core/cutoffs";
import { BadRequestError, ConflictError, DomainError, NotFoundError } from "../../core/errors";
import { parseDateTime } from "../../core/sast-time";
import type { ManagedBooking, ManageResponse } from "../../core/schemas/booking";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { remindersOf } from "../reminders/scheduled-items";
import {
  bookingStart,
  bookingSummary,
  endMs,
  isCancellable,
  patientCanCancel,
  startMs,
} from "./booking-view";
import { currentBooking } from "./current-booking";
import { patientCancelled, practitionerCancelled } from "./mails";
import { readManageToken } from "./manage-token";
import { moveBooking } from "./reschedule";
import { changeStatus } from "./status-change";

class LinkError extends DomainError {}

const INVALID = "This booking link is not valid. Please use the link in your booking email.";
const EXPIRED = "This booking link has expired because the appointment time has passed.";

/**
 * The booking a manage-booking token points at, as it is now, with its practitioner. A booking that
 * moved since the link was made is found through its pointer (current-booking.ts), and the link then
 * works until the booking's CURRENT end, not the end the link carries.
 */
export async function bookingForToken(token: string, nowMs: number) {
  const read = readManageToken(env().signingSecret, token);
  if (!read.ok) throw new LinkError(403, INVALID);
  const { practitionerId } = read.ref;
  const [booking, practitioner] = await Promise.all([
    currentBooking(read.ref),
    db().send(new GetCommand({ TableName: tableName(), Key: keys.practitioner(practitionerId) })),
  ]);
  const endsAt = booking ? endMs(booking) : read.expiresAtMs;
  if (endsAt <= nowMs) throw new LinkError(410, EXPIRED);
  // An erased booking names nobody: its link (the patient's own, or a copy) shows nothing.
  if (!booking || booking.erasedAt || !practitioner.Item)
    throw new NotFoundError("We could not find this booking.");
  return { booking, practitioner: practitioner.Item as PractitionerItem, linkStart: read.ref.start };
}

/** The booking as its manage link shows it: with its reminders, the cut-offs that apply and the policy. */
export async function summaryOf(
  { booking, practitioner, linkStart }: Awaited<ReturnType<typeof bookingForToken>>,
  nowMs: number,
): Promise<ManagedBooking> {
  const [names, reminders] = await Promise.all([schemeNames(), remindersOf(booking, nowMs)]);
  const cutoffs = cutoffsFor(practitioner, startMs(booking));
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  const summary = bookingSummary(
    booking,
    practitioner,
    names.get(booking.medicalAidId ?? ""),
    nowMs,
    "manage-link",
  );
  return {
    ...summary,
    practitioner: { ...summary.practitioner, phone: practitioner.contactNumber ?? "" },
    reminders,
    patient_confirmed: Boolean(booking.patientConfirmedAt),
    reminders_off: Boolean(booking.remindersOff),
    cancel_until: iso(cutoffs.cancelUntilMs),
    reschedule_until: iso(cutoffs.rescheduleUntilMs),
    policy: policySentence(practitioner),
    // Opened through a link made before the booking moved: the page says where it went.
    ...(linkStart !== bookingStart(booking) ? { moved_from: linkStart.replace("T", " ") } : {}),
  };
}

/** The 409 inside the cancel cut-off: when online cancelling closed, and the practice's number. */
function insideCutoff(booking: BookingItem, practitioner: PractitionerItem): ConflictError {
  const { cancelHours, cancelUntilMs } = cutoffsFor(practitioner, startMs(booking));
  return new ConflictError(
    cancelClosedMessage(
      cancelUntilMs ?? startMs(booking),
      cancelHours,
      practicePhone(practitioner.contactNumber ?? ""),
    ),
  );
}

/** GET /api/booking/manage?token= : the booking behind a manage link (never the reason). */
export const manageBooking = httpHandler({ route: "GET /api/booking/manage" }, async ({ query }) => {
  const nowMs = now();
  const response: ManageResponse = {
    booking: await summaryOf(await bookingForToken(query.token, nowMs), nowMs),
  };
  return response;
});

/**
 * POST /api/booking/cancel {token, reason_category?} (CSRF): the patient cancels, outside the
 * practitioner's cancel cut-off (inside it, a 409 with the practice's number); the optional reason
 * category is stored on the booking. One transaction (status-change.ts)
 * sets the status, releases the lock cells (so the slot is offered again) and queues both emails.
 * Cancelling twice answers with the cancelled booking; a started booking cannot be cancelled here.
 */
export const cancelBooking = httpHandler({ route: "POST /api/booking/cancel" }, async ({ body, log }) => {
  const nowMs = now();
  const found = await bookingForToken(body.token, nowMs);
  const { booking, practitioner } = found;
  if (booking.status === "cancelled")
    return { booking: await summaryOf(found, nowMs) } satisfies ManageResponse;
  if (!isCancellable(booking, nowMs))
    throw new ConflictError(
      booking.status === "declined"
        ? "The practitioner has already declined this booking, so there is nothing to cancel."
        : "This appointment can no longer be cancelled online. Please contact the practitioner.",
    );
  if (!patientCanCancel(booking, practitioner, nowMs)) throw insideCutoff(booking, practitioner);
  const cancelled = await changeStatus(
    booking,
    practitioner,
    {
      to: "cancelled",
      by: "patient",
      reason: body.reason_category,
      mails: [
        { kind: "booking-cancelled-patient", render: patientCancelled },
        { kind: "booking-cancelled-practitioner", render: practitionerCancelled },
      ],
    },
    nowMs,
  );
  log.info("booking cancelled", { bookingId: booking.id, by: "patient" });
  return { booking: await summaryOf({ ...found, booking: cancelled }, nowMs) } satisfies ManageResponse;
});

/**
 * POST /api/booking/reschedule {token, date} (CSRF, per-address and per-link limits): the patient
 * moves the booking to another open time (reschedule.ts). Answers as GET /api/booking/manage does,
 * with the booking at its new time.
 */
export const rescheduleBooking = httpHandler(
  {
    route: "POST /api/booking/reschedule",
    limits: { ip: "reschedule-ip", email: { name: "reschedule-link", of: (body) => body.token } },
  },
  async ({ body, log }) => {
    const nowMs = now();
    const found = await bookingForToken(body.token, nowMs);
    const target = parseDateTime(body.date);
    if (!target)
      throw new BadRequestError("Please choose a date and time.", { date: "must be YYYY-MM-DD HH:mm" });
    const moved = await moveBooking(found.booking, found.practitioner, target, nowMs);
    if (moved !== found.booking) log.info("booking moved", { bookingId: moved.id, by: "patient" });
    return { booking: await summaryOf({ ...found, booking: moved }, nowMs) } satisfies ManageResponse;
  },
);
