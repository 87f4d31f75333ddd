/**
 * Shapes of the items stored in the table. Attribute names are camelCase; handlers map them to the
 * spec's response field names (get_member_active_detail, business_address_physical, ...).
 */

import type { BillingState } from "../../core/billing";
import type { CancelReason } from "../../core/cancel-reasons";
import type { CouncilRegistration } from "../../core/council-registration";
import type { CutoffHours } from "../../core/cutoffs";
import type { Gender } from "../../core/search-filters";
import type { PlanId } from "../../core/site-config";
import type { BookingStatus, Duration, WeeklyTemplate } from "../../core/slots";
import type { PartOfDay } from "../../core/waitlist-match";
import type { ReportFigure } from "../reports/contribution";

export type { Duration };

export type WorkWith = "both" | "Medical Aid" | "Cash-Card";

export interface PracticeAddress {
  street: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string;
}

export interface PractitionerItem {
  PK: string;
  SK: "PROFILE";
  GSI1PK: string;
  GSI1SK: string;
  entity: "practitioner";
  id: string;
  title: string;
  firstName: string;
  lastName: string;
  /** Display name as the spec's `name` field: title, first name, last name. */
  name: string;
  email: string;
  contactNumber: string;
  profession: string;
  /** HPCSA (or other council) registration number. */
  registrationNumber: string;
  /**
   * Issue 27: council, number and the admins' check (core/council-registration.ts); absent on
   * listings from before it (read as registrationNumber with no council: council-registration/view.ts).
   */
  council_registration?: CouncilRegistration;
  /** The 7-digit BHF practice number medical aids need for claims. */
  bhfPracticeNumber?: string;
  /** While a check counts: `COUNCILCHECK#LAPSES` / `{lapsesAt}#{id}`, the admins' re-check list (keys.councilRecheck). */
  GSI2PK?: string;
  GSI2SK?: string;
  image: string;
  address: PracticeAddress;
  /** One-line practice address, the spec's business_address_physical. */
  businessAddressPhysical: string;
  lat: number;
  lng: number;
  qualifications: string[];
  languages: string[];
  workWith: WorkWith;
  services: string[];
  focusAreas: string;
  bio: string;
  medicalAidIds: string[];
  practiseUrl?: string;
  videoUrl?: string;
  social: { linkFor: string; url: string }[];
  /** Own video-call link for virtual appointments, when the practitioner has one. */
  meetingUrl?: string;
  /** In person, virtual or both (core/appointment-modes.ts); absent: both. */
  appointmentModes?: BookingType[];
  /** As the practitioner states it in the profile editor, for the search's gender filter; optional. */
  gender?: Gender;
  plan: PlanId;
  isActive: boolean;
  /**
   * The profile is complete enough to be public (core/listing-readiness.ts), stored by every write
   * that changes what the rule reads (functions/practitioner/listing.ts). Public = isActive && listed.
   */
  listed: boolean;
  /**
   * When an admin last activated or deactivated the listing (functions/practitioner-admin/status.ts):
   * on an inactive listing, when it was deactivated. The affiliate commission reads it.
   */
  statusChangedAt?: string;
  /**
   * A status change whose follow-up (cancelling upcoming bookings, the search index) has not finished
   * (functions/practitioner-admin/status-job.ts): the toggle finishes it instead of flipping back.
   */
  statusJob?: "deactivate" | "reactivate";
  /** Why an admin deactivated the listing (issue 25; required then, removed on reactivation). */
  statusReason?: string;
  /** An admin's delete has begun (functions/practitioner-admin/delete.ts): Delete again finishes it. */
  deletionStartedAt?: string;
  /**
   * Raised by each rotation of the calendar feed's address (absent: 0); the address is an HMAC of
   * the id and this, recomputed on each read, so no live token is stored (functions/calendar-feed).
   */
  calendarFeedVersion?: number;
  /** How long before an appointment the patient can still cancel / move it online (core/cutoffs.ts; absent: 24). */
  cancelCutoffHours?: CutoffHours;
  rescheduleCutoffHours?: CutoffHours;
  ratingSum: number;
  ratingCount: number;
  /**
   * The rating score (functions/search/index-items.ts ratingScore) the search index's entries carry,
   * when it may differ from ratingSum/ratingCount: set with the review that changes the rating and
   * moved on by functions/reviews/reindex.ts once the index matches. Absent: the index matches.
   */
  indexedScore?: number;
  minNoticeMinutes: number;
  createdAt: string;
  /**
   * Issue 29: the package's billing (core/billing.ts); absent on listings from before billing, which
   * count as paid. The `listed` flag includes it (functions/practitioner/listing.ts).
   */
  billing?: BillingState;
  /** Raised by every billing write: the next one is conditioned on it (absent: 0). */
  billingVersion?: number;
}

/** A published review: it counts in the practitioner's ratingSum/ratingCount. */
export interface ReviewItem {
  PK: string;
  SK: string;
  entity: "review";
  id: string;
  practitionerId: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** Left through the single-use link of a booking whose appointment took place. */
  verified?: boolean;
  bookingId?: string;
  /** Its booking was cancelled or declined after publication: no longer "Verified patient" (still counted). */
  verificationWithdrawnAt?: string;
  /** Its patient was erased (functions/reviews/anonymise.ts): name and comment are empty, the stars stay. */
  anonymisedAt?: string;
  /** Issue 25: the reviewer's email for admins only (the booking's, or given on the form); never shown publicly. */
  email?: string;
}

