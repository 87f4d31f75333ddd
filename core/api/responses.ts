/**
 * What each route answers, as zod/mini schemas: the contract (core/api/contract.ts) names one per
 * route, and everything else reads them: the handler factory types what a route's handler returns
 * from its schema (a handler answering another shape fails typecheck), widgets read the same type
 * through the typed client (which checks answers against the schema in dev and test builds), the
 * response types in core/schemas are `Answer<...>` aliases of them, and the OpenAPI document is
 * generated from them. So each schema says exactly what its handler answers.
 */

import type { core } from "zod/mini";
import { APPOINTMENT_MODES } from "../appointment-modes";
import { BILLING_STATUSES } from "../billing";
import { CANCEL_REASONS } from "../cancel-reasons";
import { LISTING_PARTS } from "../listing-readiness";
import { SUBMISSION_BOOKED, SUBMISSION_TAKEN } from "../schemas/admin-booking";
import { BOOKING_WITH } from "../schemas/booking";
import { CONTACT_STATES } from "../schemas/contact";
import { cutoffHours } from "../schemas/cutoff-policy";
import { ATTENDANCE_MARKS } from "../schemas/dashboard";
import { WORK_WITH_CHOICES } from "../schemas/profile-editor";
import { PLAN_IDS, WORK_WITH } from "../schemas/registration";
import * as z from "../schemas/z";
import { GENDERS } from "../search-filters";
import { BOOKING_STATUSES, DURATIONS } from "../slots";

const text = z.string();
const count = z.number();
const flag = z.boolean();
const duration = z.union(DURATIONS.map((value) => z.literal(value)));
const status = z.enum(BOOKING_STATUSES);
const plan = z.enum(PLAN_IDS);
const bookingWith = z.enum(BOOKING_WITH);
/** What a practitioner accepts: medical aid, cash or card, or both. */
const workWith = z.enum(WORK_WITH_CHOICES);
/** How a practitioner sees patients: in person, virtual or both (core/appointment-modes.ts). */
const appointmentModes = z.array(z.enum(APPOINTMENT_MODES));
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
const list = <T extends core.$ZodType>(item: T) => z.array(item);
const record = z.object;
const success = { success: text };
/** An admin list page: the rows under data.data, and how many match in all. */
const page = <T extends core.$ZodType>(row: T) => record({ data: record({ data: list(row) }), total: count });
/**
 * A page of an admin directory (issue 30): `anchor` is where this page starts (send it back as the
 * `anchor` query with the next page asked for: nearby pages are read from there); `capped` says a
 * search or phone filter matched more than it reads, so `total` counts the first matches only.
 */
const directoryPage = <T extends core.$ZodType>(row: T) =>
  record({ ...page(row).def.shape, anchor: z.nullable(text), capped: flag });
const scheme = record({ id: text, scheme_name: text });
const address = record({ street: text, suburb: text, city: text, province: text, postal_code: text });
const socialLink = record({ link_for: text, url: text });

/** An entry of the mail suppression list (issue 30). */
const mailSuppression = record({
  email: z.nullable(text),
  masked: z.nullable(text),
  reason: z.enum(["bounce", "complaint"]),
  detail: text,
  since: text,
});

/** A row of the admin's bookings list (issue 25). */
const adminBookingRow = record({
  id: text,
  date: text,
  status,
  type: zeroOrOne,
  duration,
  practitioner: record({ id: text, name: text }),
  first_name: text,
  last_name: text,
  /** Taken by phone or at the practice, not online. */
  by_phone: flag,
  /** The patient's details were erased (POPIA). */
  erased: flag,
  created_at: text,
});

