import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { PatientItem, PractitionerItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { findInDirectory, partitionTotal } from "../../functions/directory/read";
import { db, tableName } from "../../functions/lib/db";
import { putBare, useOwnTable } from "../../functions/test/own-table";
import { backfillDirectory } from "./backfill-directory";
import { runMigration } from "./run";

const target = () => ({ client: db(), tableName: tableName() });

function practitioner(id: string, lastName: string, isActive: boolean): PractitionerItem {
  const name = `Dr Lerato ${lastName}`;
  return {
    ...keys.practitioner(id),
    ...keys.practitionerByStatus(isActive, name.toLowerCase(), id),
    entity: "practitioner",
    id,
    name,
    firstName: "Lerato",
    lastName,
    email: `lerato.${id}@example.co.za`,
    contactNumber: "0215550100",
    profession: "Clinical Psychologist",
    plan: "starter_package",
    isActive,
  } as PractitionerItem;
}

const patient = (n: number): PatientItem => ({
  ...keys.patient(`zanele${n}@example.co.za`),
  ...keys.patientByName(`mthembu zanele${n}`, `p-${n}`),
  entity: "patient",
  id: `p-${n}`,
  email: `zanele${n}@example.co.za`,
  firstName: `Zanele${n}`,
  lastName: "Mthembu",
  cellphone: "0821110000",
  medicalAidIds: new Set(["902"]),
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const page = { offset: 0, limit: 15, descending: false, search: "", phone: "" };

/** Everything the directory holds, to compare two runs. */
async function directoryState(): Promise<unknown[]> {
  const partitions = ["DIR#PRAC#1#ALL", "DIR#PRAC#0#ALL", "DIR#PAT#ALL", "DIR#PAT#AID#902", "DIR#PAT#W#m"];
  const pages = await Promise.all(
    partitions.map((pk) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: "PK = :pk",
          ExpressionAttributeValues: { ":pk": pk },
        }),
      ),
    ),
  );
  const totals = await Promise.all(partitions.map((pk) => partitionTotal(pk.slice(4))));
  return [...pages.map((result) => result.Items), totals];
}

describe("npm run migrate: the admin directory backfill", () => {
  beforeAll(async () => {
    await useOwnTable(`migrate-${Date.now().toString(36)}`);
    for (let n = 1; n <= 7; n++) await putBare(practitioner(String(n), `Sithole${n}`, n !== 7));
    for (let n = 1; n <= 4; n++) await putBare(patient(n));
  }, 60_000);

  it("records without directory entries: lists are empty until the migration, then complete", async () => {
    expect((await findInDirectory({ ...page, scope: "PRAC#1", tags: [] })).total).toBe(0);

    // A dry run writes nothing, not even progress.
    const dry = await runMigration(target(), backfillDirectory, { dryRun: true, pageSize: 3, pauseMs: 0 });
    expect(dry).toMatchObject({ status: "dry run", read: 11 });
    expect((await findInDirectory({ ...page, scope: "PRAC#1", tags: [] })).total).toBe(0);

    // Small pages: the cursor and counts are saved after each and carried to the end.
    const done = await runMigration(target(), backfillDirectory, { pageSize: 3, pauseMs: 0 });
    expect(done.status).toBe("done");
    const active = await findInDirectory({ ...page, scope: "PRAC#1", tags: [] });
    expect(active.total).toBe(6);
    expect(active.ids).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect((await findInDirectory({ ...page, scope: "PRAC#0", tags: [] })).ids).toEqual(["7"]);
    expect((await findInDirectory({ ...page, scope: "PRAC#1", search: "sithole3", tags: [] })).ids).toEqual([
      "3",
    ]);
    const patients = await findInDirectory({ ...page, scope: "PAT", tags: ["AID#902"] });
    expect(patients).toMatchObject({ total: 4, ids: ["p-1", "p-2", "p-3", "p-4"] });
  });

  it("running it again changes nothing", async () => {
    const before = await directoryState();
    const again = await runMigration(target(), backfillDirectory, { pageSize: 3, pauseMs: 0 });
    expect(again).toMatchObject({ status: "already done", written: 0 });
    expect(await directoryState()).toEqual(before);
  });

  it("a run whose end was lost goes over every item again and counts the same totals", async () => {
    const before = await directoryState();
    // Forget the finish (as if it stopped before its end): the run goes over every item again.
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.migration(backfillDirectory.name),
          entity: "migration",
          state: {},
          read: 0,
          written: 0,
        },
      }),
    );
    const rerun = await runMigration(target(), backfillDirectory, { pageSize: 4, pauseMs: 0 });
    expect(rerun.status).toBe("done");
    expect(await directoryState()).toEqual(before);
  });
});
