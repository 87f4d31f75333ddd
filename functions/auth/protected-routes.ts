import type { Role } from "../lib/auth-tokens";
import type { RouteKey } from "../routes";

/**
 * A request for every route the contract (core/api/contract.ts) protects with a bearer token:
 * functions/auth/auth.int.test.ts calls each one with no token, a tampered and an expired token
 * (401), the wrong role (403) and the right role (2xx), and fails when a protected route of the
 * contract has no entry here. Who may call a route is the contract's `access`, nowhere else.
 */
export interface ProtectedRoute {
  route: RouteKey;
  /** A request that succeeds for the right role (path, query, body); defaults to the route's path. */
  example?: { path?: string; query?: Record<string, string>; body?: object };
  /**
   * What the right role gets for `example` when no 2xx is possible without data the test does not
   * create (e.g. 404 for a booking id that is not the caller's): proof it got past authorisation.
   * Per role where the roles differ (an admin must name the practitioner; a practitioner need not).
   */
  rightRoleStatus?: number | Partial<Record<Role, number>>;
}

/** An admin's request that names no practitioner (auth_id) is a 400 past authorisation. */
const ADMIN_MUST_NAME: Partial<Record<Role, number>> = { admin: 400 };
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
/** A practitioner number no test creates (theirs are 9 digits). */
const UNKNOWN_PRACTITIONER = "999999999999";

