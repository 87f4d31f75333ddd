/**
 * Public search calls (spec sections 3 and 7): suggestions, place lookup, search results.
 * Request schemas validate in the handler; response types are what widgets receive.
 */
import type { Answer } from "../api/responses";
import { SEARCH_SORTS } from "../next-available";
import {
  canonicalLanguage,
  GENDERS,
  MAX_AVAILABLE_WITHIN_DAYS,
  RADII_KM,
  SEARCH_LANGUAGES,
  SEARCH_MODES,
} from "../search-filters";
import { isSearchType, SEARCH_TYPES, type SearchType } from "../search-url";
import * as z from "./z";

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
/**
 * How deep a search may page: page × perPage at most. DynamoDB has no offset, so page p of a list
 * reads every entry before it; without a cap one request could read a 100 000-entry list.
 */
export const SEARCH_MAX_DEPTH = 1000;

/** perPage as the search uses it: 20 by default, more than 50 capped (not refused). */
export function searchPerPage(perPage: number | undefined): number {
  return Math.min(perPage ?? SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);
}

/** The last page a search may ask for with `perPage` results a page (50 at the default 20). */
export function lastSearchPage(perPage?: number): number {
  return Math.floor(SEARCH_MAX_DEPTH / searchPerPage(perPage));
}
export const SUGGESTION_LIMIT = 8;
export const FOCUS_SUGGESTION_CHARS = 50;

