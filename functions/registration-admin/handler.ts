import { routeGroup } from "../lib/route-group";
import { addPractitioner } from "./add-practitioner";
import { confirmRequest } from "./confirm";
import { requestCouncilCheck } from "./council-check";
import { listRequests } from "./list";

/**
 * Route group "registration-admin": admins list registration requests and approve or reject them,
 * and list a practitioner directly (the same approval path).
 */
export const handler = routeGroup("registration-admin", {
  "GET /api/registration/getrequest": listRequests,
  "GET /api/registration/confirmation/{id}": confirmRequest,
  "POST /api/practitioner/add": addPractitioner,
  "POST /api/registration/council-check/{id}": requestCouncilCheck,
});
