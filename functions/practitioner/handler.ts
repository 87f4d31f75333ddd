import { timeSlots } from "../booking/time-slots";
import { routeGroup } from "../lib/route-group";
import { profile } from "./profile";

/** Route group "practitioner": public practitioner calls (profile, the week's time slots). */
export const handler = routeGroup("practitioner", {
  "GET /api/practitioner/users": profile,
  "GET /api/practitioner/timeSlots": timeSlots,
});
