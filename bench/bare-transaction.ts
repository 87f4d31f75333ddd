/**
 * The floor a booking is compared with (../shared/DESIGN.md, "Facts checked"): a bare TransactWriteItems
 * of three small new items, each conditioned on not existing, sent straight to the same DynamoDB
 * Local through the API's own client. No reads, no validation, no handler.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { db } from "../functions/lib/db";
import { newItem } from "../functions/lib/transactions";

let sent = 0;

/** One bare transaction on keys nobody else writes; resolves with its latency in ms. */
export async function bareTransaction(): Promise<number> {
  const id = `${process.pid}-${++sent}`;
  const items = ["A", "B", "C"].map((part) => ({
    Put: newItem({ PK: `BENCH#${id}`, SK: part, entity: "bench" }),
  }));
  const started = performance.now();
  await db().send(new TransactWriteCommand({ TransactItems: items }));
  return performance.now() - started;
}
