import { describe, expect, it } from "vitest";
import type { DateSlotsItem, WeeklyAvailabilityItem } from "../data/items";
import { keys } from "../data/keys";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs, practitionerSession } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  defaultTemplate,
  MONDAY,
  partition,
  putDateSlots,
  SUNDAY,
  TUESDAY,
  weekTimeSlots,
} from "../test/booking-fixtures";
import { DATE_RECORD_NOT_FOUND, NOT_A_PRACTITIONER } from "./editor";
import { handler } from "./handler";

// The clock is pinned to Sunday 22 November 2026, 08:00 SAST (TEST_NOW).
clockAtTestNowInEachTest();

type Headers = Record<string, string>;
const WEDNESDAY = "2026-11-25";

function getTemplate(headers: Headers) {
  return invoke(handler, apiEvent("GET", "/api/availability/template", { headers }));
}
function saveTemplate(headers: Headers, body: unknown) {
  return invoke(handler, apiEvent("POST", "/api/availability/template", { headers, body: body as object }));
}
function listDates(headers: Headers, query: Record<string, string> = { from: SUNDAY, to: "2027-02-21" }) {
  return invoke(handler, apiEvent("GET", "/api/availability/dates", { headers, query }));
}
function saveDate(headers: Headers, body: unknown) {
  return invoke(handler, apiEvent("POST", "/api/availability/dates", { headers, body: body as object }));
}
function deleteDate(headers: Headers, body: unknown) {
  return invoke(
    handler,
    apiEvent("POST", "/api/availability/dates/delete", { headers, body: body as object }),
  );
}
/** The practitioner's availability items: the template and the date records. */
async function availabilityOf(practitionerId: string) {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return {
    template: items.find((item) => item.entity === "weeklyAvailability") as
      | WeeklyAvailabilityItem
      | undefined,
    dates: items.filter((item) => item.entity === "dateSlots") as unknown as DateSlotsItem[],
  };
}

const template = {
  days: {
    "1": { times: ["10:00", "09:00", "11:00"], duration: 60 },
    "3": { times: ["14:00", "14:20", "14:40"], duration: 20 },
    "5": { times: [], duration: 30 },
  },
};

describe("weekly template", () => {
  it("reads the template, replaces it, and drops days without times", async () => {
    const { practitioner, headers } = await practitionerSession();
    const first = await getTemplate(headers);
    expect(first.status).toBe(200);
    expect(first.headers["Cache-Control"]).toBe("no-store");
    expect(first.body).toEqual({ days: defaultTemplate });

    const saved = await saveTemplate(headers, template);
    const stored = {
      "1": { times: ["09:00", "10:00", "11:00"], duration: 60 },
      "3": { times: ["14:00", "14:20", "14:40"], duration: 20 },
    };
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, days: stored });
    expect((await getTemplate(headers)).body).toEqual({ days: stored });
    const { template: item } = await availabilityOf(practitioner.id);
    expect(item).toMatchObject({
      ...keys.weeklyAvailability(practitioner.id),
      entity: "weeklyAvailability",
      practitionerId: practitioner.id,
      days: stored,
    });

    expect((await saveTemplate(headers, { days: {} })).body).toEqual({ success: true, days: {} });
    expect((await getTemplate(headers)).body).toEqual({ days: {} });
  });

  it("gives an empty template to a practitioner who never had one", async () => {
    const account = await createAccount("practitioner");
    const headers = bearer((await loginAs(account)).access_token);
    expect((await getTemplate(headers)).body).toEqual({ days: {} });
  });

  const day = (times: unknown, duration: unknown = 30) => ({ days: { "1": { times, duration } } });
  const many = Array.from(
    { length: 49 },
    (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
  );
  const bad: [string, unknown, string, RegExp?][] = [
    ["a weekday key that is not 0-6", { days: { "7": { times: ["09:00"], duration: 30 } } }, "days.7"],
    ["a weekday name as key", { days: { monday: { times: ["09:00"], duration: 30 } } }, "days.monday"],
    ["a time off the 5-minute grid", day(["09:07"]), "days.1.times.0"],
    ["a time that is not HH:mm", day(["9:00"]), "days.1.times.0"],
    ["24:00", day(["24:00"]), "days.1.times.0"],
    ["overlapping times", day(["09:00", "09:20"]), "days.1.times", /^Monday: 09:00 and 09:20 overlap/],
    ["a repeated time", day(["09:00", "09:00"]), "days.1.times", /09:00 is listed twice/],
    ["a slot past midnight", day(["23:30"], 60), "days.1.times", /past midnight/],
    ["a duration of 45", day(["09:00"], 45), "days.1.duration"],
    ["a duration as text", day(["09:00"], "30"), "days.1.duration"],
    ["no duration", { days: { "1": { times: ["09:00"] } } }, "days.1.duration"],
    ["49 times in a day", day(many), "days.1.times"],
    ["no days", {}, "days"],
    ["days as a list", { days: [] }, "days"],
  ];

  it.each(bad)("refuses %s with a 400 naming the field and writes nothing", async (_, body, field, text) => {
    const { practitioner, headers } = await practitionerSession();
    const before = await availabilityOf(practitioner.id);
    const answer = await saveTemplate(headers, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^Please check the form: /);
    expect(answer.body.fields[field], JSON.stringify(answer.body)).toBeTruthy();
    if (text) expect(answer.body.fields[field]).toMatch(text);
    expect(await availabilityOf(practitioner.id)).toEqual(before);
  });
});

