/**
 * Reading an admin directory (entries.ts): a page of one partition at an offset, a partition's
 * total from its counter shards, and the entries whose word or phone starts with a prefix.
 * docs/access-patterns.md "Admin directories" gives the cost of each.
 */
import type { DirectoryCountItem, DirectoryFacts } from "../data/items";
import { DIRECTORY_COUNT_SHARDS, keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { allPartition, phonePartition, searchWords, tagPartition, wordPartition } from "./entries";

/** What a directory list asks for; `tags` must all be on a record ("PROF#..", "AID#.."). */
export interface DirectoryQuery {
  scope: string;
  search: string;
  phone: string;
  tags: string[];
  offset: number;
  limit: number;
  descending: boolean;
}

/** The ids of one page, in the list's order, and how many match in all (exact). */
export interface DirectoryPage {
  ids: string[];
  /** The page's records' keys, in order (for a BatchGet of their rows). */
  records: { PK: string; SK: "PROFILE" }[];
  total: number;
}

function pageOf(shown: DirectoryFacts[], total: number): DirectoryPage {
  return {
    ids: shown.map((facts) => facts.id),
    records: shown.map((facts) => ({ PK: facts.p, SK: "PROFILE" })),
    total,
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

function readPartition(partition: string, forward: boolean, max: number, prefix?: string) {
  return queryAll<DirectoryFacts>(
    {
      TableName: tableName(),
      KeyConditionExpression: prefix ? "PK = :pk AND begins_with(SK, :prefix)" : "PK = :pk",
      ExpressionAttributeValues: {
        ":pk": keys.directoryEntry(partition, "").PK,
        ...(prefix ? { ":prefix": prefix } : {}),
      },
      ProjectionExpression: FACTS,
      ScanIndexForward: forward,
    },
    max,
  );
}

/**
 * Entries `offset` to `offset + limit` of a partition of `total`, in name order (or reversed): read
 * from whichever end is nearer, so the first and the last pages cost one page each and a middle
 * page at most half the partition's narrow entries.
 */
async function sliceOfPartition(
  partition: string,
  total: number,
  { offset, limit, descending }: Pick<DirectoryQuery, "offset" | "limit" | "descending">,
): Promise<DirectoryFacts[]> {
  if (offset >= total) return [];
  const end = Math.min(total, offset + limit);
  if (offset <= total - end) return (await readPartition(partition, !descending, end)).slice(offset);
  const fromOtherEnd = await readPartition(partition, descending, total - offset);
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

/** One page of a directory and its exact total (docs/decisions.md "Admin lists at scale"). */
export async function findInDirectory(query: DirectoryQuery): Promise<DirectoryPage> {
  const terms = searchWords(query.search);
  const { scope, phone, tags } = query;
  let candidates: DirectoryFacts[];
  if (terms.length > 0) {
    // The longest word is the most selective: read its range, check the rest on the entries.
    const longest = terms.reduce((a, b) => (b.length > a.length ? b : a));
    candidates = await readPartition(wordPartition(scope, longest), true, Number.POSITIVE_INFINITY, longest);
  } else if (phone) {
    candidates = await readPartition(phonePartition(scope), true, Number.POSITIVE_INFINITY, phone);
  } else {
    const partitions = [allPartition(scope), ...tags.map((tag) => tagPartition(scope, tag))];
    const totals = await Promise.all(partitions.map(partitionTotal));
    const smallest = totals.indexOf(Math.min(...totals));
    const partition = partitions[smallest] as string;
    const total = totals[smallest] ?? 0;
    // One filter (or none) is a whole partition: the counter is its total, a page its slice.
    if (tags.length <= 1) {
      return pageOf(await sliceOfPartition(partition, total, query), total);
    }
    candidates = await readPartition(partition, true, Number.POSITIVE_INFINITY);
  }
  const unique = new Map(candidates.map((facts) => [facts.id, facts]));
  const found = [...unique.values()]
    .filter((facts) => matches(facts, terms, phone, tags))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0) * (query.descending ? -1 : 1));
  return pageOf(found.slice(query.offset, query.offset + query.limit), found.length);
}
