/**
 * /register (spec sections 2, 3 "Registration request" and 9): the practitioner's application and
 * the photo upload. The same schemas validate the form in the browser and the request in the
 * handler (functions/registration/).
 */
import type { Answer } from "../api/responses";
import type { PlanId } from "../site-config";
import { bhfPracticeNumber, councilFields, councilRules } from "./council-registration";
import * as z from "./z";

export const TITLES = ["Dr", "Prof", "Mr", "Mrs", "Ms", "Miss", "Mx"] as const;
export const SEXES = ["Female", "Male", "Other"] as const;
export const OCCUPATIONS = [
  "General Practitioner",
  "Psychiatrist",
  "Clinical Psychologist",
  "Counselling Psychologist",
  "Educational Psychologist",
  "Psychologist",
  "Registered Counsellor",
  "Counsellor",
  "Social Worker",
  "Occupational Therapist",
  "Dietitian",
  "Physiotherapist",
  "Speech Therapist",
] as const;
/** Who registers the applicant (issue 27: core/council-registration.ts, with each council's number shape). */
export { COUNCIL_IDS, COUNCILS } from "../council-registration";
export const PLAN_IDS = ["starter_package", "business_package"] as const satisfies readonly PlanId[];
export const WORK_WITH = ["Medical Aid", "Cash/Card"] as const;

/** Photos: the browser resizes before uploading; the server still checks type, size and bytes. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_EXTENSION: Record<PhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};
/** `registrations/{uuid}.{ext}`: the only keys the presign call hands out and submit accepts. */
export const PHOTO_KEY =
  /^registrations\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/**
 * South African numbers: 0XX XXX XXXX or +27 XX XXX XXXX, spaces, dashes and brackets allowed.
 * Stored as written without the separators.
 */
const cellNumber = z.string().check(
  z.overwrite((value) => value.replace(/[\s\-()]/g, "")),
  // Empty says "is required" first, not the format.
  z.minLength(1),
  z.regex(/^(0|\+27|27)[1-9]\d{8}$/, "must be a South African number (e.g. 082 123 4567)"),
);

export const registrationForm = z
  .object({
    title: z.enum(TITLES),
    name: text(60),
    surname: text(60),
    sex: z.enum(SEXES),
    occupation: z.enum(OCCUPATIONS),
    email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254), z.email()),
    cell_number: cellNumber,
    suburb: text(80),
    city: text(80),
    postal_code: z.string().check(z.trim(), z.minLength(1), z.regex(/^\d{4}$/, "must be 4 digits")),
    subscription_plan: z.enum(PLAN_IDS),
    work_with: z.array(z.enum(WORK_WITH)).check(
      z.minLength(1, "Please choose Medical Aid, Cash/Card or both."),
      z.maxLength(2),
      z.refine((list) => new Set(list).size === list.length, "must not repeat a choice"),
    ),
    ...councilFields,
    bhf_practice_number: bhfPracticeNumber,
    referral_code: optionalText(64),
    image_key: z.string().check(z.regex(PHOTO_KEY, "Please add your photo.")),
  })
  .check(councilRules);
export type RegistrationForm = z.infer<typeof registrationForm>;

export type RegistrationSubmitResponse = Answer<"registrationSubmitted">;

/** POST /api/registration/photo-upload: what the browser is about to upload (after resizing). */
export const photoUploadBody = z.object({
  content_type: z.enum(PHOTO_TYPES),
  size: z
    .number()
    .check(
      z.refine(Number.isInteger, "must be a whole number of bytes"),
      z.minimum(1),
      z.maximum(PHOTO_MAX_BYTES, "The photo is larger than 5 MB. Please choose a smaller one."),
    ),
});
export type PhotoUploadBody = z.infer<typeof photoUploadBody>;

export type PhotoUploadResponse = Answer<"photoUpload">;

/** The referral code from an affiliate link (?referral_link= or ?ref=), or undefined. */
export function referralFrom(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const code = (params.get("referral_link") ?? params.get("ref") ?? "").trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(code) ? code : undefined;
}
