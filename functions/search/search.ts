import { BadRequestError } from "../../core/errors";
import { professionKey } from "../../core/profession-groups";
import { type SearchResponse, searchPerPage, type searchQuery } from "../../core/schemas/search";
import type * as z from "../../core/schemas/z";
import { FILTER_PARAMS, hasFilters, parseFilters, type SearchFilters } from "../../core/search-filters";
import { normalize } from "../../core/search-text";
import type { SearchType } from "../../core/search-url";
import { keys, type SearchListKind } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import {
  type BaseLists,
  everyone,
  type FilterPlan,
  filteredMatches,
  filterPlan,
  planFilters,
} from "./filtered";
import { ALL, searchableWords, wordPlaceValue } from "./index-items";
import { resolvePlace } from "./places";
import {
  byDistance,
  entriesBySortKey,
  listCounts,
  type Matches,
  nearestEntries,
  type PageRequest,
  type Point,
  ratedPage,
  searchLimits,
  toResult,
  wholeList,
} from "./search-list";
import {
  bySoonest,
  hasSoonestList,
  SOONEST_CANDIDATES,
  soonestPage,
  type TimedEntry,
  withNextAvailable,
} from "./soonest";

type SearchQuery = z.infer<typeof searchQuery>;

/** Above this many entries, nearest-first reads geohash cells instead of the whole list. */
const GEO_MIN_LIST = 500;

