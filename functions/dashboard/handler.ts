import { routeGroup } from "../lib/route-group";
import { markAttendance } from "./attendance";
import { confirmBooking, declineBooking, listBookings } from "./bookings";
import { getPolicy, setPolicy } from "./policy";

/** Route group "dashboard": a practitioner's own bookings (list, confirm, decline, attendance) and cancellation policy. */
export const handler = routeGroup("dashboard", {
  "GET /api/dashboard/bookings": listBookings,
  "POST /api/dashboard/bookings/confirm": confirmBooking,
  "POST /api/dashboard/bookings/decline": declineBooking,
  "POST /api/dashboard/bookings/attendance": markAttendance,
  "GET /api/dashboard/policy": getPolicy,
  "POST /api/dashboard/policy": setPolicy,
});
