import { BatchWriteCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeGeohash } from "../../core/geohash";
import type { PatientItem, PractitionerItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { findInDirectory, partitionTotal } from "../../functions/directory/read";
import { db, tableName } from "../../functions/lib/db";
import { CELL_PRECISION } from "../../functions/locations/map-items";
import { partition } from "../../functions/test/booking-fixtures";
import { putBare, useOwnTable } from "../../functions/test/own-table";
import { backfillBilling } from "./backfill-billing";
import { backfillDirectory } from "./backfill-directory";
import { backfillMap } from "./backfill-map";
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

describe("npm run migrate: the billing backfill puts the profession-and-package partitions too", () => {
  const PAIR = "PLAN#starter_package&PROF#Clinical Psychologist";
  beforeAll(async () => {
    await useOwnTable(`migrate-pairs-${Date.now().toString(36)}`);
    for (let n = 1; n <= 5; n++) await putBare(practitioner(String(n), `Dube${n}`, true));
    await runMigration(target(), backfillDirectory, { pageSize: 10, pauseMs: 0 });
    // As a stage that ran the first backfill before pairs existed: no pair entries, no pair total.
    const pairKeys = [
      ...["1", "2", "3", "4", "5"].map((id) => ({
        PK: `DIR#PRAC#1#${PAIR}`,
        SK: `dr lerato dube${id}#${id}`,
      })),
      ...Array.from({ length: 8 }, (_, shard) => keys.directoryCount(`PRAC#1#${PAIR}`, shard)),
    ];
    await db().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: pairKeys.map((Key) => ({ DeleteRequest: { Key } })) },
      }),
    );
  }, 60_000);

  it("puts the pair entries and their total", async () => {
    const twoFilters = () =>
      findInDirectory({
        ...page,
        scope: "PRAC#1",
        tags: ["PROF#Clinical Psychologist", "PLAN#starter_package"],
      });
    expect((await twoFilters()).total).toBe(0);
    const done = await runMigration(target(), backfillBilling, { pageSize: 2, pauseMs: 0 });
    expect(done.status).toBe("done");
    expect(await twoFilters()).toMatchObject({ total: 5, ids: ["1", "2", "3", "4", "5"] });
  });
});

describe("npm run migrate: the admin map backfill", () => {
  /** Two in Sea Point, one in Durban, one deactivated in Durban, one without coordinates. */
  const located = (id: string, lat: number, lng: number, isActive = true): PractitionerItem =>
    ({
      ...practitioner(id, `Map${id}`, isActive),
      address: {
        street: "",
        suburb: "",
        city: lat < -31 ? "Cape Town" : "Durban",
        province: "",
        postalCode: "",
      },
      lat,
      lng,
    }) as PractitionerItem;
  const SEA_POINT = encodeGeohash(-33.9, 18.38, CELL_PRECISION);
  const DURBAN = encodeGeohash(-29.83, 31.01, CELL_PRECISION);

  const mapState = (): Promise<unknown[]> =>
    Promise.all(
      [keys.mapCellsPartition, keys.mapPin(SEA_POINT, "").PK, keys.mapPin(DURBAN, "").PK].map(partition),
    );

  beforeAll(async () => {
    await useOwnTable(`migrate-map-${Date.now().toString(36)}`);
    await putBare(located("11", -33.9, 18.38));
    await putBare(located("12", -33.901, 18.381));
    await putBare(located("13", -29.83, 31.01));
    await putBare(located("14", -29.83, 31.01, false));
    await putBare(practitioner("15", "Nowhere", true));
    // A cell left over from a practitioner since gone: emptied by the backfill.
    await putBare({ ...keys.mapCell("k7zz"), entity: "mapCell", n: 3, la: 1, ln: 1 });
  }, 60_000);

  it("writes a pin per active practitioner with coordinates and exact cells; again, nothing changes", async () => {
    const done = await runMigration(target(), backfillMap, { pageSize: 2, pauseMs: 0 });
    expect(done.status).toBe("done");
    const [cells, seaPoint, durban] = (await mapState()) as Record<string, unknown>[][];
    expect(cells).toHaveLength(3);
    expect(cells).toEqual(
      expect.arrayContaining([
        { PK: "MAPCELLS", SK: "k7zz", entity: "mapCell", n: 0, la: 0, ln: 0 },
        expect.objectContaining({ SK: DURBAN, n: 1, la: -29_830_000, ln: 31_010_000, place: "Durban" }),
        expect.objectContaining({ SK: SEA_POINT, n: 2, la: -67_801_000, ln: 36_761_000, place: "Cape Town" }),
      ]),
    );
    expect(seaPoint?.map((pin) => pin.id)).toEqual(["11", "12"]);
    expect(durban?.map((pin) => pin.id)).toEqual(["13"]);

    const before = await mapState();
    expect(await runMigration(target(), backfillMap, { pageSize: 2, pauseMs: 0 })).toMatchObject({
      status: "already done",
      written: 0,
    });
    // A run whose end was lost goes over every item again and writes the same.
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.migration(backfillMap.name), entity: "migration", state: {}, read: 0, written: 0 },
      }),
    );
    expect((await runMigration(target(), backfillMap, { pageSize: 3, pauseMs: 0 })).status).toBe("done");
    expect(await mapState()).toEqual(before);
  });
});
