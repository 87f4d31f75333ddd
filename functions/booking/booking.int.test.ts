import { TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { offeredTimes } from "../../core/slots";
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { handler as practitionerHandler } from "../practitioner/handler";
import { apiEvent, invoke } from "../test/api-event";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  MONDAY,
  partition,
  put,
  putDateSlots,
  putOutOfOffice,
  putSchemes,
  queuedMailsTo,
  SATURDAY,
  SUNDAY,
  TEST_NOW,
  TUESDAY,
  uniqueEmail,
} from "../test/booking-fixtures";
import { handler } from "./handler";

const submitRoute = "/api/booking/submit";

function submit(body: unknown, headers: Record<string, string> = csrfHeader()) {
  return invoke(handler, apiEvent("POST", submitRoute, { body: body as object, headers }));
}

function timeSlots(query: Record<string, string>) {
  return invoke(practitionerHandler, apiEvent("GET", "/api/practitioner/timeSlots", { query }));
}

function durationOf(practitionerId: string, dateTime: string) {
  return invoke(
    handler,
    apiEvent("GET", `/api/booking/get/duration/${practitionerId}/${dateTime}`, {
      route: "/api/booking/get/duration/{practitionerId}/{dateTime}",
      pathParameters: { practitionerId, dateTime },
    }),
  );
}

async function bookingsOf(practitionerId: string): Promise<BookingItem[]> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "booking") as unknown as BookingItem[];
}

async function locksOf(practitionerId: string) {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "slotLock");
}

beforeAll(async () => {
  setClockForTests(() => TEST_NOW);
  await putSchemes();
});
afterAll(() => setClockForTests(undefined));

describe("GET /api/practitioner/timeSlots", () => {
  it("returns the week's records and no bookings for a fresh practitioner", async () => {
    const practitioner = await createPractitioner();
    const { status, body } = await timeSlots({ id: practitioner.id, start_date: SUNDAY, end_date: SATURDAY });
    expect(status).toBe(200);
    expect(body).toEqual({
      practitioner: [
        { date: MONDAY, time_slots: ["09:00", "09:30", "10:00", "10:30"], duration: 30 },
        { date: TUESDAY, time_slots: ["09:00", "10:00"], duration: 60 },
      ],
      booking: [],
    });
  });

  it("uses a date record over the template and drops out-of-office and past times", async () => {
    const practitioner = await createPractitioner();
    await putDateSlots(practitioner.id, TUESDAY, ["14:00", "08:00"], 20);
    await putOutOfOffice(practitioner.id, MONDAY, MONDAY, "09:45", "10:15");
    const { body } = await timeSlots({ id: practitioner.id, start_date: SUNDAY, end_date: SATURDAY });
    expect(body.practitioner).toEqual([
      { date: MONDAY, time_slots: ["09:00", "10:30"], duration: 30 },
      { date: TUESDAY, time_slots: ["08:00", "14:00"], duration: 20 },
    ]);
  });

  it.each([
    [{ start_date: "2026-11-23", end_date: "2026-11-29" }, "start_date"],
    [{ start_date: SUNDAY, end_date: "2026-11-27" }, "end_date"],
    [{ start_date: SUNDAY, end_date: "2026-12-05" }, "end_date"],
    [{ start_date: "22-11-2026", end_date: SATURDAY }, "start_date"],
    [{ start_date: SUNDAY }, "end_date"],
  ])("refuses a week that is not Sunday to Saturday: %o", async (dates, field) => {
    const { status, body } = await timeSlots({ id: "1", ...dates } as Record<string, string>);
    expect(status).toBe(400);
    expect(body.fields[field]).toBeTruthy();
    expect(body.error).toMatch(/Please check/);
  });

  it("refuses a malformed id and answers 404 for an unknown or deactivated practitioner", async () => {
    expect((await timeSlots({ id: "abc", start_date: SUNDAY, end_date: SATURDAY })).status).toBe(400);
    expect((await timeSlots({ id: "999999999999", start_date: SUNDAY, end_date: SATURDAY })).status).toBe(
      404,
    );
    const gone = await createPractitioner({ isActive: false });
    expect((await timeSlots({ id: gone.id, start_date: SUNDAY, end_date: SATURDAY })).status).toBe(404);
  });
});

