import { routeGroup } from "../lib/route-group";
import { csrfToken } from "./csrf-token";
import { featuredServices } from "./featured-services";

/** Route group "site": calls every public page needs. */
export const handler = routeGroup("site", {
  "GET /api/csrf-token": csrfToken,
  "GET /api/get/feature/services": featuredServices,
});
