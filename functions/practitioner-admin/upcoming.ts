import type { UpcomingBookingsResponse } from "../../core/schemas/practitioner-admin";
import { upcomingBookings } from "../booking/cancel-upcoming";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { readPractitioner } from "./practitioner-item";

/**
 * GET /api/practitioner/upcoming/{id} (admin): how many upcoming bookings a deactivation would
 * cancel, read as the deactivation reads them (cancel-upcoming.ts), for the admin to see first.
 */
export const upcomingBookingCount = httpHandler(
  { route: "GET /api/practitioner/upcoming/{id}" },
  async ({ path }): Promise<UpcomingBookingsResponse> => {
    const practitioner = await readPractitioner(path.id);
    return { upcoming_bookings: (await upcomingBookings(practitioner.id, now())).length };
  },
);
