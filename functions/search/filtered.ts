/**
 * Filtered searches (issue 27 item 1; docs/access-patterns.md "Search filters"). The `all`,
 * `profession` and `service` lists have one sub-list per filter token (a scheme, a language, a
 * mode, a gender, a season of checked registrations) with its own count, so a search reads the
 * rarest of its lists and keeps what passes every filter: a bounded read, whatever the directory's size.
 */
import { distanceKm } from "../../core/geo";
import { queryTokens, type SearchFilters } from "../../core/search-filters";
import type { SearchEntryItem } from "../data/items";
import { keys, type SearchListKind } from "../data/keys";
import { ALL, FACETED_KINDS, facetValue } from "./index-items";
import { nextAvailableOf } from "./next-available-read";
import {
  byDistance,
  entriesBySortKey,
  listCounts,
  type Matches,
  nearestEntries,
  type PageRequest,
  ratedPage,
  searchLimits,
  wholeList,
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
  const sized = candidates.map((list) => ({ ...list, count: counts.get(list.pk) ?? 0 }));
  const [driver] = [...sized].sort((a, b) => a.count - b.count);
  if (!driver || driver.count === 0) return { entries: [], total: 0 };
  const { offset, limit, from } = page;
  const accept = (entry: SearchEntryItem) =>
    plan.tokens.every((token) => entry.f?.includes(token)) &&
    base.words.every((word) => entry.words?.includes(word)) &&
    (plan.radiusKm === undefined || !from || distanceKm(from, entry) <= plan.radiusKm);
  // One token's own list is exactly the matches: its count is the total, its order the page's.
  const oneList =
    driver.kind === "facet" &&
    plan.tokens.length === 1 &&
    base.words.length === 0 &&
    plan.availableBefore === undefined &&
    plan.radiusKm === undefined;
  if (oneList && !from) return ratedPage(driver.pk, offset, limit);
  const big = driver.count > searchLimits.inMemory;
  // A long list near a place: the base list's geohash cells around it, keeping what passes.
  const [geo] = sized.filter((list) => list.kind !== "facet").sort((a, b) => a.count - b.count);
  const nearest =
    from && big && geo
      ? nearestEntries(geo.kind, geo.value, from, offset + limit, geo.count, {
          accept,
          ...(plan.radiusKm !== undefined ? { radiusKm: plan.radiusKm } : {}),
        })
      : Promise.resolve(undefined);
  const [read, near] = await Promise.all([wholeList(driver.pk, FILTER_FIELDS), nearest]);
  const matching = await availableOnly(read.filter(accept), plan.availableBefore);
  const partial = big && !oneList ? { partial: true as const } : {};
  const total = oneList ? driver.count : matching.length;
  if (near) {
    const shown = (await availableOnly(near, plan.availableBefore)).slice(offset, offset + limit);
    return { entries: shown, total: Math.max(total, offset + shown.length), ...partial };
  }
  const ordered = from ? byDistance(matching, from) : matching;
  const shown = ordered.slice(offset, offset + limit).map((entry) => entry.SK);
  return { entries: await entriesBySortKey(driver.pk, shown), total, ...partial };
}
