import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../lib/db";
import type { MedicalSchemeItem } from "./items";
import { keys } from "./keys";

/** Medical scheme id -> name. Schemes change rarely: read once per container (a failure is retried). */
let schemes: Promise<Map<string, string>> | undefined;

export function schemeNames(): Promise<Map<string, string>> {
  schemes ??= db()
    .send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.medicalSchemePartition },
      }),
    )
    .then(
      ({ Items = [] }) => new Map((Items as MedicalSchemeItem[]).map((item) => [item.id, item.schemeName])),
    )
    .catch((error: unknown) => {
      schemes = undefined;
      throw error;
    });
  return schemes;
}
