/**
 * Adds one newly active practitioner to the search index (an approval; later, reactivation): the
 * items of index-items.ts by BatchWrite, then one ADD per posting-list count and vocabulary entry.
 * Not in the caller's transaction: a practitioner has ~40-60 index items, and with the approval's own
 * items that passes TransactWriteItems' 100-item limit. Counts are ADDs, so run it once per practitioner.
 */
import { BatchWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { normalize } from "../../core/search-text";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { postingLists, searchIndexItems } from "./index-items";

const BATCH = 25;
const MAX_ROUNDS = 8;

async function batchPut(items: object[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) {
    let requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]["RequestItems"]>[string] =
      items.slice(start, start + BATCH).map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; requests.length > 0; round++) {
      if (round >= MAX_ROUNDS) throw new Error("search index: unprocessed items left after retries");
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = result.UnprocessedItems?.[tableName()] ?? [];
    }
  }
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
  if (!practitioner.isActive) return;
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
