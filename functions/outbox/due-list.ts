import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";

/**
 * The outbox's due list (GSI2, keys only) is spread over shards (keys.outboxDue). A sender's run
 * reads every shard, and the old unsharded partition, at once: oldest due first within each, the
 * run's limit shared evenly, and what one shard leaves unused shared again among those that had
 * more. So a shard with a backlog takes the room others leave but never crowds them out.
 */
export type MailKey = ReturnType<typeof keys.outbox>;
type Cursor = Record<string, unknown> | undefined;

interface Shard {
  partition: string;
  after: Cursor;
}

async function dueIn(shard: Shard, nowMs: number, limit: number) {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "GSI2",
      KeyConditionExpression: "GSI2PK = :due AND GSI2SK <= :now",
      ExpressionAttributeValues: { ":due": shard.partition, ":now": `${new Date(nowMs).toISOString()}~` },
      ProjectionExpression: "PK, SK, GSI2SK",
      Limit: limit,
      ExclusiveStartKey: shard.after,
    }),
  );
  return { found: Items as (MailKey & { GSI2SK: string })[], after: LastEvaluatedKey as Cursor };
}

/**
 * Not all 65 queries at once: a burst that size every second queues behind the HTTP agent's
 * sockets and crowds out the requests people are waiting for (locally, on one DynamoDB Local).
 */
const SHARDS_AT_ONCE = 16;

async function inGroups<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += SHARDS_AT_ONCE)
    results.push(...(await Promise.all(items.slice(i, i + SHARDS_AT_ONCE).map(run))));
  return results;
}

/** The keys of up to `limit` mails due by `nowMs`, from every shard of the due list. */
export async function dueMailKeys(nowMs: number, limit: number): Promise<MailKey[]> {
  const found: (MailKey & { GSI2SK: string })[] = [];
  let open: Shard[] = keys.outboxDuePartitions.map((partition) => ({ partition, after: undefined }));
  while (open.length > 0 && found.length < limit) {
    const share = Math.ceil((limit - found.length) / open.length);
    const pages = await inGroups(open, (shard) => dueIn(shard, nowMs, share));
    const before = found.length;
    found.push(...pages.flatMap((page) => page.found));
    if (found.length === before) break;
    // Only a shard whose page ended with a cursor (it reached its share) may hold more.
    open = open.flatMap((shard, i) => {
      const after = pages[i]?.after;
      return after ? [{ ...shard, after }] : [];
    });
  }
  // A share rounded up can overshoot the limit: the oldest due go first.
  found.sort((a, b) => a.GSI2SK.localeCompare(b.GSI2SK));
  return found.slice(0, limit).map(({ PK, SK }) => ({ PK, SK }));
}
