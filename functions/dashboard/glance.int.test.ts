/**
 * GET /api/dashboard/glance: the counts at the top of a practitioner's dashboard, against DynamoDB
 * Local. The clock is injected (setClockForTests) to stand on different days of the test week.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { setClockForTests } from "../lib/clock";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs, practitionerSession, sessionOf } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  csrfHeader,
  ipSequence,
  MONDAY,
  putSchemes,
  SATURDAY,
  SUNDAY,
  TUESDAY,
} from "../test/booking-fixtures";
import { book } from "../test/manage-fixtures";
import { join, joinBody } from "../test/waitlist-fixtures";
import { ENTRY_MS } from "../waitlist/entries";
import { handler } from "./handler";

const NEXT_MONDAY = "2026-11-30";
const nextIp = ipSequence("10.125");

function glance(headers: Record<string, string>) {
  return invoke(handler, apiEvent("GET", "/api/dashboard/glance", { headers }));
}

function act(
  action: "confirm" | "decline",
  headers: Record<string, string>,
  booking: { id: string; date: string },
) {
  return invoke(
    handler,
    apiEvent("POST", `/api/dashboard/bookings/${action}`, {
      headers,
      body: { id: booking.id, date: booking.date },
    }),
  );
}

clockAtTestNowInEachTest();
beforeAll(putSchemes);

describe("the dashboard's glance", () => {
  it("counts requests waiting, today's and this week's appointments, and follows the day", async () => {
    const { practitioner, account, headers } = await practitionerSession();
    const at = async (date: string, duration = 30) =>
      (await book(practitioner, { date, duration }, nextIp())).booking as { id: string; date: string };
    // This week (Sunday 22 to Saturday 28): two confirmed, one waiting, one declined.
    for (const booking of [await at(`${MONDAY} 09:00`), await at(`${TUESDAY} 09:00`, 60)])
      expect((await act("confirm", headers, booking)).status).toBe(200);
    await at(`${TUESDAY} 10:00`, 60);
    expect((await act("decline", headers, await at(`${MONDAY} 10:00`))).status).toBe(200);
    // Next week: one confirmed (not this week's), one waiting (a request all the same).
    expect((await act("confirm", headers, await at(`${NEXT_MONDAY} 09:00`))).status).toBe(200);
    await at(`${NEXT_MONDAY} 10:00`);
    // Another practitioner's bookings never count.
    const other = await practitionerSession();
    await book(other.practitioner, { date: `${MONDAY} 09:30` }, nextIp());

    const sunday = await glance(headers);
    expect(sunday.status).toBe(200);
    expect(sunday.body).toEqual({
      today: SUNDAY,
      week_last_day: SATURDAY,
      requests_waiting: 2,
      today_appointments: 0,
      week_appointments: 2,
      waitlist_waiting: 0,
    });

    // Monday 09:45 SAST: the 09:00 appointment has ended but was today's; the week still has both.
    setClockForTests(() => Date.parse(`${MONDAY}T07:45:00Z`));
    const monday = await glance(await sessionOf(account));
    expect(monday.body).toMatchObject({ today: MONDAY, today_appointments: 1, week_appointments: 2 });

    // Tuesday 11:30 SAST: the 10:00 request's time passed unanswered (expired, not waiting); the
    // Monday appointment is no longer this week's from today on.
    setClockForTests(() => Date.parse(`${TUESDAY}T09:30:00Z`));
    const tuesday = await glance(await sessionOf(account));
    expect(tuesday.body).toEqual({
      today: TUESDAY,
      week_last_day: SATURDAY,
      requests_waiting: 1,
      today_appointments: 1,
      week_appointments: 1,
      waitlist_waiting: 0,
    });
    // Seven bookings through the public form and their mails: slow on a busy machine.
  }, 90_000);

  it("answers a practitioner with no bookings with zeros", async () => {
    const { headers } = await practitionerSession();
    expect((await glance(headers)).body).toMatchObject({
      requests_waiting: 0,
      today_appointments: 0,
      week_appointments: 0,
    });
  });

  it("counts the practitioner's active waitlist entries (issue 26), never who they are", async () => {
    const { practitioner, headers } = await practitionerSession();
    const other = await practitionerSession();
    setClockForTests(() => Date.parse(`${SUNDAY}T06:00:00Z`) - ENTRY_MS);
    await join(joinBody(practitioner), csrfHeader(), nextIp()); // expired by now
    setClockForTests(() => Date.parse(`${SUNDAY}T06:00:00Z`));
    for (const body of [joinBody(practitioner), joinBody(practitioner), joinBody(other.practitioner)])
      expect((await join(body, csrfHeader(), nextIp())).status).toBe(200);
    const { body } = await glance(headers);
    expect(body.waitlist_waiting).toBe(2);
    expect(JSON.stringify(body)).not.toContain("@");
  });

  it("refuses a missing or wrong session (401), an admin and an account with no listing (403)", async () => {
    expect((await glance({})).status).toBe(401);
    expect((await glance(bearer("not-a-token"))).status).toBe(401);
    const admin = await glance(await sessionOf(await createAccount("admin")));
    expect(admin.status).toBe(403);
    const unlinked = await loginAs(await createAccount("practitioner", { practitionerId: undefined }));
    const refused = await glance(bearer(unlinked.access_token));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/not linked/);
  });
});