describe("date records", () => {
  it("creates, replaces, lists and removes a date's record", async () => {
    const { practitioner, headers } = await practitionerSession();
    expect((await listDates(headers)).body).toEqual({ data: [] });

    const created = await saveDate(headers, {
      date: WEDNESDAY,
      time_slots: ["10:00", "08:00"],
      duration: 60,
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      success: true,
      data: { date: WEDNESDAY, time_slots: ["08:00", "10:00"], duration: 60 },
    });
    const closed = await saveDate(headers, { date: "2026-12-24", time_slots: [], duration: 30 });
    expect(closed.status).toBe(200);
    const replaced = await saveDate(headers, {
      date: WEDNESDAY,
      time_slots: ["13:00", "13:20"],
      duration: 20,
    });
    expect(replaced.body.data).toEqual({ date: WEDNESDAY, time_slots: ["13:00", "13:20"], duration: 20 });

    const listed = await listDates(headers);
    expect(listed.status).toBe(200);
    expect(listed.headers["Cache-Control"]).toBe("no-store");
    expect(listed.body).toEqual({
      data: [replaced.body.data, { date: "2026-12-24", time_slots: [], duration: 30 }],
    });
    // The range is inclusive at both ends and nothing outside it is listed.
    expect((await listDates(headers, { from: "2026-12-24", to: "2026-12-24" })).body.data).toHaveLength(1);
    expect((await listDates(headers, { from: "2026-11-26", to: "2026-12-23" })).body.data).toEqual([]);

    const { dates } = await availabilityOf(practitioner.id);
    expect(dates).toHaveLength(2);
    expect(dates.find((item) => item.date === WEDNESDAY)).toMatchObject({
      ...keys.dateSlots(practitioner.id, WEDNESDAY),
      entity: "dateSlots",
      practitionerId: practitioner.id,
      timeSlots: ["13:00", "13:20"],
      duration: 20,
      // Removed by the table's TTL 30 days after the day ends.
      expiresAt: Date.parse("2026-11-25T22:00:00Z") / 1000 + 30 * 86_400,
    });

    const removed = await deleteDate(headers, { date: WEDNESDAY });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect((await listDates(headers)).body.data).toEqual([
      { date: "2026-12-24", time_slots: [], duration: 30 },
    ]);
    const again = await deleteDate(headers, { date: WEDNESDAY });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: DATE_RECORD_NOT_FOUND });
  });

  it("accepts today and exactly 366 days ahead", async () => {
    const { headers } = await practitionerSession();
    expect((await saveDate(headers, { date: SUNDAY, time_slots: ["18:00"], duration: 30 })).status).toBe(200);
    expect((await saveDate(headers, { date: "2027-11-23", time_slots: [], duration: 30 })).status).toBe(200);
  });

  const record = (overrides: Record<string, unknown> = {}) => ({
    date: MONDAY,
    time_slots: ["09:00", "10:00"],
    duration: 30,
    ...overrides,
  });
  const bad: [string, unknown, string][] = [
    ["a past date", record({ date: "2026-11-21" }), "date"],
    ["a date more than 366 days ahead", record({ date: "2027-11-24" }), "date"],
    ["a date that does not exist", record({ date: "2026-02-30" }), "date"],
    ["no date", { time_slots: [], duration: 30 }, "date"],
    ["an off-grid time", record({ time_slots: ["09:02"] }), "time_slots.0"],
    ["overlapping times", record({ time_slots: ["09:00", "09:30"], duration: 60 }), "time_slots"],
    ["a bad duration", record({ duration: 15 }), "duration"],
    ["time_slots not a list", record({ time_slots: "09:00" }), "time_slots"],
    [
      "49 times",
      record({
        time_slots: Array.from(
          { length: 49 },
          (_, i) => `${String(i % 24).padStart(2, "0")}:${i < 24 ? "00" : "30"}`,
        ),
      }),
      "time_slots",
    ],
  ];

  it.each(bad)("refuses %s with a 400 naming the field and writes nothing", async (_, body, field) => {
    const { practitioner, headers } = await practitionerSession();
    const answer = await saveDate(headers, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^Please check the form: /);
    expect(answer.body.fields[field], JSON.stringify(answer.body)).toBeTruthy();
    expect((await availabilityOf(practitioner.id)).dates).toEqual([]);
  });

  it("refuses a bad range or a bad date to remove", async () => {
    const { headers } = await practitionerSession();
    const tooLong = await listDates(headers, { from: SUNDAY, to: "2027-02-22" });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.to).toMatch(/92 days/);
    expect((await listDates(headers, { from: MONDAY, to: SUNDAY })).status).toBe(400);
    expect((await listDates(headers, { from: MONDAY })).body.fields.to).toBe("is required");
    expect((await deleteDate(headers, { date: "tomorrow" })).body.fields.date).toBeTruthy();
  });
});

