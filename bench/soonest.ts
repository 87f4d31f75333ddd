/**
 * "Next available" (issue 26; `npm run bench -- --only soonest [--sizes 10000,100000]`, and after
 * `--only search`): what keeping it current costs a booking, and `sort=soonest` at each size.
 *
 * Upkeep: practitioners of the booking fixtures (four services, so six soonest lists) on the test
 * clock; a booking of their next open time through POST /api/booking/submit (which refreshes), a
 * refresh with nothing changed, and a refresh after the next time closed, each metered (calls, read
 * and write units as DynamoDB Local reports them).
 *
 * Search: sort=soonest reads only the soonest twin of a list and its count item, so each size's
 * table holds just those (written directly: `all` for everyone, one profession for a fifth), which
 * is what such a search reads; the rest of the index (bench/search.ts) is not needed to measure it.
 * Runs in its own process and in-memory DynamoDB Local (port 8420). Prints figures, asserts nothing.
 */
import { randomInt } from "node:crypto";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { SoonestEntryItem } from "../functions/data/items";
import { keys } from "../functions/data/keys";
import { batchWrite } from "../functions/lib/batch-write";
import { setClockForTests } from "../functions/lib/clock";
import { db } from "../functions/lib/db";
import { resetEnvForTests } from "../functions/lib/env";
import { apiEvent, invoke } from "../functions/test/api-event";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  MONDAY,
  putDateSlots,
  putSchemes,
  TEST_NOW,
} from "../functions/test/booking-fixtures";
import { localClients, stopAll } from "../infra/local/stack";
import { ensureTable } from "../infra/local/table-definition";
import { machineLoad, row, startBenchTable } from "./bench-table";

const PORT = 8420;
const UPKEEP_PRACTITIONERS = 30;
const RUNS = 40;
const WRITE_PARALLEL = 8;

/**
 * `wcu` as DynamoDB Local reports it; `ruleWcu` as DynamoDB charges: 2 per item of a transaction and
 * 1 per other item written (every item here is under 1 KB: a card ~400 B, the NEXT item ~700 B).
 * DynamoDB Local's figure for transactions is not DynamoDB's rule (bench/booking.ts says the same).
 */
const meter = { calls: 0, rcu: 0, wcu: 0, ruleWcu: 0 };
const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/** Asks for consumed capacity on every call; reads and writes counted apart (bench only). */
function instrument(): void {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      meter.calls += 1;
      meter.ruleWcu += ruleWcu(context.commandName ?? "", args.input as Record<string, unknown>);
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = "TOTAL";
      const result = await next(args);
      const consumed = (
        result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
      ).ConsumedCapacity;
      const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
        (sum, entry) => sum + (entry.CapacityUnits ?? 0),
        0,
      );
      if (WRITES.test(context.commandName ?? "")) meter.wcu += units;
      else meter.rcu += units;
      return result;
    },
    { step: "initialize", name: "soonestBenchMeter" },
  );
}

/** Write units by DynamoDB's rule for one request (items under 1 KB), from the input's shape. */
function ruleWcu(command: string, input: Record<string, unknown>): number {
  if (Array.isArray(input.TransactItems)) return 2 * input.TransactItems.length;
  const requests = Object.values((input.RequestItems as Record<string, unknown[]>) ?? {}).flat();
  if (requests.some((request) => typeof request === "object" && request !== null && !("Keys" in request)))
    return requests.length;
  return /^(Put|Update|Delete)/.test(command) ? 1 : 0;
}

