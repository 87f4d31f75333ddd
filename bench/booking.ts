/**
 * Booking (`npm run bench -- --only booking`): submit latency, throughput on distinct slots, a
 * 50-way race for one slot, and timeSlots latency, with the handlers called in-process against
 * DynamoDB Local started in memory on its own port (nothing kept). The clock is pinned to Sunday
 * 22 November 2026, 08:00 SAST (TEST_NOW), so every slot of the weeks after it is in the future.
 * Prints figures, asserts nothing; the integrity line at the end counts what was written.
 *
 * Runs in a process of its own when it follows the search benchmark (run.ts): the API's DynamoDB
 * client and caches live once per process, and search has bound them to its own table.
 */
import { pathToFileURL } from "node:url";
import { addDays } from "../core/sast-time";
import { lockCells, type WeekdayKey, type WeeklyTemplate } from "../core/slots";
import type { PractitionerItem } from "../functions/data/items";
import { keys } from "../functions/data/keys";
import { setClockForTests } from "../functions/lib/clock";
import { db, tableName } from "../functions/lib/db";
import { apiEvent, invoke } from "../functions/test/api-event";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  partition,
  putSchemes,
  SATURDAY,
  SUNDAY,
  TEST_NOW,
} from "../functions/test/booking-fixtures";
import { stopAll } from "../infra/local/stack";
import { bareTransaction } from "./bare-transaction";
import { machineLoad, row, startBenchTable } from "./bench-table";

// Another port when two checkouts bench on one machine: BENCH_BOOKING_PORT.
const PORT = Number(process.env.BENCH_BOOKING_PORT ?? 8410);
const TABLE = "bench-booking";
const PRACTITIONERS = 200;
/** Practitioners nobody books: the "no bookings" timeSlots case. */
const UNBOOKED = 20;
const SEQUENTIAL = 200;
const SEQUENTIAL_WITH_KEY = 100;
const THROUGHPUT: { inFlight: number; count: number; shared: boolean }[] = [
  { inFlight: 1, count: 150, shared: false },
  { inFlight: 8, count: 400, shared: false },
  { inFlight: 16, count: 400, shared: false },
  { inFlight: 16, count: 200, shared: true },
];
/** The booking against a bare 3-item transaction: requests in flight, and how many of each. */
const VERSUS_BARE: { inFlight: number; count: number }[] = [
  { inFlight: 1, count: 100 },
  { inFlight: 16, count: 320 },
];
const RACE_SIZE = 50;
const RACE_ROUNDS = 10;
const SLOT_RUNS = 40;
/** Weeks of slots each practitioner offers to the benchmark (the horizon is 180 days). */
const WEEKS = 8;

/** A route group handler, as `invoke` calls it. */
type Handler = Parameters<typeof invoke>[0];

// ---- metering ---------------------------------------------------------------------------------

interface Meter {
  calls: number;
  rcu: number;
  /** Write capacity as DynamoDB Local reports it (for transactions, not by DynamoDB's rule). */
  wcu: number;
  /** Write capacity DynamoDB would charge the table: 2 per started KB of each item in a transaction. */
  tableWcu: number;
  /** ... and its indexes: 1 per started KB of each index entry written (GSI1 projects all, GSI2 keys). */
  gsiWcu: number;
  transactions: number;
  /** Bytes of the items written by transactions (DynamoDB's size rules). */
  txBytes: number;
  /** Cancelled transactions by their reasons ("ConditionalCheckFailed,None,..." collapsed). */
  cancelled: Map<string, number>;
}
const meter: Meter = {
  calls: 0,
  rcu: 0,
  wcu: 0,
  tableWcu: 0,
  gsiWcu: 0,
  transactions: 0,
  txBytes: 0,
  cancelled: new Map(),
};
const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

function resetMeter(): void {
  meter.calls = 0;
  meter.rcu = 0;
  meter.wcu = 0;
  meter.tableWcu = 0;
  meter.gsiWcu = 0;
  meter.transactions = 0;
  meter.txBytes = 0;
  meter.cancelled = new Map();
}