/** An anonymous review waiting for an admin (docs/access-patterns.md "Reviews"); not counted. */
export interface PendingReviewItem {
  PK: string;
  SK: "PENDING";
  GSI1PK: string;
  GSI1SK: string;
  entity: "pendingReview";
  id: string;
  practitionerId: string;
  practitionerName: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** Issue 25: optional on the form, for admins only. */
  email?: string;
  state: "pending" | "rejected";
  decidedAt?: string;
  /**
   * TTL: a pending review expires 60 days after it was left (the queue also skips it from then on),
   * a rejected one 90 days after the decision.
   */
  expiresAt?: number;
}

/**
 * Issue 25: one admin decision on a review (approve, reject, unpublish) with who, when and why,
 * written in the decision's own transaction and kept (docs/decisions.md "Daily use (issue 25)").
 */
export interface ReviewDecisionItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: "reviewDecision";
  reviewId: string;
  practitionerId: string;
  practitionerName: string;
  reviewerName: string;
  rating: number;
  decision: "approve" | "reject" | "unpublish";
  reason: string;
  by: string;
  at: string;
}

/**
 * Finds a review by the email given on its form (keys.reviewByEmail), for erasure; no personal data
 * but the address's hash. Expires with a pending or rejected review; kept once it is published.
 */
export interface ReviewByEmailItem {
  PK: string;
  SK: string;
  entity: "reviewByEmail";
  reviewId: string;
  practitionerId: string;
  createdAt: string;
  expiresAt?: number;
}

/** The single-use review link of one booking; key = SHA-256 of the token. Deleted when used. */
export interface ReviewTokenItem {
  PK: string;
  SK: "TOKEN";
  entity: "reviewToken";
  practitionerId: string;
  bookingId: string;
  /** The booking's key, to check at send time that the appointment was confirmed. */
  bookingSK: string;
  expiresAt: number;
}

/** Weekly template; keys are weekdays 0 (Sunday) to 6 (Saturday). Times are "HH:mm" SAST. */
export interface WeeklyAvailabilityItem {
  PK: string;
  SK: "AVAIL#WEEK";
  entity: "weeklyAvailability";
  practitionerId: string;
  days: WeeklyTemplate;
}

/** Date-specific slot record (spec: date, time_slots, duration); overrides the template that day. */
export interface DateSlotsItem {
  PK: string;
  SK: string;
  entity: "dateSlots";
  practitionerId: string;
  date: string;
  timeSlots: string[];
  duration: Duration;
}

/** Out-of-office period (spec: day, second_day, time, to_time), dates YYYY-MM-DD, times HH:mm. */
export interface OutOfOfficeItem {
  PK: string;
  SK: string;
  entity: "outOfOffice";
  id: string;
  practitionerId: string;
  day: string;
  secondDay: string;
  time: string;
  toTime: string;
}

export type BookingType = "in-person" | "virtual";
export type BookingWith = "Medical aid" | "Cash/Card";

/** A booking. The reason for the appointment is health information: it never leaves this item in an email. */
export interface BookingItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  /** All bookings by month (GSI3, keys.bookingByMonth); absent on bookings made before issue 25. */
  GSI3PK?: string;
  GSI3SK?: string;
  entity: "booking";
  id: string;
  practitionerId: string;
  patientId: string;
  patientEmail: string;
  firstName: string;
  lastName: string;
  cellphone: string;
  /** SAST date and time the appointment starts, and its length. */
  date: string;
  time: string;
  duration: Duration;
  type: BookingType;
  bookingWith: BookingWith;
  medicalAidId?: string;
  /**
   * From the patient's medical aid card (core/schemas/medical-aid-details.ts): shown only to the
   * practitioner, as the contact details are; removed by erasure.
   */
  medicalAidNumber?: string;
  medicalAidDependant?: string;
  medicalInsurance?: string;
  followUp: boolean;
  reason: string;
  status: BookingStatus;
  videoUrl?: string;
  /** The 5-minute lock cells this booking holds while pending or confirmed. */
  lockCells: string[];
  termsVersion: string;
  consentedAt: string;
  /** Hash of the request, to tell a retry from a different booking under one Idempotency-Key. */
  requestHash: string;
  /** Which of the patient's pending places it held while pending (functions/booking/pending-allowance.ts). */
  pendingPlace?: number;
  createdAt: string;
  updatedAt: string;
  cancelledAt?: string;
  cancelledBy?: "patient" | "practitioner" | "admin";
  /** The status before the last change (issue 25): a declined booking that was confirmed was cancelled. */
  previousStatus?: BookingStatus;
  /** The category the patient chose when cancelling (core/cancel-reasons.ts); never free text. */
  cancelReason?: CancelReason;
  /**
   * Taken by phone (or, by the practitioner, at the practice): the account that entered it, an
   * admin's or the practitioner's own (functions/booking-admin). Absent: booked online.
   */
  bookedBy?: { channel: "phone" | "walk-in"; adminId: string };
  /** The admin overrode the practitioner's bookable times (an explicit choice, kept for the record). */
  outOfHours?: true;
  /** Set when the patient's personal data was erased (POPIA); names, contact and reason are gone. */
  erasedAt?: string;
  /** The outbox mails queued about this booking (they hold names and addresses), for erasure. */
  mailIds?: string[];
  /** The SK of the verified review left through this booking's link (functions/reviews/submit.ts). */
  reviewSK?: string;
  /**
   * What the practitioner marked after a confirmed appointment ended (POST /api/dashboard/bookings/attendance);
   * a no-show gets no verified review.
   */
  attendance?: "attended" | "no_show";
  /** When attendance was last marked. */
  attendanceAt?: string;
  /** Cancelled (by anyone) after the practitioner's cancel cut-off had passed: a late cancellation. */
  lateCancel?: true;
  /** The patient had no earlier booking with this practitioner when this one was made (the report's new vs returning). */
  newPatient?: boolean;
  /** How many reminders (mail or SMS) went out about this booking. */
  remindersSent?: number;
  /** The patient ticked "Remind me by SMS" at booking (used only when an SMS provider is configured). */
  smsReminders?: true;
  /** The patient turned reminders off on the manage page. */
  remindersOff?: true;
  /** The patient said they are coming ("Confirm I'm coming" on the manage page or the 72 h reminder). */
  patientConfirmedAt?: string;
  /** How often the patient moved it: added to every calendar file's SEQUENCE so clients update the event. */
  moves?: number;
}

