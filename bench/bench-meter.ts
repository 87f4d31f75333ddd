/** What the table benches share: read units per request, a percentile, and a fast parallel seed. */

import { batchWrite, type WriteRequests } from "../functions/lib/batch-write";
import { db } from "../functions/lib/db";

/** The p-th percentile of the values (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Asks DynamoDB for the capacity of every call of the API's client and adds it up (bench only). */
export function capacityMeter(): { readonly calls: number; readonly capacity: number; reset(): void } {
  const totals = { calls: 0, capacity: 0 };
  db().middlewareStack.add(
    (next) => async (args) => {
      totals.calls += 1;
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = "TOTAL";
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
      for (const entry of [consumed].flat() as ({ CapacityUnits?: number } | undefined)[])
        totals.capacity += entry?.CapacityUnits ?? 0;
      return result;
    },
    { step: "initialize", name: "capacityMeter", override: true },
  );
  return {
    get calls() {
      return totals.calls;
    },
    get capacity() {
      return totals.capacity;
    },
    reset() {
      totals.calls = 0;
      totals.capacity = 0;
    },
  };
}

/** Puts every item, `parallel` BatchWrite streams of 25 at once; answers how many. */
export async function batchWriteParallel(items: Iterable<object>, parallel = 8): Promise<number> {
  const inFlight = new Set<Promise<void>>();
  let chunk: WriteRequests = [];
  let written = 0;
  const flush = async () => {
    const requests = chunk;
    chunk = [];
    written += requests.length;
    const write: Promise<void> = batchWrite(requests).finally(() => inFlight.delete(write));
    inFlight.add(write);
    if (inFlight.size >= parallel) await Promise.race(inFlight);
  };
  for (const Item of items) {
    chunk.push({ PutRequest: { Item: Item as Record<string, unknown> } });
    if (chunk.length === 250) await flush();
  }
  if (chunk.length > 0) await flush();
  await Promise.all(inFlight);
  return written;
}
