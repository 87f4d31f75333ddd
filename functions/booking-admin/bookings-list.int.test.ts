import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOUR_MS } from "../../core/sast-time";
import { protectedRoutes } from "../auth/protected-routes";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { resetMailClientForTests } from "../email/ses";
import { setClockForTests } from "../lib/clock";
import { resetEnvForTests } from "../lib/env";
import { deliverByIds } from "../outbox/outbox";
import { apiEvent, invoke } from "../test/api-event";
import { adminAtTestNow, practitionerSession, sessionOf } from "../test/auth-fixtures";
import {
  createPractitioner,
  csrfHeader,
  MONDAY,
  partition,
  queuedMailsTo,
  SUNDAY,
  TEST_NOW,
  TUESDAY,
  uniqueEmail,
} from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";

// Own table: the list and the counts read every practitioner's bookings of a month.
let handler: typeof import("./handler").handler;
let admin: Record<string, string>;
let adminAccount: Awaited<ReturnType<typeof adminAtTestNow>>["account"];
let first: PractitionerItem;
let second: PractitionerItem;

const REASON = "Chest pains at night";

function get(query: Record<string, string>, headers: Record<string, string> = admin) {
  return invoke(handler, apiEvent("GET", "/api/booking/admin/list", { query, headers }));
}

function post(path: string, body: object, headers: Record<string, string> = { ...admin, ...csrfHeader() }) {
  return invoke(handler, apiEvent("POST", path, { body, headers }));
}

