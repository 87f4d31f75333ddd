import { routeGroup } from "../lib/route-group";
import { photoUpload, submitRegistration } from "./submit";

/** Route group "registration": the public /register form (the admin side is registration-admin). */
export const handler = routeGroup("registration", {
  "POST /api/registration/photo-upload": photoUpload,
  "POST /api/registration/submit": submitRegistration,
});
