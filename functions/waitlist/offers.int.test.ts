import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { handler as bookingHandler } from "../booking/handler";
import { handler as bookingAdminHandler } from "../booking-admin/handler";
import { handler as dashboardHandler } from "../dashboard/handler";
import type { PractitionerItem } from "../data/items";
import { setClockForTests } from "../lib/clock";
import { apiEvent, invoke } from "../test/api-event";
import { adminSession, practitionerSession } from "../test/auth-fixtures";
import {
  bookingBody,
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  ipSequence,
  MONDAY,
  putDateSlots,
  putSchemes,
  queuedMailsTo,
  SUNDAY,
  TEST_NOW,
  uniqueEmail,
  weekBookings,
  weekTimeSlots,
} from "../test/booking-fixtures";
import { failNth } from "../test/injected-fault";
import { book, cancel } from "../test/manage-fixtures";
import {
  entriesOf,
  freedActionId,
  join,
  joinBody,
  offerTokenIn,
  runOutboxAt,
} from "../test/waitlist-fixtures";
import { ENTRY_MS } from "./entries";
import { HELD, heldStarts, holdAt } from "./holds";
import { offerFreedTime } from "./offers";

// The clock is a test double here (functions/lib/clock.ts): the settle delay and holds are minutes long.
clockAtTestNowInEachTest();
const nextIp = ipSequence("10.27");
const MINUTE = 60_000;
const SETTLE = 2 * MINUTE;
const MONDAY_9 = `${MONDAY}T09:00`;

/** Joins each of `bodies` a minute apart (joining order), from fresh addresses. */
async function joinInTurn(bodies: ReturnType<typeof joinBody>[]) {
  for (const [index, body] of bodies.entries()) {
    setClockForTests(() => TEST_NOW - (bodies.length - index) * MINUTE);
    expect((await join(body, csrfHeader(), nextIp())).status).toBe(200);
  }
  setClockForTests(() => TEST_NOW);
}

/** A practitioner with Monday 09:00 booked and then cancelled by its patient at TEST_NOW. */
async function freedMondayNine(waiting: (p: PractitionerItem) => ReturnType<typeof joinBody>[]) {
  await putSchemes();
  const practitioner = await createPractitioner();
  const bodies = waiting(practitioner);
  await joinInTurn(bodies);
  const booked = await book(practitioner, { date: `${MONDAY} 09:00` }, nextIp());
  expect((await cancel(booked.token)).status).toBe(200);
  return { practitioner, bodies };
}

async function offerMailsTo(email: string) {
  return (await queuedMailsTo([email])).filter((mail) => mail.kind === "waitlist-offer");
}

/** The booking core's transaction (it puts a booking). */
const placesBooking = (command: unknown) =>
  command instanceof TransactWriteCommand &&
  (command.input.TransactItems ?? []).some((item) => String(item.Put?.Item?.SK ?? "").startsWith("BOOKING#"));

function submitWith(practitioner: PractitionerItem, overrides: Record<string, unknown> = {}) {
  return invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/submit", {
      body: bookingBody(practitioner, { date: `${MONDAY} 09:00`, ...overrides }),
      headers: csrfHeader(),
      sourceIp: nextIp(),
    }),
  );
}

