import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeletedPractitionerItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import type { Handler } from "../lib/http-handler";
import { apiEvent, invoke } from "../test/api-event";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  MONDAY,
  partition,
  put,
  TEST_NOW,
  TUESDAY,
} from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";
import { readJob } from "./job-cursor";
import { purgeExpiredBookings, restartPurge, retentionCutoff } from "./retention-purge";

// Its own table: the purge reads every month's bookings, and other suites' would meet its deletes.
// The clock is injected (functions/lib/clock.ts): bookings are made at TEST_NOW, the purge runs
// two years later.
let submit: Handler;
const sent: string[] = [];
beforeAll(async () => {
  await useOwnTable("retention-purge-int-test");
  ({ handler: submit } = await import("../booking/handler"));
  // Records the commands the purge sends (observation only): indexed reads, never a Scan.
  db().middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? "");
      return next(args);
    },
    { step: "initialize", name: "retentionTestCommands" },
  );
});
afterAll(() => setClockForTests(undefined));

/** A booking at 09:00 on the test week's Monday (30 minutes) or Tuesday (60: defaultTemplate). */
async function book(practitioner: PractitionerItem, date: string): Promise<{ PK: string; SK: string }> {
  setClockForTests(() => TEST_NOW);
  const { status } = await invoke(
    submit,
    apiEvent("POST", "/api/booking/submit", {
      body: bookingBody(practitioner, { date: `${date} 09:00`, duration: date === TUESDAY ? 60 : 30 }),
      headers: csrfHeader(),
    }),
  );
  expect(status).toBe(201);
  const [booking] = (await partition(keys.practitioner(practitioner.id).PK)).filter(
    (item) => item.entity === "booking" && item.date === date,
  );
  if (!booking) throw new Error("booking not stored");
  return { PK: String(booking.PK), SK: String(booking.SK) };
}

/** What erasure leaves on a booking (functions/patients/erase.ts): the mark, the names gone. */
async function markErased(Key: { PK: string; SK: string }): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: "SET erasedAt = :at, firstName = :empty, lastName = :empty",
      ExpressionAttributeValues: { ":at": new Date(TEST_NOW).toISOString(), ":empty": "" },
    }),
  );
}

/** What an admin's delete leaves at the profile key (functions/practitioner-admin/delete.ts). */
async function tombstone(practitioner: PractitionerItem): Promise<void> {
  const item: DeletedPractitionerItem = {
    ...keys.practitioner(practitioner.id),
    entity: "deletedPractitioner",
    id: practitioner.id,
    name: practitioner.name,
    profession: practitioner.profession,
    deletedAt: new Date(TEST_NOW).toISOString(),
    deletedBy: "ops@example.org",
  };
  await put(item);
}

const bookingsOf = async (practitioner: PractitionerItem) =>
  (await partition(keys.practitioner(practitioner.id).PK))
    .filter((item) => item.entity === "booking")
    .map((item) => item.date);

/** `months` after the test week's Monday 09:00 SAST, plus `minutes`. */
const monthsLater = (months: number, minutes: number) =>
  Date.parse(
    `${2026 + Math.floor((10 + months) / 12)}-${String(((10 + months) % 12) + 1).padStart(2, "0")}-23T07:00:00Z`,
  ) +
  minutes * 60_000;

describe("retention purge (issue 30 item 7)", () => {
  it("the cut-off is 24 months back, the same SAST wall time; 29 February falls to the 28th", () => {
    expect(retentionCutoff(Date.parse("2028-11-23T07:00:00Z"))).toBe("2026-11-23T09:00");
    expect(retentionCutoff(Date.parse("2028-02-29T10:00:00Z"))).toBe("2026-02-28T12:00");
  });

  it("deletes bookings of deleted practitioners and erased patients 24 months after the appointment, keeps the rest", async () => {
    await restartPurge();
    const staying = await createPractitioner();
    const leaving = await createPractitioner();
    await book(staying, MONDAY);
    await markErased(await book(staying, TUESDAY));
    await book(leaving, MONDAY);
    await tombstone(leaving);
    sent.length = 0;

    // A minute before the Monday appointment is 24 months old: nothing goes.
    const early = await purgeExpiredBookings(monthsLater(24, -1), { pauseMs: 0 });
    expect(early).toMatchObject({ purged: 0, finished: true });
    expect(await bookingsOf(staying)).toEqual([MONDAY, TUESDAY]);
    expect(await bookingsOf(leaving)).toEqual([MONDAY]);

    // A minute after: the deleted practitioner's booking goes; the erased Tuesday one is a day younger.
    expect(await purgeExpiredBookings(monthsLater(24, 1), { pauseMs: 0 })).toMatchObject({ purged: 1 });
    expect(await bookingsOf(leaving)).toEqual([]);
    expect(await bookingsOf(staying)).toEqual([MONDAY, TUESDAY]);

    // A day later the erased patient's booking goes too; the active practitioner's own patient's stays.
    expect(await purgeExpiredBookings(monthsLater(24, 24 * 60 + 1), { pauseMs: 0 })).toMatchObject({
      purged: 1,
      kept: 1,
    });
    expect(await bookingsOf(staying)).toEqual([MONDAY]);
    expect(sent).not.toContain("ScanCommand");
    expect(sent).toContain("QueryCommand");

    // The months before the first one still holding a booking are not read again.
    expect(await readJob("retention")).toMatchObject({ fromMonth: "2026-11" });
  });

  it("stops when told and continues on the next run", async () => {
    await restartPurge();
    const leaving = await createPractitioner();
    await book(leaving, MONDAY);
    await tombstone(leaving);
    const later = monthsLater(25, 0);
    let steps = 0;
    expect(await purgeExpiredBookings(later, { pauseMs: 0, keepGoing: () => steps++ < 3 })).toMatchObject({
      finished: false,
    });
    // Three months read (2025-01 to 2025-03, none held bookings): the place is stored.
    expect(await readJob("retention")).toMatchObject({ fromMonth: "2025-04" });
    expect(await purgeExpiredBookings(later, { pauseMs: 0 })).toMatchObject({ finished: true });
    expect(await bookingsOf(leaving)).toEqual([]);
  });
});
