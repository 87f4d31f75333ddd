import { routeGroup } from "../lib/route-group";
import { councilCheck } from "./council-check";
import { recheckList } from "./council-recheck";
import { deletePractitioner } from "./delete";
import { practitionerDetail } from "./detail";
import { exportPractitioners, listPractitioners } from "./list";
import { practitionerReport } from "./report";
import { sendAccessEmail } from "./send-email";
import { toggleActive } from "./status";
import { upcomingBookingCount } from "./upcoming";

/** Route group "practitioner-admin": admins list, export, read the monthly report of, (de)activate, delete and email practitioners. */
export const handler = routeGroup("practitioner-admin", {
  "GET /api/practitioner/view": listPractitioners,
  "GET /api/practitioner/export": exportPractitioners,
  "GET /api/practitioner/detail/{id}": practitionerDetail,
  "GET /api/practitioner/report/{id}": practitionerReport,
  "GET /api/practitioner/upcoming/{id}": upcomingBookingCount,
  "POST /api/practitioner/is_active/{id}": toggleActive,
  "GET /api/practitioner/delete/{id}": deletePractitioner,
  "GET /api/practitioner/send/email/practitioner/{id}": sendAccessEmail,
  "POST /api/practitioner/council-check/{id}": councilCheck,
  "GET /api/practitioner/council-recheck": recheckList,
});