/**
 * A practitioner's counters for one month (functions/reports/counters.ts): the figures of
 * functions/reports/contribution.ts REPORT_FIGURES, each absent until a change first adds to it.
 */
export interface ReportMonthItem extends Partial<Record<ReportFigure, number>> {
  PK: string;
  SK: string;
  entity: "reportMonth";
  practitionerId: string;
  month: string;
}

/** Where a moved booking is now (keys.bookingPointer): read when a link names a key it has left. */
export interface BookingPointerItem {
  PK: string;
  SK: "CURRENT";
  entity: "bookingPointer";
  practitionerId: string;
  bookingId: string;
  bookingSK: string;
  /** TTL: a day after the appointment ends, like its lock cells. */
  expiresAt: number;
}

export interface SlotLockItem {
  PK: string;
  SK: string;
  entity: "slotLock";
  practitionerId: string;
  bookingId: string;
  bookingSK: string;
  /** TTL: a lock is worthless once its time has passed. */
  expiresAt: number;
}

/** A patient's no-shows with one practitioner (keys.noShowCount), kept by the attendance marks. */
export interface NoShowCountItem {
  PK: string;
  SK: string;
  entity: "noShowCount";
  practitionerId: string;
  patientId: string;
  /** Marked no-shows less corrections; an item at 0 stays (read as none). */
  count: number;
}

export interface PatientItem {
  PK: string;
  SK: "PROFILE";
  GSI1PK: "PATIENTS";
  GSI1SK: string;
  entity: "patient";
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  cellphone: string;
  /** Medical schemes named on the patient's bookings (a string set; the admin list filters on it). */
  medicalAidIds?: Set<string>;
  createdAt: string;
  updatedAt: string;
}

/**
 * Issue 30: what an admin directory knows of one practitioner or patient, copied onto each of
 * their directory entries (functions/directory/), so a filter reads narrow items only.
 */
export interface DirectoryFacts {
  id: string;
  /** The record's PK (its SK is PROFILE): a page's rows are read from it. */
  p: string;
  /** The list's order: the record's name key, `{name}#{id}` (lower case). */
  k: string;
  /** Words searched by prefix, folded (names, practice address, email), space-separated. */
  w: string;
  /** Phone digits, 0-prefixed ("0821234567"). */
  c: string;
  /** Filter tags, e.g. "PROF#Psychologist", "PLAN#starter_package", "AID#902". */
  f: string[];
}

export interface DirectoryEntryItem extends DirectoryFacts {
  PK: string;
  SK: string;
  entity: "directoryEntry";
}

export interface DirectoryCountItem {
  PK: string;
  SK: string;
  entity: "directoryCount";
  n: number;
}

/**
 * Issue 30: one geohash cell of the admin map (functions/locations/map-items.ts): how many active
 * practitioners with coordinates it holds and the sums of their positions (micro-degrees, so the
 * ADDs stay exact), for a cluster's count and mean position.
 */
export interface MapCellItem {
  PK: string;
  SK: string;
  entity: "mapCell";
  n: number;
  /** Sum of latitudes and of longitudes, in millionths of a degree. */
  la: number;
  ln: number;
  /** A place in the cell (the first practitioner's city), for a cluster's accessible name. */
  place?: string;
}

/** One active practitioner on the admin map, in its cell's partition: what a pin shows. */
export interface MapPinItem {
  PK: string;
  SK: string;
  entity: "mapPin";
  id: string;
  name: string;
  /** Suburb and city (placeLabel), "" when unknown. */
  place: string;
  lat: number;
  lng: number;
}

