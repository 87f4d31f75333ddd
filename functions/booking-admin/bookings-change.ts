import { ConflictError } from "../../core/errors";
import type { AdminBookingChange } from "../../core/schemas/admin-bookings";
import { BOOKING_CHANGED } from "../booking/booking-update";
import { isCancellable } from "../booking/booking-view";
import { cancelBookings } from "../booking/cancel-upcoming";
import { moveBooking } from "../booking/reschedule";
import { ownBooking } from "../dashboard/bookings";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { adminBookingRow } from "./bookings-list";

export const ADMIN_CANCELLED = "Booking cancelled. We have emailed the patient.";
export const ADMIN_MOVED = "Booking moved. We have emailed the patient and the practitioner.";

/**
 * POST /api/booking/admin/cancel (admin): the status change core's cancellation, as a deactivation
 * does it (lock cells freed, the patient emailed). Only a pending or confirmed booking still ahead.
 */
export const adminCancelBooking = httpHandler(
  { route: "POST /api/booking/admin/cancel" },
  async ({ body, log }): Promise<AdminBookingChange> => {
    const nowMs = now();
    const { booking, practitioner } = await ownBooking(body.practitioner_id, body.id, body.date);
    if (!isCancellable(booking, nowMs))
      throw new ConflictError(
        `This booking is ${booking.status} or already past, so it cannot be cancelled.`,
      );
    if ((await cancelBookings([booking], practitioner, "admin", nowMs, log)) === 0)
      throw new ConflictError(BOOKING_CHANGED);
    log.info("booking cancelled by an admin", { bookingId: booking.id, practitionerId: practitioner.id });
    const names = new Map([[practitioner.id, practitioner.name]]);
    return {
      success: ADMIN_CANCELLED,
      data: adminBookingRow({ ...booking, status: "cancelled" }, names, nowMs),
    };
  },
);

/**
 * POST /api/booking/admin/move (admin): the reschedule core (functions/booking/reschedule.ts), with
 * its rules and its mails to the patient and the practitioner.
 */
export const adminMoveBooking = httpHandler(
  { route: "POST /api/booking/admin/move" },
  async ({ body, log }): Promise<AdminBookingChange> => {
    const nowMs = now();
    const { booking, practitioner } = await ownBooking(body.practitioner_id, body.id, body.date);
    const moved = await moveBooking(booking, practitioner, { date: body.to_date, time: body.to_time }, nowMs);
    log.info("booking moved by an admin", { bookingId: booking.id, practitionerId: practitioner.id });
    const names = new Map([[practitioner.id, practitioner.name]]);
    return { success: ADMIN_MOVED, data: adminBookingRow(moved, names, nowMs) };
  },
);
