/**
 * Adds one newly active practitioner to the search index (an approval; later, reactivation): the
 * items of index-items.ts by BatchWrite, then one ADD per posting-list count and vocabulary entry.
 * Not in the caller's transaction: a practitioner has ~40-60 index items, and with the approval's own
 * items that passes TransactWriteItems' 100-item limit. Counts are ADDs, so run it once per practitioner.
 */
import { DeleteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { normalize } from "../../core/search-text";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { batchWrite } from "../lib/batch-write";
import { db, tableName } from "../lib/db";
import { isConditionFailure } from "../lib/window-counter";
import { isPublic } from "../practitioner/listing";
import { postingLists, searchIndexItems } from "./index-items";

export async function batchPut(items: object[]): Promise<void> {
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
}

export async function batchDelete(itemKeys: { PK: string; SK: string }[]): Promise<void> {
  await batchWrite(itemKeys.map((Key) => ({ DeleteRequest: { Key } })));
}

function addOne(Key: { PK: string; SK: string }, set: Record<string, string>) {
  const names = Object.keys(set);
  return db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: `ADD #count :one SET ${names.map((name) => `#${name} = if_not_exists(#${name}, :${name})`).join(", ")}`,
      ExpressionAttributeNames: Object.fromEntries([
        ["#count", "count"],
        ...names.map((name) => [`#${name}`, name]),
      ]),
      ExpressionAttributeValues: Object.fromEntries([
        [":one", 1],
        ...names.map((name) => [`:${name}`, set[name]]),
      ]),
    }),
  );
}

export async function addToSearchIndex(
  practitioner: PractitionerItem,
  ratings: number[] = [],
): Promise<void> {
  if (!isPublic(practitioner)) return;
  // Shared workplace/focus-area suggestions have the same key and value for everyone: a put is harmless.
  await batchPut(searchIndexItems(practitioner, ratings));
  const updates: Promise<unknown>[] = postingLists(practitioner).map(({ kind, value }) =>
    addOne({ PK: keys.searchList(kind, value), SK: keys.searchListCount }, { entity: "searchCount" }),
  );
  const vocabulary: ["profession" | "service", string][] = [
    ["profession", practitioner.profession],
    ...[...new Set(practitioner.services)].map((service): ["service", string] => ["service", service]),
  ];
  for (const [kind, value] of vocabulary) {
    updates.push(addOne(keys.vocabulary(kind, normalize(value)), { entity: "vocabulary", kind, value }));
  }
  await Promise.all(updates);
}

type IndexItem = ReturnType<typeof searchIndexItems>[number];

const itemKey = (item: { PK: string; SK: string }) => `${item.PK}\u0000${item.SK}`;

/** Profession and distinct services, by vocabulary key. */
function vocabularyOf(
  practitioner: PractitionerItem,
): Map<string, { kind: "profession" | "service"; value: string }> {
  const entries = new Map<string, { kind: "profession" | "service"; value: string }>();
  if (!isPublic(practitioner)) return entries;
  const add = (kind: "profession" | "service", value: string) => {
    const key = keys.vocabulary(kind, normalize(value));
    entries.set(itemKey(key), { kind, value });
  };
  add("profession", practitioner.profession);
  for (const service of practitioner.services) add("service", service);
  return entries;
}

/** Posting-list count keys of an active practitioner. */
function countKeys(practitioner: PractitionerItem): Set<string> {
  if (!isPublic(practitioner)) return new Set();
  return new Set(postingLists(practitioner).map(({ kind, value }) => keys.searchList(kind, value)));
}

/** ADD -1; an entry that reaches 0 is deleted (a removed service stops being suggested). True when deleted. */
async function takeOne(Key: { PK: string; SK: string }): Promise<boolean> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: "ADD #count :minus",
      ExpressionAttributeNames: { "#count": "count" },
      ExpressionAttributeValues: { ":minus": -1 },
      ReturnValues: "UPDATED_NEW",
    }),
  );
  if (Number(result.Attributes?.count ?? 0) > 0) return false;
  return dropIfZero(Key);
}

/**
 * A count that reached zero goes (a profession nobody has stops being suggested); one that someone
 * joined meanwhile stays. True when deleted.
 */
export async function dropIfZero(Key: { PK: string; SK: string }): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key,
        ConditionExpression: "#count <= :zero",
        ExpressionAttributeNames: { "#count": "count" },
        ExpressionAttributeValues: { ":zero": 0 },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/**
 * Replaces one practitioner's index after a profile edit (functions/profile-editor/): puts every item
 * of `after` (cards carry name, address, ratings), deletes the items of `before` that `after` lacks,
 * and moves posting-list counts and vocabulary by the difference (an entry reaching 0 is deleted).
 * Workplace and focus-area suggestions are shared by everyone with the same text: a stale one is
 * deleted only when its posting list has no one left. Idempotent for the items, not for the counts:
 * call it once per stored change, with `before` exactly as it was stored.
 */
export async function replaceInSearchIndex(
  before: PractitionerItem,
  after: PractitionerItem,
  ratings: number[] = [],
): Promise<void> {
  const fresh = searchIndexItems(after, ratings);
  const freshKeys = new Set(fresh.map(itemKey));
  const stale = searchIndexItems(before, ratings).filter((item) => !freshKeys.has(itemKey(item)));
  const isShared = (item: IndexItem) => item.entity === "suggestion" && !item.id;
  // New entries first, so the practitioner is never missing from a list they stay in.
  await batchPut(fresh);
  await batchWrite(
    stale.filter((item) => !isShared(item)).map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } })),
  );

  const beforeLists = countKeys(before);
  const afterLists = countKeys(after);
  const emptied = new Set<string>();
  const updates: Promise<unknown>[] = [];
  for (const pk of afterLists) {
    if (!beforeLists.has(pk))
      updates.push(addOne({ PK: pk, SK: keys.searchListCount }, { entity: "searchCount" }));
  }
  for (const pk of beforeLists) {
    if (afterLists.has(pk)) continue;
    updates.push(
      takeOne({ PK: pk, SK: keys.searchListCount }).then((deleted) => {
        if (deleted) emptied.add(pk);
      }),
    );
  }
  const beforeWords = vocabularyOf(before);
  const afterWords = vocabularyOf(after);
  for (const [key, { kind, value }] of afterWords) {
    if (!beforeWords.has(key)) {
      updates.push(addOne(keys.vocabulary(kind, normalize(value)), { entity: "vocabulary", kind, value }));
    }
  }
  for (const [key, { kind, value }] of beforeWords) {
    if (!afterWords.has(key)) updates.push(takeOne(keys.vocabulary(kind, normalize(value))));
  }
  await Promise.all(updates);

  // Shared suggestions of a workplace or focus area nobody has any more.
  const goneShared = stale.filter((item) => {
    if (!isShared(item)) return false;
    const list = item.PK.startsWith("SG#workplace#")
      ? keys.searchList("workplace", normalize(before.businessAddressPhysical))
      : keys.searchList("focusAreas", normalize(before.focusAreas));
    return emptied.has(list);
  });
  await batchWrite(goneShared.map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } })));
}
