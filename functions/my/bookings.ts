/**
 * GET /api/my/bookings?page (patient session): every booking of the session's email, across
 * practitioners, newest first, 10 a page. Each upcoming one carries its manage link: cancelling and
 * moving go through the manage page and its routes, the one implementation of them.
 */
import {
  MY_BOOKINGS_PAGE_SIZE,
  type MyBookingRow,
  type MyBookingsResponse,
} from "../../core/schemas/my-data";
import { bookingRowBase, endMs, manageUrl } from "../booking/booking-view";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { practitionersOf } from "../patients/erase";
import { ownData } from "./own-data";

export const myBookings = httpHandler(
  { route: "GET /api/my/bookings" },
  async ({ query, user }): Promise<MyBookingsResponse> => {
    const nowMs = now();
    const { patient, bookings } = await ownData(user.email);
    const total = bookings.length;
    const lastPage = Math.max(1, Math.ceil(total / MY_BOOKINGS_PAGE_SIZE));
    const page = Math.min(Math.max(1, Number(query.page ?? "1")), lastPage);
    const shown = bookings.slice((page - 1) * MY_BOOKINGS_PAGE_SIZE, page * MY_BOOKINGS_PAGE_SIZE);
    const practitioners = await practitionersOf(shown);
    const data = shown.map((booking): MyBookingRow => {
      const practitioner = practitioners.get(booking.practitionerId);
      const upcoming = endMs(booking) > nowMs;
      return {
        ...bookingRowBase(booking, nowMs),
        duration: booking.duration,
        booking_with: booking.bookingWith,
        practitioner: {
          id: booking.practitionerId,
          name: practitioner?.name ?? "A practitioner no longer listed",
          profession: practitioner?.profession ?? "",
        },
        upcoming,
        ...(upcoming && practitioner ? { manage_url: manageUrl(booking) } : {}),
      };
    });
    return {
      data,
      page,
      total,
      per_page: MY_BOOKINGS_PAGE_SIZE,
      details: {
        first_name: patient?.firstName ?? "",
        last_name: patient?.lastName ?? "",
        cellphone_number: patient?.cellphone ?? "",
      },
    };
  },
);