export const protectedRoutes: readonly ProtectedRoute[] = [
  { route: "GET /api/auth/me" },
  { route: "POST /api/auth/logout" },
  { route: "GET /api/dashboard/bookings" },
  {
    route: "POST /api/dashboard/bookings/confirm",
    example: { body: { id: "00000000-0000-4000-8000-000000000000", date: "2026-11-23 09:00" } },
    rightRoleStatus: 404,
  },
  {
    route: "POST /api/dashboard/bookings/decline",
    example: { body: { id: "00000000-0000-4000-8000-000000000000", date: "2026-11-23 09:00" } },
    rightRoleStatus: 404,
  },
  // Out-of-office: a practitioner's own periods (the id in update/delete must be the caller's, else
  // 404); an admin names the practitioner with auth_id (without it: 400).
  {
    route: "POST /api/out-of-office/store",
    example: { body: { day: "2026-12-01", second_day: "2026-12-02", time: "09:00", to_time: "17:00" } },
    rightRoleStatus: { ...ADMIN_MUST_NAME, practitioner: 201 },
  },
  { route: "GET /api/out-of-office/edit", rightRoleStatus: { ...ADMIN_MUST_NAME, practitioner: 200 } },
  {
    route: "POST /api/out-of-office/update/{id}",
    example: {
      path: `/api/out-of-office/update/${UNKNOWN_ID}`,
      body: { day: "2026-12-01", second_day: "2026-12-02", time: "09:00", to_time: "17:00" },
    },
    rightRoleStatus: { ...ADMIN_MUST_NAME, practitioner: 404 },
  },
  {
    route: "GET /api/out-of-office/delete/{id}",
    example: { path: `/api/out-of-office/delete/${UNKNOWN_ID}` },
    rightRoleStatus: { ...ADMIN_MUST_NAME, practitioner: 404 },
  },
  // Availability: a practitioner's own weekly template and date records (keyed by the token's practitioner).
  { route: "GET /api/availability/template" },
  {
    route: "POST /api/availability/template",
    example: { body: { days: { "1": { times: ["09:00", "09:30"], duration: 30 } } } },
  },
  {
    route: "GET /api/availability/dates",
    example: { query: { from: "2026-12-01", to: "2026-12-31" } },
  },
  {
    route: "POST /api/availability/dates",
    example: { body: { date: "2026-12-01", time_slots: ["09:00"], duration: 60 } },
  },
  {
    route: "POST /api/availability/dates/delete",
    example: { body: { date: "2026-12-02" } },
    rightRoleStatus: 404,
  },
  // Own profile: the test's practitioner account has no profile item, so the right role gets 404.
  { route: "GET /api/profile/own", rightRoleStatus: 404 },
  {
    route: "POST /api/profile/own",
    example: {
      body: {
        version: 0,
        title: "Dr",
        first_name: "Thandi",
        last_name: "Roles",
        profession: "Clinical Psychologist",
        contact_number: "021 555 0100",
        address: {
          street: "",
          suburb: "Sea Point",
          city: "Cape Town",
          province: "Western Cape",
          postal_code: "8005",
        },
        languages: ["English"],
        work_with: "both",
        min_notice_minutes: 120,
      },
    },
    rightRoleStatus: 404,
  },
  // Registration requests (admin): list, and approve/reject (an unknown id is a 404 past authorisation).
  { route: "GET /api/registration/getrequest" },
  {
    route: "GET /api/registration/confirmation/{id}",
    example: {
      path: "/api/registration/confirmation/00000000-0000-4000-8000-000000000000",
      query: { confirmation: "1" },
    },
    rightRoleStatus: 404,
  },
  // Reviews and blog (admin): an unknown review is a 404 past authorisation; a blog edit of an
  // unknown slug likewise.
  { route: "GET /api/review/queue" },
  {
    route: "POST /api/review/decide",
    example: { body: { id: "00000000-0000-4000-8000-000000000000", decision: "reject" } },
    rightRoleStatus: 404,
  },
  { route: "GET /api/blogs/admin/list" },
  {
    route: "POST /api/blogs/admin/save",
    example: {
      body: {
        slug: "role-test-unknown-post",
        title: "Role test",
        short_description: "Role test",
        image: "/images/services/general-check-up.svg",
        content: "<p>Role test</p>",
        published: false,
        featured: false,
        create: false,
      },
    },
    rightRoleStatus: 404,
  },
  // Admin operations: patients, locations, bookings taken by phone. Unknown ids are 404s
  // past authorisation; the submission also carries the CSRF header (the contract's csrf: true).
  { route: "GET /api/patient/view", example: { query: { page: "1", search: "nobody" } } },
  {
    route: "GET /api/patient/bookings/{id}",
    example: { path: `/api/patient/bookings/${UNKNOWN_ID}` },
    rightRoleStatus: 404,
  },
  {
    route: "GET /api/patient/delete/{id}",
    example: { path: `/api/patient/delete/${UNKNOWN_ID}` },
    rightRoleStatus: 404,
  },
  { route: "GET /api/location/getLocation" },
  { route: "POST /api/booking/search/patient", example: { body: { name: "nobody" } } },
  { route: "POST /api/booking/search/practitioner", example: { body: { practitioner: "nobody" } } },
  {
    route: "POST /api/booking/search/getMedicalAids/{practitionerUserId}",
    example: { path: `/api/booking/search/getMedicalAids/${UNKNOWN_PRACTITIONER}` },
    rightRoleStatus: 404,
  },
  {
    route: "POST /api/booking/submission",
    example: {
      body: {
        first_name: "Role",
        last_name: "Test",
        email: "role.test@example.com",
        cellphone_number: "0825550100",
        practitioner_id: UNKNOWN_PRACTITIONER,
        date: "2026-12-01 09:00",
        type: 0,
        booking_with: "Cash/Card",
        duration: 30,
      },
    },
    rightRoleStatus: 404,
  },
  // Practitioners (admin): list and export answer on an empty table; an unknown number is a 404.
  { route: "GET /api/practitioner/view" },
  { route: "GET /api/practitioner/export" },
  {
    route: "GET /api/practitioner/detail/{id}",
    example: { path: "/api/practitioner/detail/987654321" },
    rightRoleStatus: 404,
  },
  {
    route: "POST /api/practitioner/is_active/{id}",
    example: { path: "/api/practitioner/is_active/987654321" },
    rightRoleStatus: 404,
  },
  {
    route: "GET /api/practitioner/delete/{id}",
    example: { path: "/api/practitioner/delete/987654321" },
    rightRoleStatus: 404,
  },
  // The full /register form with a photo key that was never uploaded: 400 past authorisation.
  {
    route: "POST /api/practitioner/add",
    example: {
      body: {
        title: "Dr",
        name: "Roles",
        surname: "Test",
        sex: "Female",
        occupation: "Clinical Psychologist",
        email: "roles-test@example.org",
        cell_number: "082 123 4567",
        suburb: "Rondebosch",
        city: "Cape Town",
        postal_code: "7700",
        subscription_plan: "starter_package",
        work_with: ["Cash/Card"],
        council: "HPCSA",
        registration_number: "PS 0123456",
        image_key: "registrations/00000000-0000-4000-8000-000000000000.png",
      },
    },
    rightRoleStatus: 400,
  },
  {
    route: "GET /api/practitioner/send/email/practitioner/{id}",
    example: { path: "/api/practitioner/send/email/practitioner/987654321" },
    rightRoleStatus: 404,
  },
  // Contact us and the affiliate programme: admin only.
  { route: "GET /api/contact/messages" },
  {
    route: "POST /api/contact/handled/{id}",
    example: { path: "/api/contact/handled/00000000-0000-4000-8000-000000000000" },
    rightRoleStatus: 404,
  },
  { route: "GET /api/program/commission", example: { query: { month: "2026-10" } } },
  {
    route: "POST /api/program/bank-detail/{code}",
    example: { path: "/api/program/bank-detail/NOSUCHCD" },
    rightRoleStatus: 404,
  },
  {
    route: "POST /api/program/referral/void/{id}",
    example: { path: "/api/program/referral/void/999999999" },
    rightRoleStatus: 404,
  },
];
