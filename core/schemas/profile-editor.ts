/**
 * The practitioner's own profile, edited from the dashboard (spec sections 3, 6 and 9):
 * `GET /api/profile/own` and `POST /api/profile/own`. One schema for the dashboard form and the
 * handler (functions/profile-editor/). Website, video and social links are business_package only:
 * the handler refuses them (400) for starter_package; empty values are accepted and change nothing.
 */

import type { Answer } from "../api/responses";
import { APPOINTMENT_MODES, CHOOSE_A_MODE } from "../appointment-modes";
import { cleanList } from "../clean-list";
import { PROVINCES } from "../provinces";
import { GENDERS } from "../search-filters";
import { bhfPracticeNumber, councilRegistrationInput, storedCouncil } from "./council-registration";
import { PHOTO_KEY, TITLES } from "./registration";
import * as z from "./z";

export { storedCouncil, TITLES };
export const WORK_WITH_CHOICES = ["both", "Medical Aid", "Cash-Card"] as const;
export { PROVINCES };

/** Bounds: what a profile page can show without becoming a wall, and what keeps the item small. */
export const PROFILE_LIMITS = {
  qualifications: { items: 20, length: 150 },
  languages: { items: 15, length: 40 },
  services: { items: 30, length: 80 },
  medicalAids: 100,
  social: 10,
  focusAreas: 500,
  bio: 3000,
  url: 500,
  minNotice: { min: 60, max: 2880 },
} as const;

export const BUSINESS_ONLY_MESSAGE =
  "Website, video and social links are part of the business package. Upgrade your plan to show them.";

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), "");

/** true for an absolute http(s) URL. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** An http(s) link, or "" for none. */
const optionalUrl = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(PROFILE_LIMITS.url),
    z.refine((value) => value === "" || isWebUrl(value), "must be a web address starting with https://"),
  ),
  "",
);

const list = (bounds: { items: number; length: number }) =>
  z._default(z.array(text(bounds.length)).check(z.maxLength(bounds.items)), []);

const cellNumber = z.string().check(
  z.overwrite((value) => value.replace(/[\s\-()]/g, "")),
  // Empty says "is required" first, not the format.
  z.minLength(1),
  z.regex(/^(0|\+27|27)[1-9]\d{8}$/, "must be a South African number (e.g. 021 555 0100)"),
);

export const profileAddress = z.object({
  street: z._default(z.string().check(z.trim(), z.maxLength(120)), ""),
  suburb: text(80),
  city: text(80),
  province: z.enum(PROVINCES),
  postal_code: z.string().check(z.trim(), z.minLength(1), z.regex(/^\d{4}$/, "must be 4 digits")),
});

export const socialLink = z.object({
  link_for: text(40),
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(PROFILE_LIMITS.url),
      z.refine(isWebUrl, "must be a web address starting with https://"),
    ),
});

/** POST /api/profile/own. `version` is the one GET gave: a stale one is refused (409). */
export const profileEditBody = z.object({
  version: z.number().check(z.refine(Number.isInteger, "must be a whole number"), z.gte(0)),
  title: z.enum(TITLES),
  first_name: text(60),
  last_name: text(60),
  profession: text(80),
  contact_number: cellNumber,
  address: profileAddress,
  qualifications: list(PROFILE_LIMITS.qualifications),
  languages: z
    .array(text(PROFILE_LIMITS.languages.length))
    .check(z.minLength(1, "must list at least one language"), z.maxLength(PROFILE_LIMITS.languages.items)),
  work_with: z.enum(WORK_WITH_CHOICES),
  services: list(PROFILE_LIMITS.services),
  focus_areas: optionalText(PROFILE_LIMITS.focusAreas),
  bio: optionalText(PROFILE_LIMITS.bio),
  medical_aid_ids: z._default(
    z
      .array(z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/, "must be a medical scheme id")))
      .check(z.maxLength(PROFILE_LIMITS.medicalAids)),
    [],
  ),
  practise_url: optionalUrl,
  video_url: optionalUrl,
  social: z._default(z.array(socialLink).check(z.maxLength(PROFILE_LIMITS.social)), []),
  meeting_url: optionalUrl,
  /** In person, virtual or both (issue 25); absent leaves the stored choice as it is. */
  appointment_modes: z.optional(
    z
      .array(z.enum(APPOINTMENT_MODES))
      .check(z.minLength(1, CHOOSE_A_MODE), z.maxLength(APPOINTMENT_MODES.length)),
  ),
  /** Self-stated, optional (issue 27): "" says "prefer not to say"; absent leaves the stored one as it is. */
  gender: z.optional(z.enum(["", ...GENDERS], "must be female, male or left blank")),
  min_notice_minutes: z
    .number()
    .check(
      z.refine(Number.isInteger, "must be a whole number of minutes"),
      z.gte(PROFILE_LIMITS.minNotice.min),
      z.lte(PROFILE_LIMITS.minNotice.max),
    ),
  /** Issue 27: absent leaves the stored registration as it is; a changed number voids its check. */
  council_registration: z.optional(councilRegistrationInput),
  bhf_practice_number: bhfPracticeNumber,
});
export type ProfileEditBody = z.infer<typeof profileEditBody>;
export type ProfileEditInput = z.input<typeof profileEditBody>;

/** POST /api/profile/photo: a photo uploaded through POST /api/registration/photo-upload. */
export const profilePhotoBody = z.object({
  image_key: z.string().check(z.regex(PHOTO_KEY, "Please choose a photo and upload it again.")),
});
export type ProfilePhotoBody = z.infer<typeof profilePhotoBody>;

export type OwnProfile = OwnProfileResponse["profile"];

export type OwnProfileResponse = Answer<"ownProfile">;

export { cleanList };

/** The fields a starter_package profile may not set (non-empty values), by field name. */
export function businessOnlyFields(body: Pick<ProfileEditBody, "practise_url" | "video_url" | "social">) {
  const fields: Record<string, string> = {};
  if (body.practise_url) fields.practise_url = "is part of the business package";
  if (body.video_url) fields.video_url = "is part of the business package";
  if (body.social.length > 0) fields.social = "is part of the business package";
  return fields;
}
