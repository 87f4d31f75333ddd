import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { env } from "./env";

let client: DynamoDBDocumentClient | undefined;

/**
 * The SDK waits for an answer forever by default: one request lost on the way (a dropped socket, a
 * stalled DynamoDB Local under load) would hang the whole invocation until the Lambda timeout, or
 * for ever under serverless-offline. With these, it gives up on the attempt and retries it (the
 * SDK's standard retry counts a timeout as transient) well before the API's 29 s limit. Without
 * throwOnRequestTimeout this SDK version only logs a warning and goes on waiting.
 */
const DYNAMODB_TIMEOUTS = {
  connectionTimeout: 1_000,
  requestTimeout: 5_000,
  throwOnRequestTimeout: true,
} as const;

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
            requestHandler: DYNAMODB_TIMEOUTS,
          }
        : { region, requestHandler: DYNAMODB_TIMEOUTS },
    );
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
}

export function tableName(): string {
  return env().tableName;
}
