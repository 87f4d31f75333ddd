import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { AWS_REQUEST_TIMEOUTS } from "./aws-timeouts";
import { env } from "./env";

let client: DynamoDBDocumentClient | undefined;

/** One document client per container (created on first use, reused across invocations). */
export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { region, dynamodbEndpoint } = env();
    const base = new DynamoDBClient(
      dynamodbEndpoint
        ? {
            region,
            endpoint: dynamodbEndpoint,
            credentials: { accessKeyId: "local", secretAccessKey: "local" },
            requestHandler: AWS_REQUEST_TIMEOUTS,
          }
        : { region, requestHandler: AWS_REQUEST_TIMEOUTS },
    );
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
}

export function tableName(): string {
  return env().tableName;
}
