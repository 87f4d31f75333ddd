/** What erasure tests read (the admin's and the patient's own, which share the erasure core). */
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../lib/db";
import { deliverByIds } from "../outbox/outbox";
import { dueIndexEntries } from "./booking-fixtures";

/** Sends every mail due by `atMs` through SES local (ids from the due index: no mail is read here). */
export async function deliverDue(atMs: number): Promise<void> {
  const due = await dueIndexEntries();
  await deliverByIds(
    due.map(({ PK }) => String(PK).slice("OUTBOX#".length)),
    atMs,
  );
}

/** Every item of the suite's table whose text holds any of `needles` (case folded): a test-only Scan. */
export async function itemsNaming(needles: string[]): Promise<Record<string, unknown>[]> {
  const wanted = needles.map((needle) => needle.toLowerCase());
  const found: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey }),
    );
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item).toLowerCase();
      if (wanted.some((needle) => text.includes(needle))) found.push(item);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}
