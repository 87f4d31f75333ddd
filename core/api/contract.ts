/**
 * Every API route, declared once: method and path (the key), the function (route group) that serves
 * it, who may call it, what it reads (query, path, body schemas) and what it answers. Everything else
 * reads this table: serverless.yml's HTTP events are generated from it (infra/http-events.cjs), the
 * catch-all tells 404 from 405 with it, the handler factory takes a route's schemas, roles and CSRF
 * rule from it (`httpHandler({ route })`), the role test calls every protected route it lists (with
 * the route's `example`), the OpenAPI document is generated from it (`npm run openapi`), and widgets
 * call `api.call(key, input)` typed by it. Adding a route = one entry here + one handler in its
 * group (README "How to add a route").
 *
 * Widgets import this module's types only (the schemas would weigh on every page); the typed client
 * loads it in dev and test builds to check answers.
 */
import type { core } from "zod/mini";
// Admin operations: patients, locations, bookings taken by phone.
import {
  adminBookingForm,
  medicalAidsPath,
  ownBookingForm,
  patientSearchBody,
  practitionerSearchBody,
} from "../schemas/admin-booking";
import { adminBookingsQuery, adminCancelBody, adminMoveBody } from "../schemas/admin-bookings";
import {
  affiliateBankChange,
  affiliateCodePath,
  affiliateConfirmBody,
  affiliateSignup,
  commissionQuery,
  referralVoidPath,
} from "../schemas/affiliate";
import { loginBody, refreshBody } from "../schemas/auth";
import { dateDeleteBody, dateRangeQuery, dateRecordBody, templateBody } from "../schemas/availability";
import { invoicePath, planChangeBody } from "../schemas/billing";
import { blogSaveBody, blogSlugPath } from "../schemas/blog";
import {
  attendingBody,
  bookingForm,
  cancelBody,
  durationPath,
  manageQuery,
  remindersBody,
  rescheduleBody,
  timeSlotsQuery,
} from "../schemas/booking";
import { calendarFeedPath } from "../schemas/calendar-feed";
import {
  catalogueIdPath,
  featuredServiceEditBody,
  featuredServiceNewBody,
  featuredServiceOrderBody,
  medicalSchemeEditBody,
  medicalSchemeNewBody,
} from "../schemas/catalogue";
import { contactForm, contactListQuery, contactMessagePath } from "../schemas/contact";
import { councilCheckBody, recheckListQuery } from "../schemas/council-registration";
import { cutoffPolicyBody } from "../schemas/cutoff-policy";
import { attendanceBody, bookingActionBody, dashboardBookingsQuery, declineBody } from "../schemas/dashboard";
import { locationListQuery, locationMapQuery } from "../schemas/locations";
import { mailSuppressionLiftBody, mailSuppressionQuery } from "../schemas/mail-suppression";
import { myBookingsQuery, myDetailsBody, myLinkBody, mySessionBody } from "../schemas/my-data";
import { outOfOfficeBody, outOfOfficePath, outOfOfficeQuery } from "../schemas/out-of-office";
import { forgotPasswordBody, setPasswordBody } from "../schemas/password";
import { patientListQuery, patientPath } from "../schemas/patients";
import { payoutFileBody } from "../schemas/payout";
import {
  practitionerExportQuery,
  practitionerIdPath,
  practitionerListQuery,
  practitionerStatusBody,
} from "../schemas/practitioner-admin";
import { profileEditBody, profilePhotoBody } from "../schemas/profile-editor";
import { photoUploadBody, registrationForm } from "../schemas/registration";
import { confirmationPath, confirmationQuery, registrationListQuery } from "../schemas/registration-admin";
import { reportQuery } from "../schemas/report";
import {
  publishedReviewsQuery,
  reviewDecisionBody,
  reviewForm,
  reviewQueueQuery,
  reviewUnpublishBody,
} from "../schemas/review";
import { addressQuery, profileQuery, searchQuery, suggestionsQuery } from "../schemas/search";
import { waitlistJoinBody, waitlistLeaveBody } from "../schemas/waitlist";
import { responses } from "./responses";

export type Role = "admin" | "practitioner" | "patient";
/** "public": anyone (public POSTs carry a CSRF token); otherwise a bearer token of one of these roles. */
export type Access = "public" | readonly Role[];
export type Group =
  | "site"
  | "search"
  | "practitioner"
  | "booking"
  | "auth"
  | "dashboard"
  | "out-of-office"
  | "profile-editor"
  | "availability"
  | "registration"
  | "registration-admin"
  | "practitioner-admin"
  // Contact us and the affiliate programme.
  | "contact"
  | "contact-admin"
  | "affiliate"
  | "affiliate-admin"
  // Reviews and blog.
  | "reviews"
  | "blog"
  // Admin operations
  | "patients"
  | "locations"
  | "booking-admin"
  // Issue 26.
  | "waitlist"
  // Issue 29: the admins' catalogue (featured services, medical schemes).
  | "catalogue"
  // Issue 29: packages paid through Paystack.
  | "billing";

/**
 * The role test's request for a protected route (functions/auth/auth.int.test.ts calls it with no,
 * a tampered, an expired and a wrong-role token, then with the right role). Only in test and dev
 * builds (see ROUTE_EXAMPLES).
 */
export interface RouteExample {
  /** A concrete path for a templated one; the query and body of a request the right role may make. */
  path?: string;
  query?: Record<string, string>;
  body?: object;
  /**
   * What the right role gets when no 2xx is possible without data the test does not create (e.g.
   * 404 for a booking id that is not the caller's): proof it got past authorisation. Per role where
   * the roles differ (an admin must name the practitioner; a practitioner need not).
   */
  rightRoleStatus?: number | Partial<Record<Role, number>>;
}

