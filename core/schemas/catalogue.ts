/**
 * The admins' catalogue (issue 29 item 10): featured services (name, image, order, retired) and
 * medical schemes (name, active). Shared by the admin pages and functions/catalogue.
 */
import type { Answer } from "../api/responses";
import { requiredText } from "./public-form";
import { PHOTO_KEY } from "./registration";
import * as z from "./z";

/** The home carousel holds this many services at most (one transaction rewrites their order). */
export const MAX_FEATURED_SERVICES = 40;

/** Ids the API makes: featured services a short random id, schemes a slug (or the demo's digits). */
const CATALOGUE_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const catalogueId = z.string().check(z.regex(CATALOGUE_ID, "is not a catalogue id"));

export const catalogueIdPath = z.object({ id: catalogueId });

const photoKey = z.string().check(z.regex(PHOTO_KEY, "Please choose a picture and upload it again."));

export const featuredServiceNewBody = z.object({ name: requiredText(60), image_key: photoKey });

/** An edit: the name, a new picture (optional: the old one stays) and whether it is on the home page. */
export const featuredServiceEditBody = z.object({
  name: requiredText(60),
  image_key: z.optional(photoKey),
  active: z.boolean(),
});

/** The home page's services, first to last: every service on it, each once. */
export const featuredServiceOrderBody = z.object({
  ids: z.array(catalogueId).check(z.minLength(1), z.maxLength(MAX_FEATURED_SERVICES)),
});

export const medicalSchemeNewBody = z.object({ scheme_name: requiredText(100) });

export const medicalSchemeEditBody = z.object({ scheme_name: requiredText(100), active: z.boolean() });

export type FeaturedServiceRow = Answer<"adminFeaturedServices">["data"][number];
export type MedicalSchemeRow = Answer<"adminMedicalSchemes">["data"][number];
