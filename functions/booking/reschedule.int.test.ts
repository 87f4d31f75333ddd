/**
 * POST /api/booking/reschedule against DynamoDB Local: the one-transaction move (locks, keys, the
 * records that follow the booking, the mails and their calendar files), old links after a move,
 * the refusals, the cut-off's edges, and the races (never both times held, never neither). The clock
 * is the only thing injected (setClockForTests).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { BookingItem, ConsentItem, OutboxItem, SlotLockItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { setClockForTests } from "../lib/clock";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { apiEvent, invoke } from "../test/api-event";
import {
  bookingBody,
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  ipSequence,
  MONDAY,
  manageTokenIn,
  partition,
  putDateSlots,
  putOutOfOffice,
  putSchemes,
  queuedMailsTo,
  TUESDAY,
  weekBookings,
} from "../test/booking-fixtures";
import { calendarOf } from "../test/calendar-file";
import { handler } from "./handler";
import { changeStatus } from "./status-change";

type Practitioner = Awaited<ReturnType<typeof createPractitioner>>;
const nextIp = ipSequence("10.23");

function reschedule(token: string, date: string, headers: Record<string, string> = csrfHeader()) {
  return invoke(
    handler,
    apiEvent("POST", "/api/booking/reschedule", { body: { token, date }, headers, sourceIp: nextIp() }),
  );
}

function manage(token: string) {
  return invoke(handler, apiEvent("GET", "/api/booking/manage", { query: { token } }));
}

function submit(body: object, headers: Record<string, string> = csrfHeader()) {
  return invoke(handler, apiEvent("POST", "/api/booking/submit", { body, headers, sourceIp: nextIp() }));
}

async function book(practitioner: Practitioner, overrides: Record<string, unknown> = {}) {
  const body = bookingBody(practitioner, overrides);
  const answer = await submit(body);
  expect(answer.status).toBe(201);
  const [mail] = await queuedMailsTo([body.email]);
  if (!mail) throw new Error("no patient mail queued");
  return { email: body.email, id: answer.body.booking.id as string, token: manageTokenIn(mail) };
}

/** Everything of the practitioner's partition that a move touches: bookings and lock cells. */
async function held(practitionerId: string) {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return {
    bookings: items.filter((item) => item.entity === "booking") as unknown as BookingItem[],
    locks: items.filter((item) => item.entity === "slotLock") as unknown as SlotLockItem[],
  };
}

/** Every lock cell is held for a live booking that lists it, and every live booking holds all its cells. */
async function expectLocksMatchBookings(practitionerId: string) {
  const { bookings, locks } = await held(practitionerId);
  const live = bookings.filter((booking) => booking.status === "pending" || booking.status === "confirmed");
  const expected = live.flatMap((booking) =>
    booking.lockCells.map((cell) => `LOCK#${cell} ${booking.id} ${booking.SK}`),
  );
  expect(locks.map((lock) => `${lock.SK} ${lock.bookingId} ${lock.bookingSK}`).sort()).toEqual(
    expected.sort(),
  );
}

async function bookingItem(practitionerId: string, id: string): Promise<BookingItem> {
  const found = (await held(practitionerId)).bookings.filter((booking) => booking.id === id);
  expect(found).toHaveLength(1);
  return found[0] as BookingItem;
}

beforeAll(async () => {
  await putSchemes();
});
clockAtTestNowInEachTest();

