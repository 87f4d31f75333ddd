/**
 * Patients hold their own data (issue 28): "My bookings" by email link, the export, correcting
 * details and deletion. Requests here; answers in core/api/responses.ts (`my...`).
 */
import type { Answer } from "../api/responses";
import { emailAddress, optionalPhoneNumber, pageNumber, requiredText } from "./public-form";
import * as z from "./z";

/** Bookings per page of "My bookings". */
export const MY_BOOKINGS_PAGE_SIZE = 10;
/** How long a mailed sign-in link works, and a patient session lasts. */
export const MY_LINK_MINUTES = 15;
export const MY_SESSION_DAYS = 30;

/** POST /api/my/link {email}: always `{ sent: true }`, known email or not. */
export const myLinkBody = z.object({ email: emailAddress });
/** POST /api/my/session {token}: the token of the mailed link. */
export const mySessionBody = z.object({ token: z.string().check(z.minLength(20), z.maxLength(200)) });
/** GET /api/my/bookings?page */
export const myBookingsQuery = z.object({ page: z.optional(pageNumber) });
/** POST /api/my/details: the details future bookings and mails use. */
export const myDetailsBody = z.object({
  first_name: requiredText(60),
  last_name: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  cellphone_number: optionalPhoneNumber,
});
export type MyDetailsBody = z.infer<typeof myDetailsBody>;

export type MySessionResponse = Answer<"mySession">;
export type MyBookingsResponse = Answer<"myBookings">;
export type MyBookingRow = MyBookingsResponse["data"][number];
export type MyExport = Answer<"myExport">;
export type MyDetails = Answer<"myDetails">;