describe("offers of a freed time", () => {
  it("waits the settle delay, then offers the first three matching entries in joining order and holds the time 15 minutes", async () => {
    const { practitioner, bodies } = await freedMondayNine((p) => [
      joinBody(p),
      joinBody(p, { type: 1 }), // virtual: this practitioner's Monday 09:00 is in person too, so it matches
      joinBody(p, { weekdays: [2] }), // Tuesdays only: no match
      joinBody(p, { parts_of_day: ["afternoon"] }), // no match
      joinBody(p, { weekdays: [1], parts_of_day: ["morning"] }),
      joinBody(p),
    ]);
    const [first, second, tuesdays, afternoons, third, fourth] = bodies as ReturnType<typeof joinBody>[];
    const action = freedActionId(practitioner.id, MONDAY_9);

    await runOutboxAt([action], TEST_NOW + SETTLE - 1);
    expect(await holdAt(practitioner.id, MONDAY_9)).toBeUndefined();

    setClockForTests(() => TEST_NOW + SETTLE);
    expect((await runOutboxAt([action], TEST_NOW + SETTLE)).sent).toBe(1);
    const hold = await holdAt(practitioner.id, MONDAY_9);
    expect(hold?.holdUntilMs).toBe(TEST_NOW + SETTLE + 15 * MINUTE);
    for (const body of [first, second, third]) {
      const [offer] = await offerMailsTo(body?.email ?? "");
      expect(offer?.mail.subject).toBe(
        `A time came free: ${practitioner.name} at 09:00 on Monday 23 November 2026`,
      );
      expect(offer?.mail.text).toContain("We are keeping it for you and two others on the list until 08:17.");
      expect(offer?.mail.text).not.toContain("Trouble sleeping");
    }
    for (const body of [tuesdays, afternoons, fourth])
      expect(await offerMailsTo(body?.email ?? "")).toEqual([]);

    // Held: not shown, and refused to anyone without an offer's token.
    const week = await weekTimeSlots(practitioner.id);
    const monday = (week.body.practitioner as { date: string; time_slots: string[] }[]).find(
      (d) => d.date === MONDAY,
    );
    expect(monday?.time_slots).not.toContain("09:00");
    expect(await heldStarts(practitioner.id, `${MONDAY}T00:00`, `${MONDAY}T23:59`)).toEqual([MONDAY_9]);
    const stranger = await submitWith(practitioner);
    expect(stranger.status).toBe(409);
    expect(stranger.body.error).toBe(HELD);
  });

  it("gives the time to exactly one of three simultaneous offer bookings; the others hear it has gone and stay listed", async () => {
    const { practitioner, bodies } = await freedMondayNine((p) => [joinBody(p), joinBody(p), joinBody(p)]);
    setClockForTests(() => TEST_NOW + SETTLE);
    await runOutboxAt([freedActionId(practitioner.id, MONDAY_9)], TEST_NOW + SETTLE);
    const tokens = await Promise.all(
      bodies.map(async (body) => offerTokenIn((await offerMailsTo(body.email))[0] as never)),
    );

    const answers = await Promise.all(
      bodies.map((body, index) =>
        submitWith(practitioner, { email: body.email, offer_token: tokens[index] }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);

    const winner = bodies[statuses.indexOf(201)] as ReturnType<typeof joinBody>;
    const losers = bodies.filter((body) => body !== winner);
    expect(await entriesOf(practitioner.id, winner.email)).toEqual([]);
    for (const loser of losers) {
      expect(await entriesOf(practitioner.id, loser.email)).toHaveLength(1);
      const gone = (await queuedMailsTo([loser.email])).filter((mail) => mail.kind === "waitlist-gone");
      expect(gone.map((mail) => mail.mail.subject)).toEqual([
        "The time at 09:00 on Monday 23 November 2026 has gone",
      ]);
    }
    expect(await holdAt(practitioner.id, MONDAY_9)).toBeUndefined();
  });

  it("cascades to the next three when a hold ends unused, never offering anyone twice", async () => {
    const { practitioner, bodies } = await freedMondayNine((p) => [1, 2, 3, 4, 5].map(() => joinBody(p)));
    setClockForTests(() => TEST_NOW + SETTLE);
    await runOutboxAt([freedActionId(practitioner.id, MONDAY_9)], TEST_NOW + SETTLE);
    const first = await holdAt(practitioner.id, MONDAY_9);
    const holdEnd = `waitlist-hold.${practitioner.id}.${MONDAY_9}.1`;

    await runOutboxAt([holdEnd], (first?.holdUntilMs ?? 0) - 1);
    expect((await holdAt(practitioner.id, MONDAY_9))?.round).toBe(1);

    const ended = first?.holdUntilMs ?? 0;
    setClockForTests(() => ended);
    expect((await runOutboxAt([holdEnd], ended)).sent).toBe(1);
    const second = await holdAt(practitioner.id, MONDAY_9);
    expect(second?.round).toBe(2);
    expect(second?.offers.map((offer) => offer.entryId)).toHaveLength(2);
    const fourth = bodies[3] as ReturnType<typeof joinBody>;
    const fifth = bodies[4] as ReturnType<typeof joinBody>;
    expect(await offerMailsTo(fourth.email)).toHaveLength(1);
    expect(await offerMailsTo(fifth.email)).toHaveLength(1);
    for (const body of bodies.slice(0, 3)) expect(await offerMailsTo(body.email)).toHaveLength(1);

    // The last round's hold ends with nobody left: the time is simply open again.
    const last = second?.holdUntilMs ?? 0;
    setClockForTests(() => last);
    await runOutboxAt([`waitlist-hold.${practitioner.id}.${MONDAY_9}.2`], last);
    expect(await holdAt(practitioner.id, MONDAY_9)).toBeUndefined();
    expect((await submitWith(practitioner)).status).toBe(201);
  });

  it("offers nothing when the time was booked again within the settle delay (an undo)", async () => {
    const { practitioner, bodies } = await freedMondayNine((p) => [joinBody(p)]);
    setClockForTests(() => TEST_NOW + MINUTE);
    expect((await submitWith(practitioner)).status).toBe(201);
    setClockForTests(() => TEST_NOW + SETTLE);
    await runOutboxAt([freedActionId(practitioner.id, MONDAY_9)], TEST_NOW + SETTLE);
    expect(await holdAt(practitioner.id, MONDAY_9)).toBeUndefined();
    expect(await offerMailsTo((bodies[0] as ReturnType<typeof joinBody>).email)).toEqual([]);
  });

  it("holds by distance to the start: 5 minutes within 24 h, none within 2 h (first come)", async () => {
    const practitioner = await createPractitioner({ minNoticeMinutes: 0 });
    await putDateSlots(practitioner.id, SUNDAY, ["09:30", "12:00"], 30);
    const waiting = joinBody(practitioner);
    await joinInTurn([waiting]);

    // The unheld offer first: an entry holding a held offer gets no other (the next test).
    expect(await offerFreedTime(practitioner.id, SUNDAY, "09:30", TEST_NOW)).toBe("offered");
    expect((await holdAt(practitioner.id, `${SUNDAY}T09:30`))?.holdUntilMs).toBe(0);

    expect(await offerFreedTime(practitioner.id, SUNDAY, "12:00", TEST_NOW)).toBe("offered");
    expect((await holdAt(practitioner.id, `${SUNDAY}T12:00`))?.holdUntilMs).toBe(TEST_NOW + 5 * MINUTE);
    expect(await heldStarts(practitioner.id, `${SUNDAY}T00:00`, `${SUNDAY}T23:59`)).toEqual([
      `${SUNDAY}T12:00`,
    ]);
    const soon = (await offerMailsTo(waiting.email)).find((mail) => mail.mail.subject.includes("09:30"));
    expect(soon?.mail.text).toContain("It is soon, so we cannot keep it: whoever books first gets it.");
  });

  it("never gives an entry two held offers at once: it gets the next time once its hold ends", async () => {
    const practitioner = await createPractitioner();
    const waiting = joinBody(practitioner);
    await joinInTurn([waiting]);

    expect(await offerFreedTime(practitioner.id, MONDAY, "09:00", TEST_NOW)).toBe("offered");
    const held = (await holdAt(practitioner.id, MONDAY_9))?.holdUntilMs ?? 0;
    expect(await offerFreedTime(practitioner.id, MONDAY, "10:00", held - 1)).toBe("nobody");
    expect(await offerFreedTime(practitioner.id, MONDAY, "10:00", held)).toBe("offered");
    expect((await offerMailsTo(waiting.email)).map((mail) => mail.mail.subject)).toEqual([
      `A time came free: ${practitioner.name} at 09:00 on Monday 23 November 2026`,
      `A time came free: ${practitioner.name} at 10:00 on Monday 23 November 2026`,
    ]);
  });

  it("lets the practice's own bookings (a practitioner's walk-in, an admin's phone booking) take a held time; the offers hear it has gone", async () => {
    await putSchemes();
    const { practitioner, headers } = await practitionerSession();
    const admin = await adminSession();
    const bodies = [joinBody(practitioner), joinBody(practitioner)];
    await joinInTurn(bodies);
    const own = {
      first_name: "Sipho",
      last_name: "Ndlovu",
      email: uniqueEmail("walkin"),
      cellphone_number: "0831234567",
      type: 0,
      booking_with: "Cash/Card",
      duration: 30,
    };
    const takes = [
      (time: string) =>
        invoke(
          dashboardHandler,
          apiEvent("POST", "/api/dashboard/bookings/add", {
            body: { ...own, channel: "walk-in", date: `${MONDAY} ${time}` },
            headers: { ...headers, ...csrfHeader() },
          }),
        ),
      (time: string) =>
        invoke(
          bookingAdminHandler,
          apiEvent("POST", "/api/booking/submission", {
            body: {
              ...own,
              practitioner: practitioner.name,
              practitioner_id: practitioner.id,
              date: `${MONDAY}T${time}`,
            },
            headers: { ...admin.headers, ...csrfHeader() },
          }),
        ),
    ];
    for (const [index, time] of ["09:00", "10:00"].entries()) {
      setClockForTests(() => TEST_NOW);
      const booked = await book(practitioner, { date: `${MONDAY} ${time}` }, nextIp());
      expect((await cancel(booked.token)).status).toBe(200);
      setClockForTests(() => TEST_NOW + SETTLE);
      await runOutboxAt([freedActionId(practitioner.id, `${MONDAY}T${time}`)], TEST_NOW + SETTLE);
      expect((await holdAt(practitioner.id, `${MONDAY}T${time}`))?.offers).toHaveLength(2);

      const taken = await (takes[index] as (time: string) => ReturnType<typeof invoke>)(time);
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      expect(await holdAt(practitioner.id, `${MONDAY}T${time}`)).toBeUndefined();
      for (const body of bodies) {
        expect(await entriesOf(practitioner.id, body.email)).toHaveLength(1);
        const gone = (await queuedMailsTo([body.email])).filter((mail) => mail.kind === "waitlist-gone");
        expect(gone.map((mail) => mail.mail.subject)).toContain(
          `The time at ${time} on Monday 23 November 2026 has gone`,
        );
      }
    }
  });

  it("skips entries past their 30 days", async () => {
    const practitioner = await createPractitioner();
    const old = joinBody(practitioner);
    setClockForTests(() => TEST_NOW - ENTRY_MS);
    expect((await join(old, csrfHeader(), nextIp())).status).toBe(200);
    setClockForTests(() => TEST_NOW);
    expect(await offerFreedTime(practitioner.id, MONDAY, "09:00", TEST_NOW)).toBe("nobody");
    expect(await offerMailsTo(old.email)).toEqual([]);
  });

  it("swaps an earlier offered time for the patient's later booking in one transaction", async () => {
    await putSchemes();
    const practitioner = await createPractitioner();
    const later = await book(practitioner, { date: `${MONDAY} 10:30` }, nextIp());
    const patient = later.body.email;
    await joinInTurn([joinBody(practitioner, { email: patient })]);
    const freed = await book(practitioner, { date: `${MONDAY} 09:00` }, nextIp());
    expect((await cancel(freed.token)).status).toBe(200);
    setClockForTests(() => TEST_NOW + SETTLE);
    await runOutboxAt([freedActionId(practitioner.id, MONDAY_9)], TEST_NOW + SETTLE);
    const [offer] = await offerMailsTo(patient);
    const token = offerTokenIn(offer as NonNullable<typeof offer>);
    const laterStatus = async () =>
      (await weekBookings(practitioner.id)).find((mark) => mark.date === `${MONDAY} 10:30`)?.status;

    // An outage of the one transaction (the test's only mock): neither the new booking nor the release.
    const outage = failNth(placesBooking);
    const failed = await submitWith(practitioner, { email: patient, offer_token: token });
    outage.mockRestore();
    expect(failed.status).toBe(500);
    expect(await laterStatus()).toBe("pending");
    expect((await weekBookings(practitioner.id)).some((mark) => mark.date === `${MONDAY} 09:00`)).toBe(false);

    const swapped = await submitWith(practitioner, { email: patient, offer_token: token });
    expect(swapped.status).toBe(201);
    expect(await laterStatus()).toBeUndefined();
    const marks = await weekBookings(practitioner.id);
    expect(marks.filter((mark) => mark.date === `${MONDAY} 09:00`)).toHaveLength(1);
    // The released time is offered on once the settle delay has passed.
    expect(
      await runOutboxAt([freedActionId(practitioner.id, `${MONDAY}T10:30`)], TEST_NOW + 2 * SETTLE),
    ).toMatchObject({
      sent: 1,
    });
  });
});