const user = record({
  email: text,
  role: z.enum(["admin", "practitioner"]),
  name: z.optional(text),
  practitioner_id: z.optional(text),
});
const tokens = record({
  access_token: text,
  token_type: z.literal("Bearer"),
  /** Seconds until the access token expires (at most 900). */
  expires_in: count,
  refresh_token: text,
  user,
});
/** What every view of a booking shows. */
const booking = {
  id: text,
  status,
  /** "YYYY-MM-DD HH:mm", SAST. */
  date: text,
  duration,
  type: zeroOrOne,
  booking_with: bookingWith,
  medical_aid: z.optional(text),
};
/** The booking as its patient may see it (no reason for the appointment). */
const bookingSummary = record({
  ...booking,
  first_name: text,
  practitioner: record({ id: text, name: text, profession: text, address: text }),
  video_url: z.optional(text),
  /** Pending or confirmed, and not yet started. */
  cancellable: flag,
});
/** One of a booking's reminders (issue 23): by which channel, when, and whether it went. */
const reminder = record({
  channel: z.enum(["email", "sms"]),
  /** ISO time the reminder is (or was) due. */
  due_at: text,
  state: z.enum(["scheduled", "sent", "cancelled"]),
});
/** Whether the patient said they are coming, on the booking as its manage link shows it. */
const attendance = { patient_confirmed: flag, reminders_off: flag };
/** The booking behind a manage link: its reminders and the practitioner's cut-offs as well. */
const managedBookingSummary = record({
  ...bookingSummary.shape,
  practitioner: record({
    ...bookingSummary.shape.practitioner.shape,
    /** The practice's phone number: inside a cut-off the patient is asked to call it. */
    phone: text,
  }),
  reminders: list(reminder),
  ...attendance,
  /** ISO time until which the patient can cancel online; null when no cut-off applies. */
  cancel_until: z.nullable(text),
  /** ISO time until which the patient can move the booking to a later time online; null when no cut-off applies. */
  reschedule_until: z.nullable(text),
  /** The practitioner's cancellation policy, as the patient is shown it. */
  policy: text,
  /** "YYYY-MM-DD HH:mm" (SAST) the link names, when the booking has moved from it since (date is where it is now). */
  moved_from: z.optional(text),
});
/** A booking as its practitioner sees it: the patient's details and reason included. */
const practitionerBooking = record({
  ...booking,
  first_name: text,
  last_name: text,
  email: text,
  cellphone_number: text,
  reason_for_appointment: text,
  /** From the patient's medical aid card, when given on a medical-aid booking. */
  medical_aid_number: z.optional(text),
  medical_aid_dependant: z.optional(text),
  follow_up_session: flag,
  video_url: z.optional(text),
  created_at: text,
  /** The patient said they are coming ("Confirm I'm coming"). */
  patient_confirmed: flag,
  /** Why the patient cancelled, when they chose a category (never free text). */
  cancel_reason: z.optional(z.enum(CANCEL_REASONS)),
  /**
   * Who called the booking off: on a cancelled one, who cancelled it; on a declined one that had been
   * confirmed, the practitioner (their "Cancel").
   */
  cancelled_by: z.optional(z.enum(["patient", "practitioner", "admin"])),
  /** What the practitioner marked after the appointment ended (issue 24). */
  attendance: z.optional(z.enum(ATTENDANCE_MARKS)),
  /** On a pending request: how often this patient did not come to this practitioner before (only when > 0). */
  patient_no_shows: z.optional(count),
});
/** One out-of-office period as the API gives it. */
const period = record({ id: text, day: text, second_day: text, time: text, to_time: text });
/** One date record (spec: time slot record). */
const dateRecord = record({ date: text, time_slots: list(text), duration });
/** Weekday 0 (Sunday) to 6 (Saturday) -> times and one duration; days without times are left out. */
const weeklyTemplate = z.partialRecord(
  z.enum(["0", "1", "2", "3", "4", "5", "6"]),
  record({ times: list(text), duration }),
);
/**
 * A council registration as admins see it (issue 27): the number, the register to look it up on
 * ("" for another body), and the last check or "Could not confirm"; null fields: none.
 */
