/**
 * The local rehearsal of a restore (docs/operations.md "Restore drill"): a table exported to a
 * JSON-lines file (one item a line, in DynamoDB's own typed JSON, binary as base64) by Scan, and
 * loaded into a new table made from infra/table.json (the same keys, indexes and TTL as deployed).
 * In AWS the copy comes from point-in-time recovery instead; the check after it is the same.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import {
  type AttributeValue,
  BatchWriteItemCommand,
  type DynamoDBClient,
  ScanCommand,
} from "@aws-sdk/client-dynamodb";
import { ensureTable } from "../local/table-definition";

type Item = Record<string, AttributeValue>;

/** Binary values as {"$base64": "..."} in the file (JSON has no bytes). */
const toJson = (_key: string, value: unknown) =>
  value instanceof Uint8Array ? { $base64: Buffer.from(value).toString("base64") } : value;
const fromJson = (_key: string, value: unknown) =>
  value && typeof value === "object" && "$base64" in value
    ? new Uint8Array(Buffer.from(String((value as { $base64: string }).$base64), "base64"))
    : value;

/** Every item of `table` into `file`; returns how many. */
export async function exportTable(client: DynamoDBClient, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let count = 0;
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: table, ExclusiveStartKey, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      if (!out.write(`${JSON.stringify(item, toJson)}\n`))
        await new Promise<void>((done) => out.once("drain", () => done()));
      count += 1;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  await new Promise<void>((done, fail) => out.end((error?: Error | null) => (error ? fail(error) : done())));
  return count;
}

/** A new table like the deployed one, filled from `file`; refuses a table that already exists. */
export async function loadTable(client: DynamoDBClient, table: string, file: string): Promise<number> {
  if (!(await ensureTable(client, table)))
    throw new Error(`table ${table} already exists: choose a new name`);
  let batch: Item[] = [];
  let count = 0;
  const flush = async () => {
    let requests = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let round = 0; requests.length > 0; round++) {
      if (round > 8) throw new Error("load: unprocessed items left after retries");
      if (round > 0) await new Promise((done) => setTimeout(done, 50 * 2 ** round));
      const result = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
      requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
    count += batch.length;
    batch = [];
  };
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (!line) continue;
    batch.push(JSON.parse(line, fromJson) as Item);
    if (batch.length === 25) await flush();
  }
  await flush();
  return count;
}
