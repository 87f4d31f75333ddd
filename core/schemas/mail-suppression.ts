/**
 * The admins' mail suppression list (issue 30): why mail to an address stopped, and lifting it.
 * GET /api/admin/mail-suppressions: with `email`, that address's entry (or none); without, a page of
 * the newest entries (masked addresses only: the list keeps keyed hashes, so an admin asks about, or
 * lifts, the address a person names), `cursor` for the next page.
 */
import { emailAddress } from "./public-form";
import * as z from "./z";

export const NOT_A_CURSOR = "is not a cursor from this list";

export const mailSuppressionQuery = z.object({
  email: z.optional(emailAddress),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, NOT_A_CURSOR))),
});
export type MailSuppressionQuery = z.infer<typeof mailSuppressionQuery>;

/** POST /api/admin/mail-suppressions/lift: the address whose suppression goes. */
export const mailSuppressionLiftBody = z.object({ email: emailAddress });

/** How many entries a page of the list shows. */
export const MAIL_SUPPRESSIONS_PAGE_SIZE = 25;
