/**
 * The mail queue (`npm run bench -- --only outbox`): what a booking writes, its outbox items
 * included, and how fast the sender empties a due list spread over its shards. DynamoDB Local in
 * memory on its own port, SES local in this process, and a counting SES endpoint (answers at once,
 * keeps nothing) to show the sender's own rate apart from SES local's. Prints figures, asserts
 * nothing. The clock is pinned to TEST_NOW (Sunday 22 November 2026, 08:00 SAST).
 *
 * Write units come from DynamoDB Local (ReturnConsumedCapacity "INDEXES": the TOTAL and its split
 * by table and index) on every write the real code makes: placeBooking, changeStatus, and the sender
 * delivering each of the booking's outbox items at its due time. Whatever those paths queue later
 * (reminders, SMS) is counted without a change here.
 */

import type { Server } from "node:http";
import { pathToFileURL } from "node:url";
import { addDays } from "../core/sast-time";
import { keys, OUTBOX_DUE_SHARDS } from "../functions/data/keys";
import { setClockForTests } from "../functions/lib/clock";
import { db } from "../functions/lib/db";
import { resetEnvForTests } from "../functions/lib/env";
import { createLogger } from "../functions/lib/logger";
import {
  createPractitioner,
  dueIndexEntries,
  putSchemes,
  TEST_NOW,
  uniqueEmail,
} from "../functions/test/booking-fixtures";
import { queueMails } from "../functions/test/outbox-fixtures";
import { fakeSes } from "../functions/test/refusing-ses";
import { startSes, stopAll } from "../infra/local/stack";
import { machineLoad, row, startBenchTable } from "./bench-table";

const PORT = 8412;
const SES_PORT = 8413;
const TABLE = "bench-outbox";
/** Bookings placed, confirmed and mailed one after another for the write figures. */
const BOOKINGS = 20;
/** Due mails queued for each sender run, spread over the shards by their ids. */
const QUEUE = 3000;
/** What the one-minute schedule asks of deliverDue in AWS (functions/outbox/handler.ts). */
const RUN_LIMIT = 100;
/** What one partition of an index takes (DynamoDB's documented per-partition write limit). */
const PARTITION_WCU = 1000;

interface Usage {
  calls: number;
  rcu: number;
  table: number;
  gsi1: number;
  gsi2: number;
}
const usage = (): Usage => ({ calls: 0, rcu: 0, table: 0, gsi1: 0, gsi2: 0 });
let meter: Usage | undefined;

interface Consumed {
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
}
const WRITES = /^(Put|Update|Delete|BatchWrite|TransactWrite)/;

/** Adds DynamoDB Local's consumed capacity of every call into `meter` while one is set (bench only). */
function instrument(): void {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const current = meter;
      if (current) (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = "INDEXES";
      const result = await next(args);
      if (!current) return result;
      current.calls += 1;
      const consumed = (result.output as { ConsumedCapacity?: Consumed | Consumed[] }).ConsumedCapacity;
      for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
        if (!WRITES.test(context.commandName ?? "")) {
          current.rcu += entry.CapacityUnits ?? 0;
          continue;
        }
        current.table += entry.Table?.CapacityUnits ?? entry.CapacityUnits ?? 0;
        current.gsi1 += entry.GlobalSecondaryIndexes?.GSI1?.CapacityUnits ?? 0;
        current.gsi2 += entry.GlobalSecondaryIndexes?.GSI2?.CapacityUnits ?? 0;
      }
      return result;
    },
    { step: "initialize", name: "benchOutboxMeter" },
  );
}

async function metered<T>(into: Usage, work: () => Promise<T>): Promise<T> {
  meter = into;
  try {
    return await work();
  } finally {
    meter = undefined;
  }
}

async function sendThrough(endpoint: string): Promise<void> {
  const { resetMailClientForTests } = await import("../functions/email/ses");
  process.env.SES_ENDPOINT = endpoint;
  resetEnvForTests();
  resetMailClientForTests();
}

// ---- write units per booking ------------------------------------------------------------------

