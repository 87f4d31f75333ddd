/**
 * `sort=soonest` (issue 26; docs/access-patterns.md "Next available"). The empty search, a
 * profession and a service have "soonest" twins of their lists (`IS#{kind}#{value}`, sorted by the
 * stored next open time): one Query of the page, whatever the directory's size. Every other search
 * (a name, a workplace, free text, or any search near a place) orders its first
 * SOONEST_CANDIDATES matches, in their usual order, by the stored times (one BatchGet).
 */
import type { SearchEntryItem, SoonestEntryItem } from "../data/items";
import { keys, type SearchListKind } from "../data/keys";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { SOONEST_KINDS } from "./next-available";
import { nextAvailableOf } from "./next-available-read";
import { listCounts } from "./search-list";

/** How many of a search's usual order a soonest search without its own list reorders. */
export const SOONEST_CANDIDATES = 100;

export interface TimedEntry {
  entry: SearchEntryItem | SoonestEntryItem;
  nextAvailable: string | null;
}

export const hasSoonestList = (kind: SearchListKind) => SOONEST_KINDS.has(kind);

/** One page of a soonest list, with the total of its rating-ordered twin (same members). */
export async function soonestPage(
  kind: SearchListKind,
  value: string,
  offset: number,
  limit: number,
): Promise<{ entries: TimedEntry[]; total: number }> {
  const pk = keys.searchList(kind, value);
  const [counts, items] = await Promise.all([
    listCounts([pk]),
    queryAll<SoonestEntryItem>(
      {
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.soonestList(kind, value) },
      },
      offset + limit,
    ),
  ]);
  const entries = items.slice(offset).map((entry) => ({ entry, nextAvailable: entry.nextAvailable }));
  return { entries, total: counts.get(pk) ?? 0 };
}

/** Earlier first, none last (ISO instants compare as text; "~" sorts after them, as in the lists' keys). */
function byTime(a: string | null, b: string | null): number {
  const [x, y] = [a ?? "~", b ?? "~"];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The candidates (in their usual order) ordered soonest first; none sorts last, ties keep that order. */
export async function bySoonest(candidates: readonly SearchEntryItem[]): Promise<TimedEntry[]> {
  const times = await nextAvailableOf(candidates.map((entry) => entry.id));
  return candidates
    .map((entry, index) => ({ entry, index, nextAvailable: times.get(entry.id) ?? null }))
    .sort((a, b) => byTime(a.nextAvailable, b.nextAvailable) || a.index - b.index)
    .map(({ entry, nextAvailable }) => ({ entry, nextAvailable }));
}

/** The stored times of a page in the usual order. */
export async function withNextAvailable(entries: readonly SearchEntryItem[]): Promise<TimedEntry[]> {
  const times = await nextAvailableOf(entries.map((entry) => entry.id));
  return entries.map((entry) => ({ entry, nextAvailable: times.get(entry.id) ?? null }));
}