const adminCouncilRegistration = record({
  council: text,
  number: text,
  register_url: text,
  checked_at: z.nullable(text),
  checked_by: z.nullable(text),
  register_category: z.nullable(text),
  /** A changed number voided the last check. */
  voided: flag,
  /** When the check stops counting (the next 1 April); null when unchecked. */
  lapses_at: z.nullable(text),
  not_confirmed: z.nullable(record({ at: text, by: text, reason: text })),
});
/** One registration request (spec section 3 "Registration request", plus the council number). */
const registrationRow = record({
  id: text,
  name: text,
  surname: text,
  title: text,
  sex: text,
  occupation: text,
  email: text,
  cell_number: text,
  suburb: text,
  city: text,
  postal_code: text,
  /** Object key of the uploaded photo in the private uploads bucket. */
  image_key: text,
  /**
   * The spec's `image`: a link to the photo that works for 15 minutes (presigned GET), so an admin
   * can look at it before deciding; "" when there is none (or it has expired from the bucket).
   */
  image: text,
  subscription_plan: plan,
  /** null: new; 1 approved; 0 rejected. */
  is_request_approved: z.nullable(zeroOrOne),
  created_at: text,
  work_with: list(z.enum(WORK_WITH)),
  registration_number: text,
  council: text,
  /** Issue 27: the number with its register link and any check. */
  council_registration: adminCouncilRegistration,
  /** The 7-digit BHF practice number, "" for none. */
  bhf_practice_number: text,
});
/** A patient found while typing: enough to recognise them on the phone. */
const patientMatch = record({
  id: text,
  name: text,
  surname: text,
  /** "" when the patient gave none (the list shows 'No Contact no.'). */
  contact_number: text,
  email_address: text,
});
/** One patient as the admin list shows them (spec section 3, without the reason). */
const patientRow = record({
  ...patientMatch.def.shape,
  /** Names of the medical schemes the patient's bookings named. */
  medical_aids: list(text),
});
/** One practitioner as the admin list shows it (spec section 3 "Practitioner (admin list)"). */
const adminPractitionerRow = record({
  id: text,
  name: text,
  email: text,
  profession: text,
  /** Rounded mean of the reviews (1-5), null without reviews; and how many there are. */
  rating: z.nullable(count),
  review_count: count,
  get_member_detail: record({
    image: text,
    is_active: zeroOrOne,
    /** The profile is complete enough to be public (core/listing-readiness.ts); public = active and listed. */
    listed: flag,
    /** "" when there is none (the list shows 'No Contact no.'). */
    contact_number: text,
    /** "" when there is none (the list shows 'No Location'). */
    business_address_physical: text,
  }),
});
const contactMessage = record({
  id: text,
  name: text,
  email: text,
  contact_number: text,
  message: text,
  state: z.enum(CONTACT_STATES),
  created_at: text,
  handled_at: z.nullable(text),
  handled_by: z.nullable(text),
});
const addressSuggestion = record({
  /** Formatted, e.g. "Sea Point, Cape Town, Western Cape". */
  address: text,
  suburb: text,
  lat: count,
  lng: count,
});
const searchResult = record({
  id: text,
  name: text,
  profession: text,
  image: text,
  business_address_physical: text,
  lat: count,
  lng: count,
  get_reviews: list(record({ rating: count })),
  /** Rounded mean rating 1-5, or null with no reviews. */
  rating: z.nullable(count),
  /** Kilometres from the searched point, when one was given. */
  distance_km: z.optional(count),
  /** The first open time (UTC ISO), kept current as bookings and availability change; null: none in the booking horizon. */
  next_available: z.nullable(text),
  /** Issue 27: the council registration badge, only while an admin's check of it is current. */
  council_badge: z.optional(record({ council: text, checked_at: text })),
});

/** A post in the public list: the preview is the content's text cut at 50 words. */
const blogEntry = record({
  id: text,
  slug: text,
  title: text,
  image: text,
  short_description: text,
  preview: text,
  featured: flag,
  published_at: text,
});
const blogPost = record({
  id: text,
  slug: text,
  title: text,
  image: text,
  short_description: text,
  /** Sanitised HTML. */
  content: text,
  featured: flag,
  published_at: text,
});
/** What the admin editor lists and loads: drafts too. */
const adminBlogPost = record({ ...blogPost.def.shape, published: flag, updated_at: text });

