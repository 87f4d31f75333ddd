/**
 * Pieces the public forms without an account share (contact us, affiliate sign-up): one definition of
 * a required text, an email, a phone number and the honeypot field.
 */
import * as z from "./z";

export const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const emailAddress = z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.email());

/** What a phone number field accepts, in the words shown under it ("Cellphone number must be ..."). */
export const PHONE_NUMBER_FORMAT =
  "must be a phone number of 9 to 15 digits, like 082 123 4567 or +27 82 123 4567";

/** Spaces, dashes, dots and brackets are dropped: "082 123-4567" is kept as "0821234567". */
const withoutSeparators = z.overwrite((value: string) => value.replace(/[\s\-().]/g, ""));

/**
 * A phone number, digits only (spec section 5: the affiliate's contact is numeric), separators
 * dropped; an international number may start with +. 9 to 15 digits.
 */
export const contactNumber = z
  .string()
  .check(withoutSeparators, z.minLength(1), z.regex(/^\+?\d{9,15}$/, PHONE_NUMBER_FORMAT));

/** The same number where it may be left out (the booking forms' cellphone): "" when not given. */
export const optionalPhoneNumber = z.optional(
  z.string().check(withoutSeparators, z.regex(/^(\+?\d{9,15})?$/, PHONE_NUMBER_FORMAT)),
);

/**
 * A field people never see (hidden from view and from assistive technology) and bots fill in. A
 * filled honeypot gets the normal success answer and nothing is stored or sent.
 */
export const honeypot = z.optional(z.string().check(z.maxLength(500)));

export const pageNumber = z.string().check(z.regex(/^\d{1,6}$/, "must be a whole number"));
