import { routeGroup } from "../lib/route-group";
import { getLocations } from "./locations";

/** Route group "locations" (admin): where the active practitioners practise. */
export const handler = routeGroup("locations", {
  "GET /api/location/getLocation": getLocations,
});
