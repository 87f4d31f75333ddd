/**
 * The admin's registration-requests widget (spec sections 3, 4, 7 and 9): the list call
 * GET /api/registration/getrequest and the decision GET /api/registration/confirmation/{id}.
 */
import type { Answer } from "../api/responses";
import * as z from "./z";

/** Spec section 9: registration list page size; the admin pager uses widgets/lib/pager.ts ADMIN_PAGER. */
export const REGISTRATION_PAGE_SIZE = 25;
export const REGISTRATION_MAX_PAGE_SIZE = 50;

/** Spec section 4 filter values: 0 Rejected, 1 Approved, 2 Requests (new). */
export const REGISTRATION_FILTERS = [
  { value: "2", label: "Requests" },
  { value: "1", label: "Approved" },
  { value: "0", label: "Rejected" },
] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number]["value"];

const wholeNumber = z.string().check(z.regex(/^\d{1,6}$/, "must be a whole number"));

export const registrationListQuery = z.object({
  page: z.optional(wholeNumber),
  perPage: z.optional(wholeNumber),
  is_approved: z.optional(z.enum(["0", "1", "2"])),
  search: z.optional(z.string().check(z.maxLength(100))),
});
export type RegistrationListQuery = z.infer<typeof registrationListQuery>;

export const confirmationPath = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, "is not a registration request id")),
});
export const confirmationQuery = z.object({
  confirmation: z.enum(["0", "1"]),
});

export type RegistrationRequestRow = ConfirmationResponse["data"];

export type RegistrationListResponse = Answer<"registrationList">;

export type ConfirmationResponse = Answer<"confirmation">;