const LIST_KIND: Record<Exclude<SearchType, "find">, SearchListKind> = {
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

/** The point to sort from, and what the answer says about the place typed. */
interface Origin {
  from: Point | undefined;
  said: Pick<SearchResponse, "place" | "place_not_found">;
}

/**
 * Coordinates win; without them a typed place (someone who did not wait for the suggestions) is
 * looked up in the gazetteer, so it is never silently ignored: found, the results are nearest
 * first to it and the answer names it; not found, the answer says so.
 */
function searchOrigin(lat: string | undefined, lng: string | undefined, address = ""): Origin {
  const point = searchPoint(lat, lng);
  if (point || normalize(address) === "") return { from: point, said: {} };
  const place = resolvePlace(address);
  return place
    ? { from: { lat: place.lat, lng: place.lng }, said: { place } }
    : { from: undefined, said: { place_not_found: true } };
}

/** A typed search's list value: a profession by its register name ("gp" is "general practitioner"). */
function listValue(type: Exclude<SearchType, "find">, term: string): string {
  return type === "profession" ? professionKey(term) : normalize(term);
}

/** A search by type (profession, service, name, workplace, focus area) reads one list. */
function typedList(type: Exclude<SearchType, "find">, term: string, page: PageRequest): Promise<Matches> {
  const value = listValue(type, term);
  return value === "" ? singleList("all", ALL, page) : singleList(LIST_KIND[type], value, page);
}

/** Runs of consecutive query words (up to four) that could name a place: "sea point", "durban". */
function placeCandidates(sequence: string[]): string[] {
  const runs = new Set<string>();
  for (let start = 0; start < sequence.length; start++)
    for (let end = start + 1; end <= Math.min(sequence.length, start + 4); end++)
      runs.add(sequence.slice(start, end).join(" "));
  return [...runs];
}

const wordList = (word: string) => keys.searchList("word", word);
const placeList = (place: string) => keys.searchList("place", place);
const wordPlaceList = (word: string, place: string) =>
  keys.searchList("wordPlace", wordPlaceValue(word, place));

/**
 * Free text. One word reads its list. Several words: when some of them name a practice's suburb
 * or city, the list of that place (and the rarest of the other words in it) is read, so
 * "psychologist sea point" costs one Query whatever the directory's size; text that is exactly a
 * profession or service reads that list, as if chosen from the suggestions; otherwise the rarest
 * word's list is read and filtered by the others.
 */
async function findList(term: string, page: PageRequest): Promise<Matches> {
  const sequence = searchableWords(term);
  const words = [...new Set(sequence)];
  const [first] = words;
  if (first === undefined) return singleList("all", ALL, page);
  if (words.length === 1) return singleList("word", first, page);
  const phrases = placeCandidates(sequence);
  // The whole text may be a profession or service as the suggestions name it ("trauma counselling").
  const named = (["profession", "service"] as const).map((kind) => ({
    kind,
    value: listValue(kind, term),
    pk: keys.searchList(kind, listValue(kind, term)),
  }));
  const counts = await listCounts([
    ...words.map(wordList),
    ...phrases.map(placeList),
    ...named.map(({ pk }) => pk),
  ]);
  const place = phrases
    .filter((phrase) => (counts.get(placeList(phrase)) ?? 0) > 0)
    .sort((a, b) => b.split(" ").length - a.split(" ").length)[0];
  if (place === undefined) {
    const name = named.find(({ pk }) => (counts.get(pk) ?? 0) > 0);
    if (name) return singleList(name.kind, name.value, page, counts.get(name.pk));
    return filteredList(counts, words.map(wordList), words, page);
  }
  const placeWords = new Set(place.split(" "));
  const others = words.filter((word) => !placeWords.has(word));
  const [other] = others;
  if (other === undefined) return singleList("place", place, page, counts.get(placeList(place)));
  if (others.length === 1) return singleList("wordPlace", wordPlaceValue(other, place), page);
  const pairs = others.map((word) => wordPlaceList(word, place));
  return filteredList(await listCounts(pairs), pairs, others, page);
}

/**
 * The filters of the request (the schema checked their shape). A scheme id must be one the site
 * knows; a radius needs a place (a typed place that matched nothing shows everyone, so its radius
 * is dropped with it).
 */
async function searchFilters(query: SearchQuery, hasPlace: boolean): Promise<SearchFilters> {
  const given = FILTER_PARAMS.flatMap((name) => {
    const value = query[name]?.trim();
    return value ? [[name, value]] : [];
  });
  const filters = parseFilters(new URLSearchParams(given));
  if (filters.medicalAid !== undefined) {
    const schemes = await schemeNames();
    if (!schemes.has(filters.medicalAid)) {
      const accepted = [...schemes].map(([id, name]) => `${id} (${name})`).join(", ");
      throw new BadRequestError("We do not know that medical aid.", {
        medical_aid: `must be one of: ${accepted}`,
      });
    }
  }
  if (filters.radiusKm !== undefined && !query.lat && !query.address?.trim())
    throw new BadRequestError("A radius needs a place to measure from.", {
      radius_km: "needs a place: add address, or lat and lng",
    });
  if (!hasPlace) delete filters.radiusKm;
  return hasFilters(filters) ? filters : {};
}

/** One list, by rating or nearest first; `knownTotal` when its count was read already. */
async function singleList(
  kind: SearchListKind,
  value: string,
  page: PageRequest,
  knownTotal?: number,
): Promise<Matches> {
  const pk = keys.searchList(kind, value);
  const { offset, limit, from } = page;
  if (!from) return ratedPage(pk, offset, limit);
  const total = knownTotal ?? (await listCounts([pk])).get(pk) ?? 0;
  if (total === 0 || offset >= total) return { entries: [], total };
  // Small lists are cheaper to sort whole; bigger ones read only the cells around the point.
  const nearest =
    total > GEO_MIN_LIST ? await nearestEntries(kind, value, from, offset + limit, total) : undefined;
  const ordered = nearest ?? byDistance(await wholeList(pk), from);
  const entries = ordered.slice(offset, offset + limit);
  // A list without geo copies and longer than what is read at once is sorted in part only.
  return !nearest && total > searchLimits.inMemory ? { entries, total, partial: true } : { entries, total };
}

/** Several words: read the rarest of `lists` and keep the entries that have every word. */
async function filteredList(
  counts: Map<string, number>,
  lists: string[],
  words: string[],
  page: PageRequest,
): Promise<Matches> {
  const rarest = lists.map((pk) => [pk, counts.get(pk) ?? 0] as const).sort((a, b) => a[1] - b[1])[0];
  if (!rarest || rarest[1] === 0) return { entries: [], total: 0 };
  // Filter on the words (and sort on the point) alone; fetch whole cards for the page only.
  const matching = (await wholeList(rarest[0], ["SK", "words", "lat", "lng"])).filter((entry) =>
    words.every((word) => entry.words?.includes(word)),
  );
  const { offset, limit, from } = page;
  const ordered = from ? byDistance(matching, from) : matching;
  const shown = ordered.slice(offset, offset + limit).map((entry) => entry.SK);
  const entries = await entriesBySortKey(rarest[0], shown);
  return rarest[1] > searchLimits.inMemory
    ? { entries, total: matching.length, partial: true }
    : { entries, total: matching.length };
}

/** The list a soonest search can read in its own order: the empty search, a profession, a service. */
function soonestListOf(query: SearchQuery): { kind: SearchListKind; value: string } | undefined {
  if (query.type === "find")
    return searchableWords(query.find ?? "").length === 0 ? { kind: "all", value: ALL } : undefined;
  const value = listValue(query.type, query[query.type] ?? "");
  if (value === "") return { kind: "all", value: ALL };
  const kind = LIST_KIND[query.type];
  return hasSoonestList(kind) ? { kind, value } : undefined;
}

/** The lists a filtered search starts from: a typed search's list, or each word's of free text. */
function baseLists(query: SearchQuery): BaseLists {
  if (query.type !== "find") {
    const value = listValue(query.type, query[query.type] ?? "");
    return value === "" ? everyone : { lists: [{ kind: LIST_KIND[query.type], value }], words: [] };
  }
  const words = [...new Set(searchableWords(query.find ?? ""))];
  return words.length === 0
    ? everyone
    : { lists: words.map((word) => ({ kind: "word", value: word })), words };
}

/** The matches in their usual order: best rated, or nearest first from a place. */
function usualMatches(query: SearchQuery, page: PageRequest, plan?: FilterPlan): Promise<Matches> {
  if (plan && planFilters(plan)) return filteredMatches(baseLists(query), plan, page);
  return query.type === "find"
    ? findList(query.find ?? "", page)
    : typedList(query.type, query[query.type] ?? "", page);
}

type TimedMatches = Omit<Matches, "entries"> & { entries: TimedEntry[] };

/**
 * sort=soonest: its own list when there is one (and no place), otherwise the first
 * SOONEST_CANDIDATES of the usual order (near a place: the nearest) by their next open time.
 */
async function soonestMatches(
  query: SearchQuery,
  page: PageRequest,
  plan: FilterPlan,
): Promise<TimedMatches> {
  const list = page.from || planFilters(plan) ? undefined : soonestListOf(query);
  if (list) return soonestPage(list.kind, list.value, page.offset, page.limit);
  const candidates = await usualMatches(
    query,
    { offset: 0, limit: SOONEST_CANDIDATES, from: page.from },
    plan,
  );
  const ordered = await bySoonest(candidates.entries);
  const entries = ordered.slice(page.offset, page.offset + page.limit);
  const cut = candidates.partial || candidates.total > SOONEST_CANDIDATES;
  return {
    entries,
    total: Math.min(candidates.total, SOONEST_CANDIDATES),
    ...(cut ? { partial: true } : {}),
  };
}

async function timedMatches(query: SearchQuery, page: PageRequest, plan: FilterPlan): Promise<TimedMatches> {
  if (query.sort === "soonest") return soonestMatches(query, page, plan);
  const { entries, ...rest } = await usualMatches(query, page, plan);
  return { entries: await withNextAvailable(entries), ...rest };
}

/**
 * GET /api/search/index: `{data, total}`. With lat/lng, or an address the gazetteer knows, nearest
 * first with distances; without, by rating then name; sort=soonest by next open time. Each result
 * has its stored next open time. 20 a page by default, at most 50; a page past the end is empty
 * with the true total. The server-rendered search page calls it too.
 */
export async function searchPractitioners(query: SearchQuery): Promise<SearchResponse> {
  const perPage = searchPerPage(query.perPage);
  const { from, said } = searchOrigin(query.lat, query.lng, query.address);
  const filters = await searchFilters(query, from !== undefined);
  const page: PageRequest = { offset: ((query.page ?? 1) - 1) * perPage, limit: perPage, from };
  const plan = filterPlan(filters, now());
  let matches = await timedMatches(query, page, plan);
  // A word sent as the wrong type ("service=Psychologist") is searched as what it names, and says so.
  const other = matches.total === 0 ? await namedAsOther(query) : undefined;
  if (other) matches = await timedMatches({ ...other.query }, page, plan);
  const { entries, total, partial } = matches;
  const data = entries.map(({ entry, nextAvailable }) => toResult(entry, nextAvailable, from));
  return {
    data,
    total,
    ...(partial ? { partial } : {}),
    ...said,
    ...(other ? { searched_as: other.kind } : {}),
  };
}

/**
 * Nothing under the type asked: the profession or service the same words name, if there is one
 * (one BatchGet of two counts, only when the answer was empty).
 */
async function namedAsOther(
  query: SearchQuery,
): Promise<{ kind: "profession" | "service"; query: SearchQuery } | undefined> {
  if (query.type === "find") return undefined;
  const term = query[query.type] ?? "";
  if (normalize(term) === "") return undefined;
  const kinds = (["profession", "service"] as const).filter((kind) => kind !== query.type);
  const pks = kinds.map((kind) => keys.searchList(kind, listValue(kind, term)));
  const counts = await listCounts(pks);
  const kind = kinds.find((_, index) => (counts.get(pks[index] as string) ?? 0) > 0);
  return kind ? { kind, query: { ...query, type: kind, [kind]: term } } : undefined;
}

export const search = httpHandler({ route: "GET /api/search/index" }, ({ query }) =>
  searchPractitioners(query),
);
