/** A posting list's count, set again from its entries (the re-index's repair of a count). */
import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { SearchCountItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { queryCount } from "../lib/query-all";

/** Entries sort under "R#" (keys.searchListEntry); the count item "#COUNT" sorts before them. */
const ENTRY_PREFIX = keys.searchListEntry(0, "", "").slice(0, 2);

export async function recountList(PK: string): Promise<number> {
  const count = await queryCount({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :entry)",
    ExpressionAttributeValues: { ":pk": PK, ":entry": ENTRY_PREFIX },
    ConsistentRead: true,
  });
  const Key = { PK, SK: keys.searchListCount };
  if (count === 0) await db().send(new DeleteCommand({ TableName: tableName(), Key }));
  else {
    const item: SearchCountItem = { ...Key, entity: "searchCount", count };
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
  }
  return count;
}
