import { NotFoundError } from "../../core/errors";
import { ownPractitionerId } from "../lib/authorise";
import { httpHandler } from "../lib/http-handler";
import { monthReport } from "../reports/month-report";
import { NOT_LINKED } from "./bookings";
import { NO_LISTING } from "./policy";

/** GET /api/dashboard/report?month=YYYY-MM: the caller's own figures for that month (zeros when quiet). */
export const getReport = httpHandler({ route: "GET /api/dashboard/report" }, async ({ query, user }) => {
  const report = await monthReport(ownPractitionerId(user, NOT_LINKED), query.month);
  if (!report) throw new NotFoundError(NO_LISTING);
  return report;
});