/** DynamoDB's item size rules, near enough: names and strings in UTF-8, numbers ~1 byte a 2 digits. */
function sizeOf(value: unknown): number {
  if (value === undefined) return 0;
  if (value === null || typeof value === "boolean") return 1;
  if (typeof value === "string") return Buffer.byteLength(value);
  if (typeof value === "number")
    return Math.ceil(String(Math.abs(value)).replace(/[.-]/g, "").length / 2) + 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, item) => sum + 1 + sizeOf(item), 0);
  if (typeof value === "object") return 3 + itemSize(value as Record<string, unknown>);
  return 0;
}

function itemSize(item: Record<string, unknown>): number {
  return Object.entries(item).reduce(
    (sum, [name, value]) => sum + (value === undefined ? 0 : Buffer.byteLength(name) + sizeOf(value)),
    0,
  );
}

type TransactItem = { Put?: { Item: Record<string, unknown> }; Update?: unknown; ConditionCheck?: unknown };

interface Written {
  entity: string;
  bytes: number;
  /** Write units of the item's index entries: 1 per started KB of each (an entry adds 100 bytes). */
  indexWcu: number;
}
/** The items of the last transaction sent, by entity and size. */
let lastTransaction: Written[] = [];

const INDEX_ENTRY_OVERHEAD = 100;
const kbUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/** An Update or condition check is counted as one small item in no index. */
function written(item: TransactItem): Written {
  if (!item.Put) return { entity: item.Update ? "update" : "check", bytes: 1, indexWcu: 0 };
  const put = item.Put.Item;
  const bytes = itemSize(put);
  const indexed = (pk: string, sk: string) => Boolean(put[pk]) && Boolean(put[sk]);
  // GSI1 projects ALL: its entry is the whole item. GSI2 (the outbox's due list) is KEYS_ONLY.
  const gsi1 = indexed("GSI1PK", "GSI1SK") ? kbUnits(bytes + INDEX_ENTRY_OVERHEAD) : 0;
  const gsi2 = indexed("GSI2PK", "GSI2SK")
    ? kbUnits(
        itemSize({ PK: put.PK, SK: put.SK, GSI2PK: put.GSI2PK, GSI2SK: put.GSI2SK }) + INDEX_ENTRY_OVERHEAD,
      )
    : 0;
  return { entity: String(put.entity ?? "?"), bytes, indexWcu: gsi1 + gsi2 };
}

/**
 * Asks DynamoDB for consumed capacity on every call and adds it up, reads and writes apart, and
 * counts transactions and why they were cancelled (bench only).
 */
function instrument(): void {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      meter.calls += 1;
      const input = args.input as { ReturnConsumedCapacity?: string; TransactItems?: TransactItem[] };
      input.ReturnConsumedCapacity = "TOTAL";
      if (input.TransactItems) {
        meter.transactions += 1;
        lastTransaction = input.TransactItems.map(written);
        for (const item of lastTransaction) {
          meter.tableWcu += 2 * kbUnits(item.bytes);
          meter.gsiWcu += item.indexWcu;
          meter.txBytes += item.bytes;
        }
      }
      let result: Awaited<ReturnType<typeof next>>;
      try {
        result = await next(args);
      } catch (error) {
        const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
        const codes = reasons
          ? [...new Set(reasons.map((reason) => reason.Code ?? "None").filter((code) => code !== "None"))]
          : [(error as Error).name];
        const key = codes.sort().join("+") || "None";
        meter.cancelled.set(key, (meter.cancelled.get(key) ?? 0) + 1);
        throw error;
      }
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
    { step: "initialize", name: "benchBookingMeter" },
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "-");

// ---- practitioners and slots ------------------------------------------------------------------

/** Times from `from` while the appointment ends by `to`, every `step` minutes. */
function times(from: string, to: string, step: number): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const out: string[] = [];
  for (let t = minutes(from); t + step <= minutes(to); t += step)
    out.push(`${String(Math.floor(t / 60)).padStart(2, "0")}:${String(t % 60).padStart(2, "0")}`);
  return out;
}

