/**
 * Search at 1k, 10k and 100k practitioners (`npm run bench -- --search [--sizes 1000,10000]`):
 * seeds DynamoDB Local (kept in .data/bench, so a size is seeded once), then calls the handlers
 * in-process, warm, and prints p50/p95 latency, DynamoDB calls and read capacity per request.
 *
 * Every size after the first holds only the partitions the cases read, whole (every entry of every
 * list they touched at the first size, its geo copies included, and every suggestion prefix), plus
 * every item that is not an index entry: a whole 100k index is ~15M items, about two hours of
 * DynamoDB Local on this machine. A Query's or BatchGet's cost is its partition's, so the figures
 * are those of the whole table.
 */
import { createHash } from "node:crypto";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { db } from "../functions/lib/db";
import { resetEnvForTests } from "../functions/lib/env";
import { apiEvent, invoke } from "../functions/test/api-event";
import { apiEnvironment, quietTooling, startDynamo, stopAll } from "../infra/local/stack";
import { ensureTable } from "../infra/local/table-definition";
import { seedIsCurrent, seedTable } from "../infra/seed/write";

/** BENCH_DYNAMODB_PORT: a shared machine's other benches may hold the default. */
const PORT = Number(process.env.BENCH_DYNAMODB_PORT ?? 8400);
const RUNS = 40;

interface Meter {
  calls: number;
  capacity: number;
}
const meter: Meter = { calls: 0, capacity: 0 };

/** The lists (and other partitions) the cases read, as listIdentity names them. */
const partitionsRead = new Set<string>();
const INDEX_PREFIXES = ["IX#", "IG#", "SG#", "IS#"];

/** A posting list's name whatever its geo cell ("IG#all#*#kde" -> "all#*"); other partitions as they are. */
function listIdentity(pk: string): string {
  if (pk.startsWith("IX#")) return pk.slice(3);
  if (pk.startsWith("IG#")) return pk.slice(3, pk.lastIndexOf("#"));
  return pk;
}

function keepForCases(item: { PK: string }): boolean {
  return (
    !INDEX_PREFIXES.some((prefix) => item.PK.startsWith(prefix)) || partitionsRead.has(listIdentity(item.PK))
  );
}

function recordRead(input: Record<string, unknown>): void {
  const text = (value: unknown) =>
    typeof value === "string" ? value : ((value as { S?: string } | undefined)?.S ?? undefined);
  const add = (value: unknown) => {
    const pk = text(value);
    if (pk) partitionsRead.add(listIdentity(pk));
  };
  add((input.ExpressionAttributeValues as Record<string, unknown> | undefined)?.[":pk"]);
  add((input.Key as Record<string, unknown> | undefined)?.PK);
  for (const request of Object.values(
    (input.RequestItems ?? {}) as Record<string, { Keys?: { PK: unknown }[] }>,
  ))
    for (const key of request.Keys ?? []) add(key.PK);
}

