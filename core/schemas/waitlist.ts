/**
 * The waitlist (issue 26): joining from a profile and leaving by the mailed link. The same schema
 * validates the form in the browser and the request in the handler (functions/waitlist).
 */
import type { Answer } from "../api/responses";
import { emailAddress, honeypot, optionalPhoneNumber, requiredText } from "./public-form";
import * as z from "./z";

export const PARTS_OF_DAY = ["morning", "afternoon", "evening"] as const;

/** POST /api/waitlist/join: weekdays and parts of the day left out (or empty) mean any. */
export const waitlistJoinBody = z.object({
  practitioner_id: z.string().check(z.regex(/^\d{1,12}$/, "must be a practitioner number")),
  first_name: requiredText(60),
  email: emailAddress,
  cellphone_number: optionalPhoneNumber,
  type: z.union([z.literal(0), z.literal(1)]),
  weekdays: z.optional(z.array(z.number().check(z.int(), z.minimum(0), z.maximum(6))).check(z.maxLength(7))),
  parts_of_day: z.optional(z.array(z.enum(PARTS_OF_DAY)).check(z.maxLength(3))),
  website: honeypot,
});
export type WaitlistJoinBody = z.infer<typeof waitlistJoinBody>;

/** POST /api/waitlist/leave {token}: the link in the confirmation mail. */
export const waitlistLeaveBody = z.object({ token: z.string().check(z.minLength(20), z.maxLength(400)) });

export const WAITLIST_JOINED =
  "You are on the waitlist. We have emailed you a confirmation; when a time that suits you comes free, we will email you.";
export const WAITLIST_LEFT = "You have left the waitlist. We will not email you about new times.";

export type WaitlistJoinResponse = Answer<"waitlistJoined">;
export type WaitlistLeaveResponse = Answer<"waitlistLeft">;