/** 103 slots a week: 20-, 30- and 60-minute days, Monday to Saturday. */
const TEMPLATE: WeeklyTemplate = {
  "1": { times: times("08:00", "17:00", 30), duration: 30 },
  "2": { times: times("08:00", "17:00", 20), duration: 20 },
  "3": { times: times("08:00", "17:00", 60), duration: 60 },
  "4": { times: times("08:00", "17:00", 30), duration: 30 },
  "5": { times: times("08:00", "17:00", 20), duration: 20 },
  "6": { times: times("09:00", "13:00", 60), duration: 60 },
};
const SLOTS_A_WEEK = Object.values(TEMPLATE).reduce((sum, day) => sum + (day?.times.length ?? 0), 0);

interface Slot {
  practitioner: PractitionerItem;
  date: string;
  time: string;
  duration: 20 | 30 | 60;
}

/**
 * Each practitioner's slots in the order the benchmark books them: week by week, the weekdays
 * rotated by the practitioner's number (so practitioners booked side by side mix 20-, 30- and
 * 60-minute slots), times in order. A cursor per practitioner: no slot is ever handed out twice.
 */
class Slots {
  private readonly cursors = new Map<string, number>();
  private readonly lists = new Map<string, Slot[]>();

  constructor(practitioners: PractitionerItem[]) {
    practitioners.forEach((practitioner, index) => {
      const days = (["1", "2", "3", "4", "5", "6"] as WeekdayKey[]).map((_, i, all) => all[(i + index) % 6]);
      const list: Slot[] = [];
      for (let week = 0; week < WEEKS; week++) {
        for (const day of days) {
          const template = day ? TEMPLATE[day] : undefined;
          if (!template || !day) continue;
          const date = addDays(SUNDAY, week * 7 + Number(day));
          for (const time of template.times)
            list.push({ practitioner, date, time, duration: template.duration });
        }
      }
      this.lists.set(practitioner.id, list);
    });
  }

  next(practitioner: PractitionerItem): Slot {
    const at = this.cursors.get(practitioner.id) ?? 0;
    const slot = this.lists.get(practitioner.id)?.[at];
    if (!slot) throw new Error(`practitioner ${practitioner.id} has no slots left`);
    this.cursors.set(practitioner.id, at + 1);
    return slot;
  }

  /** `count` slots round-robin over `practitioners` from `from` on (distinct practitioners in flight). */
  spread(count: number, practitioners: PractitionerItem[], from = 0): Slot[] {
    return Array.from({ length: count }, (_, i) => {
      const practitioner = practitioners[(from + i) % practitioners.length];
      if (!practitioner) throw new Error("no practitioners");
      return this.next(practitioner);
    });
  }
}

// ---- requests ---------------------------------------------------------------------------------

interface Outcome {
  status: number;
  ms: number;
  error?: string;
}

let submitHandler: Handler;
let practitionerHandler: Handler;
let keyCounter = 0;

async function submit(slot: Slot, withKey: boolean): Promise<Outcome> {
  const medicalAid = slot.time.endsWith("0:00") ? { booking_with: "Medical aid", medical_aid_id: "901" } : {};
  const body = bookingBody(slot.practitioner, {
    date: `${slot.date} ${slot.time}`,
    duration: slot.duration,
    ...medicalAid,
  });
  const headers = csrfHeader();
  if (withKey) headers["idempotency-key"] = `bench-${process.pid}-${++keyCounter}-${Math.random()}`;
  const event = apiEvent("POST", "/api/booking/submit", { body, headers });
  const started = performance.now();
  const { status, body: answer } = await invoke(submitHandler, event);
  const outcome: Outcome = { status, ms: performance.now() - started };
  if (status !== 201) outcome.error = String(answer?.error ?? JSON.stringify(answer));
  return outcome;
}

async function inPool<T, R>(items: T[], inFlight: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index] as T);
      }
    }),
  );
  return results;
}

