/**
 * Admin lists at scale (issue 30; `npm run bench -- --only admin [--sizes 1000,10000,50000]`): for
 * each size, a table holding that many practitioners (the demo generator's profiles) and twice as
 * many patients (100 000 at 50 000), with their admin directory counters and every entry of the
 * directory partitions the cases read (partitionsRead), seeded by parallel BatchWrite into an
 * in-memory DynamoDB Local
 * (BENCH_ADMIN_KEEP=1 keeps the tables in .data/bench instead: seeded once, but DynamoDB Local on
 * disk writes several times slower). The handlers are called
 * in-process, warm, with an admin's token; prints p95 and read units (ConsumedCapacity, summed
 * over every call a request makes) per request. Asserts nothing: docs/benchmarks.md.
 */
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { PatientItem, PractitionerItem, TableItem } from "../functions/data/items";
import { keys } from "../functions/data/keys";
import { DirectoryTotals } from "../functions/directory/bulk";
import {
  allPartition,
  pairTag,
  phonePartition,
  searchWords,
  tagPartition,
  wordPartition,
} from "../functions/directory/entries";
import { medicalAidTag, PATIENT_SCOPE, patientListing } from "../functions/directory/patients";
import { planTag, practitionerScope, professionTag } from "../functions/directory/practitioners";
import { phoneDigits } from "../functions/lib/admin-list";
import { db } from "../functions/lib/db";
import { resetEnvForTests } from "../functions/lib/env";
import { apiEvent, invoke } from "../functions/test/api-event";
import { apiEnvironment, quietTooling, startDynamo, stopAll } from "../infra/local/stack";
import { ensureTable } from "../infra/local/table-definition";
import { generateItems } from "../infra/seed/generate";
import { batchWriteParallel, capacityMeter, percentile } from "./bench-meter";
import { machineLoad, row } from "./bench-table";

const PORT = Number(process.env.BENCH_DYNAMODB_PORT ?? 8412);
const RUNS = 20;
/** Bumped when what a size's table holds changes, so a kept table is seeded again. */
const SEEDED = 2;

type Handler = Parameters<typeof invoke>[0];

const FIRST =
  "Aya Bongi Carla Dumi Eli Fezi Gugu Hlengi Itu Jabu Kea Lindi Mpho Nandi Olu Pule Zoë Anele Sipho".split(
    " ",
  );
const LAST = "Botha Dlamini Naidoo Smith Mokoena Pillay Nkosi van Wyk Khumalo Jacobs Mahlangu Ndlovu".split(
  " ",
);

