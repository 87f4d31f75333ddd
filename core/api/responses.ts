/**
 * What each route answers, as zod/mini schemas: the contract (core/api/contract.ts) names one per
 * route, the typed client checks answers against it in dev and test builds, and the OpenAPI document
 * is generated from it. The TypeScript types stay the interfaces in core/schemas (what handlers build
 * and widgets read); `answer<T>()` ties a schema to its interface. Objects are loose: an answer may
 * carry more than is declared here, never less.
 */
import type { core } from "zod/mini";
import type {
  AdminBookingResponse,
  MedicalAidsResponse,
  PatientSearchResponse,
  PractitionerSearchResponse,
} from "../schemas/admin-booking";
import type {
  AffiliateConfirmDetails,
  AffiliateSignupResponse,
  BankDetailResponse,
  CommissionReportResponse,
} from "../schemas/affiliate";
import type { AuthUserView, TokenResponse } from "../schemas/auth";
import type { DateRecordsResponse, TemplateResponse } from "../schemas/availability";
import type {
  AdminBlogListResponse,
  AdminBlogSaveResponse,
  BlogDetailResponse,
  BlogIndexResponse,
} from "../schemas/blog";
import type {
  BookingSubmitResponse,
  DurationResponse,
  ManageResponse,
  TimeSlotsResponse,
} from "../schemas/booking";
import type { ContactHandledResponse, ContactListResponse, ContactSubmitResponse } from "../schemas/contact";
import type { CsrfTokenResponse } from "../schemas/csrf";
import type { BookingActionResponse, DashboardBookingsResponse } from "../schemas/dashboard";
import type { FeaturedService } from "../schemas/featured-services";
import type { LocationRow } from "../schemas/locations";
import type { OutOfOfficeListResponse, OutOfOfficeSaveResponse } from "../schemas/out-of-office";
import type { PasswordAnswer } from "../schemas/password";
import type {
  PatientBookingsResponse,
  PatientErasedResponse,
  PatientListResponse,
} from "../schemas/patients";
import type {
  AddPractitionerResponse,
  PractitionerDetailResponse,
  PractitionerExportResponse,
  PractitionerListResponse,
  PractitionerStatusResponse,
} from "../schemas/practitioner-admin";
import type { OwnProfileResponse } from "../schemas/profile-editor";
import type { PhotoUploadResponse, RegistrationSubmitResponse } from "../schemas/registration";
import type { ConfirmationResponse, RegistrationListResponse } from "../schemas/registration-admin";
import type { ReviewDecisionResponse, ReviewQueueResponse, ReviewSubmitResponse } from "../schemas/review";
import type {
  AddressResponse,
  ProfileResponse,
  SearchResponse,
  SuggestionsResponse,
} from "../schemas/search";
import * as z from "../schemas/z";
import { BOOKING_STATUSES, DURATIONS } from "../slots";

export type Schema<T> = core.$ZodType<T>;

/**
 * The schema checks the answer's shape; the interface stays the type handlers and widgets use
 * (a cast: zod's inferred type of a loose schema is wider than the interface it checks).
 */
function answer<T>(schema: core.$ZodType): Schema<T> {
  return schema as Schema<T>;
}

const text = z.string();
const count = z.number();
const duration = z.union(DURATIONS.map((value) => z.literal(value)));
const status = z.enum(BOOKING_STATUSES);
const list = <T extends core.$ZodType>(item: T) => z.array(item);
const record = (shape: Record<string, core.$ZodType>) => z.looseObject(shape);
const success = { success: text };

const user = record({ email: text, role: z.enum(["admin", "practitioner"]) });
const tokens = record({
  access_token: text,
  token_type: z.literal("Bearer"),
  expires_in: count,
  refresh_token: text,
  user,
});
const bookingSummary = record({
  id: text,
  status,
  date: text,
  duration,
  type: z.union([z.literal(0), z.literal(1)]),
  booking_with: text,
  first_name: text,
  practitioner: record({ id: text, name: text, profession: text, address: text }),
  cancellable: z.boolean(),
});
const practitionerBooking = record({
  id: text,
  date: text,
  duration,
  status,
  first_name: text,
  email: text,
  reason_for_appointment: text,
});
const period = record({ id: text, day: text, second_day: text, time: text, to_time: text });
const dateRecord = record({ date: text, time_slots: list(text), duration });
const registrationRow = record({
  id: text,
  name: text,
  surname: text,
  email: text,
  is_request_approved: z.nullable(z.union([z.literal(0), z.literal(1)])),
  created_at: text,
});
// Admin operations
const patientMatch = record({
  id: text,
  name: text,
  surname: text,
  contact_number: text,
  email_address: text,
});
const patientRow = record({ ...patientMatch.def.shape, medical_aids: list(text) });
const bookingType = z.union([z.literal(0), z.literal(1)]);
const activeFlag = z.union([z.literal(0), z.literal(1)]);
const adminPractitionerRow = record({
  id: text,
  name: text,
  email: text,
  profession: text,
  rating: z.nullable(count),
  review_count: count,
  get_member_detail: record({
    image: text,
    is_active: activeFlag,
    contact_number: text,
    business_address_physical: text,
  }),
});
const contactMessage = record({
  id: text,
  name: text,
  email: text,
  contact_number: text,
  message: text,
  state: z.enum(["new", "handled"]),
  created_at: text,
  handled_at: z.nullable(text),
});
const searchResult = record({
  id: text,
  name: text,
  profession: text,
  image: text,
  lat: count,
  lng: count,
  rating: z.nullable(count),
});

