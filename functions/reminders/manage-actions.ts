/**
 * The manage link's reminder writes (issue 23), public with CSRF like POST /api/booking/cancel:
 * - POST /api/booking/reminders {token, enabled}: reminders off, or back on; the booking's
 *   scheduled items are removed or rebuilt in the same transaction.
 * - POST /api/booking/attending {token}: the patient says they are coming (the practitioner's
 *   dashboard shows it).
 * Both answer the booking as GET /api/booking/manage does, and are idempotent.
 */
import { ConflictError } from "../../core/errors";
import type { ManageResponse } from "../../core/schemas/booking";
import { writeBookingUpdate } from "../booking/booking-update";
import { isCancellable } from "../booking/booking-view";
import { bookingForToken, summaryOf } from "../booking/manage";
import { ERASED_BOOKING } from "../booking/status-change";
import type { BookingItem } from "../data/items";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { newScheduledIds, scheduledItemWrites } from "./scheduled-items";

/** Unchanged since read: a second tab's toggle is refused, not applied twice. */
const SEEN = " AND updatedAt = :seen";
const OVER = "This appointment is no longer upcoming, so there is nothing to change here.";

const limits = {
  ip: "booking-manage-ip",
  email: { name: "booking-manage-link", of: (body: { token: string }) => body.token },
} as const;

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
    const mailIds = newScheduledIds(booking, scheduled);
    after.mailIds = [...(booking.mailIds ?? []), ...mailIds];
    await writeBookingUpdate(
      booking,
      after,
      {
        update: body.enabled
          ? "SET updatedAt = :at REMOVE remindersOff"
          : "SET updatedAt = :at, remindersOff = :yes",
        condition: SEEN,
        values: { ":at": at, ":seen": booking.updatedAt, ...(body.enabled ? {} : { ":yes": true }) },
        mailIds,
      },
      scheduled,
    );
    log.info("booking reminders changed", { bookingId: booking.id, enabled: body.enabled });
    return answer(after);
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
    const after: BookingItem = { ...booking, updatedAt: at, patientConfirmedAt: at };
    await writeBookingUpdate(booking, after, {
      update: "SET updatedAt = :at, patientConfirmedAt = :at",
      condition: SEEN,
      values: { ":at": at, ":seen": booking.updatedAt },
    });
    log.info("patient confirmed attending", { bookingId: booking.id });
    return answer(after);
  },
);