describe("POST /api/booking/reschedule", () => {
  it("moves the booking in one go: same id, new key, old time free, records follow, both mails", async () => {
    const practitioner = await createPractitioner();
    const { email, id, token } = await book(practitioner);
    const before = await bookingItem(practitioner.id, id);

    const { status, body } = await reschedule(token, `${TUESDAY} 10:00`);
    expect(status).toBe(200);
    expect(body.booking).toMatchObject({ id, date: `${TUESDAY} 10:00`, duration: 60, status: "pending" });
    expect(body.booking.moved_from).toBe(`${MONDAY} 09:00`);
    expect(await weekBookings(practitioner.id)).toEqual([
      { date: `${TUESDAY} 10:00`, status: "pending", duration: 60 },
    ]);

    const after = await bookingItem(practitioner.id, id);
    expect(after.SK).toBe(keys.booking(practitioner.id, `${TUESDAY}T10:00`, id).SK);
    expect(after.GSI1SK).toBe(keys.bookingByPatient(before.patientId, `${TUESDAY}T10:00`, id).GSI1SK);
    expect(after).toMatchObject({
      moves: 1,
      duration: 60,
      reason: before.reason,
      createdAt: before.createdAt,
    });
    await expectLocksMatchBookings(practitioner.id);
    expect(after.lockCells).toHaveLength(12);

    const [consent] = await batchGetAll<ConsentItem>([keys.consent(email, before.consentedAt, id)], true);
    expect(consent?.bookingSK).toBe(after.SK);
    const mails = await batchGetAll<OutboxItem>((after.mailIds ?? []).map(keys.outbox), true);
    const invites = mails.filter((mail) => mail.kind === "review-invite");
    expect(invites).toHaveLength(1);
    expect(invites[0]?.onlyIfConfirmed).toEqual({ PK: after.PK, SK: after.SK });
    expect(invites[0]?.GSI2SK?.startsWith("2026-11-24T09:00:00.000Z")).toBe(true);
    const dropped = (before.mailIds ?? []).filter((mailId) => !after.mailIds?.includes(mailId));
    expect(await batchGetAll(dropped.map(keys.outbox), true)).toEqual([]);

    const moved = await queuedMailsTo([email, practitioner.email]);
    const patientMail = moved.find((mail) => mail.kind === "booking-moved-patient");
    const practitionerMail = moved.find((mail) => mail.kind === "booking-moved-practitioner");
    expect(patientMail?.mail.subject).toMatch(/^Appointment moved: .* on Tuesday 24 November 2026 at 10:00$/);
    expect(practitionerMail?.mail.text).toContain(
      "moved their booking request from Monday 23 November 2026 at 09:00 to Tuesday 24 November 2026, 10:00",
    );
    const first = moved.find((mail) => mail.kind === "booking-received-patient");
    if (!first || !patientMail) throw new Error("mails missing");
    const [was, now] = [calendarOf(first.mail), calendarOf(patientMail.mail)];
    expect(now.uid).toBe(was.uid);
    expect(now.sequence).toBeGreaterThan(was.sequence);
    expect(now).toMatchObject({
      method: "PUBLISH",
      status: "TENTATIVE",
      startMs: Date.parse("2026-11-24T08:00:00Z"),
    });
    for (const mail of [patientMail, practitionerMail])
      expect(JSON.stringify(mail)).not.toContain(before.reason);
    // The new mail's link names the new time: it opens the booking without the "moved" note.
    const fresh = await manage(manageTokenIn(patientMail));
    expect(fresh.body.booking).not.toHaveProperty("moved_from");
  });

  it("keeps the cells the old and new times share, and keeps a confirmed booking confirmed", async () => {
    const practitioner = await createPractitioner();
    await putDateSlots(practitioner.id, MONDAY, ["09:00", "09:30", "11:00"], 60);
    const { email, id, token } = await book(practitioner, { duration: 60 });
    const booked = await bookingItem(practitioner.id, id);
    await changeStatus(booked, practitioner, { to: "confirmed", by: "practitioner", mails: [] }, Date.now());

    const { status, body } = await reschedule(token, `${MONDAY} 09:30`);
    expect(status).toBe(200);
    expect(body.booking.status).toBe("confirmed");
    await expectLocksMatchBookings(practitioner.id);
    const after = await bookingItem(practitioner.id, id);
    expect(after.lockCells[0]).toBe(`${MONDAY}T09:30`);
    const mail = (await queuedMailsTo([email])).find((queued) => queued.kind === "booking-moved-patient");
    if (!mail) throw new Error("no moved mail");
    // Confirmed carried SEQUENCE 1: the move must be higher for calendars to take it.
    expect(calendarOf(mail.mail)).toMatchObject({ status: "CONFIRMED", sequence: 2 });
    expect(mail.mail.text).toContain("It is still confirmed");

    // A second move raises it again, and the first link still opens the booking where it is now.
    expect((await reschedule(token, `${MONDAY} 11:00`)).status).toBe(200);
    const second = (await queuedMailsTo([email])).filter((queued) => queued.kind === "booking-moved-patient");
    expect(second.map((queued) => calendarOf(queued.mail).sequence).sort()).toEqual([2, 3]);
    const opened = await manage(token);
    expect(opened.body.booking).toMatchObject({ date: `${MONDAY} 11:00`, moved_from: `${MONDAY} 09:00` });
    await expectLocksMatchBookings(practitioner.id);
  });

  it("answers a repeat of the same move with the booking, changing nothing", async () => {
    const practitioner = await createPractitioner();
    const { email, token } = await book(practitioner);
    expect((await reschedule(token, `${MONDAY} 10:00`)).status).toBe(200);
    const again = await reschedule(token, `${MONDAY} 10:00`);
    expect(again.status).toBe(200);
    expect(again.body.booking.date).toBe(`${MONDAY} 10:00`);
    const moved = (await queuedMailsTo([email])).filter((mail) => mail.kind === "booking-moved-patient");
    expect(moved).toHaveLength(1);
  });
});