/** A new patient's phone booking through the admin's form (the one booking core). */
async function phoneBooking(practitioner: PractitionerItem, date: string, email = uniqueEmail("listed")) {
  const { status, body } = await post("/api/booking/submission", {
    first_name: "Ayanda",
    last_name: "Khumalo",
    email,
    cellphone_number: "0831234567",
    practitioner_id: practitioner.id,
    date,
    type: 0,
    booking_with: "Cash/Card",
    duration: date.startsWith(TUESDAY) ? 60 : 30,
    reason_for_appointment: REASON,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return email;
}

const week = { from: SUNDAY, to: TUESDAY };
const rows = (body: unknown) => (body as { data: { data: Record<string, unknown>[] } }).data.data;

beforeAll(async () => {
  await useOwnTable("admin-bookings-list-int");
  handler = (await import("./handler")).handler;
  ({ headers: admin, account: adminAccount } = await adminAtTestNow());
  first = await createPractitioner();
  second = await createPractitioner();
  await phoneBooking(first, `${MONDAY}T09:00`);
  await phoneBooking(second, `${MONDAY}T09:30`);
  await phoneBooking(first, `${TUESDAY}T10:00`);
});
afterAll(() => setClockForTests(undefined));

describe("GET /api/booking/admin/list", () => {
  it("lists every practitioner's bookings by start, with the total, and never the reason or contact details", async () => {
    const { status, body } = await get(week);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3 });
    expect(rows(body).map((row) => [row.date, (row.practitioner as { id: string }).id])).toEqual([
      [`${MONDAY} 09:00`, first.id],
      [`${MONDAY} 09:30`, second.id],
      [`${TUESDAY} 10:00`, first.id],
    ]);
    expect(rows(body)[0]).toMatchObject({
      status: "pending",
      practitioner: { id: first.id, name: first.name },
      first_name: "Ayanda",
      by_phone: true,
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(REASON);
    expect(text).not.toContain("0831234567");
    expect(text).not.toContain("@example.org");
  });

  it("filters by practitioner, status and dates, and pages", async () => {
    const own = await get({ ...week, practitioner_id: first.id });
    expect(rows(own.body).map((row) => row.date)).toEqual([`${MONDAY} 09:00`, `${TUESDAY} 10:00`]);
    expect((await get({ ...week, status: "confirmed" })).body).toEqual({ data: { data: [] }, total: 0 });
    const tuesday = await get({ from: TUESDAY, to: TUESDAY });
    expect(rows(tuesday.body).map((row) => row.date)).toEqual([`${TUESDAY} 10:00`]);
    const second = await get({ ...week, perPage: "2", page: "2" });
    expect(second.body).toMatchObject({ total: 3 });
    expect(rows(second.body).map((row) => row.date)).toEqual([`${TUESDAY} 10:00`]);
    // From today (Sunday at TEST_NOW) for 30 days when no dates are given.
    expect((await get({})).body).toMatchObject({ total: 3 });
  });

  it.each([
    [{ from: "22-11-2026" }, "from"],
    [{ from: TUESDAY, to: MONDAY }, "to"],
    [{ from: "2026-01-01", to: "2026-12-31" }, "to"],
    [{ status: "waiting" }, "status"],
    [{ practitioner_id: "Dr Smith" }, "practitioner_id"],
    [{ page: "first" }, "page"],
  ])("answers 400 naming the field for %o", async (query, field) => {
    const { status, body } = await get(query as Record<string, string>);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(field);
  });

  it("is for admins only: no token 401, a practitioner 403, and it is in the role test's table", async () => {
    expect((await get(week, {})).status).toBe(401);
    const { headers } = await practitionerSession();
    expect((await get(week, headers)).status).toBe(403);
    const routes = protectedRoutes.map(({ route }) => route);
    for (const route of [
      "GET /api/booking/admin/list",
      "POST /api/booking/admin/cancel",
      "POST /api/booking/admin/move",
      "GET /api/booking/admin/attention",
      "POST /api/dashboard/bookings/add",
    ])
      expect(routes).toContain(route);
  });
});

describe("cancel and move from the list", () => {
  it("cancels through the status change core: the patient is emailed, the time freed; again is 409", async () => {
    const practitioner = await createPractitioner();
    const email = await phoneBooking(practitioner, `${MONDAY}T10:30`);
    const [row] = rows((await get({ ...week, practitioner_id: practitioner.id })).body);
    const key = { practitioner_id: practitioner.id, id: String(row?.id), date: String(row?.date) };
    const { status, body } = await post("/api/booking/admin/cancel", key);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      success: expect.stringContaining("emailed the patient"),
      data: { status: "cancelled" },
    });
    const mails = await queuedMailsTo([email]);
    expect(mails.map((mail) => mail.kind)).toContain("booking-cancelled-patient");
    const locks = (await partition(keys.practitioner(practitioner.id).PK)).filter(
      (item) => item.entity === "slotLock",
    );
    expect(locks).toEqual([]);
    expect((await post("/api/booking/admin/cancel", key)).status).toBe(409);
    expect(
      (await get({ ...week, status: "cancelled", practitioner_id: practitioner.id })).body,
    ).toMatchObject({
      total: 1,
    });
  });

  it("moves through the reschedule core: both are emailed and the list shows the new time", async () => {
    const practitioner = await createPractitioner();
    const email = await phoneBooking(practitioner, `${MONDAY}T09:00`);
    const [row] = rows((await get({ ...week, practitioner_id: practitioner.id })).body);
    const { status, body } = await post("/api/booking/admin/move", {
      practitioner_id: practitioner.id,
      id: String(row?.id),
      date: String(row?.date),
      to_date: MONDAY,
      to_time: "10:00",
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ data: { id: row?.id, date: `${MONDAY} 10:00` } });
    const kinds = (await queuedMailsTo([email, practitioner.email])).map((mail) => mail.kind);
    expect(kinds).toEqual(expect.arrayContaining(["booking-moved-patient", "booking-moved-practitioner"]));
    const listed = await get({ ...week, practitioner_id: practitioner.id });
    expect(rows(listed.body).map((entry) => entry.date)).toEqual([`${MONDAY} 10:00`]);
  });

  it("answers 400 for a malformed booking and 404 for one that is not there, writing nothing", async () => {
    const bad = await post("/api/booking/admin/cancel", { practitioner_id: first.id, id: "x", date: "soon" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("id");
    const missing = await post("/api/booking/admin/move", {
      practitioner_id: first.id,
      id: "00000000-0000-4000-8000-000000000000",
      date: `${MONDAY} 09:00`,
      to_date: TUESDAY,
      to_time: "09:00",
    });
    expect(missing.status).toBe(404);
    expect((await get({ ...week, practitioner_id: first.id })).body).toMatchObject({ total: 2 });
  });
});

describe("GET /api/booking/admin/attention", () => {
  const counts = async (headers = admin) => {
    const { status, body } = await invoke(
      handler,
      apiEvent("GET", "/api/booking/admin/attention", { headers }),
    );
    expect(status).toBe(200);
    return body as Record<string, number>;
  };

  it("counts requests waiting over 24 h, today's bookings and failing mails", async () => {
    const before = await counts();
    expect(before).toMatchObject({ waiting_requests: 0, today_bookings: 0 });
    // Monday 08:01 SAST, just over 24 h after the bookings were made: Monday's and Tuesday's requests wait.
    setClockForTests(() => TEST_NOW + 24 * HOUR_MS + 60_000);
    try {
      // A session opened at that time (the earlier one's token has expired by then).
      const later = await counts(await sessionOf(adminAccount));
      expect(later.waiting_requests).toBeGreaterThanOrEqual(3);
      expect(later.today_bookings).toBeGreaterThanOrEqual(2);
    } finally {
      setClockForTests(() => TEST_NOW);
    }
    // A mail SES cannot take (nothing listens on port 9: a real connection failure) counts as failing.
    const email = await phoneBooking(second, `${TUESDAY}T09:00`);
    const [mail] = await queuedMailsTo([email]);
    const working = process.env.SES_ENDPOINT;
    process.env.SES_ENDPOINT = "http://127.0.0.1:9";
    resetEnvForTests();
    resetMailClientForTests();
    try {
      expect(await deliverByIds([String(mail?.id)], TEST_NOW)).toMatchObject({ failed: 1 });
    } finally {
      process.env.SES_ENDPOINT = working;
      resetEnvForTests();
      resetMailClientForTests();
    }
    expect((await counts()).mails_failing).toBe((before.mails_failing ?? 0) + 1);
    await deliverByIds([String(mail?.id)], TEST_NOW + HOUR_MS);
    expect((await counts()).mails_failing).toBe(before.mails_failing);
  });

  it("is for admins only", async () => {
    const event = apiEvent("GET", "/api/booking/admin/attention", { headers: {} });
    expect((await invoke(handler, event)).status).toBe(401);
  });
});
