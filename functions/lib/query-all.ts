import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { db } from "./db";

/** Every item a Query matches (or the first `max`), following DynamoDB's pages. */
export async function queryAll<T>(input: QueryCommandInput, max = Number.POSITIVE_INFINITY): Promise<T[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: QueryCommandInput["ExclusiveStartKey"];
  do {
    const left = max - items.length;
    const page = await db().send(
      new QueryCommand({
        ...input,
        ExclusiveStartKey,
        ...(Number.isFinite(left) ? { Limit: left } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < max);
  return items as T[];
}

/** How many items a Query matches, counted through every page (COUNT: no items sent back). */
export async function queryCount(input: QueryCommandInput): Promise<number> {
  let total = 0;
  let ExclusiveStartKey: QueryCommandInput["ExclusiveStartKey"];
  do {
    const page = await db().send(new QueryCommand({ ...input, Select: "COUNT", ExclusiveStartKey }));
    total += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return total;
}
