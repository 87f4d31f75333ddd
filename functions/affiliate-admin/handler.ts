import { routeGroup } from "../lib/route-group";
import { commissionReport } from "./report";
import { voidReferral } from "./void";

/** Route group "affiliate-admin": the admins' monthly commission report and voiding an attribution. */
export const handler = routeGroup("affiliate-admin", {
  "GET /api/program/commission": commissionReport,
  "POST /api/program/referral/void/{id}": voidReferral,
});
