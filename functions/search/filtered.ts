/**
 * Filtered searches (issue 27 item 1; docs/access-patterns.md "Search filters"). The `all`,
 * `profession` and `service` lists have one sub-list per filter token (a scheme, a language, a
 * mode, a gender, a season of checked registrations) with its own count, so a search reads the
 * rarest of its lists, in order, only as far as the page needs: what it reads follows how selective
 * the filters are, not the directory's size. Totals are counted when every candidate was read and
 * estimated (`partial`) when not.
 */
import { distanceKm } from "../../core/geo";
import { queryTokens, type SearchFilters } from "../../core/search-filters";
import type { SearchEntryItem } from "../data/items";
import { keys, type SearchListKind } from "../data/keys";
import { ALL, FACETED_KINDS, facetValue, hasGeoCopies } from "./index-items";
import { nextAvailableOf } from "./next-available-read";
import {
  type BlockTally,
  byDistance,
  entriesBySortKey,
  listCounts,
  listEntriesAfter,
  type Matches,
  nearestEntries,
  type PageRequest,
  ratedPage,
  searchLimits,
} from "./search-list";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters as the index reads them at one moment. */
export interface FilterPlan {
  tokens: string[];
  /** available_within: a stored next open time before this UTC ISO instant. */
  availableBefore?: string;
  radiusKm?: number;
}

export function filterPlan(filters: SearchFilters, nowMs: number): FilterPlan {
  const plan: FilterPlan = { tokens: queryTokens(filters, nowMs) };
  if (filters.availableWithin !== undefined)
    plan.availableBefore = new Date(nowMs + filters.availableWithin * DAY_MS).toISOString();
  if (filters.radiusKm !== undefined) plan.radiusKm = filters.radiusKm;
  return plan;
}

export const planFilters = (plan: FilterPlan) =>
  plan.tokens.length > 0 || plan.availableBefore !== undefined || plan.radiusKm !== undefined;

interface List {
  kind: SearchListKind;
  value: string;
}

/** What a search matches before filters: every entry of `lists` that has every one of `words`. */
export interface BaseLists {
  lists: List[];
  /** Free text: each list is one word's, so an entry must have all the words. */
  words: string[];
}

export const everyone: BaseLists = { lists: [{ kind: "all", value: ALL }], words: [] };

/** Only what filtering needs is read from a long list; cards come for the page alone. */
const FILTER_FIELDS = ["SK", "id", "f", "words", "lat", "lng"] as const;

async function availableOnly(entries: SearchEntryItem[], before: string | undefined) {
  if (before === undefined) return entries;
  const times = await nextAvailableOf(entries.map((entry) => entry.id));
  return entries.filter((entry) => {
    const next = times.get(entry.id);
    return typeof next === "string" && next < before;
  });
}

/**
 * The candidates: the base lists, and each faceted base's sub-list of every filter token (free
 * text: everyone's, whose entries carry the words). The rarest is read.
 */
function candidateLists(base: BaseLists, tokens: string[]): List[] {
  const faceted = base.words.length > 0 ? [everyone.lists[0] as List] : base.lists;
  return [
    ...base.lists,
    ...faceted
      .filter((list) => FACETED_KINDS.has(list.kind))
      .flatMap((list) =>
        tokens.map((token) => ({ kind: "facet" as const, value: facetValue(list.kind, list.value, token) })),
      ),
  ];
}

/** A candidate list and its size. */
interface Sized extends List {
  pk: string;
  count: number;
}

/** What a bounded read of the driver found: the matches, and whether it reached the list's end. */
interface DriverRead {
  matches: SearchEntryItem[];
  read: number;
  complete: boolean;
}

/**
 * The driver's matches in its own (rating) order, read in chunks sized from the expected share of
 * entries that pass, until `wanted` pass, the list ends, or searchLimits.inMemory entries are read.
 * What it reads depends on how selective the filters are, not on how long the list is.
 */
async function readDriver(
  driver: Sized,
  accept: (entry: SearchEntryItem) => boolean,
  availableBefore: string | undefined,
  wanted: number,
  share: number,
): Promise<DriverRead> {
  const { inMemory, readAllUpTo } = searchLimits;
  const matches: SearchEntryItem[] = [];
  let read = 0;
  let after: string = keys.searchListCount;
  let chunk =
    driver.count <= readAllUpTo ? readAllUpTo : Math.ceil((wanted / Math.max(share, 0.01)) * 1.5) + 20;
  for (;;) {
    const size = Math.min(chunk, inMemory - read);
    const entries = await listEntriesAfter(driver.pk, after, size, FILTER_FIELDS);
    read += entries.length;
    matches.push(...(await availableOnly(entries.filter(accept), availableBefore)));
    const last = entries.at(-1);
    if (entries.length < size || !last) return { matches, read, complete: true };
    if (matches.length >= wanted || read >= inMemory) return { matches, read, complete: false };
    after = last.SK;
    chunk *= 2;
  }
}

