import { BadRequestError } from "../../core/errors";
import {
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
  searchQuery,
} from "../../core/schemas/search";
import { normalize } from "../../core/search-text";
import type { SearchType } from "../../core/search-url";
import type { SearchEntryItem } from "../data/items";
import { keys, type SearchListKind } from "../data/keys";
import { httpHandler } from "../lib/http-handler";
import { ALL, searchableWords } from "./index-items";
import {
  byDistance,
  entriesBySortKey,
  listCounts,
  nearestEntries,
  type Point,
  ratedPage,
  toResult,
  wholeList,
} from "./search-list";

/** Above this many entries, nearest-first reads geohash cells instead of the whole list. */
const GEO_MIN_LIST = 500;

const LIST_KIND: Record<SearchType, SearchListKind> = {
  find: "word",
  focusAreas: "focusAreas",
  profession: "profession",
  name: "name",
  service: "service",
  workplace: "workplace",
};

function searchPoint(lat: string | undefined, lng: string | undefined): Point | undefined {
  const hasLat = lat !== undefined && lat !== "";
  const hasLng = lng !== undefined && lng !== "";
  if (hasLat !== hasLng) {
    throw new BadRequestError("Please give both lat and lng, or neither.", {
      [hasLat ? "lng" : "lat"]: "is required with the other coordinate",
    });
  }
  return hasLat && hasLng ? { lat: Number(lat), lng: Number(lng) } : undefined;
}

/** The list to read: kind and normalised value, or several words for a multi-word free-text search. */
function listsFor(type: SearchType, term: string): { kind: SearchListKind; values: string[] } {
  if (type === "find") {
    const words = [...new Set(searchableWords(term))];
    return words.length === 0 ? { kind: "all", values: [ALL] } : { kind: "word", values: words };
  }
  const value = normalize(term);
  return value === "" ? { kind: "all", values: [ALL] } : { kind: LIST_KIND[type], values: [value] };
}

async function singleList(
  kind: SearchListKind,
  value: string,
  offset: number,
  limit: number,
  from: Point | undefined,
): Promise<{ entries: SearchEntryItem[]; total: number }> {
  const pk = keys.searchList(kind, value);
  if (!from) return ratedPage(pk, offset, limit);
  const total = (await listCounts([pk])).get(pk) ?? 0;
  if (total === 0 || offset >= total) return { entries: [], total };
  // Small lists are cheaper to sort whole; bigger ones read only the cells around the point.
  const nearest =
    total > GEO_MIN_LIST ? await nearestEntries(kind, value, from, offset + limit, total) : undefined;
  const ordered = nearest ?? byDistance(await wholeList(pk), from);
  return { entries: ordered.slice(offset, offset + limit), total };
}

/** Several words: read the rarest word's list and keep entries that have every other word. */
async function wordsList(
  words: string[],
  offset: number,
  limit: number,
  from: Point | undefined,
): Promise<{ entries: SearchEntryItem[]; total: number }> {
  const counts = await listCounts(words.map((word) => keys.searchList("word", word)));
  const rarest = [...counts.entries()].sort((a, b) => a[1] - b[1])[0];
  if (!rarest || rarest[1] === 0) return { entries: [], total: 0 };
  // Filter on the words (and sort on the point) alone; fetch whole cards for the page only.
  const matching = (await wholeList(rarest[0], ["SK", "words", "lat", "lng"])).filter((entry) =>
    words.every((word) => entry.words?.includes(word)),
  );
  const ordered = from ? byDistance(matching, from) : matching;
  const page = ordered.slice(offset, offset + limit).map((entry) => entry.SK);
  return { entries: await entriesBySortKey(rarest[0], page), total: matching.length };
}

/**
 * GET /api/search/index: `{data, total}`. With lat/lng, nearest first with distances; without, by
 * rating then name. 20 a page by default, at most 50; a page past the end is empty with the true total.
 */
export const search = httpHandler({ query: searchQuery }, async ({ query }): Promise<SearchResponse> => {
  const perPage = Math.min(query.perPage ?? SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE);
  const offset = ((query.page ?? 1) - 1) * perPage;
  const from = searchPoint(query.lat, query.lng);
  const { kind, values } = listsFor(query.type, query[query.type] ?? "");
  const [first = ALL] = values;
  const { entries, total } =
    values.length > 1
      ? await wordsList(values, offset, perPage, from)
      : await singleList(kind, first, offset, perPage, from);
  return { data: entries.map((entry) => toResult(entry, from)), total };
});
