import { routeGroup } from "../lib/route-group";
import { revealBankDetail } from "./reveal";
import { signupAffiliate } from "./signup";

/**
 * Route group "affiliate": the public affiliate sign-up and the admins' audited look at bank details.
 * Its own function because it alone holds the bank-details key (DATA_ENCRYPTION_KEY); the admin
 * report (affiliate-admin) never needs it.
 */
export const handler = routeGroup({
  "POST /api/program/signup": signupAffiliate,
  "POST /api/program/bank-detail/{code}": revealBankDetail,
});
