import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeGeohash } from "../../core/geohash";
import type { MapCellItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs } from "../test/auth-fixtures";
import { createPractitioner, putSchemes } from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";
import { CELL_PRECISION } from "./map-items";

// Own table: the map shows every active practitioner, so other suites' practitioners stay off it.
let handler: typeof import("./handler").handler;
let practitionerAdmin: typeof import("../practitioner-admin/handler").handler;
let profileEditor: typeof import("../profile-editor/handler").handler;
let admin: Record<string, string>;

const SEA_POINT = { lat: -33.9, lng: 18.38 };
const DURBAN = { lat: -29.83, lng: 31.01 };
const COUNTRY = { south: "-35", west: "16", north: "-22", east: "33" };
/** Around Cape Town's centre and Sea Point. */
const CAPE_TOWN = { south: "-34.0", west: "18.3", north: "-33.8", east: "18.6" };
const DURBAN_BOX = { south: "-29.95", west: "30.9", north: "-29.7", east: "31.1" };

beforeAll(async () => {
  await useOwnTable("admin-locations-map-int");
  handler = (await import("./handler")).handler;
  practitionerAdmin = (await import("../practitioner-admin/handler")).handler;
  profileEditor = (await import("../profile-editor/handler")).handler;
  await putSchemes();
  admin = bearer((await loginAs(await createAccount("admin"))).access_token);
}, 60_000);

function map(query: Record<string, string>, headers = admin) {
  return invoke(handler, apiEvent("GET", "/api/location/map", { headers, query }));
}

async function cell(point: { lat: number; lng: number }): Promise<Partial<MapCellItem>> {
  const key = keys.mapCell(encodeGeohash(point.lat, point.lng, CELL_PRECISION));
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return (Item ?? {}) as Partial<MapCellItem>;
}

async function pinIds(point: { lat: number; lng: number }): Promise<string[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: {
        ":pk": keys.mapPin(encodeGeohash(point.lat, point.lng, CELL_PRECISION), "").PK,
      },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => item.id as string).sort();
}

describe("GET /api/location/map", () => {
  it("shows clusters at country zoom and each practitioner's pin zoomed in", async () => {
    const first = await createPractitioner({ name: "Dr Aviwe Map" });
    const second = await createPractitioner({ name: "Dr Bheki Map", lat: -33.91, lng: 18.41 });
    await createPractitioner({ name: "Dr Gone Map", isActive: false });
    const durban = await createPractitioner({
      name: "Dr Zodwa Map",
      ...DURBAN,
      address: {
        street: "",
        suburb: "Morningside",
        city: "Durban",
        province: "KwaZulu-Natal",
        postalCode: "",
      },
    });

    const country = await map({ ...COUNTRY, zoom: "5" });
    expect(country.status).toBe(200);
    expect(country.body.kind).toBe("clusters");
    expect(country.body.total).toBe(3);
    const clusters = country.body.clusters as { count: number; lat: number; lng: number; place: string }[];
    expect(clusters.map(({ count, place }) => ({ count, place }))).toEqual([
      { count: 2, place: "Cape Town" },
      { count: 1, place: "Durban" },
    ]);
    // At the mean of the two in Cape Town.
    expect(clusters[0]?.lat).toBeCloseTo(-33.905, 5);
    expect(clusters[0]?.lng).toBeCloseTo(18.395, 5);

    const capeTown = await map({ ...CAPE_TOWN, zoom: "12" });
    expect(capeTown.body).toEqual({
      kind: "pins",
      total: 2,
      pins: [
        { id: first.id, name: "Dr Aviwe Map", location: "Sea Point, Cape Town", ...SEA_POINT },
        { id: second.id, name: "Dr Bheki Map", location: "Sea Point, Cape Town", lat: -33.91, lng: 18.41 },
      ],
    });
    // A box holding a few, but at province zoom: still clusters.
    expect((await map({ ...CAPE_TOWN, zoom: "7" })).body.kind).toBe("clusters");
    expect((await map({ ...DURBAN_BOX, zoom: "11" })).body.pins.map((pin: { id: string }) => pin.id)).toEqual(
      [durban.id],
    );
  });

  it("refuses a box it cannot read with a 400 naming the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...COUNTRY, south: "-20", north: "-30", zoom: "5" }, "south"],
      [{ ...COUNTRY, west: "40", zoom: "5" }, "west"],
      [{ ...COUNTRY, north: "north", zoom: "5" }, "north"],
      [{ ...COUNTRY, east: "200", zoom: "5" }, "east"],
      [{ ...COUNTRY, south: "-95", zoom: "5" }, "south"],
      [{ ...COUNTRY, zoom: "21" }, "zoom"],
      [{ ...COUNTRY, zoom: "-1" }, "zoom"],
      [COUNTRY, "zoom"],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await map(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.error).toMatch(/^Please check/);
      expect(body.fields, JSON.stringify(query)).toHaveProperty(field);
    }
  });

  it("refuses a caller without a token (401) and one of another role (403)", async () => {
    const query = { ...COUNTRY, zoom: "5" };
    expect((await map(query, {})).status).toBe(401);
    const practitioner = bearer((await loginAs(await createAccount("practitioner"))).access_token);
    expect((await map(query, practitioner)).status).toBe(403);
  });
});