/** A fictional patient, as the booking core stores one (medical aid on every third). */
function patient(n: number): PatientItem {
  const firstName = FIRST[n % FIRST.length] as string;
  const lastName = `${LAST[Math.floor(n / FIRST.length) % LAST.length]}${n}`;
  const email = `patient${n}@example.co.za`;
  const id = `bench-patient-${n}`;
  return {
    ...keys.patient(email),
    ...keys.patientByName(`${lastName} ${firstName}`.toLowerCase(), id),
    entity: "patient",
    id,
    email,
    firstName,
    lastName,
    cellphone: `08${String(n).padStart(8, "0")}`,
    ...(n % 3 === 0 ? { medicalAidIds: new Set([String(1 + (n % 12))]) } : {}),
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

/**
 * The directory entries the cases can read: by partition (as stored, "DIR#..."), null for the whole
 * partition (pages from either end, a tag's list), or the key prefixes a search or phone filter
 * reads. A Query costs what it reads, so entries outside these (most of the items: every word and
 * phone number) change no figure, and DynamoDB Local here writes only ~300-1 000 items a second.
 */
type Reads = Map<string, string[] | null>;

const readByCases = (entry: TableItem, read: Reads) => {
  if (entry.entity !== "directoryEntry") return true;
  const prefixes = read.get(entry.PK);
  return prefixes === null || (prefixes?.some((prefix) => entry.SK.startsWith(prefix)) ?? false);
};

function* patientItems(count: number, read: Reads): Generator<TableItem> {
  const totals = new DirectoryTotals();
  for (let n = 1; n <= count; n++) {
    const item = patient(n);
    yield item as unknown as TableItem;
    for (const entry of totals.add(patientListing(item))) if (readByCases(entry, read)) yield entry;
  }
  yield* totals.items();
}

/** The size's practitioners with their directory (not reviews, calendars or search lists). */
function* practitionerItems(count: number, read: Reads): Generator<TableItem> {
  for (const item of generateItems({ practitioners: count }))
    if (
      item.entity === "practitioner" ||
      item.entity === "directoryCount" ||
      (item.entity === "directoryEntry" && readByCases(item, read))
    )
      yield item;
}

async function seed(table: string, size: number, read: Reads): Promise<void> {
  const marker = { PK: "BENCH#ADMIN", SK: "SEEDED" };
  const { Item } = await db().send(new GetCommand({ TableName: table, Key: marker }));
  if (Item?.version === SEEDED) return;
  const started = performance.now();
  const written =
    (await batchWriteParallel(practitionerItems(size, read))) +
    (await batchWriteParallel(patientItems(size * 2, read)));
  await db().send(new PutCommand({ TableName: table, Item: { ...marker, version: SEEDED } }));
  console.log(
    `  seeded ${written.toLocaleString("en-ZA")} items in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

interface Case {
  label: string;
  handler: Handler;
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string>;
  body?: object;
  /** Asked first (untimed): the page the admin was on, whose `anchor` the timed request sends. */
  after?: Record<string, string>;
}

async function cases(size: number): Promise<Case[]> {
  const practitioners = (await import("../functions/practitioner-admin/handler")).handler;
  const patients = (await import("../functions/patients/handler")).handler;
  const bookingAdmin = (await import("../functions/booking-admin/handler")).handler;
  const someone = [...generateItems({ practitioners: 7 })].find(
    (item): item is PractitionerItem => item.entity === "practitioner" && item.id === "7",
  ) as PractitionerItem;
  const list = (label: string, query: Record<string, string>): Case => ({
    label,
    handler: practitioners,
    method: "GET",
    path: "/api/practitioner/view",
    query,
  });
  const patientList = (label: string, query: Record<string, string>): Case => ({
    label,
    handler: patients,
    method: "GET",
    path: "/api/patient/view",
    query,
  });
  return [
    list("practitioners page 1", {}),
    list(`practitioners search "${someone.lastName}"`, { search: someone.lastName }),
    list("practitioners profession", { profession: someone.profession }),
    list("practitioners package", { package: "business_package" }),
    list("practitioners profession+package", { profession: someone.profession, package: "business_package" }),
    list("practitioners contact number", { contact_number: someone.contactNumber.slice(0, 7) }),
    list("practitioners deactivated", { is_active: "0" }),
    {
      ...list("practitioners next page, 90% in", { page: String(Math.ceil((size * 0.9) / 15) + 1) }),
      after: { page: String(Math.ceil((size * 0.9) / 15)) },
    },
    list("practitioners page typed in, 90% in", { page: String(Math.ceil((size * 0.9) / 15)) }),
    patientList("patients page 1", {}),
    patientList("patients search surname", { search: patient(size).lastName }),
    patientList("patients search common name", { search: FIRST[2] as string }),
    {
      ...patientList("patients next page, 40% in", { page: String(Math.floor((size * 0.8) / 25) + 1) }),
      after: { page: String(Math.floor((size * 0.8) / 25)) },
    },
    patientList("patients medical aid", { medical_aid: "4" }),
    patientList("patients last page", { page: String(Math.floor((size * 2) / 25)) }),
    {
      label: "patient type-ahead",
      handler: bookingAdmin,
      method: "POST",
      path: "/api/booking/search/patient",
      body: { name: `${FIRST[2]} ${LAST[5]?.slice(0, 3)}` },
    },
  ];
}

/** What the cases read of the directory: each case's scope, filters, search words and phone. */
function partitionsRead(all: Case[]): Reads {
  const read: Reads = new Map();
  const add = (partition: string, prefix?: string) => {
    const pk = keys.directoryEntry(partition, "").PK;
    const before = read.get(pk);
    if (before === null) return;
    read.set(pk, prefix === undefined ? null : [...(before ?? []), prefix]);
  };
  for (const item of all) {
    const patients = item.path !== "/api/practitioner/view";
    const query = item.query ?? {};
    const scope = patients ? PATIENT_SCOPE : practitionerScope(query.is_active !== "0");
    const words = searchWords(query.search ?? (item.body as { name?: string } | undefined)?.name ?? "");
    const tags = [
      ...(query.profession ? [professionTag(query.profession)] : []),
      ...(query.package ? [planTag(query.package)] : []),
    ];
    const pair = tags.length === 2 ? pairTag(tags[0] as string, tags[1] as string) : undefined;
    for (const word of words) add(wordPartition(scope, word), word);
    if (query.contact_number) add(phonePartition(scope), phoneDigits(query.contact_number));
    const partitions = [
      allPartition(scope),
      ...(pair ? [tagPartition(scope, pair)] : []),
      ...(query.profession ? [tagPartition(scope, professionTag(query.profession))] : []),
      ...(query.package ? [tagPartition(scope, planTag(query.package))] : []),
      ...(query.medical_aid ? [tagPartition(scope, medicalAidTag(query.medical_aid))] : []),
    ];
    for (const partition of partitions) add(partition);
  }
  return read;
}

/**
 * BENCH_QUIET_LOAD=3: before timing, wait (up to 45 minutes) until the machine's load average is
 * under that, so other work on a shared machine does not end up in the milliseconds.
 */
async function quietMachine(): Promise<void> {
  const quiet = Number(process.env.BENCH_QUIET_LOAD);
  if (!quiet) return;
  const until = Date.now() + 45 * 60_000;
  while ((loadavg()[0] ?? 0) >= quiet && Date.now() < until) await new Promise((r) => setTimeout(r, 10_000));
}

const sizeLabel = (size: number) =>
  `${size.toLocaleString("en-ZA")} practitioners, ${(size * 2).toLocaleString("en-ZA")} patients`;

/** Points the handlers at the size's table. */
function pointAtTable(size: number): string {
  const table = `bench-admin-${size}`;
  process.env.TABLE_NAME = table;
  resetEnvForTests();
  return table;
}

async function seedSize(size: number): Promise<void> {
  const table = pointAtTable(size);
  console.log(`\nseeding ${sizeLabel(size)}`);
  await seed(table, size, partitionsRead(await cases(size)));
}

async function benchSize(size: number): Promise<void> {
  pointAtTable(size);
  console.log(`\n${sizeLabel(size)} (${machineLoad()})`);
  const all = await cases(size);
  const auth = await import("../functions/test/auth-fixtures");
  const token = (await auth.loginAs(await auth.createAccount("admin"))).access_token;
  const meter = capacityMeter();
  const widths = [40, 10, 10, 10, 10];
  console.log(row(["request", "p95", "RCU/call", "calls", "total"], widths));
  for (const item of all) {
    const send = (query: Record<string, string> | undefined) =>
      invoke(
        item.handler,
        apiEvent(item.method, item.path, {
          ...(query ? { query } : {}),
          ...(item.body ? { body: item.body } : {}),
          headers: auth.bearer(token),
        }),
      );
    const anchor = item.after ? ((await send(item.after)).body as { anchor: string }).anchor : undefined;
    const call = () => send(anchor ? { ...item.query, anchor } : item.query);
    const warm = await call();
    if (warm.status !== 200)
      throw new Error(`${item.label}: HTTP ${warm.status} ${JSON.stringify(warm.body)}`);
    const times: number[] = [];
    meter.reset();
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    const { total, capped } = warm.body as { total?: number; capped?: boolean };
    console.log(
      row(
        [
          item.label,
          `${percentile(times, 95).toFixed(0)} ms`,
          (meter.capacity / RUNS).toFixed(1),
          (meter.calls / RUNS).toFixed(0),
          total === undefined ? "-" : `${total}${capped ? "+" : ""}`,
        ],
        widths,
      ),
    );
  }
}

export async function benchAdmin(sizes: number[]): Promise<void> {
  Object.assign(process.env, apiEnvironment({ dynamodb: PORT, ses: 0 }), quietTooling, {
    STACK_QUIET: "1",
    LOG_LEVEL: "error",
  });
  const clients = await startDynamo(PORT, process.env.BENCH_ADMIN_KEEP ? ".data/bench" : null);
  try {
    // Every size seeded first, then timed together (after a quiet moment, if asked).
    for (const size of sizes) {
      await ensureTable(clients.dynamo, `bench-admin-${size}`);
      await seedSize(size);
    }
    await quietMachine();
    for (const size of sizes) await benchSize(size);
    console.log(machineLoad());
  } finally {
    await stopAll();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAdmin((process.env.BENCH_ADMIN_SIZES ?? "1000,10000,50000").split(",").map(Number));
}
