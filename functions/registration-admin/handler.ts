import { routeGroup } from "../lib/route-group";
import { confirmRequest } from "./confirm";
import { listRequests } from "./list";

/** Route group "registration-admin": admins list registration requests and approve or reject them. */
export const handler = routeGroup({
  "GET /api/registration/getrequest": listRequests,
  "GET /api/registration/confirmation/{id}": confirmRequest,
});
