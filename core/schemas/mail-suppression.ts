/**
 * GET /api/admin/mail-suppressions (issue 30): why mail to an address stopped. With `email`, that
 * address's entry (or none); without, the newest entries (no addresses: the list keeps only keyed
 * hashes, so an admin asks about the address a person names).
 */
import { emailAddress } from "./public-form";
import * as z from "./z";

export const mailSuppressionQuery = z.object({ email: z.optional(emailAddress) });
export type MailSuppressionQuery = z.infer<typeof mailSuppressionQuery>;

/** How many of the newest entries the list shows. */
export const MAIL_SUPPRESSIONS_SHOWN = 50;
