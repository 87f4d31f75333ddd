/**
 * The admin's locations (spec sections 3 and 7; issue 30): GET /api/location/getLocation, one page
 * of the active practitioners' locations by name (total in X-Total-Count), and GET
 * /api/location/map, what a map box shows at a zoom: clusters, or the pins when few.
 */
import type { Answer } from "../api/responses";
import { directoryAnchor } from "./directory-anchor";
import * as z from "./z";

/** Spec section 9: 25 a page; at most 100. */
export const LOCATION_PAGE_SIZE = 25;
export const LOCATION_MAX_PAGE_SIZE = 100;

/** Junk page numbers fall back to the defaults (functions/lib/admin-list.ts pageRequest). */
export const locationListQuery = z.object({
  page: z.optional(z.string().check(z.maxLength(20))),
  perPage: z.optional(z.string().check(z.maxLength(20))),
  /** The X-Page-Anchor of the page shown: a nearby page is read from there (issue 30). */
  anchor: directoryAnchor,
});

const degrees = z.string().check(z.regex(/^-?\d{1,3}(\.\d{1,15})?$/, "must be a number of degrees"));

/** The visible box (degrees) and the map's zoom (0 to 20, fractions allowed). */
export const locationMapQuery = z.object({
  south: degrees,
  west: degrees,
  north: degrees,
  east: degrees,
  zoom: z.string().check(z.regex(/^\d{1,2}(\.\d{1,6})?$/, "must be a zoom level from 0 to 20")),
});
export type LocationMapQuery = z.infer<typeof locationMapQuery>;

export type LocationRow = Answer<"locations">[number];
export type LocationMap = Answer<"locationMap">;
export type MapCluster = Extract<LocationMap, { kind: "clusters" }>["clusters"][number];
export type MapPin = Extract<LocationMap, { kind: "pins" }>["pins"][number];
