import { routeGroup } from "../lib/route-group";
import { getLocations } from "./locations";
import { getLocationMap } from "./map";

/** Route group "locations" (admin): where the active practitioners practise, as a list and a map. */
export const handler = routeGroup("locations", {
  "GET /api/location/getLocation": getLocations,
  "GET /api/location/map": getLocationMap,
});
