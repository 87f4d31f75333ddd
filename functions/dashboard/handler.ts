import { routeGroup } from "../lib/route-group";
import { confirmBooking, declineBooking, listBookings } from "./bookings";

/** Route group "dashboard": a practitioner's own bookings (list, confirm, decline). */
export const handler = routeGroup("dashboard", {
  "GET /api/dashboard/bookings": listBookings,
  "POST /api/dashboard/bookings/confirm": confirmBooking,
  "POST /api/dashboard/bookings/decline": declineBooking,
});
