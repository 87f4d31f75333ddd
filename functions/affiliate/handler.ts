import { routeGroup } from "../lib/route-group";
import { requestBankChange } from "./bank-change";
import { confirmAffiliate, confirmDetails } from "./confirm";
import { revealBankDetail } from "./reveal";
import { signupAffiliate } from "./signup";

/**
 * Route group "affiliate": the public affiliate sign-up, its emailed confirmation, bank-details
 * changes, and the admins' audited look at bank details. Its own function because it alone holds
 * the bank-details key (DATA_ENCRYPTION_KEY); the admin report (affiliate-admin) never needs it.
 */
export const handler = routeGroup("affiliate", {
  "POST /api/program/signup": signupAffiliate,
  "POST /api/program/confirm/details": confirmDetails,
  "POST /api/program/confirm": confirmAffiliate,
  "POST /api/program/bank-change": requestBankChange,
  "POST /api/program/bank-detail/{code}": revealBankDetail,
});