/** Lock items, booking, patient, consent, two mails (+ idempotency). */
function itemsOf(slot: Slot, withKey: boolean): number {
  return lockCells(slot.date, slot.time, slot.duration).length + 5 + (withKey ? 1 : 0);
}

const unexpected: { phase: string; status: number; error: string }[] = [];
function note(phase: string, outcomes: Outcome[], expected: number[]): void {
  for (const outcome of outcomes)
    if (!expected.includes(outcome.status))
      unexpected.push({ phase, status: outcome.status, error: outcome.error ?? "" });
}

let booked = 0;
function count(outcomes: Outcome[]): { created: number; conflict: number; other: number } {
  const created = outcomes.filter((o) => o.status === 201).length;
  const conflict = outcomes.filter((o) => o.status === 409).length;
  booked += created;
  return { created, conflict, other: outcomes.length - created - conflict };
}

// ---- phases -----------------------------------------------------------------------------------

async function sequentialLatency(slots: Slots, practitioners: PractitionerItem[]): Promise<void> {
  console.log(
    `\nSubmit latency: ${SEQUENTIAL} sequential bookings (1 in flight), each on a distinct slot of the next` +
      `\npractitioner in turn, no Idempotency-Key; then ${SEQUENTIAL_WITH_KEY} with one. Per booking: calls =` +
      "\nDynamoDB requests; RCU = read capacity DynamoDB Local reports; WCU local = write capacity it" +
      "\nreports (not DynamoDB's rule: the same for 4 or 12 locks); WCU table / GSI = from item sizes as DynamoDB" +
      "\ncharges: 2 per started KB of each item in a transaction, and (assumed) 1 per started KB of each" +
      "\nGSI entry (GSI1 projects all attributes, GSI2 keys only); items and KB = what the transaction writes.",
  );
  const widths = [22, 4, 7, 7, 7, 6, 4, 10, 10, 4, 6, 5];
  console.log(
    row(
      [
        "case",
        "n",
        "p50 ms",
        "p95 ms",
        "max ms",
        "calls",
        "RCU",
        "WCU local",
        "WCU table",
        "GSI",
        "items",
        "KB",
      ],
      widths,
    ),
  );
  type Measured = {
    slot: Slot;
    outcome: Outcome;
    calls: number;
    rcu: number;
    wcu: number;
    tableWcu: number;
    gsiWcu: number;
    txBytes: number;
    withKey: boolean;
  };
  const measured: Measured[] = [];
  let anatomy: Written[] = [];
  const run = async (count: number, withKey: boolean) => {
    for (const slot of slots.spread(count, practitioners, measured.length)) {
      resetMeter();
      const outcome = await submit(slot, withKey);
      measured.push({ slot, outcome, ...meter, withKey });
      if (withKey && slot.duration === 30 && anatomy.length === 0) anatomy = lastTransaction;
    }
  };
  await run(SEQUENTIAL, false);
  await run(SEQUENTIAL_WITH_KEY, true);
  note(
    "sequential",
    measured.map((m) => m.outcome),
    [201],
  );
  count(measured.map((m) => m.outcome));
  const print = (label: string, group: Measured[]) => {
    if (group.length === 0) return;
    const s = stats(group.map((m) => m.outcome.ms));
    const mean = (pick: (m: Measured) => number) => group.reduce((sum, m) => sum + pick(m), 0) / group.length;
    console.log(
      row(
        [
          label,
          group.length,
          ms(s.p50),
          ms(s.p95),
          ms(s.max),
          mean((m) => m.calls).toFixed(1),
          mean((m) => m.rcu).toFixed(1),
          mean((m) => m.wcu).toFixed(1),
          mean((m) => m.tableWcu).toFixed(1),
          mean((m) => m.gsiWcu).toFixed(1),
          mean((m) => itemsOf(m.slot, m.withKey)).toFixed(1),
          (mean((m) => m.txBytes) / 1024).toFixed(1),
        ],
        widths,
      ),
    );
  };
  const plain = measured.filter((m) => !m.withKey);
  for (const duration of [20, 30, 60] as const)
    print(
      `${duration} min (${lockCells(SUNDAY, "09:00", duration).length} locks)`,
      plain.filter((m) => m.slot.duration === duration),
    );
  print("all, no key", plain);
  print(
    "all, Idempotency-Key",
    measured.filter((m) => m.withKey),
  );
  const parts = new Map<string, Written[]>();
  for (const item of anatomy) parts.set(item.entity, [...(parts.get(item.entity) ?? []), item]);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  const described = [...parts].map(([entity, items]) => {
    const sizes = [...new Set(items.map((item) => kb(item.bytes)))].join(" / ");
    return items.length === 1 ? `${entity} ${sizes}` : `${items.length} ${entity} ${sizes}`;
  });
  console.log(`A 30-minute booking with a key writes: ${described.join(", ")}.`);
}

