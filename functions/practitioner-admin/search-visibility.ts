/**
 * A practitioner shown in or hidden from the search index, idempotently: a deactivation or
 * reactivation whose follow-up failed is finished by running it again (status-job.ts), so running it
 * twice must leave the same index. The index writer's replaceInSearchIndex moves counts by the
 * difference it is told of, which a retry would apply twice. Here each posting-list entry moves with
 * its list's count (and, for profession and service lists, the vocabulary's count) in one
 * transaction conditioned on the entry being absent (shown) or present (hidden): an entry already
 * moved is skipped, so no count moves twice. The other items (geo entries, suggestions) carry no
 * count and are simply put or deleted.
 */
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { normalize } from "../../core/search-text";
import type { PractitionerItem, SearchEntryItem, SuggestionItem } from "../data/items";
import { keys, type SearchListKind } from "../data/keys";
import { db, tableName } from "../lib/db";
import { putNew, updateItem } from "../lib/transactions";
import { postingLists, ratingScore, searchIndexItems } from "../search/index-items";
import { batchDelete, batchPut, dropIfZero } from "../search/index-writer";

type Key = { PK: string; SK: string };
type IndexItem = SearchEntryItem | SuggestionItem;

/** The profession or service vocabulary entry a posting list counts in, if any. */
function vocabularyOf(practitioner: PractitionerItem, kind: SearchListKind, value: string) {
  if (kind !== "profession" && kind !== "service") return undefined;
  const shown =
    kind === "profession"
      ? practitioner.profession
      : practitioner.services.find((s) => normalize(s) === value);
  return { key: keys.vocabulary(kind, value), kind, value: shown ?? value };
}

function countUpdate(Key: Key, by: 1 | -1, set: Record<string, string>) {
  const names = Object.keys(set);
  return updateItem({
    Key,
    UpdateExpression: `ADD #count :by${names.length > 0 ? ` SET ${names.map((n) => `#${n} = if_not_exists(#${n}, :${n})`).join(", ")}` : ""}`,
    ExpressionAttributeNames: Object.fromEntries([["#count", "count"], ...names.map((n) => [`#${n}`, n])]),
    ExpressionAttributeValues: Object.fromEntries([[":by", by], ...names.map((n) => [`:${n}`, set[n]])]),
  });
}

/** Runs one entry's transaction; false when its first part's condition said it was already done. */
async function moveEntry(parts: object[]): Promise<boolean> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: parts as never }));
    return true;
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (
      (error as Error).name === "TransactionCanceledException" &&
      reasons[0]?.Code === "ConditionalCheckFailed"
    )
      return false;
    throw error;
  }
}

/** The practitioner's posting-list entries (under `score`), each with its list and vocabulary. */
function entries(practitioner: PractitionerItem, items: IndexItem[], score: number) {
  const SK = keys.searchListEntry(score, normalize(practitioner.name), practitioner.id);
  const cards = new Map(items.filter((item) => item.entity === "searchEntry").map((item) => [item.PK, item]));
  return postingLists(practitioner).map(({ kind, value }) => {
    const PK = keys.searchList(kind, value);
    return {
      entry: { ...(cards.get(PK) as SearchEntryItem), PK, SK },
      count: { PK, SK: keys.searchListCount },
      vocabulary: vocabularyOf(practitioner, kind, value),
    };
  });
}

/** Items without a count: geo entries and suggestions. Shared suggestions have no `id`. */
function uncounted(items: IndexItem[]): IndexItem[] {
  return items.filter((item) => !(item.entity === "searchEntry" && item.PK.startsWith("IX#")));
}

/** Puts the practitioner in the search index (they are active); safe to run again. */
export async function showInSearch(practitioner: PractitionerItem, ratings: number[]): Promise<void> {
  // An unlisted profile has no index items to restore (functions/practitioner/listing.ts).
  if (!practitioner.listed) return;
  const items = searchIndexItems({ ...practitioner, isActive: true }, ratings);
  for (const { entry, count, vocabulary } of entries(practitioner, items, ratingScore(ratings))) {
    await moveEntry([
      putNew(entry),
      countUpdate(count, 1, { entity: "searchCount" }),
      ...(vocabulary
        ? [
            countUpdate(vocabulary.key, 1, {
              entity: "vocabulary",
              kind: vocabulary.kind,
              value: vocabulary.value,
            }),
          ]
        : []),
    ]);
  }
  await batchPut(uncounted(items));
}

/**
 * Takes the practitioner out of the search index (they are inactive); safe to run again. Entries sit
 * under the score of the ratings, or the one the index still carried (`indexedScore`).
 */
export async function hideFromSearch(practitioner: PractitionerItem, ratings: number[]): Promise<void> {
  // Unlisting already took an unlisted profile's items out (replaceInSearchIndex).
  if (!practitioner.listed) return;
  const active = { ...practitioner, isActive: true };
  const items = searchIndexItems(active, ratings);
  const scores = new Set([
    ratingScore(ratings),
    ...(practitioner.indexedScore === undefined ? [] : [practitioner.indexedScore]),
  ]);
  for (const score of scores) {
    for (const { entry, count, vocabulary } of entries(active, items, score)) {
      const moved = await moveEntry([
        {
          Delete: {
            TableName: tableName(),
            Key: { PK: entry.PK, SK: entry.SK },
            ConditionExpression: "attribute_exists(PK)",
          },
        },
        countUpdate(count, -1, {}),
        ...(vocabulary ? [countUpdate(vocabulary.key, -1, {})] : []),
      ]);
      if (!moved) continue;
      await dropIfZero(count);
      if (vocabulary) await dropIfZero(vocabulary.key);
    }
  }
  const rest = uncounted(items);
  const shared = (item: IndexItem) => item.entity === "suggestion" && !item.id;
  await batchDelete(rest.filter((item) => !shared(item)).map(({ PK, SK }) => ({ PK, SK })));
  // A workplace or focus-area suggestion is shared by everyone with that text: it goes with its list.
  for (const item of rest.filter(shared)) {
    const kind = item.PK.startsWith("SG#workplace#") ? "workplace" : "focusAreas";
    const text = kind === "workplace" ? practitioner.businessAddressPhysical : practitioner.focusAreas;
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: { PK: keys.searchList(kind, normalize(text)), SK: keys.searchListCount },
        ConsistentRead: true,
      }),
    );
    if (!Item) await batchDelete([{ PK: item.PK, SK: item.SK }]);
  }
}
