/**
 * The admin directories (issue 30; docs/access-patterns.md "Admin directories"): each practitioner
 * and patient has a few narrow entries, one per partition a filter reads, each carrying the same
 * facts, plus a sharded counter per countable partition. Every write that changes a mirrored
 * field adds {@link directoryWrites} of the record before and after to its own transaction.
 */
import type { DirectoryEntryItem, DirectoryFacts } from "../data/items";
import { DIRECTORY_COUNT_SHARDS, keys, shardOf } from "../data/keys";
import { fold, phoneDigits } from "../lib/admin-list";
import { tableName } from "../lib/db";
import { type TransactItem, updateItem } from "../lib/transactions";

/** A record in one directory: its scope (e.g. "PRAC#1", active practitioners) and its facts. */
export interface Listing {
  scope: string;
  facts: DirectoryFacts;
}

/** Words of a text as the directory searches them: folded, split at anything not a letter or digit. */
export const searchWords = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** What a record gives its facts: ids, name order, searched texts, phone and filter tags. */
export interface FactSource {
  id: string;
  pk: string;
  nameKey: string;
  texts: string[];
  phone: string;
  tags: string[];
}

export function factsOf({ id, pk, nameKey, texts, phone, tags }: FactSource): DirectoryFacts {
  return {
    id,
    p: pk,
    k: `${nameKey}#${id}`,
    w: [...new Set(texts.flatMap(searchWords))].join(" "),
    c: phoneDigits(phone),
    f: tags,
  };
}

/** The partition holding a scope's whole list, and one per filter tag; both counted. */
export const allPartition = (scope: string) => `${scope}#ALL`;
export const tagPartition = (scope: string, tag: string) => `${scope}#${tag}`;
/** Words by their first character, sorted by word: a prefix is a `begins_with` range. */
export const wordPartition = (scope: string, word: string) => `${scope}#W#${word.slice(0, 1)}`;
/** Phone numbers, sorted by digits. */
export const phonePartition = (scope: string) => `${scope}#TEL`;

/**
 * Filter kinds the lists combine (the practitioners' profession and package): each pair of tags of
 * two of these kinds has a counted partition of its own, so two filters together are one page of
 * one partition, not the smaller filter read whole.
 */
const PAIRED_KINDS = new Set(["PROF", "PLAN"]);
const kindOf = (tag: string) => tag.slice(0, tag.indexOf("#"));

/** The tag standing for `a` and `b` together (either order), or undefined if they are not paired. */
export function pairTag(a: string, b: string): string | undefined {
  const [kindA, kindB] = [kindOf(a), kindOf(b)];
  if (kindA === kindB || !PAIRED_KINDS.has(kindA) || !PAIRED_KINDS.has(kindB)) return undefined;
  return [a, b].sort().join("&");
}

/** A record's pair tags (one for a practitioner: profession and package). */
const pairTagsOf = (tags: string[]): string[] =>
  tags.flatMap((a, i) => tags.slice(i + 1).flatMap((b) => pairTag(a, b) ?? []));

/** Every entry of a listing (keys and facts) and the partitions whose totals count it. */
export function entriesOf({ scope, facts }: Listing): { items: DirectoryEntryItem[]; counted: string[] } {
  const entry = (partition: string, sort: string): DirectoryEntryItem => ({
    ...keys.directoryEntry(partition, sort),
    entity: "directoryEntry",
    ...facts,
  });
  const counted = [
    allPartition(scope),
    ...[...facts.f, ...pairTagsOf(facts.f)].map((tag) => tagPartition(scope, tag)),
  ];
  const items = [
    ...counted.map((partition) => entry(partition, facts.k)),
    ...(facts.w ? facts.w.split(" ") : []).map((word) =>
      entry(wordPartition(scope, word), `${word}#${facts.k}`),
    ),
    ...(facts.c ? [entry(phonePartition(scope), `${facts.c}#${facts.id}`)] : []),
  ];
  return { items, counted };
}

const keyOf = (item: { PK: string; SK: string }) => `${item.PK}\n${item.SK}`;

/** A counter shard's ADD (a transaction entry). */
export function countBy(partition: string, id: string, delta: number): TransactItem {
  return updateItem({
    Key: keys.directoryCount(partition, shardOf(id, DIRECTORY_COUNT_SHARDS)),
    UpdateExpression: "SET entity = :entity ADD n :delta",
    ExpressionAttributeValues: { ":entity": "directoryCount", ":delta": delta },
  });
}

/**
 * The transaction entries that move a record's directory entries from `before` to `after`
 * (undefined: not listed): deletes for entries gone, puts for new or changed ones, and counter
 * ADDs for partitions joined or left. Nothing when nothing mirrored changed.
 */
export function directoryWrites(before: Listing | undefined, after: Listing | undefined): TransactItem[] {
  const old = before ? entriesOf(before) : { items: [], counted: [] };
  const now = after ? entriesOf(after) : { items: [], counted: [] };
  const oldByKey = new Map(old.items.map((item) => [keyOf(item), item]));
  const nowKeys = new Set(now.items.map(keyOf));
  const id = after?.facts.id ?? before?.facts.id ?? "";
  const same = (a: DirectoryEntryItem | undefined, b: DirectoryEntryItem) =>
    JSON.stringify(a) === JSON.stringify(b);
  return [
    ...old.items
      .filter((item) => !nowKeys.has(keyOf(item)))
      .map(
        (item): TransactItem => ({ Delete: { TableName: tableName(), Key: { PK: item.PK, SK: item.SK } } }),
      ),
    ...now.items
      .filter((item) => !same(oldByKey.get(keyOf(item)), item))
      .map((item): TransactItem => ({ Put: { TableName: tableName(), Item: item } })),
    ...old.counted.filter((p) => !now.counted.includes(p)).map((p) => countBy(p, id, -1)),
    ...now.counted.filter((p) => !old.counted.includes(p)).map((p) => countBy(p, id, 1)),
  ];
}