async function throughput(
  slots: Slots,
  practitioners: PractitionerItem[],
  shared: PractitionerItem,
): Promise<void> {
  console.log(
    "\nThroughput: bookings a second on distinct slots with N requests in flight (each with its own" +
      "\nIdempotency-Key, as the booking widget sends). 'distinct' = the requests in flight are for" +
      "\ndifferent practitioners (round-robin over all); 'shared' = all for one practitioner, distinct slots." +
      "\nExpect 201 for every request; other = any other status. txns = transactions per request; WCU est =" +
      "\ntable + GSI write capacity per booking, computed as in the table above.",
  );
  const widths = [9, 9, 5, 7, 10, 8, 8, 5, 6, 6, 5, 11];
  console.log(
    row(
      [
        "in flight",
        "practs",
        "n",
        "s",
        "booking/s",
        "p50 ms",
        "p95 ms",
        "201",
        "other",
        "calls",
        "txns",
        "WCU est",
      ],
      widths,
    ),
  );
  let from = 7; // start the round-robin elsewhere than the sequential run did
  for (const { inFlight, count: n, shared: one } of THROUGHPUT) {
    const work = one
      ? Array.from({ length: n }, () => slots.next(shared))
      : slots.spread(n, practitioners, from);
    from += n;
    resetMeter();
    const started = performance.now();
    const outcomes = await inPool(work, inFlight, (slot) => submit(slot, true));
    const seconds = (performance.now() - started) / 1000;
    const counted = count(outcomes);
    note(`throughput ${inFlight} ${one ? "shared" : "distinct"}`, outcomes, [201]);
    const s = stats(outcomes.map((o) => o.ms));
    console.log(
      row(
        [
          inFlight,
          one ? "shared" : "distinct",
          n,
          seconds.toFixed(1),
          (counted.created / seconds).toFixed(1),
          ms(s.p50),
          ms(s.p95),
          counted.created,
          n - counted.created,
          (meter.calls / n).toFixed(1),
          (meter.transactions / n).toFixed(2),
          ((meter.tableWcu + meter.gsiWcu) / n).toFixed(1),
        ],
        widths,
      ),
    );
    if (meter.cancelled.size > 0)
      console.log(
        `  cancelled transactions (retried or refused): ${[...meter.cancelled].map(([codes, times]) => `${times} x ${codes}`).join(", ")}`,
      );
  }
}

/**
 * The full booking handler against the floor the design set for it (bare-transaction.ts), side by
 * side in one run: at each concurrency, a block of bookings on distinct slots (each with its own
 * Idempotency-Key) and then the same number of bare 3-item transactions, twice, alternating, so a
 * change of the machine's load touches both. Ratio = bare per second / bookings per second.
 */