export interface ConsentItem {
  PK: string;
  SK: string;
  entity: "consent";
  bookingId: string;
  termsVersion: string;
  consentedAt: string;
  /** A booking taken by phone: the admin recorded the agreement. */
  channel?: "phone";
  recordedBy?: string;
  /**
   * The booking's key (PK is `PRAC#{practitionerId}`), so erasure finds a booking from the patient's
   * own partition with a consistent read, before the GSI1 index shows it. Absent on older records.
   */
  practitionerId?: string;
  bookingSK?: string;
}

export interface IdempotencyItem {
  PK: string;
  SK: "IDEM";
  entity: "idempotency";
  practitionerId: string;
  bookingId: string;
  bookingSK: string;
  requestHash: string;
  expiresAt: number;
}

/** The booking an outbox item depends on, and what must hold of it when the item is due. */
export interface SendCondition {
  PK: string;
  SK: string;
  status: "pending" | "confirmed";
  /** A reminder: also dropped when the patient turned reminders off. */
  remindersOn?: true;
}

export interface OutboxItem {
  PK: string;
  SK: "MAIL";
  /** Present only while the mail waits to be sent. */
  GSI2PK?: string;
  GSI2SK?: string;
  /** Present while its last send failed: GSI1 `OUTBOX#FAILING` (the admin home's count). */
  GSI1PK?: string;
  GSI1SK?: string;
  entity: "outbox";
  id: string;
  /** What the mail is about, for logs (never its content). */
  kind: string;
  /** A text message (functions/sms) rather than an email (absent). */
  channel?: "sms";
  /**
   * The rendered mail or text message, sealed (functions/outbox/sealed-mail.ts): it holds live links.
   * Present only while it waits; removed once it is sent or dropped.
   */
  sealedMail?: string;
  /** Its recipients (addresses, or an SMS's number) as keyed hashes (erasure finds the patient's mails by them). */
  toHashes: string[];
  /** "suppressed": never sent, its address is on the suppression list (functions/mail-events). */
  state: "pending" | "sent" | "dropped" | "suppressed";
  /** Send only if this booking is then confirmed (the review invitation); otherwise dropped. */
  onlyIfConfirmed?: { PK: string; SK: string };
  /** Send only if this booking then has this status (and, for reminders, reminders on); otherwise dropped. */
  onlyIf?: SendCondition;
  /**
   * Not a mail: what the sender does when it is due (a request's expiry, functions/reminders/actions.ts;
   * a freed time offered to the waitlist after the settle delay or when a hold ends, functions/waitlist).
   */
  action?: "expire-booking" | "waitlist-round" | "waitlist-booked";
  /** The time a "waitlist-round" action is about. */
  waitlistSlot?: { practitionerId: string; date: string; time: string };
  /** What a "waitlist-booked" action settles (functions/waitlist/after-booking.ts): never an address. */
  waitlistBooked?: WaitlistBooked;
  /** When it was first due (a scheduled item: the manage page shows when its reminders go). */
  dueAt?: string;
  /** Its patient was erased: deleted once sent instead of kept for support. */
  forgetOnSend?: true;
  attempts: number;
  createdAt: string;
  sentAt?: string;
  messageId?: string;
  lastError?: string;
  expiresAt?: number;
}

export interface FeaturedServiceItem {
  PK: string;
  SK: string;
  entity: "featuredService";
  id: string;
  name: string;
  image: string;
  /** Set while the service is retired (kept in its own partition, off the home page). */
  retiredAt?: string;
}

export interface MedicalSchemeItem {
  PK: string;
  SK: string;
  entity: "medicalScheme";
  id: string;
  schemeName: string;
  /** false: retired, offered for no new choice (profiles and bookings that name it keep it). Absent: offered. */
  active?: boolean;
}

export interface BlogItem {
  PK: string;
  SK: "POST";
  /** "BLOGS" while published (the public list), "BLOGS#DRAFT" while not. */
  GSI1PK: "BLOGS" | "BLOGS#DRAFT";
  GSI1SK: string;
  entity: "blog";
  id: string;
  slug: string;
  title: string;
  image: string;
  shortDescription: string;
  /** HTML cleaned by functions/blog/sanitize.ts on save (editor and seed); the detail page renders it. */
  content: string;
  publishedAt: string;
  /** Listed first on /page/blog. Absent on older items: false. */
  featured?: boolean;
  updatedAt?: string;
}

export interface UserItem {
  PK: string;
  SK: "ACCOUNT";
  entity: "user";
  email: string;
  role: "admin" | "practitioner";
  /**
   * argon2id PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` (older: `scrypt$N$r$p$salt$hash`).
   * Empty until the person sets a password from their welcome link: such an account cannot log in.
   */
  passwordHash: string;
  /** Shown in the dashboard header. */
  name?: string;
  practitionerId?: string;
  createdAt: string;
  /** Epoch ms of the last password change: sessions started before it are over. */
  sessionsValidFrom?: number;
  /**
   * How many times a password was set from a link (absent = 0). A link carries the number it was
   * issued under and works only while it is unchanged, so setting a password voids every other link.
   */
  passwordVersion?: number;
}

