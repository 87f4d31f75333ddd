import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { OOO_MAX_UPCOMING } from "../../core/schemas/out-of-office";
import type { OutOfOfficeItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { bearer, createAccount, loginAs, practitionerSession } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  MONDAY,
  putOutOfOffice,
  SUNDAY,
  TUESDAY,
  weekTimeSlots,
} from "../test/booking-fixtures";
import { list, period, periodsOf, remove, store, update } from "../test/out-of-office-fixtures";
import {
  NAME_THE_PRACTITIONER,
  NOT_A_PRACTITIONER,
  NOT_YOURS,
  PERIOD_NOT_FOUND,
  TOO_MANY_PERIODS,
} from "./periods";

// The clock is pinned to Sunday 22 November 2026, 08:00 SAST (TEST_NOW).
clockAtTestNowInEachTest();

describe("store, list, update and delete", () => {
  it("stores a period under the caller's practitioner and lists it", async () => {
    const { practitioner, headers } = await practitionerSession();
    const stored = await store(headers, period());
    expect(stored.status).toBe(201);
    expect(stored.headers["Cache-Control"]).toBe("no-store");
    expect(stored.body).toEqual({
      success: true,
      data: { id: expect.stringMatching(/^[\w-]+$/), ...period() },
    });
    const [item] = await periodsOf(practitioner.id);
    expect(item).toMatchObject({
      ...keys.outOfOffice(practitioner.id, stored.body.data.id),
      entity: "outOfOffice",
      id: stored.body.data.id,
      practitionerId: practitioner.id,
      day: MONDAY,
      secondDay: TUESDAY,
      time: "12:00",
      toTime: "17:00",
    });
    // Kept 30 days after it ends, then removed by the table's TTL.
    expect((item as unknown as { expiresAt: number }).expiresAt).toBe(
      Date.parse("2026-11-24T15:00:00Z") / 1000 + 30 * 86_400,
    );

    const listed = await list(headers);
    expect(listed.status).toBe(200);
    expect(listed.headers["Cache-Control"]).toBe("no-store");
    expect(listed.body).toEqual({ data: [stored.body.data] });
  });

  it("lists current and future periods only, soonest first", async () => {
    const { practitioner, headers } = await practitionerSession();
    await putOutOfOffice(practitioner.id, "2026-11-10", "2026-11-12", "09:00", "17:00"); // long over
    await putOutOfOffice(practitioner.id, SUNDAY, SUNDAY, "00:00", "07:00"); // ended an hour ago
    const later = await store(headers, period({ day: "2026-12-01", second_day: "2026-12-01" }));
    const sooner = await store(headers, period());
    await putOutOfOffice(practitioner.id, "2026-11-21", MONDAY, "09:00", "08:00"); // under way
    const { body } = await list(headers);
    expect(body.data.map((p: { day: string }) => p.day)).toEqual(["2026-11-21", MONDAY, "2026-12-01"]);
    expect(body.data[1]).toEqual(sooner.body.data);
    expect(body.data[2]).toEqual(later.body.data);
    expect(Object.keys(body.data[0]).sort()).toEqual(["day", "id", "second_day", "time", "to_time"]);
  });

  it("gives an empty list to a practitioner without periods", async () => {
    const { headers } = await practitionerSession();
    expect((await list(headers)).body).toEqual({ data: [] });
  });

  it("updates a period in place", async () => {
    const { practitioner, headers } = await practitionerSession();
    const { body: created } = await store(headers, period());
    const changed = period({ day: TUESDAY, second_day: "2026-11-26", time: "08:05", to_time: "23:59" });
    const updated = await update(headers, created.data.id, { ...changed, auth_id: practitioner.id });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ success: true, data: { id: created.data.id, ...changed } });
    const items = await periodsOf(practitioner.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ day: TUESDAY, secondDay: "2026-11-26", time: "08:05", toTime: "23:59" });
    expect((await list(headers)).body.data).toEqual([updated.body.data]);
  });

  it("deletes a period; deleting or updating it again is a 404 that brings nothing back", async () => {
    const { practitioner, headers } = await practitionerSession();
    const { body: created } = await store(headers, period());
    const deleted = await remove(headers, created.data.id);
    expect(deleted.status).toBe(200);
    expect(deleted.headers["Cache-Control"]).toBe("no-store");
    expect(deleted.body).toEqual({ success: true });
    expect(await periodsOf(practitioner.id)).toEqual([]);

    const again = await remove(headers, created.data.id);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: PERIOD_NOT_FOUND });
    // An edit racing the delete (sent from a page that still showed the period) resurrects nothing.
    const late = await update(headers, created.data.id, period());
    expect(late.status).toBe(404);
    expect(await periodsOf(practitioner.id)).toEqual([]);
  });

  it(`refuses more than ${OOO_MAX_UPCOMING} current and future periods (409)`, async () => {
    const { practitioner, headers } = await practitionerSession();
    await Promise.all(
      Array.from({ length: OOO_MAX_UPCOMING }, (_, i) => {
        const item: OutOfOfficeItem = {
          ...keys.outOfOffice(practitioner.id, `bulk-${i}`),
          entity: "outOfOffice",
          id: `bulk-${i}`,
          practitionerId: practitioner.id,
          day: "2026-12-01",
          secondDay: "2026-12-01",
          time: "09:00",
          toTime: "10:00",
        };
        return db().send(new PutCommand({ TableName: tableName(), Item: item }));
      }),
    );
    const refused = await store(headers, period());
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: TOO_MANY_PERIODS });
    expect(await periodsOf(practitioner.id)).toHaveLength(OOO_MAX_UPCOMING);
    // A past period does not count: deleting one upcoming period makes room again.
    expect((await remove(headers, "bulk-0")).status).toBe(200);
    expect((await store(headers, period())).status).toBe(201);
  });
});

