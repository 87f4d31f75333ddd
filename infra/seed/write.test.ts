import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
} from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import type { TableItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { generateItems } from "./generate";
import { BATCH_SIZE, isTableEmpty, type SeedProgress, seedTable } from "./write";

type Put = { PutRequest: { Item: TableItem } };

/** A stand-in DocumentClient: records batches, can leave items unprocessed or fail. */
function fakeClient(
  behaviour: {
    unprocessedEvery?: number;
    failOnBatch?: number;
    queryCount?: number;
    /** Where it claims to send (default DynamoDB Local); null = AWS's own endpoint. */
    endpoint?: { protocol: string; hostname: string; port?: number } | null;
  } = {},
) {
  const written: TableItem[] = [];
  const commands: unknown[] = [];
  let batches = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const endpoint =
    behaviour.endpoint === undefined
      ? { protocol: "http:", hostname: "127.0.0.1", port: 8000 }
      : behaviour.endpoint;
  const client = {
    config: endpoint ? { endpoint: async () => ({ ...endpoint, path: "/" }) } : {},
    async send(command: unknown) {
      commands.push(command);
      if (command instanceof QueryCommand) return { Count: behaviour.queryCount ?? 0, Items: [] };
      // The seed-version marker, written after everything else.
      if (command instanceof PutCommand) return {};
      if (!(command instanceof BatchWriteCommand)) throw new Error("unexpected command");
      const [table, requests] = Object.entries(command.input.RequestItems ?? {})[0] ?? [];
      const puts = (requests ?? []) as unknown as Put[];
      const batch = ++batches;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      if (puts.length > BATCH_SIZE) throw new Error("too many items in one batch");
      if (behaviour.failOnBatch === batch)
        throw Object.assign(new Error("boom"), { name: "ValidationException" });
      // Leave the last item of every nth batch unprocessed, once.
      if (behaviour.unprocessedEvery && batch % behaviour.unprocessedEvery === 0 && puts.length > 1) {
        const kept = puts.slice(0, -1);
        written.push(...kept.map((p) => p.PutRequest.Item));
        return { UnprocessedItems: { [table as string]: puts.slice(-1) } };
      }
      written.push(...puts.map((p) => p.PutRequest.Item));
      return { UnprocessedItems: {} };
    },
  };
  return {
    client: client as unknown as DynamoDBDocumentClient,
    written,
    commands,
    stats: () => ({ batches, maxInFlight }),
  };
}

describe("seedTable", () => {
  it("refuses a table that is not on a local DynamoDB, before writing anything", async () => {
    for (const endpoint of [
      null,
      { protocol: "https:", hostname: "dynamodb.af-south-1.amazonaws.com" },
      { protocol: "http:", hostname: "127.0.0.1.example.com", port: 8000 },
    ]) {
      const fake = fakeClient({ endpoint });
      await expect(seedTable({ client: fake.client, tableName: "t", practitioners: 3 })).rejects.toThrow(
        /^The seed only writes to a local DynamoDB .*, not (AWS|https:\/\/dynamodb|http:\/\/127\.0\.0\.1\.example).*passwords are published/,
      );
      expect(fake.commands).toEqual([]);
    }
  });

  it("seeds DynamoDB Local on localhost or [::1] too", async () => {
    for (const hostname of ["localhost", "::1"]) {
      const fake = fakeClient({ endpoint: { protocol: "http:", hostname, port: 8000 } });
      await seedTable({ client: fake.client, tableName: "t", practitioners: 3 });
      expect(fake.written.length).toBeGreaterThan(0);
    }
  });

  it("writes every generated item once, retrying unprocessed ones, with featured services last", async () => {
    const fake = fakeClient({ unprocessedEvery: 3 });
    const progress: SeedProgress[] = [];
    const result = await seedTable({
      client: fake.client,
      tableName: "t",
      practitioners: 60,
      concurrency: 4,
      onProgress: (p) => progress.push(p),
    });
    const expected = [...generateItems({ practitioners: 60 })];
    const id = (i: TableItem) => `${i.PK}|${i.SK}`;
    expect(fake.written.map(id).sort()).toEqual(expected.map(id).sort());
    expect(result.itemsWritten).toBe(expected.length);
    expect(result.practitioners).toBe(60);
    const firstFeatured = fake.written.findIndex((i) => i.PK === keys.featuredPartition);
    expect(firstFeatured).toBe(expected.length - 12);
    expect(fake.stats().maxInFlight).toBeLessThanOrEqual(4);
    expect(fake.stats().maxInFlight).toBeGreaterThan(1);
    expect(progress.at(-1)?.itemsWritten).toBe(expected.length);
    expect(progress.at(-1)?.practitionersWritten).toBe(60);
  });

  it("stops and rethrows when a batch fails, never writing the featured marker", async () => {
    const fake = fakeClient({ failOnBatch: 5 });
    await expect(seedTable({ client: fake.client, tableName: "t", practitioners: 80 })).rejects.toThrow(
      "boom",
    );
    expect(fake.written.some((i) => i.PK === keys.featuredPartition)).toBe(false);
  });
});

describe("isTableEmpty", () => {
  it("queries the featured partition with Limit 1 (no Scan)", async () => {
    const empty = fakeClient({ queryCount: 0 });
    expect(await isTableEmpty(empty.client, "t")).toBe(true);
    const query = empty.commands[0] as QueryCommand;
    expect(query).toBeInstanceOf(QueryCommand);
    expect(query.input).toMatchObject({
      TableName: "t",
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.featuredPartition },
      Limit: 1,
    });
    expect(await isTableEmpty(fakeClient({ queryCount: 1 }).client, "t")).toBe(false);
  });
});