/**
 * A practitioner's application from /register (spec section 3 "Registration request"). The spec's
 * is_request_approved is null (new), 1 (approved) or 0 (rejected); `state` says the same in words and
 * drives the GSI1 listing.
 */
export interface RegistrationRequestItem {
  PK: string;
  SK: "REQUEST";
  GSI1PK: string;
  GSI1SK: string;
  entity: "registrationRequest";
  id: string;
  name: string;
  surname: string;
  title: string;
  sex: string;
  occupation: string;
  email: string;
  cellNumber: string;
  suburb: string;
  city: string;
  postalCode: string;
  /** Object key of the resized photo in the uploads bucket (S3; S3-compatible server locally). */
  imageKey: string;
  subscriptionPlan: PlanId;
  workWith: ("Medical Aid" | "Cash/Card")[];
  /** HPCSA (or other council) registration number and which council. */
  registrationNumber: string;
  council: string;
  /** Issue 27: as on the practitioner, with an admin's check made before approval (copied on approval). */
  council_registration?: CouncilRegistration;
  bhfPracticeNumber?: string;
  referralCode?: string;
  state: "new" | "approved" | "rejected";
  isRequestApproved: null | 0 | 1;
  createdAt: string;
  decidedAt?: string;
  decidedBy?: string;
  /** Set on approval: the practitioner listing created from this request. */
  practitionerId?: string;
}

/** A single-use set-password link; deleted (conditionally) when used, TTL at expiry. */
export interface PasswordTokenItem {
  PK: string;
  SK: "TOKEN";
  entity: "passwordToken";
  email: string;
  purpose: "welcome" | "reset";
  expiresAt: number;
  createdAt: string;
  /** The account's passwordVersion when the link was issued (absent = 0, e.g. a welcome link). */
  passwordVersion?: number;
}

/**
 * A "My bookings" sign-in link (issue 28): only the SHA-256 of its token is the key; the email it
 * opens a patient session for. Deleted when used or when the email is erased; TTL 15 minutes.
 */
export interface PatientLinkItem {
  PK: string;
  SK: "TOKEN";
  GSI1PK: string;
  GSI1SK: string;
  entity: "patientLink";
  email: string;
  createdAt: string;
  expiresAt: number;
}

/** One login: the current refresh token's hash and the session's clocks. Deleted on logout or reuse. */
export interface SessionItem {
  PK: string;
  SK: "SESSION";
  entity: "session";
  sessionId: string;
  /** The account's key (lower-case email; `patient#{email}` for a patient) = the access token's `sub`. */
  userId: string;
  email: string;
  role: "admin" | "practitioner" | "patient";
  name?: string;
  practitionerId?: string;
  /** SHA-256 (hex) of the current refresh token; the token itself is never stored. None for a patient. */
  refreshHash?: string;
  createdAt: string;
  /** Epoch ms of the login or last refresh (idle timeout 30 min). */
  lastSeenAt: number;
  /** Epoch ms: 12 h after login, whatever happens. */
  absoluteExpiresAt: number;
  /** TTL (epoch seconds) = the absolute expiry. */
  expiresAt: number;
  /** `USERSESSIONS#{userId}` / `{createdAt}#{sessionId}`: the account's sessions (keys.userSessions). */
  GSI1PK: string;
  GSI1SK: string;
}

/** Failed logins for one email in the current 15-minute window. */
export interface LoginFailuresItem {
  PK: string;
  SK: "COUNTER";
  entity: "loginFailures";
  failures: number;
  /** Epoch ms when the window (started by the first failure) ends. */
  windowEndsAt: number;
  /** TTL (epoch seconds) = the window's end. */
  expiresAt: number;
}

/** What a search result shows, copied onto every posting-list entry so a page is one Query. */
export interface SearchCard {
  id: string;
  name: string;
  profession: string;
  image: string;
  addr: string;
  lat: number;
  lng: number;
  ratings: number[];
  /** An admin's check of the council registration (issue 27); the 1 April rule is applied when shown. */
  reg?: { council: string; checked_at: string };
  /** Filter tokens (core/search-filters.ts practitionerTokens); absent on entries written before issue 27. */
  f?: string[];
}

export interface SearchEntryItem extends SearchCard {
  PK: string;
  SK: string;
  entity: "searchEntry";
  /** Normalised words of the practitioner, for filtering multi-word free-text searches. */
  words?: string[];
}

/** A card in a "soonest" list (keys.soonestList): the card and the next open time its key sorts by. */
export interface SoonestEntryItem extends SearchCard {
  PK: string;
  SK: string;
  entity: "soonestEntry";
  /** UTC ISO instant, or null when nothing is open within the booking horizon. */
  nextAvailable: string | null;
}

/** PRAC#{id}/NEXT: the practitioner's next open time as search shows it (functions/search/next-available.ts). */
export interface NextAvailableItem {
  PK: string;
  SK: "NEXT";
  entity: "nextAvailable";
  practitionerId: string;
  nextAvailable: string | null;
  /** When it must be computed again: the stored time enters the booking notice. */
  recheckAt: string | null;
  /** The soonest entries written for it, so the next change deletes exactly these. */
  entryKeys: { PK: string; SK: string }[];
  /** Of the entries as written (cards included): an unchanged refresh writes nothing. */
  signature: string;
  /** Bumped by every write; each write is conditioned on the version it read. */
  version: number;
}

