/** Reading stored next open times (functions/search/next-available.ts writes them). */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { NextAvailableItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { db, tableName } from "../lib/db";

/** The stored item, read strongly consistent (the writer conditions on its version). */
export async function storedNextAvailable(practitionerId: string): Promise<NextAvailableItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.nextAvailable(practitionerId), ConsistentRead: true }),
  );
  return Item as NextAvailableItem | undefined;
}

/** Next open time by practitioner id for a page of results (one BatchGet); none stored reads as null. */
export async function nextAvailableOf(
  practitionerIds: readonly string[],
): Promise<Map<string, string | null>> {
  const ids = [...new Set(practitionerIds)];
  const found = await batchGetAll<Pick<NextAvailableItem, "practitionerId" | "nextAvailable">>(
    ids.map((id) => keys.nextAvailable(id)),
  );
  const byId = new Map<string, string | null>(ids.map((id) => [id, null]));
  for (const item of found) byId.set(item.practitionerId, item.nextAvailable);
  return byId;
}