interface BookingSteps {
  placed: Usage;
  confirmed: Usage;
  sent: Usage;
  items: number;
  sends: Record<string, number>;
}

/**
 * One booking ten days ahead (so every reminder applies), placed online, confirmed by the
 * practitioner, and each of its outbox items delivered at its own due time.
 */
async function oneBooking(steps: BookingSteps): Promise<void> {
  const { placeBooking } = await import("../functions/booking/place-booking");
  const { changeStatus } = await import("../functions/booking/status-change");
  const { patientConfirmed } = await import("../functions/booking/mails");
  const { deliverByIds } = await import("../functions/outbox/outbox");
  const practitioner = await createPractitioner();
  const log = createLogger({ component: "bench-outbox" });
  const placed = await metered(steps.placed, () =>
    placeBooking(
      {
        practitionerId: practitioner.id,
        email: uniqueEmail("bench"),
        firstName: "Lindiwe",
        lastName: "Bench",
        cellphone: "0821234567",
        reason: "Check-up",
        bookingWith: "Cash/Card",
        type: 0,
        date: addDays("2026-11-23", 7),
        time: "09:00",
        duration: 30,
        followUp: false,
      },
      { channel: { kind: "online" }, log },
    ),
  );
  await metered(steps.confirmed, () =>
    changeStatus(
      placed.booking,
      placed.practitioner,
      {
        to: "confirmed",
        by: "practitioner",
        mails: [{ kind: "booking-confirmed-patient", render: patientConfirmed }],
      },
      TEST_NOW,
    ),
  );
  // The booking's items, read from the due list (not metered): mails, reminders, whatever it holds.
  const entries = (await dueIndexEntries()).sort((a, b) => String(a.GSI2SK).localeCompare(String(b.GSI2SK)));
  steps.items += entries.length;
  for (const entry of entries) {
    const id = String(entry.PK).slice(keys.outbox("").PK.length);
    const dueMs = Math.max(TEST_NOW, Date.parse(String(entry.GSI2SK).split("#")[0] ?? ""));
    const counts = await metered(steps.sent, () => deliverByIds([id], dueMs));
    for (const [outcome, times] of Object.entries(counts))
      steps.sends[outcome] = (steps.sends[outcome] ?? 0) + times;
  }
}

function perBooking(label: string, use: Usage, widths: number[]): string {
  const each = (value: number) => (value / BOOKINGS).toFixed(1);
  const wcu = use.table + use.gsi1 + use.gsi2;
  return row(
    [label, each(use.calls), each(use.rcu), each(use.table), each(use.gsi1), each(use.gsi2), each(wcu)],
    widths,
  );
}

async function writeUnits(): Promise<void> {
  const steps: BookingSteps = { placed: usage(), confirmed: usage(), sent: usage(), items: 0, sends: {} };
  for (let i = 0; i < BOOKINGS; i++) await oneBooking(steps);
  const items = steps.items / BOOKINGS;
  console.log(
    `\nWrite units per booking: ${BOOKINGS} bookings placed online ten days ahead (30 min, Cash/Card), each` +
      "\nconfirmed by its practitioner, then every outbox item it queued delivered at its due time" +
      `\n(${items.toFixed(1)} items a booking; sender outcomes: ${JSON.stringify(steps.sends)}).` +
      "\nAs DynamoDB Local reports them (ReturnConsumedCapacity INDEXES: table, GSI1, GSI2), per booking.",
  );
  const widths = [34, 6, 6, 10, 9, 9, 10];
  console.log(row(["step", "calls", "RCU", "WCU table", "WCU GSI1", "WCU GSI2", "WCU total"], widths));
  const total = usage();
  for (const use of [steps.placed, steps.confirmed, steps.sent])
    for (const key of Object.keys(total) as (keyof Usage)[]) total[key] += use[key];
  console.log(perBooking("placeBooking (request, 2 mails...)", steps.placed, widths));
  console.log(perBooking("changeStatus -> confirmed", steps.confirmed, widths));
  console.log(perBooking("sender, every item at its time", steps.sent, widths));
  console.log(perBooking("booking, all its mail sent", total, widths));
  const gsi2 = total.gsi2 / BOOKINGS;
  console.log(
    `\nDue list: ${gsi2.toFixed(1)} GSI2 WCU a booking. One partition (~${PARTITION_WCU} WCU/s) holds` +
      ` ~${Math.floor(PARTITION_WCU / gsi2)} bookings/s; ${OUTBOX_DUE_SHARDS} shards hold` +
      ` ~${Math.floor((OUTBOX_DUE_SHARDS * PARTITION_WCU) / gsi2).toLocaleString("en-ZA")} bookings/s` +
      ` (~${Math.floor((OUTBOX_DUE_SHARDS * PARTITION_WCU) / gsi2 / 2).toLocaleString("en-ZA")} at half of each partition's limit).`,
  );
}

