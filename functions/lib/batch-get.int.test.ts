import { BatchGetCommand, BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useOwnTable } from "../test/own-table";
import { batchGetAll } from "./batch-get";
import { db } from "./db";

const TABLE = "batch-get-int-test";
const stored = Array.from({ length: 150 }, (_, index) => ({ PK: `BG#${index}`, SK: "ITEM", n: index }));

beforeAll(async () => {
  await useOwnTable(TABLE);
  for (let start = 0; start < stored.length; start += 25) {
    const chunk = stored.slice(start, start + 25);
    await db().send(
      new BatchWriteCommand({ RequestItems: { [TABLE]: chunk.map((Item) => ({ PutRequest: { Item } })) } }),
    );
  }
}, 60_000);

afterEach(() => vi.restoreAllMocks());

const keysOf = (numbers: number[]) => numbers.map((n) => ({ PK: `BG#${n}`, SK: "ITEM" }));

describe("batchGetAll", () => {
  it("reads more than 100 keys and leaves out the ones that do not exist", async () => {
    const wanted = [...Array.from({ length: 150 }, (_, n) => n), 500, 501];
    const items = await batchGetAll<{ n: number }>(keysOf(wanted));
    expect(items.map((item) => item.n).sort((a, b) => a - b)).toEqual(stored.map((item) => item.n));
    expect(await batchGetAll(keysOf([]))).toEqual([]);
  });

  // DynamoDB Local never throttles, so the unprocessed keys of a throttled call are injected.
  it("asks again for keys DynamoDB hands back unprocessed", async () => {
    const client = db();
    const send = client.send.bind(client);
    let calls = 0;
    vi.spyOn(client, "send").mockImplementation((async (command: BatchGetCommand) => {
      calls++;
      const asked = command.input.RequestItems?.[TABLE]?.Keys ?? [];
      if (calls > 1 || asked.length < 2) return send(command as never);
      const [first = {}, ...rest] = asked;
      const answered = (await send(
        new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: [first] } } }),
      )) as {
        Responses: Record<string, unknown[]>;
      };
      return { Responses: answered.Responses, UnprocessedKeys: { [TABLE]: { Keys: rest } } };
    }) as never);
    const items = await batchGetAll<{ n: number }>(keysOf([1, 2, 3]));
    expect(items.map((item) => item.n).sort()).toEqual([1, 2, 3]);
    expect(calls).toBe(2);
  });

  it("gives up with an error rather than answering with less", async () => {
    const client = db();
    vi.spyOn(client, "send").mockImplementation((async (command: {
      input: { RequestItems: Record<string, unknown> };
    }) => ({
      Responses: { [TABLE]: [] },
      UnprocessedKeys: command.input.RequestItems,
    })) as never);
    await expect(batchGetAll(keysOf([1]))).rejects.toThrow(/unprocessed/);
  });
});