describe("validation", () => {
  const { day: _d, ...noDay } = period();
  const { second_day: _s, ...noSecondDay } = period();
  const { time: _t, ...noTime } = period();
  const { to_time: _e, ...noToTime } = period();
  const bad: [string, Record<string, unknown>, string][] = [
    ["no day", noDay, "day"],
    ["no second_day", noSecondDay, "second_day"],
    ["no time", noTime, "time"],
    ["no to_time", noToTime, "to_time"],
    ["an empty day", period({ day: "" }), "day"],
    ["an empty to_time", period({ to_time: "" }), "to_time"],
    ["a day that does not exist", period({ day: "2026-02-30" }), "day"],
    ["a day written the other way round", period({ second_day: "24-11-2026" }), "second_day"],
    ["a number for a day", period({ day: 20261123 }), "day"],
    ["a time off the 5-minute grid", period({ time: "09:07" }), "time"],
    ["a time without a leading zero", period({ time: "9:00" }), "time"],
    ["24:00", period({ to_time: "24:00" }), "to_time"],
    ["an end before the start", period({ second_day: MONDAY, time: "12:00", to_time: "11:00" }), "to_time"],
    ["an end equal to the start", period({ second_day: MONDAY, time: "12:00", to_time: "12:00" }), "to_time"],
    ["a second day before the day", period({ day: TUESDAY, second_day: MONDAY }), "to_time"],
    ["a period in the past", period({ day: "2026-11-20", second_day: "2026-11-21" }), "second_day"],
    [
      "a period that ended this morning",
      period({ day: SUNDAY, second_day: SUNDAY, time: "06:00", to_time: "07:55" }),
      "second_day",
    ],
    ["more than 365 days", period({ second_day: "2027-11-24" }), "second_day"],
    [
      "an end more than 366 days ahead",
      period({ day: "2027-11-20", second_day: "2027-11-24" }),
      "second_day",
    ],
  ];

  it.each(bad)("refuses %s with a readable 400 and writes nothing", async (_, body, field) => {
    const { practitioner, headers } = await practitionerSession();
    const answer = await store(headers, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^Please check the form: /);
    expect(answer.body.fields[field], JSON.stringify(answer.body)).toBeTruthy();
    expect(await periodsOf(practitioner.id)).toEqual([]);
  });

  it("refuses a bad update and leaves the period as it was", async () => {
    const { practitioner, headers } = await practitionerSession();
    const { body: created } = await store(headers, period());
    const before = await periodsOf(practitioner.id);
    const answer = await update(headers, created.data.id, period({ to_time: "11:00", second_day: MONDAY }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields.to_time).toBeTruthy();
    expect(await periodsOf(practitioner.id)).toEqual(before);
  });

  it("accepts a period under way (started yesterday) and one ending exactly a year from today", async () => {
    const { headers } = await practitionerSession();
    expect((await store(headers, period({ day: "2026-11-21", second_day: MONDAY }))).status).toBe(201);
    expect((await store(headers, period({ day: "2027-11-20", second_day: "2027-11-23" }))).status).toBe(201);
  });

  it("refuses a malformed id in the address", async () => {
    const { headers } = await practitionerSession();
    expect((await remove(headers, "not an id!")).status).toBe(400);
    expect((await update(headers, "x".repeat(65), period())).status).toBe(400);
  });
});

describe("whose periods", () => {
  it("refuses a practitioner's auth_id naming someone else (403, nothing written); their own is fine", async () => {
    const me = await practitionerSession();
    const other = await practitionerSession();
    const { body: theirs } = await store(other.headers, period());
    const refused = await store(me.headers, { ...period(), auth_id: other.practitioner.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: NOT_YOURS });
    expect((await list(me.headers, { auth_id: other.practitioner.id })).status).toBe(403);
    expect(
      (await update(me.headers, theirs.data.id, { ...period(), auth_id: other.practitioner.id })).status,
    ).toBe(403);
    expect((await remove(me.headers, theirs.data.id, { auth_id: other.practitioner.id })).status).toBe(403);
    expect(await periodsOf(other.practitioner.id)).toHaveLength(1);
    expect(await periodsOf(me.practitioner.id)).toEqual([]);

    const own = await store(me.headers, { ...period(), auth_id: me.practitioner.id });
    expect(own.status).toBe(201);
    expect((await list(me.headers, { auth_id: me.practitioner.id })).body).toEqual({ data: [own.body.data] });
    // An auth_id that is not a practitioner number at all is a 400.
    expect((await store(me.headers, { ...period(), auth_id: other.account.email })).status).toBe(400);
  });

  it("refuses to read, edit or delete another practitioner's period, changing nothing", async () => {
    const owner = await practitionerSession();
    const intruder = await practitionerSession();
    const { body: created } = await store(owner.headers, period());
    const before = await periodsOf(owner.practitioner.id);

    expect((await list(intruder.headers)).body).toEqual({ data: [] });
    const edited = await update(intruder.headers, created.data.id, period({ time: "00:00" }));
    expect(edited.status).toBe(404);
    expect(edited.body).toEqual({ error: PERIOD_NOT_FOUND });
    const deleted = await remove(intruder.headers, created.data.id);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual({ error: PERIOD_NOT_FOUND });

    expect(await periodsOf(owner.practitioner.id)).toEqual(before);
    // Nor did the intruder get a copy under their own id.
    expect(await periodsOf(intruder.practitioner.id)).toEqual([]);
    expect((await list(owner.headers)).body).toEqual({ data: [created.data] });
  });

  it("answers 403 to an account without a practitioner", async () => {
    const orphan = bearer(
      (await loginAs(await createAccount("practitioner", { practitionerId: undefined }))).access_token,
    );
    expect((await list(orphan)).status).toBe(403);
    expect((await store(orphan, period())).status).toBe(403);
    expect((await update(orphan, "some-id", period())).status).toBe(403);
    expect((await remove(orphan, "some-id")).status).toBe(403);
    expect((await list(orphan)).body).toEqual({ error: NOT_A_PRACTITIONER });
  });

  it("answers 401 without a token", async () => {
    expect((await list({})).status).toBe(401);
    expect((await store({}, period())).status).toBe(401);
  });
});

describe("an admin, for any practitioner (auth_id)", () => {
  it("stores, lists, updates and deletes a practitioner's periods, which the calendar then honours", async () => {
    const { practitioner, headers: own } = await practitionerSession();
    const admin = bearer((await loginAs(await createAccount("admin"))).access_token);
    const whose = { auth_id: practitioner.id };

    const stored = await store(admin, {
      ...period({ second_day: MONDAY, time: "09:00", to_time: "10:00" }),
      ...whose,
    });
    expect(stored.status).toBe(201);
    expect(await periodsOf(practitioner.id)).toHaveLength(1);
    // The practitioner sees it as their own, and the calendar no longer offers 09:00 and 09:30.
    expect((await list(own)).body).toEqual({ data: [stored.body.data] });
    expect((await list(admin, whose)).body).toEqual({ data: [stored.body.data] });
    expect((await weekTimeSlots(practitioner.id)).body.practitioner[0]).toEqual({
      date: MONDAY,
      time_slots: ["10:00", "10:30"],
      duration: 30,
    });

    const moved = period({ day: TUESDAY, second_day: TUESDAY, time: "09:00", to_time: "12:00" });
    const updated = await update(admin, stored.body.data.id, { ...moved, ...whose });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ id: stored.body.data.id, ...moved });

    expect((await remove(admin, stored.body.data.id, whose)).status).toBe(200);
    expect(await periodsOf(practitioner.id)).toEqual([]);
    expect((await list(admin, whose)).body).toEqual({ data: [] });
  });

  it("must name the practitioner (400), a listed one (404), by number (400); nothing is written", async () => {
    const admin = bearer((await loginAs(await createAccount("admin"))).access_token);
    const named = await store(admin, period());
    expect(named.status).toBe(400);
    expect(named.body).toEqual({ error: NAME_THE_PRACTITIONER, fields: { auth_id: "is required" } });
    expect((await list(admin)).status).toBe(400);
    expect((await update(admin, "some-id", period())).status).toBe(400);
    expect((await remove(admin, "some-id")).status).toBe(400);

    const unknown = { auth_id: "999999999999" };
    expect((await store(admin, { ...period(), ...unknown })).status).toBe(404);
    expect((await list(admin, unknown)).status).toBe(404);
    expect(await periodsOf("999999999999")).toEqual([]);
    expect((await list(admin, { auth_id: "x; DROP" })).status).toBe(400);
    expect((await store(admin, { ...period(), auth_id: 7 })).status).toBe(400);
  });

  it("gets 404 for a period id that is not that practitioner's", async () => {
    const owner = await practitionerSession();
    const other = await practitionerSession();
    const admin = bearer((await loginAs(await createAccount("admin"))).access_token);
    const { body: created } = await store(owner.headers, period());
    const wrong = { auth_id: other.practitioner.id };
    expect((await update(admin, created.data.id, { ...period(), ...wrong })).status).toBe(404);
    expect((await remove(admin, created.data.id, wrong)).status).toBe(404);
    expect(await periodsOf(owner.practitioner.id)).toHaveLength(1);
    expect(await periodsOf(other.practitioner.id)).toEqual([]);
  });
});

