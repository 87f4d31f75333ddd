import { DeleteTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keys } from "../../functions/data/keys";
import { ensureTable } from "../local/table-definition";
import { generateSeed } from "./generate";
import { isTableEmpty, seedIsCurrent, seedTable } from "./write";

// A table of its own, so seeding never races other integration tests on the shared table.
const tableName = "seed-int-test";
const dynamo = new DynamoDBClient({
  region: "af-south-1",
  endpoint: process.env.DYNAMODB_ENDPOINT,
  credentials: { accessKeyId: "local", secretAccessKey: "local" },
});
const doc = DynamoDBDocumentClient.from(dynamo);

describe("seedTable against DynamoDB Local", () => {
  beforeAll(async () => {
    await ensureTable(dynamo, tableName);
  });
  afterAll(async () => {
    await dynamo.send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
    dynamo.destroy();
  });

  it("seeds a readable table and flips isTableEmpty and seedIsCurrent", async () => {
    expect(await isTableEmpty(doc, tableName)).toBe(true);
    expect(await seedIsCurrent(doc, tableName)).toBe(false);
    const result = await seedTable({ client: doc, tableName, practitioners: 40 });
    expect(await isTableEmpty(doc, tableName)).toBe(false);
    expect(await seedIsCurrent(doc, tableName)).toBe(true);

    const expected = generateSeed({ practitioners: 40 });
    expect(result.itemsWritten).toBe(Object.values(expected).flat().length);

    const profile = await doc.send(new GetCommand({ TableName: tableName, Key: keys.practitioner("1") }));
    expect(profile.Item).toEqual(expected.practitioners[0]);

    const featured = await doc.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: "PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.featuredPartition },
      }),
    );
    expect(featured.Items?.map((i) => i.name)).toEqual(expected.featuredServices.map((f) => f.name));

    const inactive = await doc.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.practitionerByStatus(false, "", "").GSI1PK },
      }),
    );
    expect(inactive.Items?.map((i) => i.id)).toContain("4");
  });
});
