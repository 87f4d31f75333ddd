import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { cancelClosedMessage, practicePhone } from "../../core/cutoff-text";
import { cutoffsFor, policySentence } from "../../core/cutoffs";
import { ConflictError, DomainError, NotFoundError } from "../../core/errors";
import type { ManagedBooking, ManageResponse } from "../../core/schemas/booking";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { remindersOf } from "../reminders/scheduled-items";
import { bookingSummary, isCancellable, patientCanCancel, startMs } from "./booking-view";
import { patientCancelled, practitionerCancelled } from "./mails";
import { checkManageToken } from "./manage-token";
import { changeStatus } from "./status-change";

class LinkError extends DomainError {}

const INVALID = "This booking link is not valid. Please use the link in your booking email.";
const EXPIRED = "This booking link has expired because the appointment time has passed.";

/** The booking a manage-booking token points at, with its practitioner. */
async function bookingForToken(token: string, nowMs: number) {
  const check = checkManageToken(env().signingSecret, token, nowMs);
  if (!check.ok) throw check.reason === "expired" ? new LinkError(410, EXPIRED) : new LinkError(403, INVALID);
  const { practitionerId, start, bookingId } = check.ref;
  const [booking, practitioner] = await Promise.all([
    db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.booking(practitionerId, start, bookingId),
        ConsistentRead: true,
      }),
    ),
    db().send(new GetCommand({ TableName: tableName(), Key: keys.practitioner(practitionerId) })),
  ]);
  if (!booking.Item || !practitioner.Item) throw new NotFoundError("We could not find this booking.");
  return { booking: booking.Item as BookingItem, practitioner: practitioner.Item as PractitionerItem };
}

/** The booking as its manage link shows it: with its reminders, the cut-offs that apply and the policy. */
async function summaryOf(
  booking: BookingItem,
  practitioner: PractitionerItem,
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
    cancel_until: iso(cutoffs.cancelUntilMs),
    reschedule_until: iso(cutoffs.rescheduleUntilMs),
    policy: policySentence(practitioner),
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
  const { booking, practitioner } = await bookingForToken(query.token, nowMs);
  const response: ManageResponse = { booking: await summaryOf(booking, practitioner, nowMs) };
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
  const { booking, practitioner } = await bookingForToken(body.token, nowMs);
  if (booking.status === "cancelled")
    return { booking: await summaryOf(booking, practitioner, nowMs) } satisfies ManageResponse;
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
  return { booking: await summaryOf(cancelled, practitioner, nowMs) } satisfies ManageResponse;
});