async function versusBare(slots: Slots, practitioners: PractitionerItem[]): Promise<void> {
  console.log(
    "\nBooking against a bare 3-item TransactWriteItems (3 small puts, each 'attribute_not_exists') on the" +
      "\nsame DynamoDB Local, side by side: each concurrency runs booking, bare, booking, bare blocks." +
      "\nx bare = how many times more bare transactions than bookings a second (the booking's cost).",
  );
  const widths = [9, 5, 10, 8, 8, 7, 8, 8, 7];
  console.log(
    row(["in flight", "n", "booking/s", "p50 ms", "p99 ms", "bare/s", "p50 ms", "p99 ms", "x bare"], widths),
  );
  let from = 3;
  for (const { inFlight, count: n } of VERSUS_BARE) {
    const booking: number[] = [];
    const bare: number[] = [];
    let bookingSeconds = 0;
    let bareSeconds = 0;
    for (let half = 0; half < 2; half++) {
      const work = slots.spread(n / 2, practitioners, from);
      from += n / 2;
      let started = performance.now();
      const outcomes = await inPool(work, inFlight, (slot) => submit(slot, true));
      bookingSeconds += (performance.now() - started) / 1000;
      note(`versus bare ${inFlight}`, outcomes, [201]);
      count(outcomes);
      booking.push(...outcomes.map((o) => o.ms));
      started = performance.now();
      bare.push(...(await inPool(Array.from({ length: n / 2 }), inFlight, bareTransaction)));
      bareSeconds += (performance.now() - started) / 1000;
    }
    const b = percentiles(booking);
    const t = percentiles(bare);
    const bookingRate = n / bookingSeconds;
    const bareRate = n / bareSeconds;
    console.log(
      row(
        [
          inFlight,
          n,
          bookingRate.toFixed(1),
          ms(b.p50),
          ms(b.p99),
          bareRate.toFixed(1),
          ms(t.p50),
          ms(t.p99),
          (bareRate / bookingRate).toFixed(2),
        ],
        widths,
      ),
    );
  }
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function race(slots: Slots, practitioners: PractitionerItem[]): Promise<Slot[]> {
  console.log(
    `\nContention: ${RACE_SIZE} simultaneous requests for ONE slot (different patients), ${RACE_ROUNDS} rounds,` +
      "\neach round a fresh slot of another practitioner. Expect exactly one 201 a round, 409 for the rest." +
      "\ntxns = transactions attempted that round (a request that already reads the booking refuses" +
      "\nwithout one; a cancelled transaction for any reason but a taken lock is retried, up to 4 times).",
  );
  const widths = [6, 12, 5, 5, 6, 6, 10, 9, 9, 9, 9];
  console.log(
    row(
      [
        "round",
        "slot",
        "201",
        "409",
        "other",
        "txns",
        "winner ms",
        "lose p50",
        "lose p95",
        "lose max",
        "round ms",
      ],
      widths,
    ),
  );
  const all: Outcome[] = [];
  const raced: Slot[] = [];
  const cancelled = new Map<string, number>();
  for (let round = 0; round < RACE_ROUNDS; round++) {
    const practitioner = practitioners[round % practitioners.length];
    if (!practitioner) break;
    const slot = slots.next(practitioner);
    raced.push(slot);
    resetMeter();
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: RACE_SIZE }, () => submit(slot, true)));
    const elapsed = performance.now() - started;
    for (const [codes, times] of meter.cancelled) cancelled.set(codes, (cancelled.get(codes) ?? 0) + times);
    all.push(...outcomes);
    note(`race round ${round + 1}`, outcomes, [201, 409]);
    const counted = count(outcomes);
    const winners = outcomes.filter((o) => o.status === 201);
    const losers = stats(outcomes.filter((o) => o.status !== 201).map((o) => o.ms));
    console.log(
      row(
        [
          round + 1,
          `${slot.date.slice(5)} ${slot.time}`,
          counted.created,
          counted.conflict,
          counted.other,
          meter.transactions,
          winners.map((o) => ms(o.ms)).join(",") || "-",
          ms(losers.p50),
          ms(losers.p95),
          ms(losers.max),
          ms(elapsed),
        ],
        widths,
      ),
    );
  }
  const losers = stats(all.filter((o) => o.status === 409).map((o) => o.ms));
  const created = all.filter((o) => o.status === 201).length;
  console.log(
    `all rounds: ${created} x 201, ${all.filter((o) => o.status === 409).length} x 409, ` +
      `${all.length - created - all.filter((o) => o.status === 409).length} other; 409 p50 ${ms(losers.p50)} / p95 ${ms(losers.p95)} ms;` +
      ` cancelled transactions: ${[...cancelled].map(([codes, times]) => `${times} x ${codes}`).join(", ") || "none"}`,
  );
  return raced;
}