describe("old links after a move", () => {
  it("keep working until the booking's new end, and cancel the booking where it is now", async () => {
    // Cancelled 23 h before the new time: a 2 h cut-off leaves that open (the default 24 h would not).
    const practitioner = await createPractitioner({ cancelCutoffHours: 2 });
    const { token } = await book(practitioner);
    expect((await reschedule(token, `${TUESDAY} 09:00`)).status).toBe(200);
    // Monday 10:00 SAST: the link's own end (Monday 09:30) has passed, the booking's has not.
    setClockForTests(() => Date.parse("2026-11-23T08:00:00Z"));
    const opened = await manage(token);
    expect(opened.status).toBe(200);
    expect(opened.body.booking).toMatchObject({ date: `${TUESDAY} 09:00`, moved_from: `${MONDAY} 09:00` });
    const cancelled = await invoke(
      handler,
      apiEvent("POST", "/api/booking/cancel", { body: { token }, headers: csrfHeader() }),
    );
    expect(cancelled.body.booking.status).toBe("cancelled");
    await expectLocksMatchBookings(practitioner.id);
    expect(await weekBookings(practitioner.id)).toEqual([]);
    // Tuesday 10:00 SAST: the appointment has ended, so the link has too.
    setClockForTests(() => Date.parse("2026-11-24T08:00:00Z"));
    expect((await manage(token)).status).toBe(410);
  });

  it("a retried booking request (same Idempotency-Key) answers with the booking where it is now", async () => {
    const practitioner = await createPractitioner();
    const body = bookingBody(practitioner);
    const headers = { ...csrfHeader(), "idempotency-key": "retry-after-move-1" };
    expect((await submit(body, headers)).status).toBe(201);
    const [mail] = await queuedMailsTo([body.email]);
    if (!mail) throw new Error("no mail");
    expect((await reschedule(manageTokenIn(mail), `${MONDAY} 10:30`)).status).toBe(200);
    const replay = await submit(body, { ...csrfHeader(), "idempotency-key": "retry-after-move-1" });
    expect(replay.status).toBe(200);
    expect(replay.body.booking.date).toBe(`${MONDAY} 10:30`);
  });
});

