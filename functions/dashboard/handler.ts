import { routeGroup } from "../lib/route-group";
import { confirmBooking, declineBooking, listBookings } from "./bookings";
import { getPolicy, setPolicy } from "./policy";
import { getReport } from "./report";

/** Route group "dashboard": a practitioner's own bookings (list, confirm, decline) cancellation policy and monthly report. */
export const handler = routeGroup("dashboard", {
  "GET /api/dashboard/bookings": listBookings,
  "POST /api/dashboard/bookings/confirm": confirmBooking,
  "POST /api/dashboard/bookings/decline": declineBooking,
  "GET /api/dashboard/policy": getPolicy,
  "POST /api/dashboard/policy": setPolicy,
  "GET /api/dashboard/report": getReport,
});
