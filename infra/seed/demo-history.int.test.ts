import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { endMs } from "../../functions/booking/booking-view";
import type { BookingItem, NoShowCountItem, OutboxItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { now } from "../../functions/lib/clock";
import { db } from "../../functions/lib/db";
import { useOwnTable } from "../../functions/test/own-table";
import { seedTable } from "./write";

// A table of its own: the seed writes practitioners 1..n, which other suites' fixtures also use.
const TABLE = "demo-history-int-test";

let history: typeof import("./demo-history");
beforeAll(async () => {
  await useOwnTable(TABLE);
  history = await import("./demo-history");
  await seedTable({ client: db(), tableName: TABLE, practitioners: 6 });
}, 120_000);

async function get<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  return (await db().send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }))).Item as T;
}

async function bookingsOf(practitionerId: string): Promise<BookingItem[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :booking)",
      ExpressionAttributeValues: {
        ":pk": keys.practitioner(practitionerId).PK,
        ":booking": keys.bookingPrefix,
      },
      ConsistentRead: true,
    }),
  );
  return Items as BookingItem[];
}

describe("the demo history (past appointments to mark)", () => {
  it("places confirmed past visits on their days' clock, queues no mail for them, and nothing twice", async () => {
    const before = Date.now();
    expect(await history.seedDemoHistory()).toBe(history.DEMO_HISTORY.length);
    // The clock is the real one again.
    expect(now()).toBeGreaterThanOrEqual(before);

    const bookings = await bookingsOf(history.HISTORY_PRACTITIONER);
    const past = bookings.filter((booking) => endMs(booking) <= Date.now());
    expect(past).toHaveLength(history.DEMO_HISTORY.length);
    for (const booking of past) {
      expect(booking.status).toBe("confirmed");
      const listed = await Promise.all((booking.mailIds ?? []).map((id) => get<OutboxItem>(keys.outbox(id))));
      const queued = listed.filter((item) => item !== undefined);
      expect(queued.length).toBeGreaterThan(0);
      // Dropped unsent: nothing of theirs is on the outbox's due list.
      for (const item of queued) expect(item).toMatchObject({ state: "dropped" });
      for (const item of queued) expect(item?.GSI2PK).toBeUndefined();
    }
    const marks = past.map((booking) => booking.attendance ?? "none").sort();
    expect(marks).toEqual(["attended", "no_show", "none", "none"]);

    // The patient who did not come has asked again: the request and their count are there.
    const noShow = past.find((booking) => booking.attendance === "no_show") as BookingItem;
    const count = await get<NoShowCountItem>(
      keys.noShowCount(history.HISTORY_PRACTITIONER, noShow.patientId),
    );
    expect(count?.count).toBe(1);
    const again = bookings.filter((booking) => booking.patientId === noShow.patientId && booking !== noShow);
    expect(again).toEqual([expect.objectContaining({ status: "pending" })]);

    expect(await history.seedDemoHistory()).toBe(0);
    expect(await bookingsOf(history.HISTORY_PRACTITIONER)).toHaveLength(bookings.length);
  });
});