/** GET /api/search/prac/info?search= */
export const suggestionsQuery = z.object({
  search: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type SuggestionsResponse = Answer<"suggestions">;

/** GET /api/search/prac/address?location= */
export const addressQuery = z.object({
  location: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
});
export type AddressSuggestion = AddressResponse[number];
export type AddressResponse = Answer<"addresses">;

/** Empty (no location) or a decimal number within ±limit; the handler turns it into a number. */
const coordinate = (limit: number) =>
  z.optional(
    z.string().check(
      z.regex(/^(-?\d{1,3}(\.\d+)?)?$/, "must be a number"),
      z.refine(
        (value) => value === "" || Math.abs(Number(value)) <= limit,
        `must be between -${limit} and ${limit}`,
      ),
    ),
  );

const positiveInt = (max?: number) =>
  z.optional(
    z
      .pipe(
        z.string().check(z.regex(/^\d+$/, "must be a whole number")),
        z.transform((value) => Number(value)),
      )
      .check(
        z.refine((value) => value >= 1, "must be at least 1"),
        z.refine((value) => max === undefined || value <= max, `must be at most ${max}`),
      ),
  );

/** A filter parameter: left out or empty for none, else one of the values `accepted` names. */
const filterValue = (accepts: (value: string) => boolean, accepted: string) =>
  z.optional(z.string().check(z.refine((value) => value.trim() === "" || accepts(value.trim()), accepted)));

const oneOf = (values: readonly (string | number)[]) => (value: string) => values.map(String).includes(value);

/** Issue 27's filters (core/search-filters.ts); the medical aid's id is checked against the schemes in the handler. */
const searchFilterFields = {
  medical_aid: filterValue((value) => /^\d{1,6}$/.test(value), "must be a medical aid's id (a number)"),
  language: filterValue(
    (value) => canonicalLanguage(value) !== undefined,
    `must be one of: ${SEARCH_LANGUAGES.join(", ")}`,
  ),
  mode: filterValue(oneOf(SEARCH_MODES), `must be ${SEARCH_MODES.join(" or ")}`),
  gender: filterValue(oneOf(GENDERS), `must be ${GENDERS.join(" or ")}`),
  available_within: filterValue(
    (value) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_AVAILABLE_WITHIN_DAYS,
    `must be a number of days from 1 to ${MAX_AVAILABLE_WITHIN_DAYS}`,
  ),
  verified: filterValue((value) => value === "1", "must be 1 (checked registrations only), or left out"),
  radius_km: filterValue(oneOf(RADII_KM), `must be one of: ${RADII_KM.join(", ")} (km)`),
};

/** The parameters that can carry a search's value, each named after its type. */
type SearchValues = Partial<Record<SearchType, string>>;

/** "profession and name", "profession, name and service" (or "or"). */
function listed(items: readonly string[], last = "and"): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}

/**
 * The type of a search sent without one, as the spec writes it (`?profession=Psychologist`): the one
 * value parameter that is not blank. Blank ones search everyone whatever the type, so when all are
 * blank the first will do. Several with a value, or none at all, cannot be guessed: the message (for
 * `type`) says how to fix the request.
 */
export function inferSearchType(query: SearchValues): SearchType | { error: string } {
  const given = SEARCH_TYPES.filter((type) => query[type] !== undefined);
  const filled = given.filter((type) => query[type]?.trim() !== "");
  if (filled.length > 1) {
    const types = filled.map((type) => `type=${type}`);
    return {
      error: `must say which to search by when ${listed(filled)} ${filled.length === 2 ? "both" : "all"} have a value: add ${listed(types, "or")}, or send only one of them`,
    };
  }
  const [type] = filled.length === 1 ? filled : given;
  return type ?? { error: `is required, or send one of ${listed(SEARCH_TYPES, "or")} (empty for everyone)` };
}

/**
 * GET /api/search/index?page&perPage&{type}={value}&address&lat&lng. `type` names the parameter that
 * holds the value; without it (or blank) it is inferred from the one value given (inferSearchType).
 * perPage above 50 is capped (not refused); page × perPage (as capped) at most SEARCH_MAX_DEPTH.
 */
export const searchQuery = z.pipe(
  z
    .object({
      type: z.optional(
        z
          .string()
          .check(
            z.refine(
              (value) => value === "" || isSearchType(value),
              `must be one of: ${SEARCH_TYPES.join(", ")}`,
            ),
          ),
      ),
      page: positiveInt(10_000),
      perPage: positiveInt(),
      find: z.optional(z.string().check(z.maxLength(200))),
      focusAreas: z.optional(z.string().check(z.maxLength(500))),
      profession: z.optional(z.string().check(z.maxLength(200))),
      name: z.optional(z.string().check(z.maxLength(200))),
      service: z.optional(z.string().check(z.maxLength(200))),
      workplace: z.optional(z.string().check(z.maxLength(500))),
      address: z.optional(z.string().check(z.maxLength(300))),
      lat: coordinate(90),
      lng: coordinate(180),
      /** "soonest": by next open time (issue 26); left out or empty: best rated, or nearest with a place. */
      sort: z.optional(
        z
          .string()
          .check(
            z.refine(
              (value) => value === "" || (SEARCH_SORTS as readonly string[]).includes(value),
              `must be ${SEARCH_SORTS.join(" or ")}, or left out for the usual order`,
            ),
          ),
      ),
      ...searchFilterFields,
    })
    .check(
      z.refine((query) => (query.page ?? 1) <= lastSearchPage(query.perPage), {
        path: ["page"],
        error: (issue) => {
          const perPage = searchPerPage((issue.input as { perPage?: number }).perPage);
          const results = perPage === 1 ? "1 result" : `${perPage} results`;
          return `must be at most ${lastSearchPage(perPage)} with ${results} a page (a search shows its first ${SEARCH_MAX_DEPTH} results)`;
        },
      }),
    ),
  z.transform((query, payload) => {
    const type = isSearchType(query.type) ? query.type : inferSearchType(query);
    if (typeof type === "string") return { ...query, type };
    payload.issues.push({ code: "custom", path: ["type"], message: type.error, input: query.type });
    return z.NEVER;
  }),
);

export type SearchResult = SearchResponse["data"][number];
export type SearchResponse = Answer<"search">;

/** GET /api/practitioner/users?id= */
export const profileQuery = z.object({
  id: z.string().check(z.regex(/^\d{1,12}$/, "must be a practitioner number")),
});

export type ProfileResponse = Answer<"profile">;
