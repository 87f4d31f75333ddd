import { calendarFeed } from "../calendar-feed/feed";
import { getCalendarFeed, rotateCalendarFeed } from "../calendar-feed/feed-address";
import { routeGroup } from "../lib/route-group";
import { markAttendance } from "./attendance";
import { confirmBooking, declineBooking, listBookings } from "./bookings";
import { getGlance } from "./glance";
import { addOwnBooking } from "./own-booking";
import { getPolicy, setPolicy } from "./policy";
import { getReport } from "./report";

/**
 * Route group "dashboard": a practitioner's own bookings (list, glance counts, confirm, decline, attendance),
 * cancellation policy, monthly report and calendar feed (its address, and the public feed that address serves).
 */
export const handler = routeGroup("dashboard", {
  "GET /api/dashboard/bookings": listBookings,
  "GET /api/dashboard/glance": getGlance,
  "POST /api/dashboard/bookings/confirm": confirmBooking,
  "POST /api/dashboard/bookings/decline": declineBooking,
  "POST /api/dashboard/bookings/attendance": markAttendance,
  "POST /api/dashboard/bookings/add": addOwnBooking,
  "GET /api/dashboard/policy": getPolicy,
  "POST /api/dashboard/policy": setPolicy,
  "GET /api/dashboard/calendar-feed": getCalendarFeed,
  "POST /api/dashboard/calendar-feed": rotateCalendarFeed,
  "GET /api/calendar/{token}": calendarFeed,
  "GET /api/dashboard/report": getReport,
});