async function metered(work: () => Promise<unknown>) {
  Object.assign(meter, { calls: 0, rcu: 0, wcu: 0, ruleWcu: 0 });
  await work();
  return { ...meter };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function upkeep(): Promise<void> {
  const { handler } = await import("../functions/booking/handler");
  const { refreshNextAvailable } = await import("../functions/search/next-available");
  await putSchemes();
  const services = ["Individual therapy", "Couples therapy", "Trauma counselling", "Grief counselling"];
  const rows: Record<string, { calls: number; rcu: number; wcu: number; ruleWcu: number }[]> = {
    "booking of the next open time (submit, upkeep included)": [],
    "booking of a later time (submit, time unchanged)": [],
    "refresh, time unchanged": [],
    "refresh, time moved (upkeep alone)": [],
  };
  const submit = (body: object) =>
    invoke(
      handler,
      apiEvent("POST", "/api/booking/submit", {
        body,
        headers: csrfHeader(),
        sourceIp: `10.42.${randomInt(250)}.${randomInt(250)}`,
      }),
    );
  for (let i = 0; i < UPKEEP_PRACTITIONERS; i++) {
    const practitioner = await createPractitioner({ services });
    await refreshNextAvailable(practitioner.id);
    rows["booking of a later time (submit, time unchanged)"]?.push(
      await metered(() => submit(bookingBody(practitioner, { date: "2026-11-24 10:00", duration: 60 }))),
    );
    rows["booking of the next open time (submit, upkeep included)"]?.push(
      await metered(() => submit(bookingBody(practitioner))),
    );
    rows["refresh, time unchanged"]?.push(await metered(() => refreshNextAvailable(practitioner.id)));
    // Monday closes: the next open time moves (the same writes a booking of it causes).
    await putDateSlots(practitioner.id, MONDAY, [], 30);
    rows["refresh, time moved (upkeep alone)"]?.push(
      await metered(() => refreshNextAvailable(practitioner.id)),
    );
  }
  console.log(
    `\nNext-available upkeep (${UPKEEP_PRACTITIONERS} practitioners, 6 soonest lists each: all, profession, 4 services; mean per operation)`,
  );
  console.log(row(["operation", "calls", "RCU", "WCU (Local)", "WCU (rule)"], [58, 6, 7, 12, 11]));
  for (const [label, samples] of Object.entries(rows)) {
    console.log(
      row(
        [
          label,
          mean(samples.map((s) => s.calls)).toFixed(1),
          mean(samples.map((s) => s.rcu)).toFixed(1),
          mean(samples.map((s) => s.wcu)).toFixed(1),
          mean(samples.map((s) => s.ruleWcu)).toFixed(1),
        ],
        [58, 6, 7, 12, 11],
      ),
    );
  }
}

/** The soonest lists a search with sort=soonest reads, for `size` practitioners (a fifth GPs). */
async function writeSoonestLists(size: number): Promise<void> {
  const dayMs = 86_400_000;
  const items: object[] = [];
  let gps = 0;
  for (let i = 1; i <= size; i++) {
    const id = String(i);
    // Most within a fortnight, some booked out for months, one in twenty with nothing open.
    const next =
      i % 20 === 0
        ? null
        : new Date(
            TEST_NOW + randomInt(i % 7 === 0 ? 150 : 14) * dayMs + randomInt(24) * 3_600_000,
          ).toISOString();
    const score = randomInt(0, 501);
    const card = {
      id,
      name: `Dr Bench ${id}`,
      profession: "General Practitioner",
      image: "",
      addr: "1 Main Road",
      lat: -33.9,
      lng: 18.4,
      ratings: [],
    };
    const SK = keys.soonestEntry(next, keys.searchListEntry(score, `dr bench ${id}`, id));
    const entry = (kind: "all" | "profession", value: string): SoonestEntryItem => ({
      PK: keys.soonestList(kind, value),
      SK,
      entity: "soonestEntry",
      ...card,
      nextAvailable: next,
    });
    items.push(entry("all", "*"));
    if (i % 5 === 0) {
      items.push(entry("profession", "general practitioner"));
      gps++;
    }
  }
  items.push({
    PK: keys.searchList("all", "*"),
    SK: keys.searchListCount,
    entity: "searchCount",
    count: size,
  });
  items.push({
    PK: keys.searchList("profession", "general practitioner"),
    SK: keys.searchListCount,
    entity: "searchCount",
    count: gps,
  });
  const chunk = Math.ceil(items.length / WRITE_PARALLEL);
  await Promise.all(
    Array.from({ length: WRITE_PARALLEL }, (_, n) =>
      batchWrite(items.slice(n * chunk, (n + 1) * chunk).map((Item) => ({ PutRequest: { Item } }))),
    ),
  );
}

async function searchAt(size: number): Promise<void> {
  const table = `bench-soonest-${size}`;
  await ensureTable(localClients(PORT).dynamo, table);
  process.env.TABLE_NAME = table;
  resetEnvForTests();
  const started = performance.now();
  await writeSoonestLists(size);
  console.log(
    `\nsort=soonest, ${size} practitioners (lists written in ${((performance.now() - started) / 1000).toFixed(0)} s; warm, ${RUNS} runs each)`,
  );
  const { handler } = await import("../functions/search/handler");
  const cases: { label: string; query: Record<string, string> }[] = [
    { label: "soonest, everyone", query: { type: "find", find: "", sort: "soonest" } },
    {
      label: "soonest, profession",
      query: { type: "profession", profession: "General Practitioner", sort: "soonest" },
    },
    {
      label: "soonest, profession p.5",
      query: { type: "profession", profession: "General Practitioner", sort: "soonest", page: "5" },
    },
  ];
  console.log(row(["case", "p50 ms", "p95 ms", "calls", "RCU", "total"], [26, 8, 8, 6, 7, 7]));
  for (const item of cases) {
    const event = () =>
      apiEvent("GET", "/api/search/index", { query: item.query, route: "/api/search/index" });
    for (let i = 0; i < 3; i++) await invoke(handler, event());
    const times: number[] = [];
    Object.assign(meter, { calls: 0, rcu: 0, wcu: 0, ruleWcu: 0 });
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const at = performance.now();
      const { status, body } = await invoke(handler, event());
      times.push(performance.now() - at);
      if (status !== 200) throw new Error(`${item.label}: HTTP ${status} ${JSON.stringify(body)}`);
      total = body.total;
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? Number.NaN;
    console.log(
      row(
        [
          item.label,
          pct(50).toFixed(1),
          pct(95).toFixed(1),
          (meter.calls / RUNS).toFixed(1),
          (meter.rcu / RUNS).toFixed(1),
          total,
        ],
        [26, 8, 8, 6, 7, 7],
      ),
    );
  }
}

export async function benchSoonest(sizes: number[]): Promise<void> {
  await startBenchTable(PORT, "bench-soonest-upkeep");
  setClockForTests(() => TEST_NOW);
  try {
    instrument();
    await upkeep();
    for (const size of sizes) await searchAt(size);
    console.log(machineLoad());
  } finally {
    setClockForTests(undefined);
    await stopAll();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { sizes: { type: "string", default: "10000,100000" } } });
  await benchSoonest((values.sizes ?? "").split(",").map(Number));
}