describe("whose availability", () => {
  it("only ever touches the caller's own items, whatever the body says", async () => {
    const me = await practitionerSession();
    const other = await practitionerSession();
    await putDateSlots(other.practitioner.id, WEDNESDAY, ["08:00"], 30);
    const before = await availabilityOf(other.practitioner.id);

    const body = { ...template, practitioner_id: other.practitioner.id, auth_id: other.account.email };
    expect((await saveTemplate(me.headers, body)).status).toBe(200);
    expect(
      (
        await saveDate(me.headers, {
          date: TUESDAY,
          time_slots: [],
          duration: 30,
          practitioner_id: other.practitioner.id,
        })
      ).status,
    ).toBe(200);
    // The other's Wednesday record is not the caller's: listing misses it, deleting is a 404.
    expect((await listDates(me.headers)).body.data).toEqual([
      { date: TUESDAY, time_slots: [], duration: 30 },
    ]);
    expect(
      (await deleteDate(me.headers, { date: WEDNESDAY, practitioner_id: other.practitioner.id })).status,
    ).toBe(404);

    expect(await availabilityOf(other.practitioner.id)).toEqual(before);
    expect((await getTemplate(other.headers)).body).toEqual({ days: defaultTemplate });
    expect((await availabilityOf(me.practitioner.id)).dates.map((item) => item.date)).toEqual([TUESDAY]);
  });

  it("answers 403 to an admin and to an account without a practitioner, 401 without a token", async () => {
    const admin = bearer((await loginAs(await createAccount("admin"))).access_token);
    const orphan = bearer(
      (await loginAs(await createAccount("practitioner", { practitionerId: undefined }))).access_token,
    );
    for (const headers of [admin, orphan]) {
      expect((await getTemplate(headers)).status).toBe(403);
      expect((await saveTemplate(headers, template)).status).toBe(403);
      expect((await listDates(headers)).status).toBe(403);
      expect((await saveDate(headers, { date: MONDAY, time_slots: [], duration: 30 })).status).toBe(403);
      expect((await deleteDate(headers, { date: MONDAY })).status).toBe(403);
    }
    expect((await getTemplate(orphan)).body).toEqual({ error: NOT_A_PRACTITIONER });
    expect((await getTemplate({})).status).toBe(401);
    expect((await saveTemplate({}, template)).status).toBe(401);
  });
});

describe("the public calendar", () => {
  it("offers the new template, and a date record wins over it for that day", async () => {
    const { practitioner, headers } = await practitionerSession();
    expect((await weekTimeSlots(practitioner.id)).body.practitioner).toEqual([
      { date: MONDAY, time_slots: ["09:00", "09:30", "10:00", "10:30"], duration: 30 },
      { date: TUESDAY, time_slots: ["09:00", "10:00"], duration: 60 },
    ]);

    await saveTemplate(headers, template);
    expect((await weekTimeSlots(practitioner.id)).body.practitioner).toEqual([
      { date: MONDAY, time_slots: ["09:00", "10:00", "11:00"], duration: 60 },
      { date: WEDNESDAY, time_slots: ["14:00", "14:20", "14:40"], duration: 20 },
    ]);

    // Monday closed by an empty record; Tuesday opened by one although the template has no Tuesday.
    await saveDate(headers, { date: MONDAY, time_slots: [], duration: 30 });
    await saveDate(headers, { date: TUESDAY, time_slots: ["15:00", "15:30"], duration: 30 });
    expect((await weekTimeSlots(practitioner.id)).body.practitioner).toEqual([
      { date: TUESDAY, time_slots: ["15:00", "15:30"], duration: 30 },
      { date: WEDNESDAY, time_slots: ["14:00", "14:20", "14:40"], duration: 20 },
    ]);

    // Removing Monday's record brings back the template for Monday.
    await deleteDate(headers, { date: MONDAY });
    expect((await weekTimeSlots(practitioner.id)).body.practitioner).toEqual([
      { date: MONDAY, time_slots: ["09:00", "10:00", "11:00"], duration: 60 },
      { date: TUESDAY, time_slots: ["15:00", "15:30"], duration: 30 },
      { date: WEDNESDAY, time_slots: ["14:00", "14:20", "14:40"], duration: 20 },
    ]);
  });
});
