import { routeGroup } from "../lib/route-group";
import { adminAttention } from "./attention";
import { adminCancelBooking, adminMoveBooking } from "./bookings-change";
import { listAdminBookings } from "./bookings-list";
import { practitionerMedicalAids, searchPatients, searchPractitioners } from "./search";
import { submitAdminBooking } from "./submission";

/** Route group "booking-admin": an admin adds a booking taken by phone (look-ups and submission). */
export const handler = routeGroup("booking-admin", {
  "POST /api/booking/search/patient": searchPatients,
  "POST /api/booking/search/practitioner": searchPractitioners,
  "POST /api/booking/search/getMedicalAids/{practitionerUserId}": practitionerMedicalAids,
  "POST /api/booking/submission": submitAdminBooking,
  "GET /api/booking/admin/list": listAdminBookings,
  "POST /api/booking/admin/cancel": adminCancelBooking,
  "POST /api/booking/admin/move": adminMoveBooking,
  "GET /api/booking/admin/attention": adminAttention,
});
