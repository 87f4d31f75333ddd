import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { ports } from "./local/ports";
import { LOCAL_TABLE } from "./local/stack";

/**
 * The table a command-line tool works on: TABLE_NAME (default the local stack's) at
 * DYNAMODB_ENDPOINT (default the local stack's DynamoDB; an empty string means real AWS with the
 * normal credential chain).
 */
export function tableFromEnv() {
  const tableName = process.env.TABLE_NAME || LOCAL_TABLE;
  const endpoint = process.env.DYNAMODB_ENDPOINT ?? `http://127.0.0.1:${ports.dynamodb}`;
  const region = process.env.AWS_REGION || "af-south-1";
  const dynamo = new DynamoDBClient(
    endpoint
      ? { endpoint, region, credentials: { accessKeyId: "local", secretAccessKey: "local" } }
      : { region },
  );
  const client = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  return { dynamo, client, tableName, target: `${tableName} at ${endpoint || `AWS ${region}`}` };
}