async function slotLatency(cases: { label: string; practitioner: PractitionerItem }[]): Promise<void> {
  console.log(
    `\ntimeSlots: GET /api/practitioner/timeSlots for the week ${SUNDAY} to ${SATURDAY}, ${SLOT_RUNS} runs each` +
      "\n(sequential, 3 warm-up runs first; practitioners of the case taken in turn). bookings = bookings" +
      "\nthe answer lists.",
  );
  const widths = [26, 8, 8, 8, 6, 6, 9];
  console.log(row(["case", "p50 ms", "p95 ms", "max ms", "calls", "RCU", "bookings"], widths));
  for (const { label, practitioners } of groupCases(cases)) {
    const timesMs: number[] = [];
    let listed = 0;
    for (let i = -3; i < SLOT_RUNS; i++) {
      if (i === 0) resetMeter();
      const practitioner = practitioners[(i + 3) % practitioners.length];
      if (!practitioner) break;
      const event = apiEvent("GET", "/api/practitioner/timeSlots", {
        query: { id: practitioner.id, start_date: SUNDAY, end_date: SATURDAY },
      });
      const started = performance.now();
      const { status, body } = await invoke(practitionerHandler, event);
      if (i >= 0) timesMs.push(performance.now() - started);
      if (i < 0) continue;
      if (status !== 200) {
        unexpected.push({ phase: `timeSlots ${label}`, status, error: String(body?.error) });
        continue;
      }
      listed += (body.booking as unknown[]).length;
    }
    const s = stats(timesMs);
    console.log(
      row(
        [
          label,
          ms(s.p50),
          ms(s.p95),
          ms(s.max),
          (meter.calls / SLOT_RUNS).toFixed(1),
          (meter.rcu / SLOT_RUNS).toFixed(1),
          (listed / SLOT_RUNS).toFixed(1),
        ],
        widths,
      ),
    );
  }
}

function groupCases(cases: { label: string; practitioner: PractitionerItem }[]) {
  const groups = new Map<string, PractitionerItem[]>();
  for (const { label, practitioner } of cases)
    groups.set(label, [...(groups.get(label) ?? []), practitioner]);
  return [...groups].map(([label, practitioners]) => ({ label, practitioners }));
}

/**
 * Reads back every practitioner's partition: bookings, lock items, overlaps (two bookings sharing a
 * 5-minute cell), and the raced slots' winners. Not metered.
 */
async function integrity(practitioners: PractitionerItem[], raced: Slot[]): Promise<void> {
  let bookings = 0;
  let locks = 0;
  let expectedLocks = 0;
  let overlaps = 0;
  let orphanLocks = 0;
  const raceWinners = new Map<string, number>();
  for (const practitioner of practitioners) {
    const items = await partition(keys.practitioner(practitioner.id).PK);
    const own = items.filter((item) => item.entity === "booking") as {
      id: string;
      date: string;
      time: string;
      duration: number;
    }[];
    const lockItems = items.filter((item) => item.entity === "slotLock") as { bookingId: string }[];
    bookings += own.length;
    locks += lockItems.length;
    const ids = new Set(own.map((b) => b.id));
    orphanLocks += lockItems.filter((lock) => !ids.has(lock.bookingId)).length;
    const cells = new Set<string>();
    for (const booking of own) {
      for (const cell of lockCells(booking.date, booking.time, booking.duration)) {
        expectedLocks += 1;
        if (cells.has(cell)) overlaps += 1;
        cells.add(cell);
      }
      const key = `${practitioner.id} ${booking.date} ${booking.time}`;
      raceWinners.set(key, (raceWinners.get(key) ?? 0) + 1);
    }
  }
  const raceCounts = raced.map(
    (slot) => raceWinners.get(`${slot.practitioner.id} ${slot.date} ${slot.time}`) ?? 0,
  );
  console.log(
    `\nIntegrity (read back from ${tableName()}): ${bookings} bookings stored for ${booked} answered 201;` +
      ` ${locks} lock items (${expectedLocks} expected), ${orphanLocks} without their booking;` +
      ` ${overlaps} overlapping cells; bookings on each raced slot: ${raceCounts.join(",")}.`,
  );
}