describe("GET /api/booking/get/duration/{practitionerId}/{dateTime}", () => {
  it("gives the slot's duration, with a space, a T or an encoded space", async () => {
    const practitioner = await createPractitioner();
    expect((await durationOf(practitioner.id, `${MONDAY}T09:30`)).body).toEqual({ duration: 30 });
    expect((await durationOf(practitioner.id, `${TUESDAY} 10:00`)).body).toEqual({ duration: 60 });
    expect((await durationOf(practitioner.id, `${TUESDAY}%2010:00`)).body).toEqual({ duration: 60 });
  });

  it("404s a time that is not a slot and 400s a malformed date", async () => {
    const practitioner = await createPractitioner();
    const missing = await durationOf(practitioner.id, `${MONDAY}T11:00`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/no appointment time at 11:00/);
    expect((await durationOf(practitioner.id, "tomorrow")).status).toBe(400);
    expect((await durationOf("x1", `${MONDAY}T09:00`)).status).toBe(400);
  });
});

describe("POST /api/booking/submit", () => {
  let practitioner: Awaited<ReturnType<typeof createPractitioner>>;
  beforeEach(async () => {
    practitioner = await createPractitioner();
  });

  it("stores a pending booking, its locks, the patient, the consent and two queued emails", async () => {
    const body = bookingBody(practitioner, { booking_with: "Medical aid", medical_aid_id: "902", type: 1 });
    const { status, body: answer } = await submit(body);
    expect(status).toBe(201);
    expect(answer.success).toBeTruthy();
    expect(answer.booking).toMatchObject({
      status: "pending",
      date: `${MONDAY} 09:00`,
      duration: 30,
      type: 1,
      booking_with: "Medical aid",
      medical_aid: "Bonitas Medical Fund",
      cancellable: true,
    });
    // By when it must be confirmed: the earlier of 48 h after the request and 2 h before its start.
    expect(answer.confirm_by).toBe(`${MONDAY} 07:00`);
    // The video link is for the manage link's holder only (manage.int.test.ts shows it there), and so
    // is the manage link itself: the mail carries it, never this answer.
    expect(answer.booking).not.toHaveProperty("video_url");
    expect(JSON.stringify(answer)).not.toMatch(/token|manage/i);
    expect(JSON.stringify(answer)).not.toContain(body.reason_for_appointment);

    const [booking] = await bookingsOf(practitioner.id);
    expect(booking?.videoUrl).toMatch(/^https:\/\/meet\.jit\.si\/VulaHealth-[0-9a-f]{24}$/);
    expect(booking).toMatchObject({
      status: "pending",
      termsVersion: expect.any(String),
      reason: body.reason_for_appointment,
    });
    expect((await locksOf(practitioner.id)).map((lock) => lock.SK)).toEqual(
      ["09:00", "09:05", "09:10", "09:15", "09:20", "09:25"].map((t) => `LOCK#${MONDAY}T${t}`),
    );
    const patient = await partition(keys.patient(body.email.toLowerCase()).PK);
    expect(patient.map((item) => item.entity).sort()).toEqual(["consent", "patient", "pendingPlace"]);
    expect(patient.find((item) => item.entity === "consent")).toMatchObject({
      termsVersion: booking?.termsVersion,
      bookingId: booking?.id,
    });

    const mails = await queuedMailsTo([body.email, practitioner.email]);
    expect(mails.map((mail) => mail.mail.to).sort()).toEqual([[body.email], [practitioner.email]].sort());
    for (const mail of mails) expect(JSON.stringify(mail.mail)).not.toContain(body.reason_for_appointment);
  });

  it("uses the practitioner's own video link for a virtual booking when there is one", async () => {
    const own = await createPractitioner({ meetingUrl: "https://zoom.us/j/5551234567" });
    const { body } = await submit(bookingBody(own, { type: 1 }));
    expect(body.booking).not.toHaveProperty("video_url");
    const [booking] = await bookingsOf(own.id);
    expect(booking?.videoUrl).toBe("https://zoom.us/j/5551234567");
  });

  it("refuses a booking when the practitioner is deactivated between its checks and its write", async () => {
    const practitioner = await createPractitioner();
    // The race cannot be timed from outside: the deactivation is injected just before the
    // booking's transaction goes out (the one place a mock stands in for a real admin).
    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    const spy = vi.spyOn(client, "send").mockImplementation((async (command: unknown) => {
      if (command instanceof TransactWriteCommand) {
        await send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.practitioner(practitioner.id),
            UpdateExpression: "SET isActive = :no",
            ExpressionAttributeValues: { ":no": false },
          }),
        );
      }
      return send(command);
    }) as never);
    try {
      const { status, body } = await submit(bookingBody(practitioner, { email: uniqueEmail("race") }));
      expect(status).toBe(404);
      expect(body.error).toMatch(/no longer be listed/);
    } finally {
      spy.mockRestore();
    }
    expect(await bookingsOf(practitioner.id)).toEqual([]);
    expect(await locksOf(practitioner.id)).toEqual([]);
  });

  it("lets exactly one of 50 simultaneous requests for one slot win; the rest get 409", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => submit(bookingBody(practitioner, { date: `${MONDAY} 10:00` }))),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const loser of results.filter((result) => result.status === 409))
      expect(loser.body.error).toMatch(/just been booked/);
    expect(await bookingsOf(practitioner.id)).toHaveLength(1);
    expect(await locksOf(practitioner.id)).toHaveLength(6);
  });

  it("blocks a 30-minute slot that overlaps a 60-minute booking", async () => {
    await putDateSlots(practitioner.id, TUESDAY, ["09:00"], 60);
    expect((await submit(bookingBody(practitioner, { date: `${TUESDAY} 09:00`, duration: 60 }))).status).toBe(
      201,
    );
    // The practitioner then opens 30-minute slots that day.
    await putDateSlots(practitioner.id, TUESDAY, ["09:00", "09:30", "10:00"], 30);
    const week = await timeSlots({ id: practitioner.id, start_date: SUNDAY, end_date: SATURDAY });
    const tuesday = week.body.practitioner.find((record: { date: string }) => record.date === TUESDAY);
    expect(
      offeredTimes(tuesday, {
        bookings: week.body.booking,
        outOfOffice: [],
        nowMs: TEST_NOW,
        minNoticeMinutes: 0,
      }),
    ).toEqual(["10:00"]);
    const overlap = await submit(bookingBody(practitioner, { date: `${TUESDAY} 09:30`, duration: 30 }));
    expect(overlap.status).toBe(409);
    expect((await submit(bookingBody(practitioner, { date: `${TUESDAY} 10:00`, duration: 30 }))).status).toBe(
      201,
    );
  });

  it("answers a retry with the first result only under the same Idempotency-Key", async () => {
    const body = bookingBody(practitioner, { type: 1 });
    const headers = { ...csrfHeader(), "idempotency-key": "retry-key-0001" };
    const first = await submit(body, headers);
    const again = await submit(body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.booking).not.toHaveProperty("video_url");
    // The same email and slot without the key is a stranger's request: 409 and nothing about the booking.
    const sameEmail = await submit({ ...body, email: body.email.toUpperCase() });
    const stranger = await submit(bookingBody(practitioner, { type: 1 }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual(stranger.body);
    expect(Object.keys(sameEmail.body)).toEqual(["error"]);
    const reused = await submit({ ...body, date: `${MONDAY} 10:30` }, headers);
    expect(reused.status).toBe(409);
    expect(reused.body.error).toMatch(/already used for a different booking/);
    expect(await bookingsOf(practitioner.id)).toHaveLength(1);
  });

  it("matches a returning patient by email instead of creating a second record", async () => {
    const email = uniqueEmail("returning");
    await submit(bookingBody(practitioner, { email, date: `${MONDAY} 09:00` }));
    await submit(
      bookingBody(practitioner, { email: email.toUpperCase(), date: `${MONDAY} 10:30`, last_name: "" }),
    );
    const items = await partition(keys.patient(email).PK);
    expect(items.filter((item) => item.entity === "patient")).toHaveLength(1);
    expect(items.filter((item) => item.entity === "consent")).toHaveLength(2);
    expect(items.find((item) => item.entity === "patient")).toMatchObject({ lastName: "Dlamini" });
    const patientIds = new Set((await bookingsOf(practitioner.id)).map((booking) => booking.patientId));
    expect(patientIds.size).toBe(1);
  });

  describe("refuses bad input with a readable 4xx and stores nothing", () => {
    const cases: [string, Record<string, unknown>, number, RegExp][] = [
      ["a missing first name", { first_name: "" }, 400, /first_name is required/],
      ["a missing email", { email: undefined }, 400, /email is required/],
      ["a mistyped email", { email: "lerato@" }, 400, /email must be a valid email/],
      ["a missing reason", { reason_for_appointment: "  " }, 400, /reason_for_appointment is required/],
      ["an unknown payment choice", { booking_with: "Bitcoin" }, 400, /booking_with must be one of/],
      [
        "medical aid without a scheme",
        { booking_with: "Medical aid" },
        400,
        /Please select your medical aid/,
      ],
      [
        "a letter in the cellphone",
        { cellphone_number: "082 ABC" },
        400,
        /cellphone_number must be a phone number/,
      ],
      ["terms not agreed", { term_condition: 0 }, 400, /agree to the terms/],
      ["an unknown type", { type: 2 }, 400, /type/],
      ["a duration not offered", { duration: 45 }, 400, /duration/],
      ["a duration that does not match the slot", { duration: 60 }, 400, /last 30 minutes, not 60/],
      ["a malformed date", { date: "next Monday" }, 400, /date must be a date and time/],
      [
        "a time that is not a slot",
        { date: `${MONDAY} 11:00` },
        400,
        /does not offer an appointment at 11:00/,
      ],
      ["a past slot", { date: "2026-11-16 09:00" }, 400, /already passed/],
      [
        "a scheme the practitioner does not accept",
        { booking_with: "Medical aid", medical_aid_id: "903" },
        400,
        /does not accept that medical aid/,
      ],
      [
        "an unknown practitioner",
        { practitioner_id: "999999999998" },
        404,
        /could not find this practitioner/,
      ],
    ];
    it.each(cases)("%s", async (_label, overrides, status, message) => {
      const body = bookingBody(practitioner, overrides);
      const answer = await submit(body);
      expect(answer.status).toBe(status);
      expect(answer.body.error).toMatch(message);
      expect(await bookingsOf(practitioner.id)).toHaveLength(0);
      expect(await locksOf(practitioner.id)).toHaveLength(0);
      if (typeof body.email === "string")
        expect(await partition(keys.patient(body.email.toLowerCase()).PK)).toEqual([]);
    });

    it("an out-of-office slot (409)", async () => {
      await putOutOfOffice(practitioner.id, MONDAY, MONDAY, "00:00", "23:59");
      const answer = await submit(bookingBody(practitioner));
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatch(/out of office/);
      expect(await bookingsOf(practitioner.id)).toHaveLength(0);
    });

    it("a slot inside the practitioner's minimum notice", async () => {
      const soon = await createPractitioner({ minNoticeMinutes: 24 * 60 + 90 });
      const answer = await submit(bookingBody(soon));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/too soon/);
    });

    it("Cash/Card for a medical-aid-only practitioner, and medical aid for a cash-only one", async () => {
      const aidOnly = await createPractitioner({ workWith: "Medical Aid" });
      expect((await submit(bookingBody(aidOnly))).body.error).toMatch(/only sees patients on medical aid/);
      const cashOnly = await createPractitioner({ workWith: "Cash-Card" });
      const answer = await submit(
        bookingBody(cashOnly, { booking_with: "Medical aid", medical_aid_id: "901" }),
      );
      expect(answer.body.error).toMatch(/does not accept medical aid/);
    });

    it("a video call with an in-person-only practitioner, and in person with a virtual-only one", async () => {
      const inPerson = await createPractitioner({ appointmentModes: ["in-person"] });
      const refused = await submit(bookingBody(inPerson, { type: 1 }));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(
        "This practitioner does not offer video call appointments. Please choose an in-person appointment.",
      );
      expect(refused.body.fields).toEqual({ type: "virtual is not offered by this practitioner" });
      const virtualOnly = await createPractitioner({ appointmentModes: ["virtual"] });
      const answer = await submit(bookingBody(virtualOnly, { type: 0 }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/video call only/);
      for (const id of [inPerson.id, virtualOnly.id]) {
        expect(await bookingsOf(id)).toHaveLength(0);
        expect(await locksOf(id)).toHaveLength(0);
      }
      // The offered type goes through, with its join link.
      expect((await submit(bookingBody(virtualOnly, { type: 1 }))).status).toBe(201);
      expect((await bookingsOf(virtualOnly.id))[0]?.videoUrl).toMatch(/^https:\/\//);
    });

    it("an oversized body (413), a missing CSRF token (403), a bad Idempotency-Key (400)", async () => {
      const big = await submit(bookingBody(practitioner, { reason_for_appointment: "x".repeat(70_000) }));
      expect(big.status).toBe(413);
      const noCsrf = await submit(bookingBody(practitioner), {});
      expect(noCsrf.status).toBe(403);
      expect(noCsrf.body.error).toMatch(/reload/i);
      const badKey = await submit(bookingBody(practitioner), { ...csrfHeader(), "idempotency-key": "short" });
      expect(badKey.status).toBe(400);
      expect(await bookingsOf(practitioner.id)).toHaveLength(0);
    });

    it("malformed JSON (400)", async () => {
      const answer = await invoke(
        handler,
        apiEvent("POST", submitRoute, {
          body: "{not json",
          headers: { ...csrfHeader(), "content-type": "application/json" },
        }),
      );
      expect(answer.status).toBe(400);
    });
  });

  it("keeps a deactivated practitioner's slots unbookable", async () => {
    await put({ ...practitioner, isActive: false });
    expect((await submit(bookingBody(practitioner))).status).toBe(404);
  });
});