export const responses = {
  csrfToken: record({ token: text }),
  /** Spec section 3 "Featured service". */
  featuredServices: list(record({ id: text, name: text, image: text })),
  /** The admins' catalogue (issue 29): every featured service, those on the home page first in their order. */
  adminFeaturedServices: record({
    data: list(record({ id: text, name: text, image: text, order: z.nullable(count), active: flag })),
  }),
  /** Every medical scheme by name; a retired one (active false) is offered for no new choice. */
  adminMedicalSchemes: record({ data: list(record({ id: text, scheme_name: text, active: flag })) }),
  suggestions: record({
    profession: list(record({ profession: text })),
    service: list(record({ service_name: text })),
    username: list(record({ name: text, id: text })),
    workPlace: list(record({ business_address_physical: text })),
    focus_areas_statment: list(record({ focus_areas_statment: text })),
  }),
  addresses: list(addressSuggestion),
  search: record({
    data: list(searchResult),
    total: count,
    /**
     * Not in the spec: true when several free-text words matched more entries than the server reads
     * at once, so data and total cover the best-rated part of them only.
     */
    partial: z.optional(z.literal(true)),
    /**
     * Not in the spec: the place an `address` sent without lat/lng was taken to mean (the results
     * are nearest first to it), so the page can say which place it used.
     */
    place: z.optional(addressSuggestion),
    /** Not in the spec: an `address` without lat/lng that no place matched; the results ignore it. */
    place_not_found: z.optional(z.literal(true)),
    /**
     * Not in the spec (issue 27): nothing matched the type asked, so the words were searched as the
     * profession or service they name; the page says so.
     */
    searched_as: z.optional(z.enum(["profession", "service"])),
  }),
  profile: record({
    practitioner: record({
      id: text,
      name: text,
      get_reviews: list(
        record({
          rating: count,
          comment: text,
          name: text,
          created_at: text,
          /** Left through a booking's review link ("Verified patient"). */
          verified: z.optional(flag),
        }),
      ),
      get_member_active_detail: record({
        image: text,
        profession: text,
        address: text,
        qualification: list(text),
        work_with: workWith,
        /** How the practitioner sees patients (issue 25); absent: both. */
        appointment_modes: z.optional(appointmentModes),
        /** business_package only. */
        practise_url: z.optional(text),
        video_url: z.optional(text),
        language: list(text),
        bio: text,
      }),
      get_practitioner_service: list(record({ name: text })),
      get_medical_aids: list(record({ medical_scheme: scheme })),
      /** business_package only (empty for starter). */
      get_social_medial: list(socialLink),
      focus_areas_statment: text,
      /** Not in the spec: the cancellation policy patients are shown (issue 23). */
      cancellation_policy: z.optional(text),
      /** The first open time (UTC ISO, issue 26), as search shows it; null: none in the booking horizon. */
      next_available: z.nullable(text),
      /** Issue 27: the council registration while an admin's check of it is current; else null. */
      council_registration: z.nullable(record({ council: text, number: text, checked_at: text })),
    }),
    package: record({ plan }),
  }),
  timeSlots: record({
    /** Each day's own record with the times still open (past, notice and out-of-office removed). */
    practitioner: list(dateRecord),
    /** Pending and confirmed bookings that week: the widget hides the slots they overlap. */
    booking: list(record({ date: text, status, duration })),
  }),
  duration: record({ duration }),
  bookingSubmitted: record({
    ...success,
    booking: bookingSummary,
    /** "YYYY-MM-DD HH:mm" SAST: the request lapses unless the practitioner confirms it by then. */
    confirm_by: text,
  }),
  managedBooking: record({ booking: managedBookingSummary }),
  tokens,
  done: record({ success: z.literal(true) }),
  me: record({ user }),
  passwordAnswer: record(success),
  dashboardBookings: record({ data: list(practitionerBooking) }),
  bookingAction: record({ ...success, data: practitionerBooking }),
  /** The dashboard's glance (issue 25): counts from today to the booking horizon. */
  dashboardGlance: record({
    /** Today's SAST date, and the Saturday that ends this week (weeks run Sunday to Saturday). */
    today: text,
    week_last_day: text,
    /** Pending requests still waiting for an answer (any date ahead). */
    requests_waiting: count,
    /** Confirmed appointments today (ended ones included), and today to Saturday. */
    today_appointments: count,
    week_appointments: count,
    /** Issue 26: how many are on the practitioner's waitlist now (a count, never who). */
    waitlist_waiting: count,
  }),
  /** The practitioner's cut-offs and the sentence patients are shown. */
  cutoffPolicy: record({
    cancel_cutoff_hours: cutoffHours,
    reschedule_cutoff_hours: cutoffHours,
    policy: text,
  }),
  /** The practitioner's secret calendar subscription address (https, and webcal:// to subscribe in one click). */
  calendarFeed: record({ url: text, webcal_url: text }),
  /** An iCalendar file (text/calendar), not JSON: the route says so with `mediaType`. */
  calendarFile: text,
  /** The caller's current and future periods, soonest first. */
  periods: record({ data: list(period) }),
  periodSaved: record({
    success: z.literal(true),
    data: period,
    /** With cancel_clashing: how many bookings in the period were cancelled (their patients mailed). */
    cancelled_bookings: z.optional(count),
  }),
  ownProfile: record({
    /** The editable profile as GET (and a successful POST) gives it. */
    profile: record({
      id: text,
      version: count,
      title: text,
      first_name: text,
      last_name: text,
      /** Computed: title, first name, last name. */
      name: text,
      profession: text,
      contact_number: text,
      address,
      qualifications: list(text),
      languages: list(text),
      work_with: workWith,
      services: list(text),
      focus_areas: text,
      bio: text,
      medical_aid_ids: list(text),
      practise_url: text,
      video_url: text,
      social: list(socialLink),
      meeting_url: text,
      /** In person, virtual or both (issue 25). */
      appointment_modes: appointmentModes,
      /** Only when the practitioner stated it (issue 27). */
      gender: z.optional(z.enum(GENDERS)),
      min_notice_minutes: count,
      /** Read-only here: the plan decides whether website, video and social links are shown. */
      plan,
      /** Issue 27: council ("other" with council_name for another body), number, and the check's state. */
      council: text,
      council_name: text,
      registration_number: text,
      bhf_practice_number: text,
      /** The admins' check of this number is current (shown as a badge on the profile). */
      registration_checked: flag,
    }),
    /** Every medical scheme to choose from. */
    schemes: list(scheme),
    /** The published photo's site path, "" for none (changed by POST /api/profile/photo). */
    photo: text,
    /** Whether the profile is public, and what it still needs (core/listing-readiness.ts). */
    listing: record({ live: flag, missing: list(z.enum(LISTING_PARTS)) }),
  }),
  template: record({ days: weeklyTemplate }),
  templateSaved: record({ success: z.literal(true), days: weeklyTemplate }),
  dateRecordSaved: record({ success: z.literal(true), data: dateRecord }),
  dateRecords: record({ data: list(dateRecord) }),
  /** A presigned S3 POST: send `fields` then the file as `file` in multipart/form-data to `url`. */
  photoUpload: record({ url: text, fields: z.record(text, text), image_key: text, expires_in: count }),
  registrationSubmitted: record({ ...success, id: text }),
  registrationList: page(registrationRow),
  confirmation: record({ ...success, data: registrationRow }),
  reviewSubmitted: record({
    ...success,
    /** "published": counted at once (verified); "pending": waits for an admin. */
    state: z.enum(["published", "pending"]),
  }),
  /** Reviews waiting for moderation, newest first. */
  reviewQueue: page(
    record({
      id: text,
      practitioner_id: text,
      practitioner_name: text,
      name: text,
      rating: count,
      comment: text,
      created_at: text,
      /** Issue 25: as given on the form ("" when not given); admins only. */
      email: text,
      /** Issue 25: tied to a booking (only reviews through a booking's link are; those never wait here). */
      tied_to_booking: flag,
    }),
  ),
  /** Issue 25: one practitioner's published reviews, newest first (at most 100). */
  publishedReviews: record({
    data: list(
      record({
        id: text,
        practitioner_id: text,
        name: text,
        email: text,
        rating: count,
        comment: text,
        created_at: text,
        /** Left through a booking's link: tied to that booking. */
        tied_to_booking: flag,
      }),
    ),
  }),
  /** Issue 25: the latest admin decisions on reviews, newest first. */
  reviewDecisions: record({
    data: list(
      record({
        review_id: text,
        practitioner_id: text,
        practitioner_name: text,
        reviewer_name: text,
        rating: count,
        decision: z.enum(["approve", "reject", "unpublish"]),
        reason: text,
        by: text,
        at: text,
      }),
    ),
  }),
  reviewDecision: record({
    ...success,
    /** The practitioner's rounded mean after the decision (null without published reviews). */
    rating: z.nullable(count),
  }),
  blogIndex: record({ data: list(blogEntry) }),
  blogDetail: record({ blog: blogPost }),
  adminBlogList: record({ data: list(adminBlogPost) }),
  adminBlogSave: record({ ...success, blog: adminBlogPost }),
  // Admin operations: patients, locations, bookings taken by phone.
  patientList: record({
    ...directoryPage(patientRow).def.shape,
    /** Every medical scheme, by name: the medical_aid filter's choices. */
    medical_schemes: list(scheme),
    /** Never sent since issue 30 (the list reads bounded pages of the directory); kept for the contract. */
    truncated: z.optional(z.literal(true)),
  }),
  /** One patient's bookings, newest first, for /admin/patient/bookings/{id} (never the reason). */
  patientBookings: record({
    patient: patientRow,
    data: list(
      record({
        ...booking,
        practitioner: record({ id: text, name: text }),
        /** Taken by an admin by phone (and whether outside the practitioner's hours). */
        by_phone: flag,
        out_of_hours: flag,
        created_at: text,
      }),
    ),
  }),
  /** What an erasure did. */
  patientErased: record({
    ...success,
    /** Future bookings cancelled (their practitioners are emailed). */
    cancelled: count,
    /** Bookings kept for the record with the personal data removed. */
    anonymised: count,
  }),
  // Patients hold their own data (issue 28): "My bookings" and what it answers.
  mySent: record({ sent: z.literal(true) }),
  /** A patient session: its bearer token, how long it lasts (seconds), and the email it is for. */
  mySession: record({ token: text, expires_in: count, email: text }),
  myBookings: record({
    data: list(
      record({
        ...booking,
        practitioner: record({ id: text, name: text, profession: text }),
        /** Not yet ended: the same actions as its manage link (the manage page, `manage_url`). */
        upcoming: flag,
        manage_url: z.optional(text),
      }),
    ),
    page: count,
    total: count,
    per_page: count,
    details: record({ first_name: text, last_name: text, cellphone_number: text }),
  }),
  myDetails: record({ first_name: text, last_name: text, cellphone_number: text, updated_bookings: count }),
  /** Everything we hold about the email (POPIA s23): the patient's own words included. */
  myExport: record({
    email: text,
    generated_at: text,
    patient: z.nullable(
      record({
        first_name: text,
        last_name: text,
        cellphone_number: text,
        created_at: text,
        updated_at: text,
      }),
    ),
    bookings: list(
      record({
        ...booking,
        practitioner: record({ id: text, name: text }),
        reason_for_appointment: text,
        created_at: text,
        cancelled_at: z.optional(text),
        cancelled_by: z.optional(text),
      }),
    ),
    consents: list(record({ booking_id: text, terms_version: text, consented_at: text })),
    reviews: list(
      record({
        practitioner_id: text,
        rating: count,
        name: text,
        comment: text,
        created_at: text,
        state: text,
      }),
    ),
    waitlist: list(
      record({ practitioner_id: text, joined_at: text, first_name: text, cellphone_number: text }),
    ),
    contact_messages: list(record({ sent_at: text, name: text, message: text })),
    /** The mails we sent about these (kind and date only, never their words). */
    mails: list(record({ kind: text, date: text })),
  }),
  myDeleted: record({ ...success, cancelled: count, anonymised: count }),
  /** Spec section 3 "Location": name (practitioner), location, address; plus what the map needs. */
  locations: list(
    record({
      id: text,
      name: text,
      /** Suburb and city ("" when unknown: the list shows 'No Location'). */
      location: text,
      address: text,
      lat: count,
      lng: count,
    }),
  ),
  /**
   * What a box of the admin map shows: clusters (a count at the mean position of the practitioners
   * it stands for, named by a place in it), or each practitioner's pin when the box holds few.
   * `total`: active practitioners with coordinates in the box.
   */
  locationMap: z.union([
    record({
      kind: z.literal("clusters"),
      total: count,
      clusters: list(record({ count, lat: count, lng: count, place: text })),
    }),
    record({
      kind: z.literal("pins"),
      total: count,
      pins: list(record({ id: text, name: text, location: text, lat: count, lng: count })),
    }),
  ]),
  patientSearch: record({ status: z.literal(200), data: list(patientMatch), message: text }),
  practitionerSearch: record({
    status: z.literal(200),
    data: list(record({ id: text, name: text, profession: text, address: text, work_with: workWith })),
    message: text,
  }),
  medicalAids: record({
    status: z.literal(200),
    medicalAids: list(scheme),
    /** What the practitioner accepts, so the form offers only those payment choices. */
    work_with: workWith,
    /** How the practitioner sees patients (issue 25), so the form offers only those types. */
    appointment_modes: z.optional(appointmentModes),
    message: text,
  }),
  adminBooking: record({
    /** 200 booked; 300 the time overlaps another booking (BOOKING_EXISTS). */
    status: z.union([z.literal(SUBMISSION_BOOKED), z.literal(SUBMISSION_TAKEN)]),
    message: text,
    booking: z.optional(bookingSummary),
  }),
  /** The admin's bookings list (issue 25): never the reason or the patient's contact details. */
  adminBookings: page(adminBookingRow),
  adminBookingChange: record({ ...success, data: adminBookingRow }),
  /** The admin home's "needs attention" counts. */
  adminAttention: record({
    waiting_requests: count,
    today_bookings: count,
    applications_waiting: count,
    reviews_waiting: count,
    mails_failing: count,
  }),
  // Practitioners (admin)
  practitionerList: directoryPage(adminPractitionerRow),
  /**
   * One export page: the matching practitioners among the next EXPORT_BATCH_SIZE of the status (so a
   * page may hold fewer, even none, while `next` is not null). Progress is `read` of `total`: how many
   * of the status this page read, and (first page only) how many the status holds.
   */
  practitionerExport: record({
    data: list(adminPractitionerRow),
    read: count,
    /** The status's size, on the first page (no cursor); null on the others. */
    total: z.nullable(count),
    /** Pass as `cursor` for the next page; null when this was the last. */
    next: z.nullable(text),
  }),
  /** The full record for /admin/doctor/detail/{id}. */
  practitionerDetail: record({
    practitioner: record({
      ...adminPractitionerRow.def.shape,
      title: text,
      first_name: text,
      last_name: text,
      registration_number: text,
      address,
      languages: list(text),
      qualifications: list(text),
      services: list(text),
      focus_areas: text,
      work_with: text,
      plan,
      created_at: text,
      /** Issue 25: why it was deactivated (deactivated listings only). */
      status_reason: z.optional(text),
      /** What the profile still needs before it is listed (core/listing-readiness.ts). */
      listing_missing: list(z.enum(LISTING_PARTS)),
      /** Issue 27: the number with its register link and any check. */
      council_registration: adminCouncilRegistration,
      bhf_practice_number: text,
    }),
    account: record({ exists: flag, password_set: flag }),
    /** The latest bookings, newest first (at most 20): date, status and the patient's name only. */
    bookings: list(
      record({ id: text, date: text, status: text, type: zeroOrOne, first_name: text, last_name: text }),
    ),
  }),
  /** An admin action's 'Operation Successfull !'. */
  adminDone: record(success),
  /** Issue 27: the registration after an admin's check or "Could not confirm". */
  councilCheck: record({ ...success, council_registration: adminCouncilRegistration }),
  /** Issue 27: checks lapsing by the horizon, soonest first; `next` pages on. */
  councilRecheckList: record({
    data: list(
      record({
        id: text,
        name: text,
        is_active: zeroOrOne,
        council: text,
        number: text,
        checked_at: text,
        lapses_at: text,
        /** Already lapsed: the badge is off until re-checked. */
        lapsed: flag,
      }),
    ),
    next: z.nullable(text),
  }),
  /** The new practitioner's number. */
  practitionerAdded: record({ ...success, id: text }),
  /** What a deactivation would cancel now (pending or confirmed, start ahead). */
  upcomingBookings: record({ upcoming_bookings: count }),
  practitionerStatus: record({
    ...success,
    is_active: zeroOrOne,
    /** Deactivation: upcoming bookings cancelled (each patient emailed). 0 on reactivation. */
    cancelled_bookings: count,
  }),
  // Contact us and the affiliate programme.
  contactSubmitted: record(success),
  // The waitlist (issue 26).
  waitlistJoined: record(success),
  waitlistLeft: record(success),
  contactList: page(contactMessage),
  /**
   * Issue 30: addresses SES reported as a hard bounce or complaint (no more mail goes to them). `email`:
   * the address asked about, else null; `masked` as stored ("t•••@g•••.com"; null on entries from
   * before it was kept); `reason` and SES's `detail` ("General", "NoEmail", "abuse"); `next`: the
   * cursor of the next page, null on the last (and on a look-up).
   */
  mailSuppressions: record({ data: list(mailSuppression), next: z.nullable(text) }),
  /** The suppression lifted (what it said): mail to the address is sent again. */
  mailSuppressionLifted: record({ ...success, data: mailSuppression }),
  contactHandled: record({ ...success, data: contactMessage }),
  /** Spec section 7: "response status (200 success) or error". */
  affiliateSignedUp: record({ status: z.literal(200), ...success }),
  /** What a confirmation link is for, shown before it is used: nothing the sign-up typed as free text. */
  affiliateConfirmDetails: record({
    purpose: z.enum(["signup", "bank-change"]),
    email: text,
    /** "•••• 0010", as the admins see it, so the owner can tell their own details from someone else's. */
    bank_detail_masked: text,
    /** The last three digits of the contact number given (sign-ups only). */
    contact_ending: z.optional(text),
  }),
  /** The plain bank details, for paying out; each answer is recorded (who, whose, when). */
  bankDetail: record({ bank_detail: text, revealed_at: text }),
  // Billing (issue 29).
  billingOwn: record({
    plan,
    status: z.enum(BILLING_STATUSES),
    /** The package's price per month, VAT included. */
    price_cents: count,
    /** ISO instants; null until the first payment / unless past due. */
    paid_until: z.nullable(text),
    grace_ends_at: z.nullable(text),
    /** A plan change waiting for the next renewal. */
    next_plan: z.nullable(plan),
    /** Shown in search and bookable now (profile complete and billing in good standing). */
    listed: flag,
    invoices: list(record({ number: text, issued_at: text, description: text, total_cents: count })),
  }),
  billingCheckout: record({ authorization_url: text }),
  /** A tax invoice's PDF, base64, with the file name to save it under. */
  invoiceFile: record({ filename: text, content_type: z.literal("application/pdf"), content_base64: text }),
  billingOverview: record({
    active: count,
    past_due: count,
    cancelled: count,
    unpaid: count,
    /** Monthly recurring revenue: the packages of active and past-due listings, VAT included. */
    mrr_cents: count,
    failed_payments: list(
      record({ practitioner_id: text, name: text, at: text, amount_cents: count, reference: text }),
    ),
  }),
  paymentHistory: record({
    status: z.enum(BILLING_STATUSES),
    paid_until: z.nullable(text),
    payments: list(
      record({
        kind: z.enum(["paid", "failed", "refund"]),
        at: text,
        amount_cents: count,
        plan,
        reference: text,
        invoice_number: z.nullable(text),
      }),
    ),
  }),
  /** The provider's webhook: received (applied now, before, or ignored as unknown). */
  webhookReceived: record({ received: z.literal(true) }),
  commissionReport: record({
    month: text,
    rate_percent: count,
    data: list(
      record({
        referral_code: text,
        name: text,
        surname: text,
        email: text,
        contact: text,
        /** Only the last characters of the bank details; in full only through the audited bank-detail route. */
        bank_detail_masked: text,
        practitioners: list(
          record({ id: text, name: text, plan, price_cents: count, commission_cents: count }),
        ),
        practitioner_count: count,
        commission_cents: count,
      }),
    ),
    practitioner_count: count,
    total_cents: count,
  }),
  /**
   * The payout run's bank file (issue 29): the CSV to upload, who it pays, and who must be paid by
   * hand (bank details it cannot read for certain; the single reveal shows them).
   */
  payoutFile: record({
    month: text,
    filename: text,
    csv: text,
    total_cents: count,
    paid: list(record({ referral_code: text, name: text, commission_cents: count })),
    by_hand: list(record({ referral_code: text, name: text, commission_cents: count })),
    revealed_at: text,
  }),
  /**
   * A practitioner's monthly report (issue 24): counts of the bookings whose appointment falls in the
   * month (SAST), minutes, and two ratios (0 to 1; null when there is nothing to divide by).
   */
  monthlyReport: record({
    month: text,
    requests: count,
    pending: count,
    confirmed: count,
    declined: count,
    cancelled: count,
    expired: count,
    late_cancellations: count,
    attended: count,
    no_shows: count,
    /** no_shows / (attended + no_shows). */
    no_show_rate: z.nullable(count),
    booked_minutes: count,
    offered_minutes: count,
    /** booked_minutes / offered_minutes (above 1 when bookings were taken outside the offered hours). */
    utilisation: z.nullable(count),
    new_patients: count,
    returning_patients: count,
    reminders_sent: count,
  }),
  /** Every refusal: a readable `error`, per-field detail where there is some. */
  error: record({
    error: text,
    fields: z.optional(z.record(text, text)),
    /** 409 of an out-of-office period over booked time: the bookings it covers ("YYYY-MM-DD HH:mm"). */
    clashes: z.optional(list(record({ id: text, date: text, first_name: text }))),
  }),
};

export type ResponseName = keyof typeof responses;
/** The type of what a response schema describes: what a handler builds and a widget reads. */
export type Answer<N extends ResponseName> = core.output<(typeof responses)[N]>;
