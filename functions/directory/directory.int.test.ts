/**
 * Issue 30: the admin directory's bounded reads through the list routes. Pages read from an anchor
 * are the pages an offset gives; two filters are one counted partition; a search past the match
 * cap says so and still finds "first name + start of surname".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PatientListResponse } from "../../core/schemas/patients";
import type { PractitionerListResponse } from "../../core/schemas/practitioner-admin";
import type { PatientItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import type { Handler } from "../lib/http-handler";
import { apiEvent, invoke } from "../test/api-event";
import { useOwnTable } from "../test/own-table";
import { BAD_ANCHOR, encodeAnchor } from "./anchor";

// Its own table: totals are whole partitions.
const TABLE = "directory-int-test";

let practitioners: Handler;
let patients: Handler;
let fixtures: typeof import("../test/booking-fixtures");
let auth: typeof import("../test/auth-fixtures");
let adminToken = "";

const SURNAMES = ["Botha", "Dlamini", "Naidoo", "Pillay", "Smith", "Mokoena", "Nkosi", "Jacobs"];
const PLANS = ["starter_package", "business_package"] as const;
const PROFESSIONS = ["Clinical Psychologist", "Dietitian"];

beforeAll(async () => {
  await useOwnTable(TABLE);
  fixtures = await import("../test/booking-fixtures");
  auth = await import("../test/auth-fixtures");
  ({ handler: practitioners } = await import("../practitioner-admin/handler"));
  ({ handler: patients } = await import("../patients/handler"));
  await fixtures.putSchemes();
  adminToken = (await auth.loginAs(await auth.createAccount("admin"))).access_token;
  // 24 practitioners: names in a known order; profession and package cycle independently.
  for (let n = 0; n < 24; n++) {
    const first = `Ayo${String.fromCharCode(97 + n)}`;
    const last = SURNAMES[n % SURNAMES.length] as string;
    await fixtures.createPractitioner({
      firstName: first,
      lastName: last,
      name: `Dr ${first} ${last}`,
      profession: PROFESSIONS[n % 2] as string,
      plan: PLANS[Math.floor(n / 2) % 2] as (typeof PLANS)[number],
    });
  }
  // 12 patients called Carla, 12 others; 3 of the Carlas are Pillays.
  for (let n = 0; n < 24; n++) {
    const firstName = n < 12 ? "Carla" : `Zola${n}`;
    const lastName = n < 3 ? `Pillay${n}` : `${["Botha", "Dlamini", "Naidoo", "Smith"][n % 4]}${n}`;
    const email = `directory-patient-${n}@example.co.za`;
    const patient: PatientItem = {
      ...keys.patient(email),
      ...keys.patientByName(`${lastName} ${firstName}`.toLowerCase(), `directory-patient-${n}`),
      entity: "patient",
      id: `directory-patient-${n}`,
      email,
      firstName,
      lastName,
      cellphone: `08200000${String(n).padStart(2, "0")}`,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    await fixtures.put(patient);
  }
}, 120_000);
afterAll(() => {
  delete process.env.DIRECTORY_MATCH_CAP;
});

async function list(
  query: Record<string, string>,
): Promise<{ status: number; body: PractitionerListResponse }> {
  return invoke(
    practitioners,
    apiEvent("GET", "/api/practitioner/view", { query, headers: auth.bearer(adminToken) }),
  );
}
async function patientList(
  query: Record<string, string>,
): Promise<{ status: number; body: PatientListResponse }> {
  return invoke(patients, apiEvent("GET", "/api/patient/view", { query, headers: auth.bearer(adminToken) }));
}
const names = (answer: { body: PractitionerListResponse }) => answer.body.data.data.map((row) => row.name);

describe("pages read from an anchor", () => {
  it("are the pages an offset gives: next, previous and the pager's window, either order", async () => {
    for (const order of ["asc", "desc"]) {
      const byOffset = await Promise.all(
        Array.from({ length: 12 }, (_, i) => list({ order, perPage: "2", page: String(i + 1) })),
      );
      expect(byOffset[0]?.body.total).toBe(24);
      const page = (n: number) => names(byOffset[n - 1] as { body: PractitionerListResponse });
      // From page 6's anchor (24 rows, 2 a page): pages 4 to 8 are nearer it than either end.
      const anchor = byOffset[5]?.body.anchor as string;
      expect(anchor).toMatch(/^v1\./);
      for (const n of [1, 4, 5, 6, 7, 8, 12]) {
        const fromAnchor = await list({ order, perPage: "2", page: String(n), anchor });
        expect(fromAnchor.status).toBe(200);
        expect(names(fromAnchor)).toEqual(page(n));
      }
      const last = byOffset[11]?.body.anchor as string;
      expect(names(await list({ order, perPage: "2", page: "11", anchor: last }))).toEqual(page(11));
    }
  });

  it("are read from the anchor's key (an anchor two rows off gives the rows after its key)", async () => {
    // Names sort as created (Ayoa, Ayob, ...): row 12 is Ayom. Claiming it starts page 6 (offset 10):
    const shifted = encodeAnchor({ partition: "PRAC#1#ALL", descending: false, offset: 10, key: "dr ayom" });
    const read = await list({ perPage: "2", page: "6", anchor: shifted });
    expect(names(read).map((name) => name.split(" ")[1])).toEqual(["Ayom", "Ayon"]);
    expect(names(await list({ perPage: "2", page: "6" })).map((name) => name.split(" ")[1])).toEqual([
      "Ayok",
      "Ayol",
    ]);
  });

  it("ignores an anchor from another filter or order, and refuses one it did not seal", async () => {
    const active = await list({ perPage: "5", page: "3" });
    const other = await list({
      perPage: "5",
      page: "2",
      profession: "Dietitian",
      anchor: active.body.anchor ?? "",
    });
    expect(names(other)).toEqual(names(await list({ perPage: "5", page: "2", profession: "Dietitian" })));
    const reversed = await list({ perPage: "5", page: "2", order: "desc", anchor: active.body.anchor ?? "" });
    expect(names(reversed)).toEqual(names(await list({ perPage: "5", page: "2", order: "desc" })));

    const forged = `v1.${"A".repeat(16)}.${"B".repeat(60)}`;
    const refused = await list({ page: "2", anchor: forged });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { error: string }).error).toBe(BAD_ANCHOR);
    const junk = await list({ page: "2", anchor: "<script>" });
    expect(junk.status).toBe(400);
    // Sealed with this stack's key but for another list: ignored like any other filter's.
    const elsewhere = encodeAnchor({
      partition: "PRAC#1#PROF#Nobody",
      descending: false,
      offset: 0,
      key: "a",
    });
    expect((await list({ page: "1", perPage: "5", anchor: elsewhere })).status).toBe(200);
  });

  it("pages the patients' list the same way", async () => {
    const second = await patientList({ perPage: "5", page: "2" });
    const third = await patientList({ perPage: "5", page: "3", anchor: second.body.anchor ?? "" });
    const thirdByOffset = await patientList({ perPage: "5", page: "3" });
    expect(third.body.data.data.map((row) => row.id)).toEqual(
      thirdByOffset.body.data.data.map((row) => row.id),
    );
    expect(third.body.total).toBe(24);
  });
});

describe("two filters", () => {
  it("are one counted partition: the total and the page are exact, and follow a change of package", async () => {
    const both = await list({ profession: "Dietitian", package: "business_package", perPage: "100" });
    expect(both.body.total).toBe(6);
    expect(both.body.data.data.every((row) => row.profession === "Dietitian")).toBe(true);
    expect(both.body.capped).toBe(false);

    const moved = both.body.data.data[0] as { id: string };
    const { Item } = await (await import("../lib/db")).db().send(
      new (await import("@aws-sdk/lib-dynamodb")).GetCommand({
        TableName: TABLE,
        Key: keys.practitioner(moved.id),
      }),
    );
    await fixtures.put({ ...(Item as PractitionerItem), plan: "starter_package" });
    const after = await list({ profession: "Dietitian", package: "business_package", perPage: "100" });
    expect(after.body.total).toBe(5);
    expect(after.body.data.data.map((row) => row.id)).not.toContain(moved.id);
    const starter = await list({ profession: "Dietitian", package: "starter_package", perPage: "100" });
    expect(starter.body.total).toBe(7);
  });
});

describe("a search past the match cap", () => {
  it("says the list holds the first matches only", async () => {
    process.env.DIRECTORY_MATCH_CAP = "2";
    try {
      const botha = await list({ search: "Botha" });
      expect(botha.body.capped).toBe(true);
      expect(botha.body.total).toBe(2);
      expect(botha.body.anchor).toBeNull();
      // Under the cap, exact.
      process.env.DIRECTORY_MATCH_CAP = "50";
      const exact = await list({ search: "Botha" });
      expect(exact.body.capped).toBe(false);
      expect(exact.body.total).toBe(3);
    } finally {
      delete process.env.DIRECTORY_MATCH_CAP;
    }
  });

  it("answers exactly from another word's range when the longest is past the cap", async () => {
    process.env.DIRECTORY_MATCH_CAP = "5";
    try {
      // Every patient's email has "directory" (24, past the cap); only patient 7's has the word "7".
      const one = await patientList({ search: "directory 7" });
      expect(one.body.capped).toBe(false);
      expect(one.body.data.data.map((row) => row.id)).toEqual(["directory-patient-7"]);
    } finally {
      delete process.env.DIRECTORY_MATCH_CAP;
    }
  });

  it("still finds a first name with the start of a surname when every word is past the cap", async () => {
    process.env.DIRECTORY_MATCH_CAP = "2";
    try {
      const found = await patientList({ search: "Carla Pil" });
      expect(found.body.capped).toBe(true);
      expect(found.body.data.data.map((row) => row.surname).sort()).toEqual(["Pillay0", "Pillay1"]);
    } finally {
      delete process.env.DIRECTORY_MATCH_CAP;
    }
  });
});
