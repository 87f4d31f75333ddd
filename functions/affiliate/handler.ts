import { routeGroup } from "../lib/route-group";
import { requestBankChange } from "./bank-change";
import { confirmAffiliate, confirmDetails } from "./confirm";
import { payoutFile } from "./payout";
import { revealBankDetail } from "./reveal";
import { signupAffiliate } from "./signup";

/**
 * Route group "affiliate": the public affiliate sign-up, its emailed confirmation, bank-details
 * changes, and the admins' audited looks at bank details (one affiliate's, or the month's payout file). Its own function because it alone holds
 * the bank-details key (DATA_ENCRYPTION_KEY); the admin report (affiliate-admin) never needs it.
 */
export const handler = routeGroup("affiliate", {
  "POST /api/program/signup": signupAffiliate,
  "POST /api/program/confirm/details": confirmDetails,
  "POST /api/program/confirm": confirmAffiliate,
  "POST /api/program/bank-change": requestBankChange,
  "POST /api/program/bank-detail/{code}": revealBankDetail,
  "POST /api/program/payout-file": payoutFile,
});
