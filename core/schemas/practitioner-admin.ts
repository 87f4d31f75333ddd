/**
 * The admin's practitioner pages (spec sections 3, 4, 7, 8 and 9): the list
 * GET /api/practitioner/view, activation, deletion, the set-password email, the full record for
 * /admin/doctor/detail/{id} and the CSV export's pages.
 */
import type { Answer } from "../api/responses";
import { directoryAnchor } from "./directory-anchor";
import { OCCUPATIONS, PLAN_IDS } from "./registration";
import { plain } from "./review";
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
  /** Issue 25: one profession (as the application names them) and one package. */
  profession: z.optional(z.enum(OCCUPATIONS)),
  package: z.optional(z.enum(PLAN_IDS)),
};

export const practitionerListQuery = z.object({
  page: z.optional(wholeNumber),
  perPage: z.optional(wholeNumber),
  anchor: directoryAnchor,
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

export const DEACTIVATION_REASON_MAX = 500;
export const DEACTIVATION_REASON_NEEDED = "Please give a reason for deactivating this practitioner.";

/** Issue 25: why, required to deactivate (kept on the listing), not read on reactivation. */
export const practitionerStatusBody = z.object({
  reason: z.optional(plain(DEACTIVATION_REASON_MAX, true)),
});
export type PractitionerStatusBody = z.infer<typeof practitionerStatusBody>;

export type UpcomingBookingsResponse = Answer<"upcomingBookings">;

export type AdminPractitionerRow = PractitionerExportResponse["data"][number];

export type PractitionerListResponse = Answer<"practitionerList">;

export type PractitionerExportResponse = Answer<"practitionerExport">;

export type PractitionerStatusResponse = Answer<"practitionerStatus">;

export type PractitionerBookingSummary = PractitionerDetailResponse["bookings"][number];

export type PractitionerDetailResponse = Answer<"practitionerDetail">;

export type AddPractitionerResponse = Answer<"practitionerAdded">;