describe("the map's cells follow the practitioner's writers", () => {
  it("a move by profile save, a deactivation and a reactivation keep cells and pins exact", async () => {
    const practitioner = await createPractitioner({ name: "Dr Mover Map", lat: -33.93, lng: 18.42 });
    const from = { lat: -33.93, lng: 18.42 };
    const before = await cell(from);
    expect(await pinIds(from)).toContain(practitioner.id);

    // The practitioner moves the practice to Durban in the profile editor.
    const headers = bearer(
      (await loginAs(await createAccount("practitioner", { practitionerId: practitioner.id }))).access_token,
    );
    const opened = await invoke(profileEditor, apiEvent("GET", "/api/profile/own", { headers }));
    const { id: _id, name: _name, plan: _plan, ...form } = opened.body.profile;
    const saved = await invoke(
      profileEditor,
      apiEvent("POST", "/api/profile/own", {
        headers,
        body: {
          ...form,
          address: {
            street: "1 Florida Road",
            suburb: "Morningside",
            city: "Durban",
            province: "KwaZulu-Natal",
            postal_code: "4001",
          },
        },
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const moved = (
      await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: keys.practitioner(practitioner.id),
          ConsistentRead: true,
        }),
      )
    ).Item as { lat: number; lng: number };
    const to = { lat: moved.lat, lng: moved.lng };
    expect(encodeGeohash(to.lat, to.lng, CELL_PRECISION)).not.toBe(
      encodeGeohash(from.lat, from.lng, CELL_PRECISION),
    );
    expect(await pinIds(from)).not.toContain(practitioner.id);
    expect(await pinIds(to)).toContain(practitioner.id);
    const left = await cell(from);
    expect(left.n).toBe((before.n ?? 0) - 1);
    expect(left.la).toBe((before.la ?? 0) + 33_930_000);
    expect(left.ln).toBe((before.ln ?? 0) - 18_420_000);
    const joined = await cell(to);

    // Deactivated: off the map; reactivated: back in the same cell with the same sums.
    const toggle = (body: object) =>
      invoke(
        practitionerAdmin,
        apiEvent("POST", `/api/practitioner/is_active/${practitioner.id}`, {
          headers: admin,
          route: "/api/practitioner/is_active/{id}",
          pathParameters: { id: practitioner.id },
          body,
        }),
      );
    expect((await toggle({ reason: "Left the practice" })).status).toBe(200);
    expect(await pinIds(to)).not.toContain(practitioner.id);
    expect((await cell(to)).n).toBe((joined.n ?? 0) - 1);
    expect((await toggle({})).status).toBe(200);
    expect(await pinIds(to)).toContain(practitioner.id);
    expect(await cell(to)).toEqual(joined);
  });
});
