import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { ensureTable } from "../../infra/local/table-definition";
import { db, tableName } from "../lib/db";
import { resetEnvForTests } from "../lib/env";

/**
 * Points the handlers at a table of the suite's own on DynamoDB Local and creates it, so other
 * suites' writes never meet this suite's reads. Call in beforeAll, before importing handlers.
 */
export async function useOwnTable(name: string): Promise<void> {
  process.env.TABLE_NAME = name;
  resetEnvForTests();
  await ensureTable(
    new DynamoDBClient({
      region: "af-south-1",
      endpoint: process.env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: "local", secretAccessKey: "local" },
    }),
    name,
  );
}

/** An item as deployed stages hold records from before a change: written straight, no entries, counters or index keys. */
export async function putBare(item: object): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}