// ---- sender rate ------------------------------------------------------------------------------

async function senderRate(label: string): Promise<void> {
  const { deliverDue } = await import("../functions/outbox/outbox");
  const queued = await queueMails(uniqueEmail("rate"), QUEUE, TEST_NOW);
  const shards = new Set(queued.map((item) => item.GSI2PK)).size;
  const use = usage();
  let runs = 0;
  let sent = 0;
  const started = performance.now();
  await metered(use, async () => {
    for (;;) {
      const counts = await deliverDue(TEST_NOW, RUN_LIMIT);
      runs += 1;
      sent += counts.sent;
      if (counts.sent + counts.failed + counts.skipped === 0) break;
    }
  });
  const seconds = (performance.now() - started) / 1000;
  const per = (value: number) => (value / Math.max(1, sent)).toFixed(2);
  console.log(
    row(
      [
        label,
        QUEUE,
        shards,
        sent,
        runs,
        seconds.toFixed(1),
        (sent / seconds).toFixed(0),
        per(use.calls),
        per(use.rcu),
        per(use.table),
        per(use.gsi2),
      ],
      [24, 6, 7, 6, 5, 6, 8, 10, 9, 10, 9],
    ),
  );
}

async function senderRates(sesLocal: string): Promise<void> {
  console.log(
    `\nSender: ${QUEUE} small mails (~0.5 KB) due at once, spread over the shards by id; deliverDue(now, ${RUN_LIMIT})` +
      "\nrun back to back until a run finds nothing (the last run counts). Per mail: DynamoDB calls, RCU, WCU.",
  );
  console.log(
    row(
      [
        "SES",
        "queued",
        "shards",
        "sent",
        "runs",
        "s",
        "mails/s",
        "calls/mail",
        "RCU/mail",
        "WCU table",
        "WCU GSI2",
      ],
      [24, 6, 7, 6, 5, 6, 8, 10, 9, 10, 9],
    ),
  );
  await sendThrough(sesLocal);
  await senderRate("SES local");
  let counted = 0;
  const counting = await fakeSes({
    during: async () => {
      counted += 1;
    },
  });
  try {
    await sendThrough(counting.endpoint);
    await senderRate("counting endpoint");
  } finally {
    await counting.close();
  }
  console.log(`The counting endpoint received ${counted} mails.`);
}

// ---- main -------------------------------------------------------------------------------------

export async function benchOutbox(): Promise<void> {
  await startBenchTable(PORT, TABLE);
  let ses: Server | undefined;
  try {
    ses = await startSes(SES_PORT);
    const sesLocal = `http://127.0.0.1:${SES_PORT}`;
    await sendThrough(sesLocal);
    setClockForTests(() => TEST_NOW);
    instrument();
    await putSchemes();
    console.log(
      `\nOutbox, DynamoDB Local in memory (port ${PORT}, table ${TABLE}), SES local on ${SES_PORT};` +
        ` ${OUTBOX_DUE_SHARDS} due-list shards. ${machineLoad()}`,
    );
    await writeUnits();
    await senderRates(sesLocal);
    console.log(machineLoad());
  } finally {
    setClockForTests(undefined);
    await new Promise((done) => (ses ? ses.close(done) : done(undefined)));
    await stopAll();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchOutbox();
}
