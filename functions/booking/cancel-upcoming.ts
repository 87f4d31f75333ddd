import { ConflictError } from "../../core/errors";
import { sastDate } from "../../core/sast-time";
import { BLOCKING_STATUSES } from "../../core/slots";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import type { Logger } from "../lib/logger";
import { queryAll } from "../lib/query-all";
import { startMs } from "./booking-view";
import { patientCancelled } from "./mails";
import { type ChangedBy, changeStatus } from "./status-change";

/**
 * Every booking of `practitioner` that still holds a future time (pending or confirmed, start after
 * now): one Query of the practitioner's bookings from today on, which the booking horizon bounds.
 * What a deactivation cancels, and what the admin is told it will cancel before confirming.
 */
export async function upcomingBookings(practitionerId: string, nowMs: number): Promise<BookingItem[]> {
  const bookings = await queryAll<BookingItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":from": `${keys.bookingPrefix}${sastDate(nowMs)}`,
      ":to": `${keys.bookingPrefix}~`,
    },
    ConsistentRead: true,
  });
  return bookings.filter((booking) => BLOCKING_STATUSES.includes(booking.status) && startMs(booking) > nowMs);
}

/** Cancels upcomingBookings() each through changeStatus (cancelBookings). Returns how many were cancelled. */
export async function cancelUpcomingBookings(
  practitioner: PractitionerItem,
  by: ChangedBy,
  nowMs: number,
  log: Logger,
): Promise<number> {
  return cancelBookings(await upcomingBookings(practitioner.id, nowMs), practitioner, by, nowMs, log);
}

/**
 * Cancels `bookings` of `practitioner` one by one, each through changeStatus: lock cells released,
 * the patient's pending place freed and the cancellation mail queued in the same transaction as the
 * status. A booking someone changed at the same moment is read as changed (skipped); any other
 * failure stops here and is thrown (those already cancelled stay cancelled: a retry finds the
 * rest). Returns how many were cancelled.
 */
export async function cancelBookings(
  bookings: readonly BookingItem[],
  practitioner: PractitionerItem,
  by: ChangedBy,
  nowMs: number,
  log: Logger,
): Promise<number> {
  let cancelled = 0;
  for (const booking of bookings) {
    try {
      await changeStatus(
        booking,
        practitioner,
        { to: "cancelled", by, mails: [{ kind: "booking-cancelled-patient", render: patientCancelled }] },
        nowMs,
      );
      cancelled++;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      log.warn("booking changed while cancelling bookings", { bookingId: booking.id });
    }
  }
  return cancelled;
}
