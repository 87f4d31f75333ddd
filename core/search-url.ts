/**
 * The public search page's URL (/page/search) and its query parameters (spec sections 2 and 7):
 * find, focusAreas, profession, name, service, workplace, address, type, lat, lng.
 * A search has one type; the parameter named after that type carries the term.
 */

export const SEARCH_PATH = "/page/search";

/** The search types, in the order the spec lists their parameters. */
export const SEARCH_TYPES = ["find", "focusAreas", "profession", "name", "service", "workplace"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchQuery {
  type: SearchType;
  /** The value of the parameter named after `type` (the typed text, or the chosen suggestion). */
  term: string;
  /** Location text as typed or chosen. */
  address: string;
  lat: number | null;
  lng: number | null;
}

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === "string" && (SEARCH_TYPES as readonly string[]).includes(value);
}

function coordinate(value: number | string | null | undefined, limit: number): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** What searchUrl takes: coordinates may come as numbers (maps) or strings (a URL being rebuilt). */
export interface SearchUrlInput {
  type: SearchType;
  term?: string;
  address?: string;
  lat?: number | string | null;
  lng?: number | string | null;
}

/**
 * `/page/search?{type}={term}&type={type}&address={address}&lat={lat}&lng={lng}`.
 * Every value is percent-encoded (a workplace such as "12 Main Rd, Sea Point & Co #3" stays one value);
 * a missing or invalid coordinate is sent empty (`lat=&lng=`).
 */
export function searchUrl(query: SearchUrlInput): string {
  const lat = coordinate(query.lat, 90);
  const lng = coordinate(query.lng, 180);
  const parts: [string, string][] = [
    [query.type, query.term ?? ""],
    ["type", query.type],
    ["address", query.address ?? ""],
    ["lat", lat === null ? "" : String(lat)],
    ["lng", lng === null ? "" : String(lng)],
  ];
  return `${SEARCH_PATH}?${parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}

/**
 * Reads a search page URL's query. An unknown or missing `type` falls back to the first search
 * parameter that has a value, else `find`.
 */
export function parseSearchQuery(search: URLSearchParams | string): SearchQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const declared = params.get("type");
  const type: SearchType = isSearchType(declared)
    ? declared
    : (SEARCH_TYPES.find((candidate) => (params.get(candidate) ?? "").trim() !== "") ?? "find");
  return {
    type,
    term: (params.get(type) ?? "").trim(),
    address: (params.get("address") ?? "").trim(),
    lat: coordinate(params.get("lat"), 90),
    lng: coordinate(params.get("lng"), 180),
  };
}
