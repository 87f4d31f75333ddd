import { routeGroup } from "../lib/route-group";
import { confirmAttending, setReminders } from "../reminders/manage-actions";
import { duration } from "./duration";
import { cancelBooking, manageBooking, rescheduleBooking } from "./manage";
import { submitBooking } from "./submit";

/** Route group "booking": public booking calls and the patient's manage-booking link. */
export const handler = routeGroup("booking", {
  "GET /api/booking/get/duration/{practitionerId}/{dateTime}": duration,
  "POST /api/booking/submit": submitBooking,
  "GET /api/booking/manage": manageBooking,
  "POST /api/booking/cancel": cancelBooking,
  "POST /api/booking/reminders": setReminders,
  "POST /api/booking/attending": confirmAttending,
  "POST /api/booking/reschedule": rescheduleBooking,
});
