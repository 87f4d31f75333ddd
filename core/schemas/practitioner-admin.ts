/**
 * The admin's practitioner pages (spec sections 3, 4, 7, 8 and 9): the list
 * GET /api/practitioner/view, activation, deletion, the set-password email, the full record for
 * /admin/doctor/detail/{id} and the CSV export's pages.
 */
import type { PlanId } from "../site-config";
import * as z from "./z";

/** Spec section 9: practitioner list page size. */
export const PRACTITIONER_PAGE_SIZE = 15;
export const PRACTITIONER_MAX_PAGE_SIZE = 100;
/** Practitioners read per export request (one Query page of the status partition at most). */
export const EXPORT_BATCH_SIZE = 500;

const wholeNumber = z.string().check(z.regex(/^\d{1,6}$/, "must be a whole number"));

/** Spec section 4: the list shows active practitioners (1) unless asked for deactivated ones (0). */
export const practitionerFilters = {
  search: z.optional(z.string().check(z.maxLength(100))),
  contact_number: z.optional(z.string().check(z.maxLength(30))),
  is_active: z.optional(z.enum(["0", "1"])),
  /** By name, A to Z (default) or Z to A: the order the status partition's keys give. */
  order: z.optional(z.enum(["asc", "desc"])),
};

export const practitionerListQuery = z.object({
  page: z.optional(wholeNumber),
  perPage: z.optional(wholeNumber),
  ...practitionerFilters,
});
export type PractitionerListQuery = z.infer<typeof practitionerListQuery>;

export const practitionerExportQuery = z.object({
  ...practitionerFilters,
  /** Where the previous page stopped (`next` of its answer); absent for the first page. */
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, "is not a cursor from this list"))),
});
export type PractitionerExportQuery = z.infer<typeof practitionerExportQuery>;

/** Practitioner numbers are whole numbers (the seed's and approvals' counter). */
export const practitionerIdPath = z.object({
  id: z.string().check(z.regex(/^\d{1,9}$/, "is not a practitioner number")),
});

/** One practitioner as the admin list shows it (spec section 3 "Practitioner (admin list)"). */
export interface AdminPractitionerRow {
  id: string;
  name: string;
  email: string;
  profession: string;
  /** Rounded mean of the reviews (1-5), null without reviews; and how many there are. */
  rating: number | null;
  review_count: number;
  get_member_detail: {
    image: string;
    is_active: 0 | 1;
    /** "" when there is none (the list shows 'No Contact no.'). */
    contact_number: string;
    /** "" when there is none (the list shows 'No Location'). */
    business_address_physical: string;
  };
}

export interface PractitionerListResponse {
  data: { data: AdminPractitionerRow[] };
  total: number;
}

/**
 * One export page: the matching practitioners among the next EXPORT_BATCH_SIZE of the status (so a
 * page may hold fewer, even none, while `next` is not null). Progress is `read` of `total`: how many
 * of the status this page read, and (first page only) how many the status holds.
 */
export interface PractitionerExportResponse {
  data: AdminPractitionerRow[];
  read: number;
  /** The status's size, on the first page (no cursor); null on the others. */
  total: number | null;
  /** Pass as `cursor` for the next page; null when this was the last. */
  next: string | null;
}

export interface PractitionerStatusResponse {
  success: string;
  is_active: 0 | 1;
  /** Deactivation: upcoming bookings cancelled (each patient emailed). 0 on reactivation. */
  cancelled_bookings: number;
}

export interface PractitionerBookingSummary {
  id: string;
  date: string;
  status: string;
  type: 0 | 1;
  first_name: string;
  last_name: string;
}

/** The full record for /admin/doctor/detail/{id}. */
export interface PractitionerDetailResponse {
  practitioner: AdminPractitionerRow & {
    title: string;
    first_name: string;
    last_name: string;
    registration_number: string;
    address: { street: string; suburb: string; city: string; province: string; postal_code: string };
    languages: string[];
    qualifications: string[];
    services: string[];
    focus_areas: string;
    work_with: string;
    plan: PlanId;
    created_at: string;
  };
  account: { exists: boolean; password_set: boolean };
  /** The latest bookings, newest first (at most 20): date, status and the patient's name only. */
  bookings: PractitionerBookingSummary[];
}

/** POST /api/practitioner/add: the new practitioner's number. */
export interface AddPractitionerResponse {
  success: string;
  id: string;
}
