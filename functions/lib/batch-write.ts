import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./db";

const BATCH = 25;
const MAX_ROUNDS = 8;

export type WriteRequests = NonNullable<
  ConstructorParameters<typeof BatchWriteCommand>[0]["RequestItems"]
>[string];

/** BatchWriteItem in batches of 25, retrying unprocessed requests with backoff; throws if some stay. */
export async function batchWrite(all: WriteRequests): Promise<void> {
  for (let start = 0; start < all.length; start += BATCH) {
    let requests: WriteRequests = all.slice(start, start + BATCH);
    for (let round = 0; requests.length > 0; round++) {
      if (round >= MAX_ROUNDS) throw new Error("batch write: unprocessed items left after retries");
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = result.UnprocessedItems?.[tableName()] ?? [];
    }
  }
}

/** Deletes these keys (batch write with retries). */
export function batchDelete(keys: { PK: string; SK: string }[]): Promise<void> {
  return batchWrite(keys.map(({ PK, SK }) => ({ DeleteRequest: { Key: { PK, SK } } })));
}
