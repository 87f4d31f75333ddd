import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingItem, PatientItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { useOwnTable } from "../../functions/test/own-table";
import { seedTable } from "./write";

// A table of its own: the seed writes practitioners 1..n, which other suites' fixtures also use.
const TABLE = "demo-bookings-int-test";
const doc = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: "af-south-1",
    endpoint: process.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  }),
);

let demo: typeof import("./demo-bookings");
beforeAll(async () => {
  await useOwnTable(TABLE);
  demo = await import("./demo-bookings");
  await seedTable({ client: doc, tableName: TABLE, practitioners: 30 });
}, 120_000);

async function query<T>(partition: string): Promise<T[]> {
  const { Items = [] } = await doc.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": partition },
    }),
  );
  return Items as T[];
}

describe("demo bookings of the seed", () => {
  it("places one pending booking per demo patient through the booking core, and nothing on a second run", async () => {
    expect(await demo.seedDemoBookings()).toBe(demo.DEMO_PATIENTS.length);

    const patients = (await query<PatientItem>("PATIENTS")).filter((p) =>
      p.email.endsWith("@patients.example"),
    );
    expect(patients.map((p) => p.email).sort()).toEqual(demo.DEMO_PATIENTS.map((p) => p.email).sort());
    for (const patient of patients) {
      const bookings = await query<BookingItem>(keys.patientBookingsPartition(patient.id));
      expect(bookings).toHaveLength(1);
      expect(bookings[0]).toMatchObject({ status: "pending", patientEmail: patient.email });
      // Never one of the demo logins' listings (1-3) or the deactivated one (4), which e2e tests use.
      expect(Number(bookings[0]?.practitionerId)).toBeGreaterThanOrEqual(5);
    }

    expect(await demo.seedDemoBookings()).toBe(0);
    const again = (await query<PatientItem>("PATIENTS")).filter((p) => p.email.endsWith("@patients.example"));
    expect(again).toHaveLength(demo.DEMO_PATIENTS.length);
    for (const patient of again)
      expect(await query<BookingItem>(keys.patientBookingsPartition(patient.id))).toHaveLength(1);
  });
});
