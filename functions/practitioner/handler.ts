import { routeGroup } from "../lib/route-group";
import { profile } from "./profile";

/** Route group "practitioner": public practitioner calls. */
export const handler = routeGroup({
  "GET /api/practitioner/users": profile,
});
