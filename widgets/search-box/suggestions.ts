/**
 * Search suggestions as the search box shows them (spec sections 3, 4 and 9): the five lists of
 * GET /api/search/prac/info grouped under headings, each option carrying the search type choosing it
 * fixes; a single Find option when nothing matched; and address suggestions for the "Where?" box.
 */
import {
  type AddressResponse,
  FOCUS_SUGGESTION_CHARS,
  SUGGESTION_LIMIT,
  type SuggestionsResponse,
} from "../../core/schemas/search";
import type { SearchType } from "../../core/search-url";

export interface SuggestionOption {
  /** The search type choosing this option fixes. */
  type: SearchType;
  /** What goes into the box and the URL. */
  value: string;
  /** What the option shows (a focus statement is cut at FOCUS_SUGGESTION_CHARS). */
  label: string;
  /** The full text, only when `label` is shortened (shown on hover). */
  title?: string;
}

export interface SuggestionGroup {
  type: SearchType;
  /** Empty for the lone Find option, which is shown without a heading. */
  heading: string;
  options: SuggestionOption[];
}

/** The dropdown's content: its groups, and how many of the options are real suggestions. */
export interface SuggestionMenu {
  groups: SuggestionGroup[];
  /** 0 when only the Find option is offered. */
  count: number;
}

/** Cuts `text` to `max` characters (not UTF-16 units) and adds "…"; shorter text is returned as is. */
export function truncate(text: string, max: number = FOCUS_SUGGESTION_CHARS): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join("").trimEnd()}…`;
}

type Lists = { [K in keyof SuggestionsResponse]?: unknown };

/** The response's lists in the order shown: list key, the item field holding the value, type, heading. */
const SOURCES: { key: keyof SuggestionsResponse; field: string; type: SearchType; heading: string }[] = [
  { key: "profession", field: "profession", type: "profession", heading: "Professions" },
  { key: "service", field: "service_name", type: "service", heading: "Services" },
  { key: "username", field: "name", type: "name", heading: "Practitioners" },
  { key: "workPlace", field: "business_address_physical", type: "workplace", heading: "Workplaces" },
  { key: "focus_areas_statment", field: "focus_areas_statment", type: "focusAreas", heading: "Focus areas" },
];

function valuesOf(list: unknown, field: string): unknown[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) =>
    item && typeof item === "object" ? (item as Record<string, unknown>)[field] : undefined,
  );
}

/** Trimmed, non-empty, first-seen strings (case-insensitive), at most `limit`. */
function distinct(values: unknown[], limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    if (typeof value !== "string") continue;
    const text = value.trim().replace(/\s+/g, " ");
    const key = text.toLocaleLowerCase("en-ZA");
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length === limit) break;
  }
  return out;
}

/** The Find option: search the typed text as free text. */
export function findOption(text: string): SuggestionOption {
  const value = text.trim();
  return { type: "find", value, label: `Find "${value}"` };
}

/**
 * Groups a suggestions response for the dropdown (empty lists are left out). With no suggestions at
 * all, one unheaded group holding the Find option for `text`. Missing or malformed lists count as empty.
 */
export function suggestionMenu(
  response: Lists | SuggestionsResponse | null | undefined,
  text: string,
): SuggestionMenu {
  const lists: Lists = response && typeof response === "object" ? response : {};
  const groups: SuggestionGroup[] = [];
  for (const source of SOURCES) {
    const values = distinct(valuesOf(lists[source.key], source.field), SUGGESTION_LIMIT);
    if (values.length === 0) continue;
    groups.push({
      type: source.type,
      heading: source.heading,
      options: values.map((value) => {
        const label = source.type === "focusAreas" ? truncate(value) : value;
        return label === value
          ? { type: source.type, value, label }
          : { type: source.type, value, label, title: value };
      }),
    });
  }
  const count = groups.reduce((total, group) => total + group.options.length, 0);
  if (count > 0) return { groups, count };
  return { groups: [{ type: "find", heading: "", options: [findOption(text)] }], count: 0 };
}

/** Every option in display order, as keyboard navigation walks them. */
export function flattenOptions<T>(groups: { options: T[] }[]): T[] {
  return groups.flatMap((group) => group.options);
}

export interface PlaceOption {
  /** The formatted address: what the box shows and the search sends. */
  address: string;
  suburb: string;
  lat: number;
  lng: number;
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Address suggestions fit to choose: a formatted address and usable coordinates (a place without
 * geometry is ignored, spec section 8), duplicates dropped, at most SUGGESTION_LIMIT.
 */
export function placeOptions(response: AddressResponse | null | undefined): PlaceOption[] {
  if (!Array.isArray(response)) return [];
  const seen = new Set<string>();
  const places: PlaceOption[] = [];
  for (const place of response) {
    const address = typeof place?.address === "string" ? place.address.trim() : "";
    if (!address || !isCoordinate(place.lat, 90) || !isCoordinate(place.lng, 180)) continue;
    const key = address.toLocaleLowerCase("en-ZA");
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({
      address,
      suburb: typeof place.suburb === "string" ? place.suburb : "",
      lat: place.lat,
      lng: place.lng,
    });
    if (places.length === SUGGESTION_LIMIT) break;
  }
  return places;
}

/**
 * Splits `label` around the first case-insensitive occurrence of `query` (trimmed) so the matching
 * part can be emphasised: [before, match, after]; no match gives [label, "", ""].
 */
export function matchParts(label: string, query: string): [string, string, string] {
  const needle = query.trim().toLocaleLowerCase("en-ZA");
  const at = needle ? label.toLocaleLowerCase("en-ZA").indexOf(needle) : -1;
  // Lower-casing can change lengths for a few scripts; only split when it did not.
  if (at < 0 || label.toLocaleLowerCase("en-ZA").length !== label.length) return [label, "", ""];
  return [label.slice(0, at), label.slice(at, at + needle.length), label.slice(at + needle.length)];
}

/** What the polite live region says about the open dropdown. */
export function suggestionsAnnouncement(count: number, noun: "suggestion" | "place" = "suggestion"): string {
  if (count === 0) return `No ${noun}s found. Press Enter to search for what you typed.`;
  return `${count} ${noun}${count === 1 ? "" : "s"} available. Use the up and down arrow keys to choose.`;
}
