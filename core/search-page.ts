export { initials, reviewCountLabel as reviewCountText } from "./practitioner-text";

/**
 * What the search results page shows, as pure functions: the query with its page number, the URL
 * for another page, the results heading, a summary of what was searched, distances and ratings.
 */

import { roundKm } from "./geo";
import { SEARCH_SORTS, type SearchSort } from "./next-available";
import { pageCount } from "./pager";
import { lastSearchPage, SEARCH_PAGE_SIZE } from "./schemas/search";
import { filterParams, parseFilters, type SearchFilters } from "./search-filters";
import { parseSearchQuery, type SearchQuery, type SearchType } from "./search-url";

/** The API refuses pages above this at the page size the results page uses (core/schemas/search.ts). */
export const MAX_SEARCH_PAGE = lastSearchPage(SEARCH_PAGE_SIZE);

export interface SearchPageQuery extends SearchQuery {
  /** 1-based; 1 when missing or not a whole number from 1 to MAX_SEARCH_PAGE. */
  page: number;
  /** `sort=soonest`; absent for the usual order (an unknown value too: the page still shows results). */
  sort?: SearchSort;
  /** Issue 27's filters from the address; unknown values dropped (the page still shows results). */
  filters: SearchFilters;
}

/** parseSearchQuery plus `page`. */
export function parseSearchPageQuery(search: URLSearchParams | string): SearchPageQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw = (params.get("page") ?? "").trim();
  const number = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  const sort = SEARCH_SORTS.find((known) => known === params.get("sort"));
  return {
    ...parseSearchQuery(params),
    page: Math.min(MAX_SEARCH_PAGE, Math.max(1, number)),
    ...(sort ? { sort } : {}),
    filters: parseFilters(params),
  };
}

/**
 * GET /api/search/index's parameters for a results page, at the page size the results page uses.
 * Coordinates go both or neither (the API refuses one alone).
 */
export function searchApiQuery(query: SearchPageQuery): Record<string, string> {
  const params: Record<string, string> = {
    type: query.type,
    [query.type]: query.term,
    address: query.address,
    page: String(query.page),
    perPage: String(SEARCH_PAGE_SIZE),
  };
  if (query.sort) params.sort = query.sort;
  if (query.lat !== null && query.lng !== null) {
    params.lat = String(query.lat);
    params.lng = String(query.lng);
  }
  // A radius left in the address after the place was cleared means nothing: not sent (the API refuses it).
  const hasPlace = params.lat !== undefined || query.address !== "";
  for (const [name, value] of filterParams(query.filters))
    if (name !== "radius_km" || hasPlace) params[name] = value;
  return params;
}

/** A page past the last one (a shared link to a page that no longer exists): the last page, else null. */
export function pastTheEnd(body: { data: readonly unknown[]; total: number }, page: number): number | null {
  const pages = pageCount(body.total, SEARCH_PAGE_SIZE);
  return body.data.length === 0 && pages > 0 && page > pages ? pages : null;
}

/** A query part's decoded name; a malformed one ("%ZZ") is kept as typed (it is not "page"). */
function parameterName(part: string): string {
  const name = part.split("=")[0] ?? "";
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The same search URL with another page. Every other parameter is kept byte for byte (a shared link
 * stays exactly what the person searched, `lat&lng` included); page 1 drops `page` altogether.
 */
export function withPage(url: string | URL, page: number): string {
  const parsed = new URL(String(url), "http://x.invalid");
  const kept = parsed.search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && parameterName(part) !== "page");
  if (page > 1) kept.push(`page=${Math.floor(page)}`);
  return `${parsed.pathname}${kept.length ? `?${kept.join("&")}` : ""}${parsed.hash}`;
}

/**
 * The same search in another order, from its first page (a new order starts at the top); other
 * parameters kept byte for byte as withPage keeps them.
 */
export function withSort(url: string | URL, sort: SearchSort | undefined): string {
  const first = new URL(withPage(url, 1), "http://x.invalid");
  const kept = first.search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && parameterName(part) !== "sort");
  if (sort) kept.push(`sort=${sort}`);
  return `${first.pathname}${kept.length ? `?${kept.join("&")}` : ""}${first.hash}`;
}

/** "437 practitioners", "1 practitioner" (thousands with a space, as South Africans write them). */
/** "437 practitioners"; an estimated total (a filtered search that did not read every candidate) says "About". */
export function resultCountText(total: number, estimated = false): string {
  const count = `${groupThousands(total)} ${total === 1 ? "practitioner" : "practitioners"}`;
  return estimated ? `About ${count}` : count;
}

/** "1 000": thousands with a space, the same in every browser and on the server (no locale data). */
export function groupThousands(count: number): string {
  return String(Math.max(0, Math.floor(count))).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

const TERM_LABEL: Record<SearchType, string> = {
  find: "",
  focusAreas: "Focus area: ",
  profession: "",
  name: "Name: ",
  service: "Service: ",
  workplace: "Practice: ",
};

/**
 * What was searched, for the line under the heading: "Psychologist near Sea Point",
 * "“anxiety” near Sea Point", "Service: Couples counselling", "All practitioners near Durban",
 * "All practitioners".
 */
export function searchSummary(query: Pick<SearchQuery, "type" | "term" | "address">): string {
  const term = query.term.trim();
  const what =
    term === ""
      ? "All practitioners"
      : query.type === "find"
        ? `“${term}”`
        : `${TERM_LABEL[query.type]}${term}`;
  const where = query.address.trim();
  return where ? `${what} near ${where}` : what;
}

/**
 * Where the summary says the results are near: the address as searched when it came with
 * coordinates, else the place the server took it to mean (SearchResponse.place). Empty while that
 * answer is awaited and when no place matched, so the page never says "near" a place it did not use.
 */
export function nearPlace(
  query: Pick<SearchQuery, "address" | "lat" | "lng">,
  place: { address: string } | undefined,
): string {
  return query.lat !== null && query.lng !== null ? query.address : (place?.address ?? "");
}

/** Under the heading when a typed place matched nothing (SearchResponse.place_not_found). */
export function placeNotFoundText(address: string): string {
  return `We could not find '${address.trim()}'; showing everyone`;
}

/** "Showing 21–40" of a total, for the line under the heading. */
export function showingRange(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  estimated = false,
): string {
  if (shown <= 0) return "";
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, first + shown - 1);
  const of = estimated ? `about ${groupThousands(total)}` : String(total);
  return first === last ? `Showing ${first} of ${of}` : `Showing ${first}–${last} of ${of}`;
}

/** "2.3 km away", "12 km away", "Under 100 m away"; null without a usable distance. */
export function distanceText(km: number | null | undefined): string | null {
  if (km === null || km === undefined || !Number.isFinite(km) || km < 0) return null;
  if (km < 0.1) return "Under 100 m away";
  return `${roundKm(km)} km away`;
}

/** Accessible label for the stars: "Rated 4 out of 5", or null without reviews. */
export function ratingLabel(rating: number | null | undefined): string | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating) || rating < 1) return null;
  return `Rated ${Math.min(5, Math.round(rating))} out of 5`;
}

/** A result has a place on the map when both coordinates are real numbers (0,0 is "unknown"). */
export function hasCoordinates(point: { lat: unknown; lng: unknown }): point is { lat: number; lng: number } {
  return (
    typeof point.lat === "number" &&
    typeof point.lng === "number" &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180 &&
    !(point.lat === 0 && point.lng === 0)
  );
}