export interface RouteSpec {
  group: Group;
  access: Access;
  /** One line for the OpenAPI document. */
  summary: string;
  query?: core.$ZodType;
  path?: core.$ZodType;
  body?: core.$ZodType;
  response: core.$ZodType;
  /** The success status when it is not 200 (201 for what a request creates). */
  status?: 201;
  /**
   * A protected POST that also needs the CSRF header (public POSTs always do): the spec asks it of
   * the admin's booking submission.
   */
  csrf?: true;
  /** A protected route's request for the role test, when the route's bare path is not enough. */
  example?: RouteExample;
  /** A success answer that is not JSON (its response schema is then `text`): the type it is sent as. */
  mediaType?: "text/calendar";
  /**
   * A provider's webhook: no CSRF token and no X-Requested-With (the provider sends neither); the
   * handler authenticates the request by its signature over the raw body, before anything else.
   */
  signed?: true;
}

declare global {
  /**
   * False in production bundles (serverless.yml's esbuild `define`), where every
   * `...(globalThis.ROUTE_EXAMPLES !== false && { example })` folds away at minification; unset in
   * tests, scripts and dev builds. Written out at each use: esbuild does not inline a constant
   * across a module that has imports.
   */
  var ROUTE_EXAMPLES: false | undefined;
}

const ANY_ROLE = ["admin", "practitioner"] as const;
const PRACTITIONER = ["practitioner"] as const;
const ADMIN = ["admin"] as const;
const PATIENT = ["patient"] as const;
/** Any session, a patient's too (signing out). */
const SIGNED_IN = [...ANY_ROLE, "patient"] as const;

// The role test's example data: ids and numbers no test creates (practitioner numbers are 9 digits),
// and an admin's out-of-office request that names no practitioner (auth_id), a 400 past authorisation.
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const UNKNOWN_PRACTITIONER = "999999999999";
const ADMIN_MUST_NAME = { admin: 400 } as const;
const PERIOD = { day: "2026-12-01", second_day: "2026-12-02", time: "09:00", to_time: "17:00" };

