import { PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "./db";

export function isConditionFailure(error: unknown): boolean {
  return (error as Error).name === "ConditionalCheckFailedException";
}

export interface WindowCounter {
  key: { PK: string; SK: string };
  entity: string;
  /** The attribute that counts (e.g. "failures", "requests"). */
  field: string;
  max: number;
  windowMs: number;
}

/**
 * Takes one slot of a fixed window (which starts at its first use): false when the window's `max`
 * are used up. One conditional ADD counts into a live window; otherwise a conditional put starts a
 * new one (TTL removes it lazily). Parallel callers cannot slip past the limit; when two start a
 * window at once, the loser retries once and counts into the winner's.
 */
export async function takeFromWindow(counter: WindowCounter, nowMs: number): Promise<boolean> {
  const windowEndsAt = nowMs + counter.windowMs;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: counter.key,
          UpdateExpression: "ADD #count :one",
          ConditionExpression: "windowEndsAt > :now AND #count < :max",
          ExpressionAttributeNames: { "#count": counter.field },
          ExpressionAttributeValues: { ":one": 1, ":now": nowMs, ":max": counter.max },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...counter.key,
            entity: counter.entity,
            [counter.field]: 1,
            windowEndsAt,
            expiresAt: Math.ceil(windowEndsAt / 1000),
          },
          ConditionExpression: "attribute_not_exists(PK) OR windowEndsAt <= :now",
          ExpressionAttributeValues: { ":now": nowMs },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return false;
}