// ---- main -------------------------------------------------------------------------------------

export async function benchBooking(): Promise<void> {
  await startBenchTable(PORT, TABLE);
  try {
    setClockForTests(() => TEST_NOW);
    instrument();
    // Handlers read their configuration when loaded: import them after the environment is set.
    submitHandler = (await import("../functions/booking/handler")).handler;
    practitionerHandler = (await import("../functions/practitioner/handler")).handler;

    const setupStarted = performance.now();
    await putSchemes();
    const practitioners = await inPool(
      Array.from({ length: PRACTITIONERS + UNBOOKED + 2 }, (_, i) => i),
      8,
      () => createPractitioner({}, TEMPLATE),
    );
    const bookable = practitioners.slice(0, PRACTITIONERS);
    const unbooked = practitioners.slice(PRACTITIONERS, PRACTITIONERS + UNBOOKED);
    const shared = practitioners[PRACTITIONERS + UNBOOKED];
    const warmup = practitioners[PRACTITIONERS + UNBOOKED + 1];
    if (!shared || !warmup) throw new Error("setup created too few practitioners");
    const slots = new Slots(practitioners);
    console.log(
      `\nBooking, DynamoDB Local in memory (port ${PORT}, table ${TABLE}); clock pinned to ${new Date(TEST_NOW).toISOString()}` +
        ` (Sunday 08:00 SAST).\nSetup: 3 medical schemes, ${practitioners.length} practitioners with ${SLOTS_A_WEEK} slots a week` +
        ` (Mon/Thu 30 min, Tue/Fri 20 min, Wed/Sat 60 min), ${WEEKS} weeks offered:` +
        ` ${(practitioners.length * SLOTS_A_WEEK * WEEKS).toLocaleString("en-ZA")} distinct slots;` +
        ` ${((performance.now() - setupStarted) / 1000).toFixed(1)} s. ${machineLoad()}`,
    );

    // Warm the JVM, the SDK's connections and the handlers (scheme names are cached per container).
    const warm = await inPool(
      Array.from({ length: 30 }, () => slots.next(warmup)),
      4,
      (slot) => submit(slot, false),
    );
    note("warm-up", warm, [201]);
    count(warm);
    for (let i = 0; i < 10; i++)
      await invoke(
        practitionerHandler,
        apiEvent("GET", "/api/practitioner/timeSlots", {
          query: { id: warmup.id, start_date: SUNDAY, end_date: SATURDAY },
        }),
      );

    await sequentialLatency(slots, bookable);
    await throughput(slots, bookable, shared);
    await versusBare(slots, bookable);
    const raced = await race(slots, bookable.slice(100));

    const lightly = bookable.slice(0, 40);
    await slotLatency([
      ...unbooked.map((practitioner) => ({ label: "no bookings", practitioner })),
      ...lightly.map((practitioner) => ({ label: "some bookings that week", practitioner })),
      { label: "fully booked week", practitioner: shared },
    ]);

    await integrity(practitioners, raced);
    if (unexpected.length > 0) {
      console.log(`\nUnexpected answers (${unexpected.length}):`);
      const seen = new Map<string, number>();
      for (const { phase, status, error } of unexpected) {
        const key = `${phase}: HTTP ${status} ${error}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      for (const [key, times] of seen) console.log(`  ${times} x ${key}`);
    } else console.log("Unexpected answers: none.");
    console.log(machineLoad());
  } finally {
    setClockForTests(undefined);
    await stopAll();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchBooking();
}
