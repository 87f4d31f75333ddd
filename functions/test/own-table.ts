import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { ensureTable } from "../../infra/local/table-definition";
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
