import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keys } from "../../functions/data/keys";
import { setClockForTests } from "../../functions/lib/clock";
import { addToSearchIndex } from "../../functions/search/index-writer";
import { refreshNextAvailable } from "../../functions/search/next-available";
import { createPractitioner, partition, putSchemes, TEST_NOW } from "../../functions/test/booking-fixtures";
import { useOwnTable } from "../../functions/test/own-table";
import { checkStackOn } from "./stack-check";
import { exportTable, loadTable } from "./table-copy";

// The local rehearsal of a restore (docs/operations.md): export -> load into a new table -> the API
// reads and books on it. Tables of its own; the clock is injected so next week's slots are open.
const SOURCE = "restore-source-int-test";
const TARGET = `restore-target-int-test-${Date.now()}`;
const client = new DynamoDBClient({
  region: "af-south-1",
  endpoint: process.env.DYNAMODB_ENDPOINT,
  credentials: { accessKeyId: "local", secretAccessKey: "local" },
});
let dir: string;
let practitionerId: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "restore-drill-"));
  await useOwnTable(SOURCE);
  setClockForTests(() => TEST_NOW);
  await putSchemes();
  const practitioner = await createPractitioner({ lastName: "Restored", name: "Dr Thandi Restored" });
  await addToSearchIndex(practitioner);
  await refreshNextAvailable(practitioner.id);
  practitionerId = practitioner.id;
});
afterAll(() => setClockForTests(undefined));

const lines = (file: string) => readFileSync(file, "utf8").split("\n").filter(Boolean).sort();

describe("restore drill (issue 30 item 5)", () => {
  it("exports every item, loads them into a new table unchanged, and the API books on it", async () => {
    const exported = await exportTable(client, SOURCE, join(dir, "source.jsonl"));
    expect(exported).toBeGreaterThan(20);
    expect(await loadTable(client, TARGET, join(dir, "source.jsonl"))).toBe(exported);
    expect(await exportTable(client, TARGET, join(dir, "target.jsonl"))).toBe(exported);
    expect(lines(join(dir, "target.jsonl"))).toEqual(lines(join(dir, "source.jsonl")));

    const checks = await checkStackOn(TARGET, TEST_NOW);
    expect(checks.map(({ step, ok }) => [step, ok])).toEqual([
      ["search", true],
      ["profile", true],
      ["timeSlots", true],
      ["booking submit", true],
    ]);
    // The booking went to the restored table, not the one it came from.
    const bookings = async () =>
      (await partition(keys.practitioner(practitionerId).PK)).filter((item) => item.entity === "booking");
    expect(await bookings()).toHaveLength(1);
    await useOwnTable(SOURCE);
    expect(await bookings()).toHaveLength(0);
  });

  it("refuses to load into a table that exists (a restore never writes over live data)", async () => {
    await expect(loadTable(client, SOURCE, join(dir, "source.jsonl"))).rejects.toThrow(/already exists/);
  });
});
