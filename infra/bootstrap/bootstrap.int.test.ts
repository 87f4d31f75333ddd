import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeEach, describe, expect, it } from "vitest";
import type { MedicalSchemeItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { db, tableName } from "../../functions/lib/db";
import { createAccount, login } from "../../functions/test/auth-fixtures";
import { createPractitioner, put } from "../../functions/test/booking-fixtures";
import { useOwnTable } from "../../functions/test/own-table";
import { bootstrapStage, parseSchemeRegister, StageHasDataError, schemeRegister } from "./bootstrap";

async function schemesIn(): Promise<MedicalSchemeItem[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.medicalSchemePartition },
      ConsistentRead: true,
    }),
  );
  return Items as MedicalSchemeItem[];
}

let tables = 0;
const admin = { email: "Ops@VulaHealth.example", name: "Ops team" };

describe("the committed scheme register", () => {
  it("lists open and restricted schemes, each name once", () => {
    const schemes = schemeRegister();
    expect(schemes.length).toBeGreaterThan(50);
    expect(new Set(schemes.map((s) => s.type))).toEqual(new Set(["open", "restricted"]));
    expect(new Set(schemes.map((s) => s.name.toLowerCase())).size).toBe(schemes.length);
    expect(schemes).toContainEqual({ name: "Discovery Health Medical Scheme", type: "open" });
  });

  it("stops at a malformed line, naming it", () => {
    expect(() => parseSchemeRegister("# c\nname,type\nGood Fund,open\nBad Fund,closed\n")).toThrow(
      /line 3: expected "name,open\|restricted", got "Bad Fund,closed"/,
    );
  });
});

describe("npm run bootstrap (DynamoDB Local)", () => {
  // Each test a new, empty stage of its own.
  beforeEach(async () => {
    await useOwnTable(`bootstrap-int-${process.pid}-${++tables}`);
  });

  it("fills a new stage with the schemes and the first admin, who can log in; a second run adds nothing", async () => {
    const first = await bootstrapStage(db(), tableName(), { admin });
    expect(first).toMatchObject({
      schemesAdded: schemeRegister().length,
      schemesKept: 0,
      admin: { email: "ops@vulahealth.example", created: true },
    });
    const stored = await schemesIn();
    expect(stored).toHaveLength(schemeRegister().length);
    expect(stored).toContainEqual(
      expect.objectContaining({
        id: "discovery-health-medical-scheme",
        schemeName: "Discovery Health Medical Scheme",
        active: true,
      }),
    );
    const { status, body } = await login(admin.email, first.admin.password ?? "");
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ role: "admin" });

    // Again, after the admin has signed in (a session is no marketplace data): the same table.
    const second = await bootstrapStage(db(), tableName(), { admin });
    expect(second).toEqual({
      schemesAdded: 0,
      schemesKept: schemeRegister().length,
      admin: { email: "ops@vulahealth.example", created: false },
    });
    expect(await schemesIn()).toHaveLength(schemeRegister().length);
  });

  it("refuses a stage with marketplace data and writes nothing; with force it adds only what is missing", async () => {
    await createPractitioner();
    // The demo's schemes, by their digits: the same names are not loaded twice.
    await put({
      ...keys.medicalScheme("2"),
      entity: "medicalScheme",
      id: "2",
      schemeName: "Bonitas Medical Fund",
    });
    await expect(bootstrapStage(db(), tableName(), { admin })).rejects.toThrow(StageHasDataError);
    expect(await schemesIn()).toHaveLength(1);

    const forced = await bootstrapStage(db(), tableName(), { admin, force: true });
    expect(forced).toMatchObject({ schemesAdded: schemeRegister().length - 1, schemesKept: 1 });
    expect((await schemesIn()).filter((s) => s.schemeName === "Bonitas Medical Fund")).toHaveLength(1);
  });

  it("will not make a practitioner's email the admin", async () => {
    const practitioner = await createAccount("practitioner");
    await expect(
      bootstrapStage(db(), tableName(), { admin: { email: practitioner.email, name: "Ops" }, force: true }),
    ).rejects.toThrow(/exists and is not an admin/);
  });
});