/** The share of `list`'s entries expected to pass the other filters' lists, as if they were independent. */
function expectedShare(sized: Sized[], list: Sized): number {
  const [widest] = [...sized].sort((a, b) => b.count - a.count);
  return sized
    .filter((other) => other !== list && other.kind === "facet")
    .reduce((product, other) => product * Math.min(1, other.count / Math.max(widest?.count ?? 1, 1)), 1);
}

/** The number of matches: counted when every candidate was read, else estimated from the share that passed. */
function matchTotal(driver: Sized, found: DriverRead): Pick<Matches, "total" | "partial"> {
  if (found.complete) return { total: found.matches.length };
  const share = found.read === 0 ? 0 : found.matches.length / found.read;
  return { total: Math.max(found.matches.length, Math.round(driver.count * share)), partial: true };
}

export async function filteredMatches(
  base: BaseLists,
  plan: FilterPlan,
  page: PageRequest,
): Promise<Matches> {
  const candidates = candidateLists(base, plan.tokens).map((list) => ({
    ...list,
    pk: keys.searchList(list.kind, list.value),
  }));
  const counts = await listCounts(candidates.map(({ pk }) => pk));
  const sized: Sized[] = candidates.map((list) => ({ ...list, count: counts.get(list.pk) ?? 0 }));
  const [driver] = [...sized].sort((a, b) => a.count - b.count);
  if (!driver || driver.count === 0) return { entries: [], total: 0 };
  const { offset, limit, from } = page;
  const radiusKm = from ? plan.radiusKm : undefined;
  const accept = (entry: SearchEntryItem) =>
    plan.tokens.every((token) => entry.f?.includes(token)) &&
    base.words.every((word) => entry.words?.includes(word)) &&
    (radiusKm === undefined || !from || distanceKm(from, entry) <= radiusKm);
  // One token's own list is exactly the matches: its count is the total, its order the page's.
  const oneList =
    driver.kind === "facet" &&
    plan.tokens.length === 1 &&
    base.words.length === 0 &&
    plan.availableBefore === undefined &&
    radiusKm === undefined;
  if (oneList && !from) return ratedPage(driver.pk, offset, limit);
  const wanted = offset + limit;
  // A long list near a place: the geohash cells of the rarest list that has them, keeping what passes.
  const [geo] = sized.filter((list) => hasGeoCopies(list.kind, list.value)).sort((a, b) => a.count - b.count);
  if (from && geo && driver.count > searchLimits.readAllUpTo) {
    const seen: BlockTally = { read: 0, passed: 0, certain: 0, safeKm: 0 };
    // Cells sized for the entries expected to pass, not the list's length: few pass, wider cells.
    const passing = Math.round(geo.count * expectedShare(sized, geo));
    const near = await nearestEntries(geo.kind, geo.value, from, wanted, passing, {
      accept,
      tally: seen,
      ...(radiusKm !== undefined ? { radiusKm } : {}),
    });
    if (near) {
      const shown = (await availableOnly(near, plan.availableBefore)).slice(offset, offset + limit);
      const counted = oneList ? { total: driver.count } : nearTotal(geo, seen, radiusKm);
      return { entries: shown, ...counted, total: Math.max(counted.total, offset + shown.length) };
    }
  }
  const found = await readDriver(
    driver,
    accept,
    plan.availableBefore,
    from ? Infinity : wanted + 1,
    expectedShare(sized, driver),
  );
  const ordered = from ? byDistance(found.matches, from) : found.matches;
  const shown = ordered.slice(offset, offset + limit).map((entry) => entry.SK);
  return { entries: await entriesBySortKey(driver.pk, shown), ...matchTotal(driver, found) };
}

/**
 * Near a place: within a radius the block read holds every match once it covers the radius;
 * otherwise the share that passed in the block, applied to the whole list (or to the radius's area).
 */
function nearTotal(
  geo: Sized,
  seen: BlockTally,
  radiusKm: number | undefined,
): Pick<Matches, "total" | "partial"> {
  if (radiusKm !== undefined && seen.safeKm >= radiusKm) return { total: seen.certain };
  const share = seen.read === 0 ? 0 : seen.passed / seen.read;
  const estimate =
    radiusKm !== undefined && seen.safeKm > 0
      ? Math.min(geo.count * share, seen.certain * (radiusKm / seen.safeKm) ** 2)
      : geo.count * share;
  return { total: Math.round(estimate), partial: true };
}
