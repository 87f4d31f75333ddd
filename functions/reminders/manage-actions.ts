/**
 * The manage link's reminder writes (issue 23), public with CSRF like POST /api/booking/cancel:
 * - POST /api/booking/reminders {token, enabled}: reminders off, or back on; the booking's
 *   scheduled items are removed or rebuilt in the same transaction.
 * - POST /api/booking/attending {token}: the patient says they are coming (the practitioner's
 *   dashboard shows it).
 * Both answer the booking as GET /api/booking/manage does, and are idempotent.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../core/errors";
import type { ManageResponse } from "../../core/schemas/booking";
import { isCancellable } from "../booking/booking-view";
import { bookingForToken, summaryOf } from "../booking/manage";
import { ERASED_BOOKING } from "../booking/status-change";
import type { BookingItem } from "../data/items";
import { now } from "../lib/clock";
import { db } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { updateItem } from "../lib/transactions";
import { newScheduledIds, scheduledItemWrites, type TransactEntry } from "./scheduled-items";

const CHANGED = "This booking changed a moment ago. Please reload the page and try again.";
const OVER = "This appointment is no longer upcoming, so there is nothing to change here.";

const limits = {
  ip: "booking-manage-ip",
  email: { name: "booking-manage-link", of: (body: { token: string }) => body.token },
} as const;

/** Runs the booking's update (conditioned on the status it was read with) with other entries. */
async function writeBooking(
  booking: BookingItem,
  update: { set: string; values: Record<string, unknown> },
  more: TransactEntry[] = [],
): Promise<void> {
  const ids = newScheduledIds(booking, more);
  const listMails = ids.length > 0 ? ", mailIds = list_append(if_not_exists(mailIds, :none), :ids)" : "";
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          updateItem({
            Key: { PK: booking.PK, SK: booking.SK },
            UpdateExpression: `${update.set}${listMails}`,
            ConditionExpression: "#status = :was AND updatedAt = :seen AND attribute_not_exists(erasedAt)",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: {
              ...update.values,
              ":was": booking.status,
              ":seen": booking.updatedAt,
              ...(ids.length > 0 ? { ":none": [], ":ids": ids } : {}),
            },
          }),
          ...more,
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name !== "TransactionCanceledException") throw error;
    throw new ConflictError(CHANGED);
  }
}

export const setReminders = httpHandler(
  { route: "POST /api/booking/reminders", limits },
  async ({ body, log }) => {
    const nowMs = now();
    const found = await bookingForToken(body.token, nowMs);
    const { booking, practitioner } = found;
    if (booking.erasedAt) throw new ConflictError(ERASED_BOOKING);
    const answer = async (current: BookingItem) =>
      ({ booking: await summaryOf({ ...found, booking: current }, nowMs) }) satisfies ManageResponse;
    if (!booking.remindersOff === body.enabled) return answer(booking);
    if (!isCancellable(booking, nowMs)) throw new ConflictError(OVER);
    const at = new Date(nowMs).toISOString();
    const after: BookingItem = { ...booking, updatedAt: at };
    if (body.enabled) delete after.remindersOff;
    else after.remindersOff = true;
    const scheduled = scheduledItemWrites(booking, after, practitioner, nowMs);
    await writeBooking(
      booking,
      body.enabled
        ? { set: "SET updatedAt = :at REMOVE remindersOff", values: { ":at": at } }
        : { set: "SET updatedAt = :at, remindersOff = :yes", values: { ":at": at, ":yes": true } },
      scheduled,
    );
    log.info("booking reminders changed", { bookingId: booking.id, enabled: body.enabled });
    return answer({
      ...after,
      mailIds: [...(booking.mailIds ?? []), ...newScheduledIds(booking, scheduled)],
    });
  },
);

export const confirmAttending = httpHandler(
  { route: "POST /api/booking/attending", limits },
  async ({ body, log }) => {
    const nowMs = now();
    const found = await bookingForToken(body.token, nowMs);
    const { booking, practitioner } = found;
    if (booking.erasedAt) throw new ConflictError(ERASED_BOOKING);
    const answer = async (current: BookingItem) =>
      ({ booking: await summaryOf({ ...found, booking: current }, nowMs) }) satisfies ManageResponse;
    if (booking.patientConfirmedAt) return answer(booking);
    if (booking.status === "pending")
      throw new ConflictError(
        `${practitioner.name} has not confirmed this booking yet. You can tell them you're coming once they have.`,
      );
    if (booking.status !== "confirmed" || !isCancellable(booking, nowMs)) throw new ConflictError(OVER);
    const at = new Date(nowMs).toISOString();
    await writeBooking(booking, {
      set: "SET updatedAt = :at, patientConfirmedAt = :at",
      values: { ":at": at },
    });
    log.info("patient confirmed attending", { bookingId: booking.id });
    return answer({ ...booking, updatedAt: at, patientConfirmedAt: at });
  },
);
