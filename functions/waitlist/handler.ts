import { routeGroup } from "../lib/route-group";
import { joinWaitlist } from "./join";
import { leaveWaitlist } from "./leave";

/** Route group "waitlist" (issue 26): joining a practitioner's waitlist and leaving it by link. */
export const handler = routeGroup("waitlist", {
  "POST /api/waitlist/join": joinWaitlist,
  "POST /api/waitlist/leave": leaveWaitlist,
});