const blogEntry = record({
  id: text,
  slug: text,
  title: text,
  image: text,
  short_description: text,
  preview: text,
  featured: z.boolean(),
  published_at: text,
});
const blogPost = record({
  id: text,
  slug: text,
  title: text,
  image: text,
  short_description: text,
  content: text,
  featured: z.boolean(),
  published_at: text,
});
const adminBlogPost = record({
  id: text,
  slug: text,
  title: text,
  content: text,
  published: z.boolean(),
  updated_at: text,
});

export const responses = {
  csrfToken: answer<CsrfTokenResponse>(record({ token: text })),
  featuredServices: answer<FeaturedService[]>(list(record({ id: text, name: text, image: text }))),
  suggestions: answer<SuggestionsResponse>(
    record({
      profession: list(record({ profession: text })),
      service: list(record({ service_name: text })),
      username: list(record({ name: text, id: text })),
      workPlace: list(record({ business_address_physical: text })),
      focus_areas_statment: list(record({ focus_areas_statment: text })),
    }),
  ),
  addresses: answer<AddressResponse>(list(record({ address: text, suburb: text, lat: count, lng: count }))),
  search: answer<SearchResponse>(
    record({
      data: list(searchResult),
      total: count,
      /** Several free-text words matched in part: the best-rated matches only. */
      partial: z.optional(z.literal(true)),
      /** The place a typed address (no lat/lng) was taken to mean. */
      place: z.optional(record({ address: text, suburb: text, lat: count, lng: count })),
      /** A typed address matched no place: results as without one. */
      place_not_found: z.optional(z.literal(true)),
    }),
  ),
  profile: answer<ProfileResponse>(
    record({
      practitioner: record({ id: text, name: text, get_member_active_detail: record({ profession: text }) }),
      package: record({ plan: z.enum(["starter_package", "business_package"]) }),
    }),
  ),
  timeSlots: answer<TimeSlotsResponse>(
    record({ practitioner: list(dateRecord), booking: list(record({ date: text, status, duration })) }),
  ),
  duration: answer<DurationResponse>(record({ duration })),
  bookingSubmitted: answer<BookingSubmitResponse>(record({ ...success, booking: bookingSummary })),
  managedBooking: answer<ManageResponse>(record({ booking: bookingSummary })),
  tokens: answer<TokenResponse>(tokens),
  done: answer<{ success: true }>(record({ success: z.literal(true) })),
  me: answer<{ user: AuthUserView }>(record({ user })),
  passwordAnswer: answer<PasswordAnswer>(record(success)),
  dashboardBookings: answer<DashboardBookingsResponse>(record({ data: list(practitionerBooking) })),
  bookingAction: answer<BookingActionResponse>(record({ ...success, data: practitionerBooking })),
  periods: answer<OutOfOfficeListResponse>(record({ data: list(period) })),
  periodSaved: answer<OutOfOfficeSaveResponse>(record({ success: z.literal(true), data: period })),
  ownProfile: answer<OwnProfileResponse>(
    record({
      profile: record({ id: text, version: count, name: text, plan: text }),
      schemes: list(record({ id: text, scheme_name: text })),
    }),
  ),
  template: answer<TemplateResponse>(
    record({ days: z.record(text, record({ times: list(text), duration })) }),
  ),
  templateSaved: answer<TemplateResponse & { success: true }>(
    record({ success: z.literal(true), days: z.record(text, record({ times: list(text), duration })) }),
  ),
  dateRecordSaved: answer<{ success: true; data: DateRecordsResponse["data"][number] }>(
    record({ success: z.literal(true), data: dateRecord }),
  ),
  dateRecords: answer<DateRecordsResponse>(record({ data: list(dateRecord) })),
  photoUpload: answer<PhotoUploadResponse>(
    record({ url: text, fields: z.record(text, text), image_key: text, expires_in: count }),
  ),
  registrationSubmitted: answer<RegistrationSubmitResponse>(record({ ...success, id: text })),
  registrationList: answer<RegistrationListResponse>(
    record({ data: record({ data: list(registrationRow) }), total: count }),
  ),
  confirmation: answer<ConfirmationResponse>(record({ ...success, data: registrationRow })),
  // Reviews and blog.
  reviewSubmitted: answer<ReviewSubmitResponse>(
    record({ ...success, state: z.enum(["published", "pending"]) }),
  ),
  reviewQueue: answer<ReviewQueueResponse>(
    record({
      data: record({
        data: list(
          record({
            id: text,
            practitioner_id: text,
            practitioner_name: text,
            name: text,
            rating: count,
            comment: text,
            created_at: text,
          }),
        ),
      }),
      total: count,
    }),
  ),
  reviewDecision: answer<ReviewDecisionResponse>(record({ ...success, rating: z.nullable(count) })),
  blogIndex: answer<BlogIndexResponse>(record({ data: list(blogEntry) })),
  blogDetail: answer<BlogDetailResponse>(record({ blog: blogPost })),
  adminBlogList: answer<AdminBlogListResponse>(record({ data: list(adminBlogPost) })),
  adminBlogSave: answer<AdminBlogSaveResponse>(record({ ...success, blog: adminBlogPost })),
  // Admin operations: patients, locations, bookings taken by phone.
  patientList: answer<PatientListResponse>(
    record({
      data: record({ data: list(patientRow) }),
      total: count,
      truncated: z.optional(z.literal(true)),
    }),
  ),
  patientBookings: answer<PatientBookingsResponse>(
    record({
      patient: patientRow,
      data: list(
        record({
          id: text,
          date: text,
          duration,
          status,
          type: bookingType,
          booking_with: text,
          practitioner: record({ id: text, name: text }),
          by_phone: z.boolean(),
          out_of_hours: z.boolean(),
          created_at: text,
        }),
      ),
    }),
  ),
  patientErased: answer<PatientErasedResponse>(record({ ...success, cancelled: count, anonymised: count })),
  locations: answer<LocationRow[]>(
    list(record({ id: text, name: text, location: text, address: text, lat: count, lng: count })),
  ),
  patientSearch: answer<PatientSearchResponse>(
    record({ status: z.literal(200), data: list(patientMatch), message: text }),
  ),
  practitionerSearch: answer<PractitionerSearchResponse>(
    record({
      status: z.literal(200),
      data: list(record({ id: text, name: text, profession: text, address: text, work_with: text })),
      message: text,
    }),
  ),
  medicalAids: answer<MedicalAidsResponse>(
    record({
      status: z.literal(200),
      medicalAids: list(record({ id: text, scheme_name: text })),
      work_with: text,
      message: text,
    }),
  ),
  adminBooking: answer<AdminBookingResponse>(
    record({
      status: z.union([z.literal(200), z.literal(300)]),
      message: text,
      booking: z.optional(bookingSummary),
    }),
  ),
  // Practitioners (admin)
  practitionerList: answer<PractitionerListResponse>(
    record({ data: record({ data: list(adminPractitionerRow) }), total: count }),
  ),
  practitionerExport: answer<PractitionerExportResponse>(
    record({
      data: list(adminPractitionerRow),
      read: count,
      total: z.nullable(count),
      next: z.nullable(text),
    }),
  ),
  practitionerDetail: answer<PractitionerDetailResponse>(
    record({
      practitioner: adminPractitionerRow,
      account: record({ exists: z.boolean(), password_set: z.boolean() }),
      bookings: list(record({ id: text, date: text, status: text })),
    }),
  ),
  /** An admin action's 'Operation Successfull !'. */
  adminDone: answer<{ success: string }>(record({ ...success })),
  practitionerAdded: answer<AddPractitionerResponse>(record({ ...success, id: text })),
  practitionerStatus: answer<PractitionerStatusResponse>(
    record({ ...success, is_active: activeFlag, cancelled_bookings: count }),
  ),
  // Contact us and the affiliate programme.
  contactSubmitted: answer<ContactSubmitResponse>(record(success)),
  contactList: answer<ContactListResponse>(
    record({ data: record({ data: list(contactMessage) }), total: count }),
  ),
  contactHandled: answer<ContactHandledResponse>(record({ ...success, data: contactMessage })),
  affiliateSignedUp: answer<AffiliateSignupResponse>(record({ status: z.literal(200), ...success })),
  affiliateConfirmDetails: answer<AffiliateConfirmDetails>(
    record({
      purpose: z.enum(["signup", "bank-change"]),
      email: text,
      bank_detail_masked: text,
      contact_ending: z.optional(text),
    }),
  ),
  bankDetail: answer<BankDetailResponse>(record({ bank_detail: text, revealed_at: text })),
  commissionReport: answer<CommissionReportResponse>(
    record({
      month: text,
      rate_percent: count,
      data: list(
        record({
          referral_code: text,
          name: text,
          surname: text,
          bank_detail_masked: text,
          practitioners: list(
            record({ id: text, name: text, plan: text, price_cents: count, commission_cents: count }),
          ),
          practitioner_count: count,
          commission_cents: count,
        }),
      ),
      practitioner_count: count,
      total_cents: count,
    }),
  ),
  /** Every refusal: a readable `error`, per-field detail where there is some. */
  error: answer<{ error: string; fields?: Record<string, string> }>(
    record({ error: text, fields: z.optional(z.record(text, text)) }),
  ),
};
