import { routeGroup } from "../lib/route-group";
import { listMailSuppressions } from "../mail-events/admin-list";
import { liftMailSuppression } from "../mail-events/lift";
import { myBookings } from "../my/bookings";
import { myDelete } from "../my/delete";
import { updateDetails } from "../my/details";
import { myExport } from "../my/export";
import { openSession, requestLink } from "../my/sign-in";
import { erasePatient } from "./erase";
import { listPatients, patientBookings } from "./list";

/**
 * Route group "patients": the admins' patient list, one patient's bookings and erasure, and the
 * patients' own "My bookings" (issue 28), which shares the erasure; why mail to an address stopped
 * and lifting it (issue 30, the suppression list).
 */
export const handler = routeGroup("patients", {
  "GET /api/patient/view": listPatients,
  "GET /api/patient/bookings/{id}": patientBookings,
  "GET /api/patient/delete/{id}": erasePatient,
  "POST /api/my/link": requestLink,
  "POST /api/my/session": openSession,
  "GET /api/my/bookings": myBookings,
  "GET /api/my/export": myExport,
  "POST /api/my/details": updateDetails,
  "POST /api/my/delete": myDelete,
  "GET /api/admin/mail-suppressions": listMailSuppressions,
  "POST /api/admin/mail-suppressions/lift": liftMailSuppression,
});
