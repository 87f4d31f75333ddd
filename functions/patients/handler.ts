import { routeGroup } from "../lib/route-group";
import { erasePatient } from "./erase";
import { listPatients, patientBookings } from "./list";

/** Route group "patients" (admin): the patient list, one patient's bookings, and erasure. */
export const handler = routeGroup("patients", {
  "GET /api/patient/view": listPatients,
  "GET /api/patient/bookings/{id}": patientBookings,
  "GET /api/patient/delete/{id}": erasePatient,
});