/** NEXTDUE/{recheckAt}#{id}: a practitioner whose stored next open time lapses at recheckAt. */
export interface NextAvailableDueItem {
  PK: string;
  SK: string;
  entity: "nextAvailableDue";
  practitionerId: string;
}

export interface SearchCountItem {
  PK: string;
  SK: "#COUNT";
  entity: "searchCount";
  count: number;
}

export interface SuggestionItem {
  PK: string;
  SK: string;
  entity: "suggestion";
  value: string;
  /** Practitioner id, for name suggestions. */
  id?: string;
}

export interface VocabularyItem {
  PK: "VOCAB";
  SK: string;
  entity: "vocabulary";
  kind: "profession" | "service";
  value: string;
  count: number;
}

export type TableItem =
  | PractitionerItem
  | ReviewItem
  | PendingReviewItem
  | ReviewDecisionItem
  | ReviewTokenItem
  | WeeklyAvailabilityItem
  | DateSlotsItem
  | OutOfOfficeItem
  | FeaturedServiceItem
  | MedicalSchemeItem
  | BlogItem
  | UserItem
  | SessionItem
  | LoginFailuresItem
  | SearchEntryItem
  | SearchCountItem
  | SoonestEntryItem
  | NextAvailableItem
  | NextAvailableDueItem
  | SuggestionItem
  | VocabularyItem
  | DirectoryEntryItem
  | DirectoryCountItem
  | MapCellItem
  | MapPinItem;

/** A message from /page/contact-us; `state` drives the admin inbox listing (GSI1 `CONTACTS#{state}`). */
export interface ContactMessageItem {
  PK: string;
  SK: "MESSAGE";
  GSI1PK: string;
  GSI1SK: string;
  entity: "contactMessage";
  id: string;
  name: string;
  email: string;
  contactNumber: string;
  message: string;
  state: "new" | "handled";
  createdAt: string;
  handledAt?: string;
  handledBy?: string;
  /** TTL (epoch seconds): a handled message is kept a year, then expires. */
  expiresAt?: number;
}

/** Finds a contact message by its sender's email (keys.contactByEmail) for erasure; no personal data. */
export interface ContactByEmailItem {
  PK: string;
  SK: string;
  entity: "contactByEmail";
  messageId: string;
  /** The outbox mail to support about the message (it quotes the message). */
  mailIds: string[];
  /** TTL, as the message's once it is handled. */
  expiresAt?: number;
}

/** An admin's patient erasure under way (functions/patients/erasure-job.ts); deleted when it is done. */
export interface ErasureJobItem {
  PK: string;
  SK: "JOB";
  entity: "erasureJob";
  patientId: string;
  /** The patient's address, kept only until the erasure finishes: a retry needs it. */
  email: string;
  startedAt: string;
  startedBy: string;
}

/**
 * An affiliate (spec section 3 "Affiliate signup"), keyed by the referral code their link carries.
 * Bank details are stored only encrypted (functions/affiliate/bank-detail.ts) plus a masked hint.
 */
export interface AffiliateItem {
  PK: string;
  SK: "AFFILIATE";
  entity: "affiliate";
  code: string;
  name: string;
  surname: string;
  email: string;
  contact: string;
  /** AES-256-GCM: "v1.{iv}.{ciphertext and tag}", base64url; bound to the code. */
  bankDetailCipher: string;
  /** "•••• 5678": what the admin sees. */
  bankDetailMasked: string;
  /** The code of the affiliate whose link this one signed up through, if any. */
  joinedThroughReferralLink?: string;
  /**
   * Keyed hashes of the account numbers in the bank details (functions/affiliate/identity.ts), so
   * attribution can tell two affiliates paid into one account without decrypting anything.
   */
  bankFingerprints?: string[];
  /** When the owner last confirmed new bank details (functions/affiliate/confirm.ts). */
  bankChangedAt?: string;
  createdAt: string;
}

/**
 * A sign-up or bank-details change waiting for the owner of the address to open the emailed link
 * (functions/affiliate/pending.ts): keyed by the link token's SHA-256, deleted when used, TTL at
 * expiry. Nothing in it is the affiliate's until then; the bank details are encrypted, bound to it.
 */
export type AffiliatePendingItem = {
  PK: string;
  SK: "PENDING";
  entity: "affiliatePending";
  email: string;
  bankDetailCipher: string;
  bankDetailMasked: string;
  /** TTL (epoch seconds); a link is refused from then even before the item is gone. */
  expiresAt: number;
  createdAt: string;
} & (
  | {
      purpose: "signup";
      name: string;
      surname: string;
      contact: string;
      joinedThroughReferralLink?: string;
    }
  | { purpose: "bank-change"; code: string }
);