describe("refusals write nothing", () => {
  async function unchanged(practitioner: Practitioner, run: () => ReturnType<typeof reschedule>) {
    const before = await partition(keys.practitioner(practitioner.id).PK);
    const answer = await run();
    expect(await partition(keys.practitioner(practitioner.id).PK)).toEqual(before);
    return answer;
  }

  it("refuses times the booking form would refuse, with the form's words", async () => {
    const practitioner = await createPractitioner();
    const { token } = await book(practitioner);
    await book(practitioner, { date: `${MONDAY} 10:00` });
    await putOutOfOffice(practitioner.id, TUESDAY, TUESDAY, "08:00", "12:00");
    const cases: [string, number, RegExp][] = [
      [`${MONDAY} 09:15`, 400, /does not offer an appointment at 09:15/],
      [`${MONDAY} 10:00`, 409, /just been booked by someone else/],
      [`${TUESDAY} 09:00`, 409, /out of office/],
      ["2026-11-21 09:00", 400, /does not offer|passed/],
      ["2027-06-07 09:00", 400, /too far ahead/],
    ];
    for (const [date, status, message] of cases) {
      const answer = await unchanged(practitioner, () => reschedule(token, date));
      expect([date, answer.status]).toEqual([date, status]);
      expect(answer.body.error).toMatch(message);
    }
    expect((await unchanged(practitioner, () => reschedule(token, "next Tuesday"))).status).toBe(400);
  });

  it("refuses within the practitioner's notice", async () => {
    const practitioner = await createPractitioner({ minNoticeMinutes: 60 * 24 });
    await putDateSlots(practitioner.id, TUESDAY, ["09:00", "10:00"], 60);
    const { token } = await book(practitioner, { date: `${TUESDAY} 10:00`, duration: 60 });
    setClockForTests(() => Date.parse("2026-11-23T08:00:00Z")); // Monday 10:00 SAST: Tuesday 09:00 is 23 h away
    const answer = await unchanged(practitioner, () => reschedule(token, `${TUESDAY} 09:00`));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/too soon/);
  });

  it("refuses a cancelled, declined or started booking with a sentence to act on", async () => {
    const practitioner = await createPractitioner();
    const cancelled = await book(practitioner);
    await invoke(
      handler,
      apiEvent("POST", "/api/booking/cancel", { body: { token: cancelled.token }, headers: csrfHeader() }),
    );
    const declined = await book(practitioner, { date: `${MONDAY} 09:30` });
    await changeStatus(
      await bookingItem(practitioner.id, declined.id),
      practitioner,
      { to: "declined", by: "practitioner", mails: [] },
      Date.now(),
    );
    const started = await book(practitioner, { date: `${MONDAY} 10:30` });
    await changeStatus(
      await bookingItem(practitioner.id, started.id),
      practitioner,
      { to: "confirmed", by: "practitioner", mails: [] },
      Date.now(),
    );

    const one = await unchanged(practitioner, () => reschedule(cancelled.token, `${TUESDAY} 09:00`));
    expect([one.status, one.body.error]).toEqual([
      409,
      expect.stringMatching(/was cancelled, so it cannot be moved/),
    ]);
    const two = await unchanged(practitioner, () => reschedule(declined.token, `${TUESDAY} 09:00`));
    expect([two.status, two.body.error]).toEqual([
      409,
      expect.stringMatching(/could not accept this request/),
    ]);
    setClockForTests(() => Date.parse("2026-11-23T08:35:00Z")); // Monday 10:35 SAST
    const three = await unchanged(practitioner, () => reschedule(started.token, `${TUESDAY} 09:00`));
    expect([three.status, three.body.error]).toEqual([
      409,
      expect.stringMatching(/already started.*0215550100/),
    ]);
  });

  it("refuses a missing CSRF token, a forged link and an expired one", async () => {
    const practitioner = await createPractitioner();
    const { token } = await book(practitioner);
    expect((await unchanged(practitioner, () => reschedule(token, `${MONDAY} 10:00`, {}))).status).toBe(403);
    const forged = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`;
    expect((await unchanged(practitioner, () => reschedule(forged, `${MONDAY} 10:00`))).status).toBe(403);
    setClockForTests(() => Date.parse("2026-11-23T07:30:00Z")); // Monday 09:30 SAST: the appointment ended
    expect((await unchanged(practitioner, () => reschedule(token, `${TUESDAY} 09:00`))).status).toBe(410);
  });

  it("limits moves per link", async () => {
    const practitioner = await createPractitioner();
    const { token } = await book(practitioner);
    setRateLimitsForTests({ "reschedule-link": { max: 1 } });
    try {
      expect((await reschedule(token, `${MONDAY} 10:00`)).status).toBe(200);
      const limited = await unchanged(practitioner, () => reschedule(token, `${MONDAY} 10:30`));
      expect(limited.status).toBe(429);
    } finally {
      setRateLimitsForTests(undefined);
    }
  });
});

describe("the reschedule cut-off (24 h by default)", () => {
  // The booking starts Monday 10:00 SAST: the cut-off is Sunday 10:00 SAST (08:00 UTC).
  const AT_CUTOFF = Date.parse("2026-11-22T08:00:00Z");

  it("a minute before it, a later time is still allowed", async () => {
    const practitioner = await createPractitioner();
    const { token } = await book(practitioner, { date: `${MONDAY} 10:00` });
    setClockForTests(() => AT_CUTOFF - 60_000);
    expect((await reschedule(token, `${MONDAY} 10:30`)).status).toBe(200);
  });

  it("at it, a later time is refused with the practice's phone, an earlier one allowed", async () => {
    const practitioner = await createPractitioner();
    const { token } = await book(practitioner, { date: `${MONDAY} 10:00` });
    setClockForTests(() => AT_CUTOFF);
    const later = await reschedule(token, `${MONDAY} 10:30`);
    expect(later.status).toBe(409);
    expect(later.body.error).toBe(
      `Your appointment is less than 24 hours away, so online it can only be moved to an earlier time. To move it to a later time, please call ${practitioner.name} on 0215550100.`,
    );
    expect((await reschedule(token, `${MONDAY} 09:00`)).status).toBe(200);
  });

  it("a 0 h cut-off allows a later time until the start", async () => {
    const practitioner = await createPractitioner({ rescheduleCutoffHours: 0 });
    const { token } = await book(practitioner, { date: `${MONDAY} 10:00` });
    setClockForTests(() => Date.parse("2026-11-23T05:00:00Z")); // Monday 07:00 SAST
    const answer = await reschedule(token, `${MONDAY} 10:30`);
    expect([answer.status, answer.body.booking?.reschedule_until]).toEqual([200, null]);
  });
});

describe("under concurrency: never both times held, never neither", () => {
  it("two moves of one booking at once: the booking ends at one of them, holding only its cells", async () => {
    for (let round = 0; round < 3; round++) {
      const practitioner = await createPractitioner();
      const { id, token } = await book(practitioner);
      const answers = await Promise.all([
        reschedule(token, `${MONDAY} 10:00`),
        reschedule(token, `${TUESDAY} 09:00`),
      ]);
      // Side by side one is refused; one after the other (the second reads the moved booking) both
      // succeed. Either way the booking sits at a time a 200 named, holding exactly its cells.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      const winners = answers
        .filter((answer) => answer.status === 200)
        .map((answer) => answer.body.booking.date);
      expect(winners.length).toBeGreaterThan(0);
      const after = await bookingItem(practitioner.id, id);
      expect(winners).toContain(`${after.date} ${after.time}`);
      await expectLocksMatchBookings(practitioner.id);
    }
  });

  it("a move racing a new booking for the same time: exactly one gets it", async () => {
    for (let round = 0; round < 3; round++) {
      const practitioner = await createPractitioner();
      const { id, token } = await book(practitioner);
      const [moved, placed] = await Promise.all([
        reschedule(token, `${MONDAY} 10:00`),
        submit(bookingBody(practitioner, { date: `${MONDAY} 10:00` })),
      ]);
      expect([moved.status === 200, placed.status === 201].filter(Boolean)).toHaveLength(1);
      const { bookings } = await held(practitioner.id);
      const mine = await bookingItem(practitioner.id, id);
      expect(mine.time).toBe(moved.status === 200 ? "10:00" : "09:00");
      expect(bookings.filter((booking) => booking.time === "10:00")).toHaveLength(1);
      await expectLocksMatchBookings(practitioner.id);
    }
  });
});

describe("what the move leaves behind", () => {
  it("no booking item under the old key, one pointer to the new one", async () => {
    const practitioner = await createPractitioner();
    const { id, token } = await book(practitioner);
    await reschedule(token, `${MONDAY} 10:30`);
    const items = (await partition(keys.practitioner(practitioner.id).PK)).filter((item) => item.id === id);
    expect(items.map((item) => item.SK)).toEqual([keys.booking(practitioner.id, `${MONDAY}T10:30`, id).SK]);
    const [pointer] = await partition(keys.bookingPointer(id).PK);
    expect(pointer).toMatchObject({ bookingSK: items[0]?.SK, practitionerId: practitioner.id });
    expect(JSON.stringify(pointer)).not.toMatch(/Lerato|example\.org/);
  });
});