/** Asks DynamoDB for consumed capacity on every call and adds it up (bench only). */
function instrument(): void {
  db().middlewareStack.add(
    (next) => async (args) => {
      meter.calls += 1;
      recordRead(args.input as Record<string, unknown>);
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = "TOTAL";
      const result = await next(args);
      const consumed = (
        result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
      ).ConsumedCapacity;
      for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
        meter.capacity += entry.CapacityUnits ?? 0;
      }
      return result;
    },
    { step: "initialize", name: "benchMeter" },
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

type Case = { label: string; path: string; route: string; query: Record<string, string> };

const SEA_POINT = { lat: "-33.9167", lng: "18.3833" };
const KIMBERLEY = { lat: "-28.7282", lng: "24.7499" };

const cases: Case[] = [
  ...["psy", "thand", "sea poi", "coun"].map((search) => ({
    label: `suggest "${search}"`,
    path: "/api/search/prac/info",
    route: "/api/search/prac/info",
    query: { search },
  })),
  { label: "profession", query: { type: "profession", profession: "General Practitioner" } },
  { label: "profession p.5", query: { type: "profession", profession: "General Practitioner", page: "5" } },
  {
    label: "profession near Sea Point",
    query: { type: "profession", profession: "General Practitioner", ...SEA_POINT },
  },
  {
    label: "service near Kimberley",
    query: { type: "service", service: "Individual therapy", ...KIMBERLEY },
  },
  { label: "find 1 word", query: { type: "find", find: "anxiety" } },
  { label: "find word + place", query: { type: "find", find: "psychologist sandton" } },
  { label: "find word + city", query: { type: "find", find: "psychologist cape town" } },
  { label: "find a service's name", query: { type: "find", find: "trauma counselling" } },
  { label: "find 2 words, no place", query: { type: "find", find: "grief therapy" } },
  { label: "find near Sea Point", query: { type: "find", find: "counselling", ...SEA_POINT } },
  { label: "everyone near Sea Point", query: { type: "find", find: "", ...SEA_POINT } },
  // Issue 27's filters: one, three, and a rare scheme near a place.
  { label: "filter: 1 scheme", query: { type: "find", find: "", medical_aid: "1" } },
  {
    label: "filter: GP + 3 filters",
    query: {
      type: "profession",
      profession: "General Practitioner",
      medical_aid: "1",
      language: "isiZulu",
      mode: "in_person",
    },
  },
  {
    label: "filter: rare scheme near SP",
    query: { type: "find", find: "", medical_aid: "13", ...SEA_POINT },
  },
  {
    label: "filter: 3 common near SP",
    query: { type: "find", find: "", medical_aid: "1", mode: "in_person", gender: "female", ...SEA_POINT },
  },
].map((c) => ("path" in c ? c : { ...c, path: "/api/search/index", route: "/api/search/index" })) as Case[];

async function measure(handler: (e: APIGatewayProxyEventV2, c: never) => Promise<unknown>, item: Case) {
  const event = () => apiEvent("GET", item.path, { query: item.query, route: item.route });
  for (let i = 0; i < 3; i++) await invoke(handler as never, event()); // warm
  const times: number[] = [];
  meter.calls = 0;
  meter.capacity = 0;
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const { status, body } = await invoke(handler as never, event());
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`${item.label}: HTTP ${status} ${JSON.stringify(body)}`);
    total = typeof body.total === "number" ? body.total : (body.profession?.length ?? 0);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    calls: meter.calls / RUNS,
    rcu: meter.capacity / RUNS,
    total,
  };
}

export async function benchSearch(sizes: number[]): Promise<void> {
  Object.assign(process.env, apiEnvironment({ dynamodb: PORT, ses: 0 }), quietTooling, {
    STACK_QUIET: "1",
    LOG_LEVEL: "warn",
  });
  const clients = await startDynamo(PORT, ".data/bench");
  try {
    instrument();
    // Handlers read their configuration when loaded: import them after the environment is set.
    const { handler } = await import("../functions/search/handler");
    const { forgetVocabulary } = await import("../functions/search/suggestions");
    for (const size of sizes) {
      // The first size runs on a whole table and records what the cases read.
      const casesOnly = partitionsRead.size > 0;
      // Named by what it holds, so a change in what the cases read seeds a table of its own.
      const holds = createHash("sha256")
        .update([...partitionsRead].sort().join("\n"))
        .digest("hex")
        .slice(0, 8);
      const table = casesOnly ? `bench-${size}-cases-${holds}` : `bench-${size}`;
      // DescribeTable counts a DynamoDB Local table's items (~10 s at 100k): only for a table not yet seeded.
      if (!(await seedIsCurrent(clients.doc, table).catch(() => false))) {
        await ensureTable(clients.dynamo, table);
        const started = performance.now();
        const result = await seedTable({
          client: clients.doc,
          tableName: table,
          practitioners: size,
          concurrency: 16,
          ...(casesOnly ? { keep: keepForCases } : {}),
          onProgress: (progress) => {
            // A 100k seed takes the better part of an hour: say how far it got.
            if (progress.itemsWritten % 100_000 < 25)
              console.log(
                `  ${progress.practitionersWritten} practitioners, ${progress.itemsWritten} items, ${progress.itemsPerSecond.toFixed(0)} items/s`,
              );
          },
        });
        console.log(
          `seeded ${size} practitioners (${result.itemsWritten} items) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
      }
      process.env.TABLE_NAME = table;
      resetEnvForTests();
      forgetVocabulary();
      console.log(
        `\nSearch, ${size} practitioners${casesOnly ? ` (the partitions the cases read: ${table})` : ""} (warm, ${RUNS} runs each; RCU = read capacity per request)`,
      );
      console.log(
        "case".padEnd(28),
        "p50 ms".padStart(8),
        "p95 ms".padStart(8),
        "calls".padStart(6),
        "RCU".padStart(7),
        "total".padStart(7),
      );
      for (const item of cases) {
        const r = await measure(handler as never, item);
        console.log(
          item.label.padEnd(28),
          r.p50.toFixed(1).padStart(8),
          r.p95.toFixed(1).padStart(8),
          r.calls.toFixed(1).padStart(6),
          r.rcu.toFixed(1).padStart(7),
          String(r.total).padStart(7),
        );
      }
    }
  } finally {
    await stopAll();
  }
}
