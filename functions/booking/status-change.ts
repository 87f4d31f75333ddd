import type { CancelReason } from "../../core/cancel-reasons";
import { cutoffsFor, patientMayCancel } from "../../core/cutoffs";
import { ConflictError } from "../../core/errors";
import { BLOCKING_STATUSES, type BookingStatus } from "../../core/slots";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import type { Mail } from "../email/mime";
import { tableName } from "../lib/db";
import type { TransactItem } from "../lib/transactions";
import type { MailKind } from "../outbox/mail-kinds";
import { outboxIds, queueMail } from "../outbox/outbox";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { newScheduledIds, scheduledItemWrites } from "../reminders/scheduled-items";
import { verificationWithdrawal } from "../reviews/withdraw-verification";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { freedTimeWrite } from "../waitlist/freed";
import { type BookingUpdate, writeBookingUpdate } from "./booking-update";
import { mailFacts, startMs } from "./booking-view";
import type { BookingMailFacts } from "./mails";
import { releasePendingPlace } from "./pending-allowance";

/** "system": a request that expired at its confirm-by deadline (functions/reminders/actions.ts). */
export type ChangedBy = "patient" | "practitioner" | "admin" | "system";

export const ERASED_BOOKING = "This patient's details were erased, so this booking can no longer be changed.";

export interface StatusChange {
  to: Extract<BookingStatus, "confirmed" | "declined" | "cancelled" | "expired">;
  by: ChangedBy;
  /** A patient's cancellation: the category they chose, if any (stored as cancelReason). */
  reason?: CancelReason | undefined;
  /** A release the patient did not time (the earlier-time swap): never a late cancellation. */
  neverLate?: true;
  /** The mails to queue, rendered from the booking as it will be. */
  mails: { kind: MailKind; render: (facts: BookingMailFacts) => Mail }[];
}

/** A status change's writes, before they are written: the caller's transaction takes them. */
export interface StatusChangeWrites {
  /** The booking as it will be. */
  updated: BookingItem;
  /** The booking's own update (booking-update.ts bookingUpdateWrite). */
  update: BookingUpdate;
  /** The entries that go with it: lock cells released, mails, scheduled items, a review's mark, the freed time. */
  more: TransactItem[];
  /** The practitioner page a withdrawn review mark changes. */
  changedPage: string | undefined;
}

/**
 * What moving a booking to a new status writes (changeStatus below; the waitlist's earlier-time
 * swap, functions/waitlist/swap.ts, puts it in the new booking's transaction): the status
 * (conditioned on the status it was read with, so a concurrent change is refused, not
 * overwritten), the lock cells released when the new status no longer holds the slot, the emails
 * queued, the reminders that follow the status and, for a time ahead that frees up, its offer to
 * the waitlist.
 */
export async function statusChangeWrites(
  booking: BookingItem,
  practitioner: PractitionerItem,
  change: StatusChange,
  nowMs: number,
): Promise<StatusChangeWrites> {
  if (booking.erasedAt) throw new ConflictError(ERASED_BOOKING);
  const at = new Date(nowMs).toISOString();
  const updated: BookingItem = { ...booking, status: change.to, updatedAt: at };
  // The status it had (a declined booking that was confirmed is one the practitioner cancelled).
  updated.previousStatus = booking.status;
  if (change.to === "cancelled") Object.assign(updated, { cancelledAt: at, cancelledBy: change.by });
  // Cancelled, by anyone, once the patient could no longer cancel online: a late cancellation
  // (not a release the patient did not time: the swap's).
  const late =
    change.to === "cancelled" &&
    !change.neverLate &&
    !patientMayCancel(cutoffsFor(practitioner, startMs(booking)), startMs(booking), nowMs);
  if (late) updated.lateCancel = true;
  if (change.reason) updated.cancelReason = change.reason;
  const releases = BLOCKING_STATUSES.includes(change.to) ? [] : booking.lockCells;
  const names = await schemeNames();
  const facts = mailFacts(updated, practitioner, names.get(booking.medicalAidId ?? ""), nowMs);
  const mails = change.mails.map((mail) => queueMail(mail.render(facts), mail.kind, nowMs));
  // Reminders, nudges and the expiry follow the new status (removed or scheduled) in this transaction.
  const scheduled = scheduledItemWrites(booking, updated, practitioner, nowMs);
  // The booking records the ids of its mails (for erasure: functions/patients/erase.ts).
  const mailIds = [...outboxIds(mails), ...newScheduledIds(booking, scheduled)];
  if (mailIds.length > 0) updated.mailIds = [...(booking.mailIds ?? []), ...mailIds];
  // A verified review of a booking called off loses its mark with the same write.
  const review = await verificationWithdrawal(booking, change.to, at);
  return {
    updated,
    update: {
      update:
        (change.to === "cancelled"
          ? "SET #status = :to, updatedAt = :at, cancelledAt = :at, cancelledBy = :by"
          : "SET #status = :to, updatedAt = :at, statusChangedBy = :by") +
        ", previousStatus = :was" +
        (late ? ", lateCancel = :late" : "") +
        (change.reason ? ", cancelReason = :reason" : ""),
      condition: review.bookingCondition,
      values: {
        ":to": change.to,
        ":at": at,
        ":by": change.by,
        ...(change.reason ? { ":reason": change.reason } : {}),
        ...(late ? { ":late": true } : {}),
      },
      mailIds,
    },
    more: [
      ...releases.map((cell) => ({
        Delete: {
          TableName: tableName(),
          Key: keys.slotLock(booking.practitionerId, cell),
          ConditionExpression: "attribute_not_exists(PK) OR bookingId = :id",
          ExpressionAttributeValues: { ":id": booking.id },
        },
      })),
      ...mails,
      ...scheduled,
      ...review.parts,
      // Issue 26: a freed time ahead is offered to the waitlist once the settle delay has passed.
      ...(releases.length > 0 && startMs(booking) > nowMs
        ? [freedTimeWrite(booking.practitionerId, booking.date, booking.time, nowMs)]
        : []),
    ],
    changedPage: review.changedPage,
  };
}

/**
 * Moves a booking to a new status in one transaction (statusChangeWrites, with the report
 * counters it moves), then what follows it: the patient's pending place, a review's page, the
 * next available time. Returns the booking as it now is.
 */
export async function changeStatus(
  booking: BookingItem,
  practitioner: PractitionerItem,
  change: StatusChange,
  nowMs: number,
): Promise<BookingItem> {
  const { updated, update, more, changedPage } = await statusChangeWrites(
    booking,
    practitioner,
    change,
    nowMs,
  );
  await writeBookingUpdate(booking, updated, update, more);
  // Every change from pending is an answer (or a withdrawal): the patient may ask again.
  if (booking.status === "pending") await releasePendingPlace(booking);
  if (changedPage) await publicPageChanged([changedPage]);
  // A time freed (cancelled, declined, expired) may be the next open one.
  if (BLOCKING_STATUSES.includes(booking.status) && !BLOCKING_STATUSES.includes(change.to))
    await nextAvailableMayHaveChanged(practitioner.id);
  return updated;
}
