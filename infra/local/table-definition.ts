import { readFileSync } from "node:fs";
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";

interface CloudFormationTable {
  Properties: CreateTableCommandInput & {
    TimeToLiveSpecification?: { AttributeName: string; Enabled: boolean };
    [other: string]: unknown;
  };
}

/**
 * The CreateTable input for `tableName`, taken from infra/table.json: the very resource serverless.yml
 * deploys, so the local table has the same keys and indexes as production.
 */
function tableResource(): CloudFormationTable {
  return JSON.parse(readFileSync(new URL("../table.json", import.meta.url), "utf8")) as CloudFormationTable;
}

export function createTableInput(tableName: string): CreateTableCommandInput {
  const { AttributeDefinitions, KeySchema, GlobalSecondaryIndexes, BillingMode } = tableResource().Properties;
  return { TableName: tableName, AttributeDefinitions, KeySchema, GlobalSecondaryIndexes, BillingMode };
}

export function timeToLiveAttribute(): string | undefined {
  return tableResource().Properties.TimeToLiveSpecification?.AttributeName;
}

/** Creates the table when it does not exist yet; returns true when it was created. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  const ttl = timeToLiveAttribute();
  if (ttl) {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: ttl, Enabled: true },
      }),
    );
  }
  return true;
}