describe("the public calendar", () => {
  it("stops offering the slots a period covers, and offers them again once it is deleted", async () => {
    const { practitioner, headers } = await practitionerSession();
    const before = await weekTimeSlots(practitioner.id);
    expect(before.body.practitioner).toEqual([
      { date: MONDAY, time_slots: ["09:00", "09:30", "10:00", "10:30"], duration: 30 },
      { date: TUESDAY, time_slots: ["09:00", "10:00"], duration: 60 },
    ]);

    // Monday 09:30 to 10:00 (the end is open: 10:00 stays bookable), and all of Tuesday.
    const monday = await store(
      headers,
      period({ day: MONDAY, second_day: MONDAY, time: "09:30", to_time: "10:00" }),
    );
    const tuesday = await store(
      headers,
      period({ day: TUESDAY, second_day: TUESDAY, time: "00:00", to_time: "23:59" }),
    );
    const during = await weekTimeSlots(practitioner.id);
    expect(during.body.practitioner).toEqual([
      { date: MONDAY, time_slots: ["09:00", "10:00", "10:30"], duration: 30 },
    ]); // Tuesday has nothing open, so it is not listed.

    // Moving Monday's period to 10:15-10:45 frees 09:30 and takes 10:00 (10:00-10:30 overlaps) and 10:30.
    await update(
      headers,
      monday.body.data.id,
      period({ day: MONDAY, second_day: MONDAY, time: "10:15", to_time: "10:45" }),
    );
    await remove(headers, tuesday.body.data.id);
    const after = await weekTimeSlots(practitioner.id);
    expect(after.body.practitioner).toEqual([
      { date: MONDAY, time_slots: ["09:00", "09:30"], duration: 30 },
      { date: TUESDAY, time_slots: ["09:00", "10:00"], duration: 60 },
    ]);
  });
});
