/**
 * The booking flow as an attacker would try it (docs/security.md): which weeks time slots answer,
 * what past bookings look like, per-address and per-email limits, the pending-booking allowance,
 * and that a booking cannot rewrite a known patient.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handler as authHandler } from "../auth/handler";
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { handler as practitionerHandler } from "../practitioner/handler";
import { handler as registrationHandler } from "../registration/handler";
import { apiEvent, invoke } from "../test/api-event";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  MONDAY,
  manageTokenIn,
  partition,
  putSchemes,
  queuedMailsTo,
  SATURDAY,
  SUNDAY,
  TEST_NOW,
  TUESDAY,
  uniqueEmail,
} from "../test/booking-fixtures";
import { handler } from "./handler";
import { TOO_MANY_PENDING } from "./pending-allowance";

type Practitioner = Awaited<ReturnType<typeof createPractitioner>>;

function submit(body: object, sourceIp = "127.0.0.1") {
  return invoke(handler, apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader(), sourceIp }));
}

function timeSlots(id: string, start_date: string, end_date: string) {
  return invoke(
    practitionerHandler,
    apiEvent("GET", "/api/practitioner/timeSlots", { query: { id, start_date, end_date } }),
  );
}

async function bookingsOf(practitionerId: string): Promise<BookingItem[]> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "booking") as unknown as BookingItem[];
}

/** Book `times` (Monday) for one email and return the manage tokens. */
async function bookMany(practitioner: Practitioner, email: string, times: string[]) {
  const tokens: string[] = [];
  for (const time of times) {
    const answer = await submit(bookingBody(practitioner, { email, date: `${MONDAY} ${time}` }));
    expect(answer.status).toBe(201);
  }
  for (const mail of await queuedMailsTo([email])) tokens.push(manageTokenIn(mail));
  return tokens;
}

beforeAll(async () => {
  await putSchemes();
});
beforeEach(() => setClockForTests(() => TEST_NOW));
afterEach(() => setRateLimitsForTests(undefined));
afterAll(() => setClockForTests(undefined));

describe("GET /api/practitioner/timeSlots only answers bookable weeks", () => {
  it("answers this week and the week of the horizon's last day; 400 before and after", async () => {
    const practitioner = await createPractitioner();
    expect((await timeSlots(practitioner.id, SUNDAY, SATURDAY)).status).toBe(200);
    // 22 November 2026 + 180 days = Friday 21 May 2027, in the week of Sunday 16 May.
    expect((await timeSlots(practitioner.id, "2027-05-16", "2027-05-22")).status).toBe(200);
    for (const [start, end] of [
      ["2026-11-15", "2026-11-21"],
      ["2020-01-05", "2020-01-11"],
      ["2027-05-23", "2027-05-29"],
    ] as const) {
      const refused = await timeSlots(practitioner.id, start, end);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/Please choose a week between the week of Sunday 22 November 2026/);
    }
  });

  it("shows a started pending booking as expired and leaves out bookings that have ended", async () => {
    const practitioner = await createPractitioner();
    await bookMany(practitioner, uniqueEmail("past"), ["09:00"]);
    const at = (ms: number) => setClockForTests(() => ms);
    at(Date.parse(`${MONDAY}T07:10:00Z`)); // 09:10 SAST, during the appointment
    const during = await timeSlots(practitioner.id, SUNDAY, SATURDAY);
    expect(during.body.booking).toEqual([{ date: `${MONDAY} 09:00`, status: "expired", duration: 30 }]);
    at(Date.parse(`${MONDAY}T07:30:00Z`)); // its end
    expect((await timeSlots(practitioner.id, SUNDAY, SATURDAY)).body.booking).toEqual([]);
  });
});

