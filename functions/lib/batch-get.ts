import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./db";

type Key = { PK: string; SK: string };

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_SIZE = 100;
const ATTEMPTS = 5;

/**
 * Every item of the given keys that exists, in no particular order. DynamoDB may hand back some
 * keys unprocessed when throttled; those are asked again with a short backoff, and a read that
 * still comes back short throws rather than quietly answering with less.
 */
export async function batchGetAll<T>(
  keys: readonly Key[],
  consistent = false,
  /** Only these attributes (less to send; the read units are the same). */
  projection?: { ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string> },
): Promise<T[]> {
  const items: T[] = [];
  for (let start = 0; start < keys.length; start += BATCH_SIZE) {
    let pending: Record<string, unknown>[] = keys.slice(start, start + BATCH_SIZE);
    for (let attempt = 1; pending.length > 0; attempt++) {
      if (attempt > ATTEMPTS) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed`);
      if (attempt > 1) await new Promise((done) => setTimeout(done, 25 * 2 ** attempt));
      const result = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}), ...projection },
          },
        }),
      );
      items.push(...((result.Responses?.[tableName()] ?? []) as T[]));
      pending = result.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    }
  }
  return items;
}
