import { routeGroup } from "../lib/route-group";
import { signupAffiliate } from "./signup";

/**
 * Route group "affiliate": the public affiliate sign-up. Its own function because it alone holds the
 * bank-details key (DATA_ENCRYPTION_KEY); the admin report (affiliate-admin) never needs it.
 */
export const handler = routeGroup({
  "POST /api/program/signup": signupAffiliate,
});