/** Points from an address to one of its pending links and the mail carrying it (erasure finds them). */
export interface AffiliatePendingByEmailItem {
  PK: string;
  SK: string;
  entity: "affiliatePendingByEmail";
  tokenHash: string;
  mailIds: string[];
  expiresAt: number;
}

/**
 * One fact that identifies an affiliate (a normalised email, cellphone or bank account, as a keyed
 * hash), under which every affiliate having it is listed: attribution finds self-referrals by it.
 */
export interface AffiliateIdentityItem {
  PK: string;
  SK: string;
  entity: "affiliateIdentity";
  code: string;
  createdAt: string;
}

/** An admin saw an affiliate's bank details in full (functions/affiliate/reveal.ts). */
export interface BankDetailRevealItem {
  PK: string;
  SK: string;
  entity: "bankDetailReveal";
  code: string;
  adminId: string;
  adminEmail: string;
  at: string;
  /** Seen through the payout run's bank file for this month (absent: a single reveal). */
  payoutMonth?: string;
  /** TTL: five years. */
  expiresAt: number;
}

/** Holds an email for its affiliate (one sign-up per email). */
export interface AffiliateEmailItem {
  PK: string;
  SK: "EMAIL";
  entity: "affiliateEmail";
  email: string;
  code: string;
  createdAt: string;
}

/** An approved practitioner who applied through an affiliate's link (written at approval). */
export interface ReferralItem {
  PK: string;
  SK: "REFERRAL";
  GSI1PK: "REFERRALS";
  GSI1SK: string;
  entity: "referral";
  affiliateCode: string;
  practitionerId: string;
  registrationRequestId: string;
  /** The package at approval: the report's price when the listing has since been deleted. */
  plan: PlanId;
  approvedAt: string;
  /** An admin voided the attribution (a self-referral found later): it earns for no month. */
  voidedAt?: string;
  voidedBy?: string;
}

/**
 * A referred listing's plan and whether it was listed, for one month (functions/affiliate-admin/
 * month-record.ts): written at approval for the approval month and at each month's start for the
 * others, never rewritten, so the month's commission does not follow later changes.
 */
export interface ReferralMonthItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: "referralMonth";
  month: string;
  practitionerId: string;
  affiliateCode: string;
  plan: PlanId;
  /** Listed (active) when the month started, or approved during it: the month's package was paid. */
  listed: boolean;
  recordedAt: string;
}

/**
 * Where a long housekeeping job stopped (functions/housekeeping): the re-index's place in the active
 * practitioners, the retention purge's oldest month still holding bookings. A run continues from it.
 */
export interface HousekeepingJobItem {
  PK: string;
  SK: "CURSOR";
  entity: "housekeepingJob";
  job: "reindex" | "retention";
  /** The re-index: DynamoDB's LastEvaluatedKey of the practitioners' list, as JSON. */
  cursor?: string;
  /** The retention purge: the oldest SAST month ("YYYY-MM") that may still hold bookings. */
  fromMonth?: string;
  done: number;
  startedAt: string;
  updatedAt: string;
}

/** Says a month's start was recorded for every referral (the report trusts the month's records). */
export interface ReferralMonthMarkerItem {
  PK: string;
  SK: "RECORDED";
  entity: "referralMonthMarker";
  month: string;
  recordedAt: string;
  count: number;
}

/**
 * What an admin's delete leaves of a listing (functions/practitioner-admin/delete.ts), at its
 * profile key: enough for booking history (name, profession) and for the affiliate commission
 * (plan, and when it was deactivated: the last month a referral earns).
 */
export interface DeletedPractitionerItem {
  PK: string;
  SK: "PROFILE";
  entity: "deletedPractitioner";
  id: string;
  name: string;
  profession: string;
  /**
   * From the listing. Tombstones written before 2026-11-24 have neither: the report then takes the
   * referral's plan and the deletion time.
   */
  plan?: PlanId;
  statusChangedAt?: string;
  deletedAt: string;
  deletedBy: string;
}

/**
 * A patient waiting for a time with one practitioner (issue 26): in the practitioner's waitlist
 * partition, sorted by joining time. Ends when the patient books with the practitioner, leaves, is
 * erased, or at `expiresAtMs` (reads ignore it from then; the TTL `expiresAt` removes it later).
 */
export interface WaitlistEntryItem {
  PK: string;
  SK: string;
  entity: "waitlistEntry";
  id: string;
  practitionerId: string;
  /** Lower-cased. */
  email: string;
  firstName: string;
  /** Digits (and a leading +), "" when not given. */
  cellphone: string;
  type: 0 | 1;
  /** 0 Sunday .. 6 Saturday; empty: any day. */
  weekdays: number[];
  /** Empty: any part of the day. */
  partsOfDay: PartOfDay[];
  joinedAt: string;
  expiresAtMs: number;
  /** TTL (epoch seconds). */
  expiresAt: number;
  /** The outbox mails about the entry (confirmation, offers): erasure forgets them. */
  mailIds: string[];
  /** The offer that holds a time for the entry now, if any (one at a time: offers.ts). */
  heldOffer?: { start: string; untilMs: number };
  /** The times ("YYYY-MM-DDTHH:mm") it was told had gone (each told once). */
  toldGone?: string[];
}

