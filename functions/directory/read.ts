/**
 * Reading an admin directory (entries.ts): a page of one partition, a partition's total from its
 * counter shards, and the entries whose word or phone starts with a prefix. Every read is bounded,
 * whatever the directory holds: docs/access-patterns.md "Admin directories" gives the cost of each.
 */
import type { DirectoryCountItem, DirectoryFacts } from "../data/items";
import { DIRECTORY_COUNT_SHARDS, keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { type Anchor, anchorOf } from "./anchor";
import { allPartition, pairTag, phonePartition, searchWords, tagPartition, wordPartition } from "./entries";

/**
 * Entries a search or phone filter reads of one range at most (~150 B each: 500 are ~10 read
 * units). Past it the list says it shows the first matches and asks for more of the name.
 * DIRECTORY_MATCH_CAP changes it (tests lower it).
 */
export const matchCap = () => Number(process.env.DIRECTORY_MATCH_CAP) || 500;

/** What a directory list asks for; `tags` must all be on a record ("PROF#..", "AID#.."). */
export interface DirectoryQuery {
  scope: string;
  search: string;
  phone: string;
  tags: string[];
  offset: number;
  limit: number;
  descending: boolean;
  /** A page the list showed last (its first entry and offset): a nearby page is read from there. */
  anchor?: Anchor | undefined;
}

/** The ids of one page, in the list's order, and how many match in all. */
export interface DirectoryPage {
  ids: string[];
  /** The page's records' keys, in order (for a BatchGet of their rows). */
  records: { PK: string; SK: "PROFILE" }[];
  /** Exact, unless `capped`: then the matches among the first entries read (matchCap). */
  total: number;
  capped: boolean;
  /** Where this page starts, for the next request's `anchor` (a single partition's pages only). */
  anchor: Anchor | null;
}

function pageOf(shown: DirectoryFacts[], total: number, capped = false, anchor: Anchor | null = null) {
  return {
    ids: shown.map((facts) => facts.id),
    records: shown.map((facts) => ({ PK: facts.p, SK: "PROFILE" as const })),
    total,
    capped,
    anchor,
  };
}

/** A partition's total: the sum of its counter shards (one BatchGet). */
export async function partitionTotal(partition: string): Promise<number> {
  const [total = 0] = await partitionTotals([partition]);
  return total;
}

/** Several partitions' totals, in order: their counter shards in one BatchGet (of 100 keys at most). */
export async function partitionTotals(partitions: readonly string[]): Promise<number[]> {
  const shards = partitions.flatMap((partition) =>
    Array.from({ length: DIRECTORY_COUNT_SHARDS }, (_, shard) => keys.directoryCount(partition, shard)),
  );
  const counts = await batchGetAll<DirectoryCountItem>(shards);
  const totals = new Map<string, number>();
  for (const count of counts) totals.set(count.PK, (totals.get(count.PK) ?? 0) + (count.n ?? 0));
  return partitions.map((partition) => totals.get(keys.directoryCount(partition, 0).PK) ?? 0);
}

const FACTS = "id, p, k, w, c, f";

interface Range {
  /** Read towards higher keys. */
  forward: boolean;
  /** Only keys starting with this. */
  prefix?: string;
  /** Only keys from this one (towards the direction read), `inclusive` or not. */
  from?: { key: string; inclusive: boolean };
}

function readPartition(partition: string, { forward, prefix, from }: Range, max: number) {
  const bound = from ? `SK ${forward ? ">" : "<"}${from.inclusive ? "=" : ""} :from` : "";
  return queryAll<DirectoryFacts>(
    {
      TableName: tableName(),
      KeyConditionExpression: prefix
        ? "PK = :pk AND begins_with(SK, :prefix)"
        : from
          ? `PK = :pk AND ${bound}`
          : "PK = :pk",
      ExpressionAttributeValues: {
        ":pk": keys.directoryEntry(partition, "").PK,
        ...(prefix ? { ":prefix": prefix } : {}),
        ...(from && !prefix ? { ":from": from.key } : {}),
      },
      ProjectionExpression: FACTS,
      ScanIndexForward: forward,
    },
    max,
  );
}

/** A range's entries up to MATCH_CAP, and whether there were more. */
async function cappedRange(partition: string, prefix: string) {
  const cap = matchCap();
  const entries = await readPartition(partition, { forward: true, prefix }, cap + 1);
  return { entries: entries.slice(0, cap), complete: entries.length <= cap };
}

/**
 * Entries `offset` to `offset + limit` of a partition of `total`, in name order (or reversed). Read
 * from the cheapest start: the anchor page's first entry when the page is near it (the pager's
 * next, previous and window), else whichever end is nearer. So the first and last pages and every
 * page the pager offers from the one shown cost a page or two, whatever the size; only a page typed
 * into the address far from both ends reads up to half the partition's narrow entries.
 */
async function sliceOfPartition(
  partition: string,
  total: number,
  { offset, limit, descending, anchor }: Pick<DirectoryQuery, "offset" | "limit" | "descending" | "anchor">,
): Promise<DirectoryFacts[]> {
  if (offset >= total) return [];
  const end = Math.min(total, offset + limit);
  const fromStart = end;
  const fromEnd = total - offset;
  const usable = anchor?.partition === partition && anchor.descending === descending ? anchor : undefined;
  const delta = usable ? offset - usable.offset : 0;
  // An anchor behind the page reads up to it and the page; ahead of it, the pages between.
  const fromAnchor = !usable
    ? Number.POSITIVE_INFINITY
    : delta >= 0
      ? delta + limit
      : -delta >= limit
        ? -delta
        : Number.POSITIVE_INFINITY;
  const cheapest = Math.min(fromStart, fromEnd, fromAnchor);
  if (usable && cheapest === fromAnchor) {
    const from = { key: usable.key, inclusive: delta >= 0 };
    const forward = delta >= 0 !== descending;
    const read = await readPartition(partition, { forward, from }, fromAnchor);
    return delta >= 0 ? read.slice(delta, delta + limit) : read.reverse().slice(0, limit);
  }
  if (cheapest === fromStart)
    return (await readPartition(partition, { forward: !descending }, end)).slice(offset);
  const fromOtherEnd = await readPartition(partition, { forward: descending }, fromEnd);
  return fromOtherEnd.slice(total - end).reverse();
}

/** Every search word starts a word of the record; the phone starts its number; every tag is on it. */
export function matches(facts: DirectoryFacts, terms: string[], phone: string, tags: string[]): boolean {
  const words = facts.w.split(" ");
  return (
    terms.every((term) => words.some((word) => word.startsWith(term))) &&
    (!phone || facts.c.startsWith(phone)) &&
    tags.every((tag) => facts.f.includes(tag))
  );
}

/**
 * The entries a search can match, at most the match cap a range. The longest word's range first (the
 * most selective); if it has more than the cap, each other word's range, and the smallest complete
 * one answers exactly. If every range is past the cap, the names whose key starts with another
 * word (a first name with the start of a surname: "Carla Pil") are added, and the answer is capped.
 */
async function searchCandidates(scope: string, terms: string[]) {
  // The four longest words choose the ranges (every word is still checked on the entries).
  const bySize = [...terms].sort((a, b) => b.length - a.length).slice(0, 4);
  const longest = bySize[0] as string;
  const first = await cappedRange(wordPartition(scope, longest), longest);
  if (first.complete || bySize.length === 1) return { entries: first.entries, capped: !first.complete };
  const others = await Promise.all(
    bySize.slice(1).map((term) => cappedRange(wordPartition(scope, term), term)),
  );
  const complete = others
    .filter((range) => range.complete)
    .sort((a, b) => a.entries.length - b.entries.length);
  if (complete[0]) return { entries: complete[0].entries, capped: false };
  const named = await Promise.all(
    bySize.flatMap((word) =>
      bySize
        .filter((start) => start !== word)
        .map((start) => cappedRange(wordPartition(scope, word), `${word}#${start}`)),
    ),
  );
  return { entries: [...first.entries, ...named.flatMap((range) => range.entries)], capped: true };
}

/** One page of a directory and its total (docs/decisions.md "Admin lists at scale"). */
export async function findInDirectory(query: DirectoryQuery): Promise<DirectoryPage> {
  const terms = searchWords(query.search);
  const { scope, phone, tags } = query;
  let candidates: { entries: DirectoryFacts[]; capped: boolean };
  if (terms.length > 0) {
    candidates = await searchCandidates(scope, terms);
  } else if (phone) {
    candidates = await cappedRange(phonePartition(scope), phone).then((range) => ({
      entries: range.entries,
      capped: !range.complete,
    }));
  } else {
    // No filter, one tag or a pair of tags is one counted partition: the counter is its total.
    const pair = tags.length === 2 ? pairTag(tags[0] as string, tags[1] as string) : undefined;
    const only =
      tags.length === 0
        ? allPartition(scope)
        : tags.length === 1 || pair
          ? tagPartition(scope, pair ?? (tags[0] as string))
          : undefined;
    if (only) {
      const total = await partitionTotal(only);
      const shown = await sliceOfPartition(only, total, query);
      return pageOf(
        shown,
        total,
        false,
        shown[0] ? anchorOf(only, query.descending, query.offset, shown[0].k) : null,
      );
    }
    // More tags than any pair: the smallest tag's partition, the others checked on its entries.
    const totals = await Promise.all(tags.map((tag) => partitionTotal(tagPartition(scope, tag))));
    const smallest = tags[totals.indexOf(Math.min(...totals))] as string;
    const range = await cappedRange(tagPartition(scope, smallest), "");
    candidates = { entries: range.entries, capped: !range.complete };
  }
  const unique = new Map(candidates.entries.map((facts) => [facts.id, facts]));
  const found = [...unique.values()]
    .filter((facts) => matches(facts, terms, phone, tags))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0) * (query.descending ? -1 : 1));
  return pageOf(found.slice(query.offset, query.offset + query.limit), found.length, candidates.capped);
}