describe("POST /api/booking/submit limits", () => {
  let practitioner: Practitioner;
  beforeEach(async () => {
    practitioner = await createPractitioner();
  });

  it("per client address: 429 with Retry-After and nothing written; another address still books", async () => {
    setRateLimitsForTests({ "booking-ip": { max: 2 } });
    const ip = "198.51.100.20";
    expect((await submit(bookingBody(practitioner, { date: `${MONDAY} 09:00` }), ip)).status).toBe(201);
    expect((await submit(bookingBody(practitioner, { date: `${MONDAY} 09:30` }), ip)).status).toBe(201);
    const refused = await submit(bookingBody(practitioner, { date: `${MONDAY} 10:00` }), ip);
    expect(refused.status).toBe(429);
    expect(refused.headers["Retry-After"]).toBe("3600");
    expect(refused.headers["Access-Control-Expose-Headers"]).toContain("Retry-After");
    expect(refused.body).toEqual({ error: expect.stringMatching(/Too many requests from your network/) });
    expect(await bookingsOf(practitioner.id)).toHaveLength(2);
    expect(
      (await submit(bookingBody(practitioner, { date: `${MONDAY} 10:00` }), "198.51.100.21")).status,
    ).toBe(201);
  });

  it("per email, whatever the address", async () => {
    setRateLimitsForTests({ "booking-email": { max: 1 } });
    const email = uniqueEmail("limited");
    expect(
      (await submit(bookingBody(practitioner, { email, date: `${MONDAY} 09:00` }), "192.0.2.1")).status,
    ).toBe(201);
    const refused = await submit(bookingBody(practitioner, { email, date: `${MONDAY} 09:30` }), "192.0.2.2");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/for this email address/);
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(0);
    expect(await queuedMailsTo([email])).toHaveLength(1);
  });

  it("at most 3 pending bookings per email; an answer or cancellation gives the place back", async () => {
    const email = uniqueEmail("pending");
    const [first] = await bookMany(practitioner, email, ["09:00", "09:30", "10:00"]);
    const fourth = await submit(bookingBody(practitioner, { email, date: `${MONDAY} 10:30` }));
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ error: TOO_MANY_PENDING });
    expect(fourth.headers["Retry-After"]).toBeDefined();
    expect(await bookingsOf(practitioner.id)).toHaveLength(3);

    const cancelled = await invoke(
      handler,
      apiEvent("POST", "/api/booking/cancel", { body: { token: first }, headers: csrfHeader() }),
    );
    expect(cancelled.status).toBe(200);
    expect((await submit(bookingBody(practitioner, { email, date: `${MONDAY} 10:30` }))).status).toBe(201);
  });

  it("a place frees itself when its booking's time comes unanswered", async () => {
    const email = uniqueEmail("expiring");
    await bookMany(practitioner, email, ["09:00", "09:30", "10:00"]);
    setClockForTests(() => Date.parse(`${MONDAY}T07:00:00Z`)); // Monday 09:00: the first one expires
    const tuesday = await submit(
      bookingBody(practitioner, { email, date: `${TUESDAY} 10:00`, duration: 60 }),
    );
    expect(tuesday.status).toBe(201);
  });

  it("lets at most 3 of 6 simultaneous requests from one email through", async () => {
    const email = uniqueEmail("burst");
    const slots = [
      { date: `${MONDAY} 09:00` },
      { date: `${MONDAY} 09:30` },
      { date: `${MONDAY} 10:00` },
      { date: `${MONDAY} 10:30` },
      { date: `${TUESDAY} 09:00`, duration: 60 },
      { date: `${TUESDAY} 10:00`, duration: 60 },
    ];
    const results = await Promise.all(
      slots.map((slot) => submit(bookingBody(practitioner, { email, ...slot }))),
    );
    const created = results.filter((result) => result.status === 201);
    expect(created.length).toBeLessThanOrEqual(3);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const result of results) expect([201, 409, 429]).toContain(result.status);
    expect(await bookingsOf(practitioner.id)).toHaveLength(created.length);
  });

  it("never rewrites a known patient's stored details; the new ones stay on the booking", async () => {
    const email = uniqueEmail("known");
    await bookMany(practitioner, email, ["09:00"]);
    const other = bookingBody(practitioner, {
      email,
      date: `${MONDAY} 09:30`,
      first_name: "Mallory",
      last_name: "Intruder",
      cellphone_number: "0820000000",
    });
    expect((await submit(other)).status).toBe(201);
    const [patient] = (await partition(keys.patient(email).PK)).filter((item) => item.entity === "patient");
    expect(patient).toMatchObject({ firstName: "Lerato", lastName: "Dlamini" });
    const second = (await bookingsOf(practitioner.id)).find((booking) => booking.time === "09:30");
    expect(second).toMatchObject({ firstName: "Mallory", lastName: "Intruder", cellphone: "0820000000" });
  });
});

/** A forgot-password request from one client address, each time for a new email. */
function forgotFrom(sourceIp: string) {
  return invoke(
    authHandler,
    apiEvent("POST", "/api/auth/password/forgot", {
      body: { email: uniqueEmail("forgot") },
      headers: csrfHeader(),
      sourceIp,
    }),
  );
}

describe("other public writes are limited per client address", () => {
  it("photo upload presigns: 429 with Retry-After over the limit", async () => {
    setRateLimitsForTests({ "photo-upload-ip": { max: 1 } });
    const ask = () =>
      invoke(
        registrationHandler,
        apiEvent("POST", "/api/registration/photo-upload", {
          body: { content_type: "image/webp", size: 1000 },
          headers: csrfHeader(),
          sourceIp: "203.0.113.50",
        }),
      );
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["Retry-After"])).toBe(3600);
  });

  it("forgot-password: 429 with Retry-After over the per-address limit", async () => {
    setRateLimitsForTests({ "forgot-password-ip": { max: 1 } });
    expect((await forgotFrom("203.0.113.51")).status).toBe(200);
    expect((await forgotFrom("203.0.113.51")).status).toBe(429);
  });

  it("an IPv6 client is counted by its /64, so rotating addresses inside it does not help", async () => {
    setRateLimitsForTests({ "forgot-password-ip": { max: 1 } });
    expect((await forgotFrom("2001:db8:aa:bb::1")).status).toBe(200);
    expect((await forgotFrom("2001:db8:aa:bb:ffff::2")).status).toBe(429);
    expect((await forgotFrom("2001:db8:aa:cc::1")).status).toBe(200);
  });
});