/** Finds an email's entry with one practitioner (one per pair; erasure and "books" end it). */
export interface WaitlistByEmailItem {
  PK: string;
  SK: string;
  entity: "waitlistByEmail";
  practitionerId: string;
  entrySK: string;
  expiresAtMs: number;
  expiresAt: number;
}

/**
 * A booking's consequences for the waitlist, queued in its transaction: the booking (its patient's
 * entry ends), the offer it was made through (that entry ends) and the round's other offers (told
 * the time has gone).
 */
export interface WaitlistBooked {
  practitionerId: string;
  bookingSK: string;
  date: string;
  time: string;
  offer?: WaitlistOfferRef;
  others: WaitlistOfferRef[];
}

/** One entry's offer of a freed time: which entry (its key, to read and end it). */
export interface WaitlistOfferRef {
  entryId: string;
  entrySK: string;
}

/**
 * A freed time offered to a practitioner's waitlist (functions/waitlist/offers.ts), at its start:
 * the current round's offers and until when the time is held for them (0: too close to hold, first
 * come), and every entry offered it so far (each is offered a time once). Gone when the time is
 * booked or nobody is left to offer it; TTL a day after the start.
 */
export interface WaitlistHoldItem {
  PK: string;
  SK: string;
  entity: "waitlistHold";
  practitionerId: string;
  date: string;
  time: string;
  round: number;
  offers: WaitlistOfferRef[];
  offeredEntryIds: string[];
  holdUntilMs: number;
  expiresAt: number;
}

// Billing (issue 29; docs/access-patterns.md "Billing").

/**
 * One money movement of a practitioner's package, in their partition by time: a payment, a failed
 * renewal (no money) or a refund (negative). GSI1 by SAST month: the admins' overview and the
 * affiliate commission read a month's payments in one Query.
 */
export interface PaymentItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  /** A failure only (keys.failedPaymentByTime): the overview's list of the latest failures. */
  GSI2PK?: "PAYFAILED";
  GSI2SK?: string;
  entity: "payment";
  practitionerId: string;
  kind: "paid" | "failed" | "refund";
  /** Cents of ZAR incl. VAT: paid, refunded (negative) or, for a failure, what was asked and not paid. */
  amountCents: number;
  plan: PlanId;
  /** The provider's reference (transaction, invoice or refund). */
  reference: string;
  at: string;
  invoiceNumber?: string;
}

/** A tax invoice, by its gapless number; the practitioner's list is a Query of GSI1. */
export interface InvoiceItem {
  PK: string;
  SK: "INVOICE";
  GSI1PK: string;
  GSI1SK: string;
  entity: "invoice";
  number: string;
  sequence: number;
  practitionerId: string;
  /** The buyer as the invoice names them (VAT Act s20: name and address), kept as issued. */
  buyerName: string;
  buyerAddress: string;
  description: string;
  totalCents: number;
  exclusiveCents: number;
  vatCents: number;
  issuedAt: string;
  reference: string;
}

/** The last invoice number issued: raised in the transaction that writes that invoice (gapless). */
export interface InvoiceCounterItem {
  PK: "INVOICECOUNTER";
  SK: "INVOICECOUNTER";
  entity: "invoiceCounter";
  last: number;
}

/** A provider event applied (its key: event and object id): a replay finds it and changes nothing. */
export interface BillingEventItem {
  PK: string;
  SK: "EVENT";
  entity: "billingEvent";
  event: string;
  practitionerId?: string;
  receivedAt: string;
  expiresAt: number;
}

/** The provider's customer code -> our practitioner (renewal events name only the customer). */
export interface BillingCustomerItem {
  PK: string;
  SK: "CUSTOMER";
  entity: "billingCustomer";
  practitionerId: string;
}

/** When a listing's billing hold can change on its own (grace or paid period ending): the sweep's list. */
export interface BillingDueItem {
  PK: "BILLINGDUE";
  SK: string;
  entity: "billingDue";
  practitionerId: string;
}

/**
 * An address SES reported as a hard bounce or a complaint (functions/mail-events): the outbox sends
 * it nothing more. Keyed by the address's keyed hash; the address itself is not stored.
 */
export interface SuppressedAddressItem {
  PK: string;
  SK: "SUPPRESSED";
  GSI1PK: "SUPPRESSED";
  GSI1SK: string;
  entity: "suppressedAddress";
  reason: "bounce" | "complaint";
  /** SES's bounce subtype or complaint feedback type ("General", "NoEmail", "abuse"). */
  detail: string;
  at: string;
  /** The address masked ("t•••@e•••.com", mask-address.ts), for the admins' list; absent on entries from before it. */
  masked?: string;
}

/**
 * An admin lifted a suppression (issue 30): what the entry said, who lifted it and when; the entry
 * itself is deleted in the same transaction. No address: its hash (the key) and the masked form.
 */
export interface SuppressionLiftItem {
  PK: string;
  SK: string;
  GSI1PK: "SUPPRESSED#lifts";
  GSI1SK: string;
  entity: "suppressionLift";
  reason: "bounce" | "complaint";
  detail: string;
  suppressedAt: string;
  masked?: string;
  by: string;
  at: string;
}