export const contract = {
  "GET /api/csrf-token": {
    group: "site",
    access: "public",
    summary: "A signed CSRF token for the public POSTs (2 hours).",
    response: responses.csrfToken,
  },
  "GET /api/get/feature/services": {
    group: "site",
    access: "public",
    summary: "The home page's featured services.",
    response: responses.featuredServices,
  },
  "GET /api/search/prac/info": {
    group: "search",
    access: "public",
    summary: "Suggestions while typing: professions, services, names, workplaces, focus areas.",
    query: suggestionsQuery,
    response: responses.suggestions,
  },
  "GET /api/search/prac/address": {
    group: "search",
    access: "public",
    summary: "Places (towns, suburbs) matching what was typed, with coordinates.",
    query: addressQuery,
    response: responses.addresses,
  },
  "GET /api/search/index": {
    group: "search",
    access: "public",
    summary:
      "Practitioners matching a search, a page at a time, each with its next open time; nearest first when a place is given, or soonest available first with sort=soonest.",
    query: searchQuery,
    response: responses.search,
  },
  "GET /api/practitioner/users": {
    group: "practitioner",
    access: "public",
    summary: "A practitioner's public profile.",
    query: profileQuery,
    response: responses.profile,
  },
  "GET /api/practitioner/timeSlots": {
    group: "practitioner",
    access: "public",
    summary: "A week's open times (Sunday to Saturday, this week to the booking horizon).",
    query: timeSlotsQuery,
    response: responses.timeSlots,
  },
  "GET /api/booking/get/duration/{practitionerId}/{dateTime}": {
    group: "booking",
    access: "public",
    summary: "How long an appointment at that time lasts.",
    path: durationPath,
    response: responses.duration,
  },
  "POST /api/booking/submit": {
    group: "booking",
    access: "public",
    summary: "Request an appointment (pending until the practitioner confirms); Idempotency-Key recommended.",
    body: bookingForm,
    response: responses.bookingSubmitted,
    status: 201,
  },
  "GET /api/booking/manage": {
    group: "booking",
    access: "public",
    summary: "The booking behind a manage link (the token in the patient's email).",
    query: manageQuery,
    response: responses.managedBooking,
  },
  "POST /api/booking/cancel": {
    group: "booking",
    access: "public",
    summary: "Cancel the booking behind a manage link (refused inside the practitioner's cancel cut-off).",
    body: cancelBody,
    response: responses.managedBooking,
  },
  "POST /api/booking/reminders": {
    group: "booking",
    access: "public",
    summary: "Turn the reminders of the booking behind a manage link off or back on.",
    body: remindersBody,
    response: responses.managedBooking,
  },
  "POST /api/booking/attending": {
    group: "booking",
    access: "public",
    summary: "The patient confirms they are coming to the booking behind a manage link.",
    body: attendingBody,
    response: responses.managedBooking,
  },
  "POST /api/booking/reschedule": {
    group: "booking",
    access: "public",
    summary: "Move the booking behind a manage link to another open time (same booking, same link).",
    body: rescheduleBody,
    response: responses.managedBooking,
  },
  "POST /api/auth/login": {
    group: "auth",
    access: "public",
    summary: "Log in (practitioners and admins): an access token and a refresh token.",
    body: loginBody,
    response: responses.tokens,
  },
  "POST /api/auth/refresh": {
    group: "auth",
    access: "public",
    summary: "Exchange a refresh token for a new pair.",
    body: refreshBody,
    response: responses.tokens,
  },
  "POST /api/auth/logout": {
    group: "auth",
    access: SIGNED_IN,
    summary: "End this session.",
    response: responses.done,
  },
  "GET /api/auth/me": {
    group: "auth",
    access: ANY_ROLE,
    summary: "Who is logged in.",
    response: responses.me,
  },
  "POST /api/auth/password/set": {
    group: "auth",
    access: "public",
    summary: "Set a password with a welcome or reset link's token.",
    body: setPasswordBody,
    response: responses.passwordAnswer,
  },
  "POST /api/auth/password/forgot": {
    group: "auth",
    access: "public",
    summary: "Email a reset link (the same answer for every address).",
    body: forgotPasswordBody,
    response: responses.passwordAnswer,
  },
  "GET /api/dashboard/bookings": {
    group: "dashboard",
    access: PRACTITIONER,
    summary: "The practitioner's own bookings in a date range.",
    query: dashboardBookingsQuery,
    response: responses.dashboardBookings,
  },
  "GET /api/dashboard/glance": {
    group: "dashboard",
    access: PRACTITIONER,
    summary: "Counts for the top of the practitioner's dashboard: requests waiting, today, this week.",
    response: responses.dashboardGlance,
    // A linked account whose listing has no bookings (the role test's) sees zero counts.
    ...(globalThis.ROUTE_EXAMPLES !== false && { example: { rightRoleStatus: 200 } }),
  },
  "POST /api/dashboard/bookings/confirm": {
    group: "dashboard",
    access: PRACTITIONER,
    summary: "Confirm one of the practitioner's pending bookings (emails the patient).",
    body: bookingActionBody,
    response: responses.bookingAction,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { id: UNKNOWN_ID, date: "2026-11-23 09:00" }, rightRoleStatus: 404 },
    }),
  },
  "POST /api/dashboard/bookings/decline": {
    group: "dashboard",
    access: PRACTITIONER,
    summary:
      "Decline a request or cancel a confirmed booking, with an optional note to the patient (emails the patient, frees the slot).",
    body: declineBody,
    response: responses.bookingAction,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { id: UNKNOWN_ID, date: "2026-11-23 09:00" }, rightRoleStatus: 404 },
    }),
  },
  "POST /api/dashboard/bookings/attendance": {
    group: "dashboard",
    access: PRACTITIONER,
    summary:
      "Mark a confirmed appointment that has ended as attended or a no-show (a correction may change it).",
    body: attendanceBody,
    response: responses.bookingAction,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { id: UNKNOWN_ID, attendance: "attended" }, rightRoleStatus: 404 },
    }),
  },
  "POST /api/dashboard/bookings/add": {
    group: "dashboard",
    access: PRACTITIONER,
    csrf: true,
    summary:
      "Add a booking taken by phone or at the practice to one's own diary (the booking core; confirmed at once).",
    body: ownBookingForm,
    response: responses.adminBooking,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        body: {
          channel: "walk-in",
          first_name: "Role",
          last_name: "Test",
          email: "role.test@example.com",
          cellphone_number: "0825550100",
          date: "2020-01-01 09:00",
          type: 0,
          booking_with: "Cash/Card",
          duration: 30,
        },
        rightRoleStatus: { practitioner: 404 },
      },
    }),
  },
  "GET /api/dashboard/policy": {
    group: "dashboard",
    access: PRACTITIONER,
    summary: "The practitioner's own cancel and reschedule cut-offs (hours before an appointment).",
    response: responses.cutoffPolicy,
    // The role test's practitioner account has no listing.
    ...(globalThis.ROUTE_EXAMPLES !== false && { example: { rightRoleStatus: 404 } }),
  },
  "POST /api/dashboard/policy": {
    group: "dashboard",
    access: PRACTITIONER,
    summary: "Set the practitioner's own cut-offs: each 0, 2, 12, 24 or 48 hours.",
    body: cutoffPolicyBody,
    response: responses.cutoffPolicy,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { cancel_cutoff_hours: 24, reschedule_cutoff_hours: 24 }, rightRoleStatus: 404 },
    }),
  },
  // The practitioner's calendar feed (issue 24): its secret address, and the feed itself.
  "GET /api/dashboard/calendar-feed": {
    group: "dashboard",
    access: PRACTITIONER,
    summary: "The practitioner's secret calendar subscription address.",
    response: responses.calendarFeed,
    // The role test's practitioner account has no listing.
    ...(globalThis.ROUTE_EXAMPLES !== false && { example: { rightRoleStatus: 404 } }),
  },
  "POST /api/dashboard/calendar-feed": {
    group: "dashboard",
    access: PRACTITIONER,
    summary: "Replace the calendar subscription address: the old one stops working at once.",
    response: responses.calendarFeed,
    ...(globalThis.ROUTE_EXAMPLES !== false && { example: { rightRoleStatus: 404 } }),
  },
  "GET /api/calendar/{token}": {
    group: "dashboard",
    access: "public",
    summary:
      "A practitioner's appointments from 30 days back to the booking horizon as an iCalendar feed (the address is the secret).",
    path: calendarFeedPath,
    response: responses.calendarFile,
    mediaType: "text/calendar",
  },
  "GET /api/dashboard/report": {
    group: "dashboard",
    access: PRACTITIONER,
    summary: "The practitioner's own figures for one month: requests, outcomes, attendance, utilisation.",
    query: reportQuery,
    response: responses.monthlyReport,
    // The role test's practitioner account has no listing.
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { query: { month: "2026-11" }, rightRoleStatus: 404 },
    }),
  },
  // Out-of-office: a practitioner's own periods; an admin's for the practitioner named by auth_id.
  "POST /api/out-of-office/store": {
    group: "out-of-office",
    access: ANY_ROLE,
    summary:
      "Add an out-of-office period (admins: for the practitioner auth_id names); 409 with `clashes` when it covers bookings, unless cancel_clashing cancels them.",
    body: outOfOfficeBody,
    response: responses.periodSaved,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: PERIOD, rightRoleStatus: { ...ADMIN_MUST_NAME, practitioner: 201 } },
    }),
  },
  "GET /api/out-of-office/edit": {
    group: "out-of-office",
    access: ANY_ROLE,
    summary: "Current and future out-of-office periods (the caller's own; admins: auth_id's).",
    query: outOfOfficeQuery,
    response: responses.periods,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { rightRoleStatus: { ...ADMIN_MUST_NAME, practitioner: 200 } },
    }),
  },
  "POST /api/out-of-office/update/{id}": {
    group: "out-of-office",
    access: ANY_ROLE,
    summary:
      "Change an out-of-office period (admins: of the practitioner auth_id names); 409 with `clashes` as for adding one.",
    path: outOfOfficePath,
    body: outOfOfficeBody,
    response: responses.periodSaved,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: `/api/out-of-office/update/${UNKNOWN_ID}`,
        body: PERIOD,
        rightRoleStatus: { ...ADMIN_MUST_NAME, practitioner: 404 },
      },
    }),
  },
  "GET /api/out-of-office/delete/{id}": {
    group: "out-of-office",
    access: ANY_ROLE,
    summary: "Delete an out-of-office period (admins: of the practitioner auth_id names).",
    path: outOfOfficePath,
    query: outOfOfficeQuery,
    response: responses.done,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: `/api/out-of-office/delete/${UNKNOWN_ID}`,
        rightRoleStatus: { ...ADMIN_MUST_NAME, practitioner: 404 },
      },
    }),
  },
  "GET /api/profile/own": {
    group: "profile-editor",
    access: PRACTITIONER,
    summary: "The practitioner's own profile, for editing.",
    response: responses.ownProfile,
    // The role test's practitioner account has no profile item.
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { rightRoleStatus: 404 },
    }),
  },
  "POST /api/profile/own": {
    group: "profile-editor",
    access: PRACTITIONER,
    summary: "Save the practitioner's own profile (refused if it changed since it was read).",
    body: profileEditBody,
    response: responses.ownProfile,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
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
          appointment_modes: ["in-person", "virtual"],
          min_notice_minutes: 120,
        },
        rightRoleStatus: 404,
      },
    }),
  },
  "POST /api/profile/photo": {
    group: "profile-editor",
    access: PRACTITIONER,
    summary:
      "Change the practitioner's own photo: one uploaded through POST /api/registration/photo-upload, re-encoded and published.",
    body: profilePhotoBody,
    response: responses.ownProfile,
    // The role test's practitioner account has no profile item.
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { image_key: `registrations/${UNKNOWN_ID}.jpg` }, rightRoleStatus: 404 },
    }),
  },
  "GET /api/availability/template": {
    group: "availability",
    access: PRACTITIONER,
    summary: "The practitioner's weekly availability template.",
    response: responses.template,
  },
  "POST /api/availability/template": {
    group: "availability",
    access: PRACTITIONER,
    summary: "Replace the weekly availability template.",
    body: templateBody,
    response: responses.templateSaved,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { days: { "1": { times: ["09:00", "09:30"], duration: 30 } } } },
    }),
  },
  "GET /api/availability/dates": {
    group: "availability",
    access: PRACTITIONER,
    summary: "Date-specific time slot records in a range.",
    query: dateRangeQuery,
    response: responses.dateRecords,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { query: { from: "2026-12-01", to: "2026-12-31" } },
    }),
  },
  "POST /api/availability/dates": {
    group: "availability",
    access: PRACTITIONER,
    summary: "Set one date's own time slots.",
    body: dateRecordBody,
    response: responses.dateRecordSaved,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { date: "2026-12-01", time_slots: ["09:00"], duration: 60 } },
    }),
  },
  "POST /api/availability/dates/delete": {
    group: "availability",
    access: PRACTITIONER,
    summary: "Remove one date's own time slots (the weekly template applies again).",
    body: dateDeleteBody,
    response: responses.done,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { date: "2026-12-02" }, rightRoleStatus: 404 },
    }),
  },
  "POST /api/registration/photo-upload": {
    group: "registration",
    access: "public",
    summary: "A presigned upload for an applicant's photo.",
    body: photoUploadBody,
    response: responses.photoUpload,
  },
  "POST /api/registration/submit": {
    group: "registration",
    access: "public",
    summary: "Apply to be listed (the same answer for every email address).",
    body: registrationForm,
    response: responses.registrationSubmitted,
    status: 201,
  },
  "GET /api/registration/getrequest": {
    group: "registration-admin",
    access: ADMIN,
    summary: "Registration requests by decision state, 25 a page.",
    query: registrationListQuery,
    response: responses.registrationList,
  },
  "GET /api/registration/confirmation/{id}": {
    group: "registration-admin",
    access: ADMIN,
    summary: "Approve (confirmation=1) or reject (0) a registration request.",
    path: confirmationPath,
    query: confirmationQuery,
    response: responses.confirmation,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: `/api/registration/confirmation/${UNKNOWN_ID}`,
        query: { confirmation: "1" },
        rightRoleStatus: 404,
      },
    }),
  },
  "POST /api/registration/council-check/{id}": {
    group: "registration-admin",
    access: ADMIN,
    summary:
      "Record an admin's check of a new request's council number on the register, or \"Could not confirm\" (reason emailed).",
    path: confirmationPath,
    body: councilCheckBody,
    response: responses.councilCheck,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: `/api/registration/council-check/${UNKNOWN_ID}`,
        body: { number: "PS 0123456", outcome: "checked", register_category: "Psychologist" },
        rightRoleStatus: 404,
      },
    }),
  },
  // Reviews and blog.
  "POST /api/review/submit": {
    group: "reviews",
    access: "public",
    summary:
      "Leave a review: published at once through an emailed link (verified), else held for moderation.",
    body: reviewForm,
    response: responses.reviewSubmitted,
  },
  "GET /api/review/queue": {
    group: "reviews",
    access: ADMIN,
    summary: "Reviews waiting for moderation (the last 60 days), newest first, 25 a page.",
    query: reviewQueueQuery,
    response: responses.reviewQueue,
  },
  "POST /api/review/decide": {
    group: "reviews",
    access: ADMIN,
    summary: "Approve (publish, counting in the rating) or reject a review waiting for moderation.",
    body: reviewDecisionBody,
    response: responses.reviewDecision,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { id: UNKNOWN_ID, decision: "reject" }, rightRoleStatus: 404 },
    }),
  },
  "GET /api/review/published": {
    group: "reviews",
    access: ADMIN,
    summary: "One practitioner's published reviews, newest first (at most 100), with the reviewer's email.",
    query: publishedReviewsQuery,
    response: responses.publishedReviews,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { query: { practitioner_id: UNKNOWN_PRACTITIONER.slice(0, 10) }, rightRoleStatus: 404 },
    }),
  },
  "POST /api/review/unpublish": {
    group: "reviews",
    access: ADMIN,
    summary: "Unpublish a review with a reason: off the profile and out of the rating; the decision is kept.",
    body: reviewUnpublishBody,
    response: responses.reviewDecision,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        body: { practitioner_id: UNKNOWN_PRACTITIONER.slice(0, 10), id: UNKNOWN_ID, reason: "Role test" },
        rightRoleStatus: 404,
      },
    }),
  },
  "GET /api/review/decisions": {
    group: "reviews",
    access: ADMIN,
    summary: "The latest 50 decisions on reviews (approve, reject, unpublish): who, when and why.",
    response: responses.reviewDecisions,
  },
  "GET /api/blogs/index": {
    group: "blog",
    access: "public",
    summary: "Published blog posts, featured first, each with a 50-word preview.",
    response: responses.blogIndex,
  },
  "GET /api/blogs/detail/{slug}": {
    group: "blog",
    access: "public",
    summary: "One published blog post (content as sanitised HTML).",
    path: blogSlugPath,
    response: responses.blogDetail,
  },
  "GET /api/blogs/admin/list": {
    group: "blog",
    access: ADMIN,
    summary: "Every blog post, drafts too, for the editor.",
    response: responses.adminBlogList,
  },
  "POST /api/blogs/admin/save": {
    group: "blog",
    access: ADMIN,
    summary: "Create or edit a blog post, publish or unpublish it (content sanitised on save).",
    body: blogSaveBody,
    response: responses.adminBlogSave,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
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
        rightRoleStatus: 404,
      },
    }),
  },
  // Practitioners (admin): direct listing, served by registration-admin because it is the approval path (photo re-encoding, listing, welcome link).
  "POST /api/practitioner/add": {
    group: "registration-admin",
    access: ADMIN,
    summary:
      "List a practitioner directly (the /register form's fields and checks); emails the set-password link.",
    body: registrationForm,
    response: responses.practitionerAdded,
    status: 201,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
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
          // A photo key that was never uploaded: 400 past authorisation.
          image_key: `registrations/${UNKNOWN_ID}.png`,
        },
        rightRoleStatus: 400,
      },
    }),
  },
  // Admin operations: patients, locations, bookings taken by phone.
  "GET /api/patient/view": {
    group: "patients",
    access: ADMIN,
    summary: "Patients by surname, 25 a page; search, contact number and medical aid filters.",
    query: patientListQuery,
    response: responses.patientList,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { query: { page: "1", search: "nobody" } },
    }),
  },
  "GET /api/admin/mail-suppressions": {
    group: "patients",
    access: ADMIN,
    summary:
      "Why mail to an address stopped (a hard bounce or complaint SES reported): that address's entry with ?email, else the newest, 25 a page (?cursor).",
    query: mailSuppressionQuery,
    response: responses.mailSuppressions,
  },
  "POST /api/admin/mail-suppressions/lift": {
    group: "patients",
    access: ADMIN,
    summary:
      "Lift an address's suppression (it was fixed, or the person asks): the outbox sends to it again; who and when is recorded.",
    body: mailSuppressionLiftBody,
    response: responses.mailSuppressionLifted,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { email: "nobody@example.com" }, rightRoleStatus: 404 },
    }),
  },
  "GET /api/patient/bookings/{id}": {
    group: "patients",
    access: ADMIN,
    summary: "One patient's bookings, newest first, with their status (never the reason).",
    path: patientPath,
    response: responses.patientBookings,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: `/api/patient/bookings/${UNKNOWN_ID}`, rightRoleStatus: 404 },
    }),
  },
  "GET /api/patient/delete/{id}": {
    group: "patients",
    access: ADMIN,
    summary:
      "Erase a patient (POPIA): future bookings cancelled (practitioners emailed), personal data removed.",
    path: patientPath,
    response: responses.patientErased,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: `/api/patient/delete/${UNKNOWN_ID}`, rightRoleStatus: 404 },
    }),
  },
  // Patients hold their own data (issue 28): a patient session reaches its own email's data only.
  "POST /api/my/link": {
    group: "patients",
    access: "public",
    summary: "Mail a single-use 15-minute sign-in link for My bookings (the same answer for any email).",
    body: myLinkBody,
    response: responses.mySent,
  },
  "POST /api/my/session": {
    group: "patients",
    access: "public",
    summary: "Open a 30-day patient session with the mailed link's token (used once).",
    body: mySessionBody,
    response: responses.mySession,
  },
  "GET /api/my/bookings": {
    group: "patients",
    access: PATIENT,
    summary: "The patient's bookings across practitioners, newest first, a page at a time.",
    query: myBookingsQuery,
    response: responses.myBookings,
  },
  "GET /api/my/export": {
    group: "patients",
    access: PATIENT,
    summary: "Everything held about the patient's email (POPIA s23), as JSON.",
    response: responses.myExport,
  },
  "POST /api/my/details": {
    group: "patients",
    access: PATIENT,
    summary: "Correct the patient's name and cellphone (future bookings and mails use them).",
    body: myDetailsBody,
    response: responses.myDetails,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { first_name: "Lerato" }, rightRoleStatus: 404 },
    }),
  },
  "POST /api/my/delete": {
    group: "patients",
    access: PATIENT,
    summary: "Delete the patient's data (POPIA s24) through the admins' erasure, then mail a confirmation.",
    response: responses.myDeleted,
  },
  "GET /api/location/getLocation": {
    group: "locations",
    access: ADMIN,
    summary:
      "Where the active practitioners practise, by name, 25 a page (perPage up to 100): name, location, address, coordinates; the total in X-Total-Count.",
    query: locationListQuery,
    response: responses.locations,
  },
  "GET /api/location/map": {
    group: "locations",
    access: ADMIN,
    summary:
      "The admin map's box at a zoom: cluster markers (count, mean position, a place), or the practitioners' pins when the box holds a few hundred or fewer.",
    query: locationMapQuery,
    response: responses.locationMap,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { query: { south: "-35", west: "16", north: "-22", east: "33", zoom: "5" } },
    }),
  },
  "POST /api/booking/search/patient": {
    group: "booking-admin",
    access: ADMIN,
    summary: "Patients whose name or email starts with what was typed (phone booking type-ahead).",
    body: patientSearchBody,
    response: responses.patientSearch,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { name: "nobody" } },
    }),
  },
  "POST /api/booking/search/practitioner": {
    group: "booking-admin",
    access: ADMIN,
    summary: "Active practitioners whose name starts with what was typed (phone booking type-ahead).",
    body: practitionerSearchBody,
    response: responses.practitionerSearch,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { practitioner: "nobody" } },
    }),
  },
  "POST /api/booking/search/getMedicalAids/{practitionerUserId}": {
    group: "booking-admin",
    // Practitioners too: their own phone booking form asks it (public facts, on the profile page anyway).
    access: [...ADMIN, ...PRACTITIONER],
    summary: "The medical aids a practitioner accepts, and whether they take medical aid or cash.",
    path: medicalAidsPath,
    response: responses.medicalAids,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: `/api/booking/search/getMedicalAids/${UNKNOWN_PRACTITIONER}`,
        rightRoleStatus: 404,
      },
    }),
  },
  "POST /api/booking/submission": {
    group: "booking-admin",
    access: ADMIN,
    csrf: true,
    summary:
      "Add a booking taken by phone (status 200 booked, 300 the time is taken); the public booking's rules and mails.",
    body: adminBookingForm,
    response: responses.adminBooking,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
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
        rightRoleStatus: 404,
      },
    }),
  },
  "GET /api/booking/admin/list": {
    group: "booking-admin",
    access: ADMIN,
    summary:
      "Every practitioner's bookings by start, 25 a page (from today for 30 days); status, practitioner and date filters.",
    query: adminBookingsQuery,
    response: responses.adminBookings,
  },
  "POST /api/booking/admin/cancel": {
    group: "booking-admin",
    access: ADMIN,
    summary: "Cancel a pending or confirmed booking (the patient is emailed, the time freed).",
    body: adminCancelBody,
    response: responses.adminBookingChange,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        body: { practitioner_id: "987654321", id: UNKNOWN_ID, date: "2026-12-01 09:00" },
        rightRoleStatus: 404,
      },
    }),
  },
  "POST /api/booking/admin/move": {
    group: "booking-admin",
    access: ADMIN,
    summary: "Move a booking to another open time of its practitioner (both are emailed).",
    body: adminMoveBody,
    response: responses.adminBookingChange,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        body: {
          practitioner_id: "987654321",
          id: UNKNOWN_ID,
          date: "2026-12-01 09:00",
          to_date: "2026-12-02",
          to_time: "09:00",
        },
        rightRoleStatus: 404,
      },
    }),
  },
  "GET /api/booking/admin/attention": {
    group: "booking-admin",
    access: ADMIN,
    summary:
      "What needs an admin: requests waiting over 24 h, today's bookings, applications, reviews, failing mails.",
    response: responses.adminAttention,
  },
  // Practitioners (admin): list, export, record, activation, deletion, set-password email.
  "GET /api/practitioner/view": {
    group: "practitioner-admin",
    access: ADMIN,
    summary:
      "Practitioners of one status (is_active, default 1) by name, 15 a page; search, contact, profession and package filters.",
    query: practitionerListQuery,
    response: responses.practitionerList,
  },
  "GET /api/practitioner/export": {
    group: "practitioner-admin",
    access: ADMIN,
    summary:
      "One page of the practitioner CSV export (same filters as the list), with the cursor of the next.",
    query: practitionerExportQuery,
    response: responses.practitionerExport,
  },
  "GET /api/practitioner/detail/{id}": {
    group: "practitioner-admin",
    access: ADMIN,
    summary: "A practitioner's full record: profile, package, account, status and latest bookings.",
    path: practitionerIdPath,
    response: responses.practitionerDetail,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: "/api/practitioner/detail/987654321", rightRoleStatus: 404 },
    }),
  },
  "GET /api/practitioner/report/{id}": {
    group: "practitioner-admin",
    access: ADMIN,
    summary: "A practitioner's figures for one month, as their dashboard shows them.",
    path: practitionerIdPath,
    query: reportQuery,
    response: responses.monthlyReport,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: "/api/practitioner/report/987654321",
        query: { month: "2026-11" },
        rightRoleStatus: 404,
      },
    }),
  },
  "GET /api/practitioner/upcoming/{id}": {
    group: "practitioner-admin",
    access: ADMIN,
    summary: "How many upcoming bookings deactivating this practitioner would cancel.",
    path: practitionerIdPath,
    response: responses.upcomingBookings,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: "/api/practitioner/upcoming/987654321", rightRoleStatus: 404 },
    }),
  },
  "POST /api/practitioner/is_active/{id}": {
    group: "practitioner-admin",
    access: ADMIN,
    summary:
      "Deactivate with a reason (off search and booking at once; upcoming bookings cancelled, patients emailed) or reactivate.",
    path: practitionerIdPath,
    body: practitionerStatusBody,
    response: responses.practitionerStatus,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: "/api/practitioner/is_active/987654321",
        body: { reason: "Role test" },
        rightRoleStatus: 404,
      },
    }),
  },
  "GET /api/practitioner/delete/{id}": {
    group: "practitioner-admin",
    access: ADMIN,
    summary:
      "Delete a deactivated practitioner's listing and account (409 while active); booking history is kept.",
    path: practitionerIdPath,
    response: responses.adminDone,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: "/api/practitioner/delete/987654321", rightRoleStatus: 404 },
    }),
  },
  "GET /api/practitioner/send/email/practitioner/{id}": {
    group: "practitioner-admin",
    access: ADMIN,
    summary: "Email the practitioner a fresh set-password link (creates their account if they have none).",
    path: practitionerIdPath,
    response: responses.adminDone,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: "/api/practitioner/send/email/practitioner/987654321",
        rightRoleStatus: 404,
      },
    }),
  },
  "POST /api/practitioner/council-check/{id}": {
    group: "practitioner-admin",
    access: ADMIN,
    summary:
      "Record an admin's check of a practitioner's council number on the register (the profile's badge), or \"Could not confirm\" (reason emailed).",
    path: practitionerIdPath,
    body: councilCheckBody,
    response: responses.councilCheck,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: "/api/practitioner/council-check/987654321",
        body: { number: "PS 0123456", outcome: "not_confirmed", reason: "Role test" },
        rightRoleStatus: 404,
      },
    }),
  },
  "GET /api/practitioner/council-recheck": {
    group: "practitioner-admin",
    access: ADMIN,
    summary:
      "Practitioners whose council check has lapsed (a 1 April has passed) or lapses within within_days (default 30), soonest first, 25 a page.",
    query: recheckListQuery,
    response: responses.councilRecheckList,
  },
  // Contact us and the affiliate programme.
  "POST /api/contact/submit": {
    group: "contact",
    access: "public",
    summary: "Send a message to support (the sender is the mail's Reply-To).",
    body: contactForm,
    response: responses.contactSubmitted,
  },
  "GET /api/contact/messages": {
    group: "contact-admin",
    access: ADMIN,
    summary: "Contact messages by state (new or handled), newest first, 25 a page.",
    query: contactListQuery,
    response: responses.contactList,
  },
  "POST /api/contact/handled/{id}": {
    group: "contact-admin",
    access: ADMIN,
    summary: "Mark a contact message handled.",
    path: contactMessagePath,
    response: responses.contactHandled,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: `/api/contact/handled/${UNKNOWN_ID}`, rightRoleStatus: 404 },
    }),
  },
  // The waitlist (issue 26).
  "POST /api/waitlist/join": {
    group: "waitlist",
    access: "public",
    summary:
      "Join a practitioner's waitlist for 30 days (one per email and practitioner, at most 5 per email); mails a confirmation with a leave link.",
    body: waitlistJoinBody,
    response: responses.waitlistJoined,
  },
  "POST /api/waitlist/leave": {
    group: "waitlist",
    access: "public",
    summary: "Leave a waitlist with the token of the confirmation mail's link.",
    body: waitlistLeaveBody,
    response: responses.waitlistLeft,
  },
  "POST /api/program/signup": {
    group: "affiliate",
    access: "public",
    summary:
      "Join the affiliate programme: emails a link to confirm the address (nothing is kept until then; the same answer for every address).",
    body: affiliateSignup,
    response: responses.affiliateSignedUp,
  },
  "POST /api/program/confirm/details": {
    group: "affiliate",
    access: "public",
    summary: "What an emailed affiliate link would confirm (address, masked bank hint), before it is used.",
    body: affiliateConfirmBody,
    response: responses.affiliateConfirmDetails,
  },
  "POST /api/program/confirm": {
    group: "affiliate",
    access: "public",
    summary: "Use an emailed affiliate link once: finish a sign-up, or apply new bank details.",
    body: affiliateConfirmBody,
    response: responses.adminDone,
  },
  "POST /api/program/bank-change": {
    group: "affiliate",
    access: "public",
    summary:
      "Ask to change an affiliate's bank details: a link to confirm goes to the affiliate's address (the same answer for every address).",
    body: affiliateBankChange,
    response: responses.adminDone,
  },
  "POST /api/program/bank-detail/{code}": {
    group: "affiliate",
    access: ADMIN,
    summary: "An affiliate's bank details in full, for paying out; every answer is recorded.",
    path: affiliateCodePath,
    response: responses.bankDetail,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: "/api/program/bank-detail/NOSUCHCD", rightRoleStatus: 404 },
    }),
  },
  "POST /api/program/payout-file": {
    group: "affiliate",
    access: ADMIN,
    summary:
      "The month's affiliate payout as a bank payment file (FNB CSV import); records one look per affiliate paid.",
    body: payoutFileBody,
    response: responses.payoutFile,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { month: "2011-01" } },
    }),
  },
  "GET /api/program/commission": {
    group: "affiliate-admin",
    access: ADMIN,
    summary: "A month's affiliate commission: each affiliate's active referred practitioners and totals.",
    query: commissionQuery,
    response: responses.commissionReport,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { query: { month: "2026-10" } },
    }),
  },
  "POST /api/program/referral/void/{id}": {
    group: "affiliate-admin",
    access: ADMIN,
    summary:
      "Void a practitioner's attribution to an affiliate (a self-referral found later): it earns for no month.",
    path: referralVoidPath,
    response: responses.adminDone,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: "/api/program/referral/void/999999999", rightRoleStatus: 404 },
    }),
  },
  // The admins' catalogue (issue 29 item 10).
  "GET /api/admin/featured-services": {
    group: "catalogue",
    access: ADMIN,
    summary: "Every featured service: those on the home page in their order, then the retired ones.",
    response: responses.adminFeaturedServices,
  },
  "POST /api/admin/featured-services/add": {
    group: "catalogue",
    access: ADMIN,
    summary:
      "Add a featured service (a picture uploaded through POST /api/registration/photo-upload) at the end.",
    body: featuredServiceNewBody,
    response: responses.adminFeaturedServices,
    status: 201,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        body: { name: "Roles test", image_key: `registrations/${UNKNOWN_ID}.png` },
        rightRoleStatus: 400,
      },
    }),
  },
  "POST /api/admin/featured-services/edit/{id}": {
    group: "catalogue",
    access: ADMIN,
    summary:
      "Rename a featured service, change its picture, or retire it from the home page (or bring it back).",
    path: catalogueIdPath,
    body: featuredServiceEditBody,
    response: responses.adminFeaturedServices,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: "/api/admin/featured-services/edit/no-such-service",
        body: { name: "Roles test", active: true },
        rightRoleStatus: 404,
      },
    }),
  },
  "POST /api/admin/featured-services/order": {
    group: "catalogue",
    access: ADMIN,
    summary: "Put the home page's featured services in this order (every one of them, each once).",
    body: featuredServiceOrderBody,
    response: responses.adminFeaturedServices,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { ids: ["no-such-service"] }, rightRoleStatus: 409 },
    }),
  },
  "GET /api/admin/medical-schemes": {
    group: "catalogue",
    access: ADMIN,
    summary: "Every medical scheme by name, with whether it is offered for new choices.",
    response: responses.adminMedicalSchemes,
  },
  "POST /api/admin/medical-schemes/add": {
    group: "catalogue",
    access: ADMIN,
    summary: "Add a medical scheme (offered at once).",
    body: medicalSchemeNewBody,
    response: responses.adminMedicalSchemes,
    status: 201,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      // An empty name: 400 past authorisation, so the role test adds nothing.
      example: { body: { scheme_name: " " }, rightRoleStatus: 400 },
    }),
  },
  "POST /api/admin/medical-schemes/edit/{id}": {
    group: "catalogue",
    access: ADMIN,
    summary:
      "Rename a medical scheme, or retire it (hidden from new choices; profiles and bookings that name it keep it).",
    path: catalogueIdPath,
    body: medicalSchemeEditBody,
    response: responses.adminMedicalSchemes,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: {
        path: "/api/admin/medical-schemes/edit/no-such-scheme",
        body: { scheme_name: "Roles test", active: true },
        rightRoleStatus: 404,
      },
    }),
  },
  // Billing (issue 29): the practitioner's package, the provider's webhook, the admins' overview.
  "GET /api/billing/own": {
    group: "billing",
    access: PRACTITIONER,
    summary: "The caller's package: plan, billing status, paid-until date and tax invoices.",
    response: responses.billingOwn,
    // The role test's practitioner account has no listing.
    ...(globalThis.ROUTE_EXAMPLES !== false && { example: { rightRoleStatus: 404 } }),
  },
  "POST /api/billing/checkout": {
    group: "billing",
    access: PRACTITIONER,
    summary: "Start paying for the caller's package: the provider's hosted checkout address.",
    response: responses.billingCheckout,
    ...(globalThis.ROUTE_EXAMPLES !== false && { example: { rightRoleStatus: 404 } }),
  },
  "POST /api/billing/cancel": {
    group: "billing",
    access: PRACTITIONER,
    summary: "Stop renewing the caller's package: the listing stays until the paid period ends.",
    response: responses.billingOwn,
    ...(globalThis.ROUTE_EXAMPLES !== false && { example: { rightRoleStatus: 404 } }),
  },
  "POST /api/billing/plan": {
    group: "billing",
    access: PRACTITIONER,
    summary: "Change the caller's package (starter or business) from the next renewal.",
    body: planChangeBody,
    response: responses.billingOwn,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { body: { plan: "business_package" }, rightRoleStatus: 404 },
    }),
  },
  "GET /api/billing/invoice/{number}": {
    group: "billing",
    access: ANY_ROLE,
    summary: "A tax invoice as PDF (base64): the practitioner's own, or any for an admin.",
    path: invoicePath,
    response: responses.invoiceFile,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: "/api/billing/invoice/INV-999999", rightRoleStatus: 404 },
    }),
  },
  "POST /api/billing/webhook": {
    group: "billing",
    access: "public",
    summary:
      "Paystack's events (x-paystack-signature: HMAC-SHA512 of the raw body); each applied once, in any order.",
    response: responses.webhookReceived,
    signed: true,
  },
  "GET /api/billing/overview": {
    group: "billing",
    access: ADMIN,
    summary:
      "Billing at a glance: listings by status, monthly recurring revenue, this and last month's failed payments.",
    response: responses.billingOverview,
  },
  "GET /api/billing/practitioner/{id}": {
    group: "billing",
    access: ADMIN,
    summary: "A practitioner's billing status and payment history.",
    path: practitionerIdPath,
    response: responses.paymentHistory,
    ...(globalThis.ROUTE_EXAMPLES !== false && {
      example: { path: "/api/billing/practitioner/999999999", rightRoleStatus: 404 },
    }),
  },
} as const satisfies Record<string, RouteSpec>;

export type Contract = typeof contract;
export type RouteKey = keyof Contract;
export type Method = RouteKey extends `${infer M} ${string}` ? M : never;

/** "POST /api/booking/submit" -> ["POST", "/api/booking/submit"]. */
export function splitKey(key: RouteKey): [method: string, path: string] {
  const space = key.indexOf(" ");
  return [key.slice(0, space), key.slice(space + 1)];
}

/** The roles a route admits, or undefined for a public one. */
export function rolesOf(key: RouteKey): readonly Role[] | undefined {
  const { access } = contract[key] as RouteSpec;
  return access === "public" ? undefined : access;
}

/** Protected routes that also need the CSRF header (the typed client gets this list at build time). */
export function csrfProtectedRouteKeys(): RouteKey[] {
  return (Object.keys(contract) as RouteKey[]).filter(
    (key) => rolesOf(key) !== undefined && (contract[key] as RouteSpec).csrf === true,
  );
}

/** Every route that needs a bearer token (the typed client gets this list at build time). */
export function protectedRouteKeys(): RouteKey[] {
  return (Object.keys(contract) as RouteKey[]).filter((key) => rolesOf(key) !== undefined);
}
