import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { BankDetailRevealItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";

/** The records of admins' looks at an affiliate's bank details (single reveals and payout files). */
export async function revealsOf(code: string): Promise<BankDetailRevealItem[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :reveal)",
      ExpressionAttributeValues: { ":pk": keys.affiliate(code).PK, ":reveal": "REVEAL#" },
      ConsistentRead: true,
    }),
  );
  return Items as BankDetailRevealItem[];
}
