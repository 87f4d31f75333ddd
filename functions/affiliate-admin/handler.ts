import { routeGroup } from "../lib/route-group";
import { commissionReport } from "./report";

/** Route group "affiliate-admin": the admins' monthly commission report. */
export const handler = routeGroup({
  "GET /api/program/commission": commissionReport,
});
