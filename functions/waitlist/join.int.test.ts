import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, describe, expect, it } from "vitest";
import { WAITLIST_JOINED, WAITLIST_LEFT } from "../../core/schemas/waitlist";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { eraseByEmail } from "../patients/erase-by-email";
import {
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  ipSequence,
  partition,
  putSchemes,
  queuedMailsTo,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { failNth } from "../test/injected-fault";
import { book } from "../test/manage-fixtures";
import { publicFormRefusals } from "../test/public-form-cases";
import { entriesOf, join, joinBody, leave, leaveTokenIn, runOutboxAt } from "../test/waitlist-fixtures";
import { ENTRY_MS, emailHash, pointersOf } from "./entries";
import { ALREADY_WAITING, TOO_MANY_LISTS } from "./join";
import { BAD_LEAVE_LINK } from "./leave";
import { rosterOf } from "./roster";

clockAtTestNowInEachTest();
afterEach(() => setRateLimitsForTests(undefined));
const nextIp = ipSequence("10.26");

/** Joins (from a fresh address) and expects the answer of a success. */
async function joined(body: ReturnType<typeof joinBody>) {
  const answer = await join(body, csrfHeader(), nextIp());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

describe("POST /api/waitlist/join", () => {
  it("keeps the entry in joining order with its wishes, and mails a confirmation with a leave link", async () => {
    const practitioner = await createPractitioner();
    const first = joinBody(practitioner, { weekdays: [1, 1, 3], parts_of_day: ["morning"] });
    expect((await joined(first)).body).toEqual({ success: WAITLIST_JOINED });
    setClockForTests(() => TEST_NOW + 60_000);
    const second = joinBody(practitioner, { email: uniqueEmail("Second").toUpperCase(), type: 1 });
    await joined(second);

    const [entry] = await entriesOf(practitioner.id, first.email);
    expect(entry).toMatchObject({
      firstName: "Naledi",
      cellphone: "0825550199",
      type: 0,
      weekdays: [1, 3],
      partsOfDay: ["morning"],
      expiresAtMs: TEST_NOW + ENTRY_MS,
      expiresAt: Math.ceil((TEST_NOW + ENTRY_MS) / 1000),
    });
    const order = (await partition(keys.waitlistPartition(practitioner.id))).map((item) => item.email);
    expect(order).toEqual([first.email, second.email.toLowerCase()]);

    const [mail, ...more] = await queuedMailsTo([first.email]);
    expect(more).toEqual([]);
    expect(mail?.kind).toBe("waitlist-joined");
    expect(mail?.mail.subject).toBe(`You are on ${practitioner.name}'s waitlist`);
    expect(mail?.mail.text).toContain("Your place on the list lasts until Tuesday 22 December 2026.");
    expect(entry?.mailIds).toEqual([mail?.id]);
    expect(leaveTokenIn(mail as NonNullable<typeof mail>).length).toBeGreaterThan(20);
  });

  it("refuses bad input with a 400 per field and keeps nothing", async () => {
    const practitioner = await createPractitioner();
    const body = joinBody(practitioner, {
      first_name: " ",
      email: "not-an-email",
      type: 2,
      weekdays: [7],
      parts_of_day: ["night"],
      cellphone_number: "12ab",
    });
    const { status, body: answer } = await join(body, csrfHeader(), nextIp());
    expect(status).toBe(400);
    expect(Object.keys(answer.fields).sort()).toEqual([
      "cellphone_number",
      "email",
      "first_name",
      "parts_of_day.0",
      "type",
      "weekdays.0",
    ]);
    expect(answer.error).toMatch(/^Please check the form/);
    expect(await partition(keys.waitlistPartition(practitioner.id))).toEqual([]);
  });

  it("answers 404 for an unknown or unlisted practitioner and 400 for a mode they do not offer", async () => {
    const unknown = await join(joinBody({ id: "999999999999" }), csrfHeader(), nextIp());
    expect(unknown.status).toBe(404);
    const unlisted = await createPractitioner({ listed: false });
    expect((await join(joinBody(unlisted), csrfHeader(), nextIp())).status).toBe(404);
    const inPersonOnly = await createPractitioner({ appointmentModes: ["in-person"] });
    const virtual = await join(joinBody(inPersonOnly, { type: 1 }), csrfHeader(), nextIp());
    expect(virtual.status).toBe(400);
    expect(virtual.body.fields).toEqual({ type: "virtual is not offered by this practitioner" });
    expect(await partition(keys.waitlistPartition(inPersonOnly.id))).toEqual([]);
  });

  it("keeps one entry per email and practitioner, and at most five per email (409, clear words)", async () => {
    const email = uniqueEmail("busy");
    const practitioners = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createPractitioner()));
    const [first, ...rest] = practitioners as [(typeof practitioners)[0], ...typeof practitioners];
    await joined(joinBody(first, { email }));
    const again = await join(joinBody(first, { email: email.toUpperCase() }), csrfHeader(), nextIp());
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ALREADY_WAITING);
    for (const practitioner of rest.slice(0, 4)) await joined(joinBody(practitioner, { email }));
    const sixth = await join(joinBody(rest[4] as (typeof rest)[0], { email }), csrfHeader(), nextIp());
    expect(sixth.status).toBe(409);
    expect(sixth.body.error).toBe(TOO_MANY_LISTS);
    expect(await pointersOf(email)).toHaveLength(5);
    expect(await entriesOf((rest[4] as (typeof rest)[0]).id, email)).toEqual([]);
  });

  it("lets exactly five of seven simultaneous joins of one email in (the roster's version)", async () => {
    setRateLimitsForTests({ "waitlist-email": { max: 20 } });
    const email = uniqueEmail("racing");
    const practitioners = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => createPractitioner()));
    const answers = await Promise.all(
      practitioners.map((practitioner) => join(joinBody(practitioner, { email }), csrfHeader(), nextIp())),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error)).toEqual([
      TOO_MANY_LISTS,
      TOO_MANY_LISTS,
    ]);
    expect(await pointersOf(email)).toHaveLength(5);
    const waiting = await Promise.all(practitioners.map((practitioner) => entriesOf(practitioner.id, email)));
    expect(waiting.flat()).toHaveLength(5);
    expect((await rosterOf(email)).lists.size).toBe(5);
  });

  it("frees a place when an entry is left or has expired", async () => {
    setRateLimitsForTests({ "waitlist-email": { max: 20 } });
    const email = uniqueEmail("turnover");
    const practitioners = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => createPractitioner()));
    for (const practitioner of practitioners.slice(0, 5)) await joined(joinBody(practitioner, { email }));
    const [sixth, seventh] = practitioners.slice(5) as [PractitionerItem, PractitionerItem];
    expect((await join(joinBody(sixth, { email }), csrfHeader(), nextIp())).status).toBe(409);

    setClockForTests(() => TEST_NOW + 60_000);
    const [confirmation] = await queuedMailsTo([email]);
    expect((await leave(leaveTokenIn(confirmation as NonNullable<typeof confirmation>))).status).toBe(200);
    await joined(joinBody(sixth, { email }));
    expect((await join(joinBody(seventh, { email }), csrfHeader(), nextIp())).status).toBe(409);

    // Thirty days on, the five first entries have ended without a write: the roster counts by expiry.
    setClockForTests(() => TEST_NOW + ENTRY_MS);
    await joined(joinBody(seventh, { email }));
    expect([...(await rosterOf(email)).lists.keys()].sort()).toEqual([sixth.id, seventh.id].sort());
  });

  it("lets only one of two simultaneous joins of the same pair in", async () => {
    const practitioner = await createPractitioner();
    const email = uniqueEmail("twice");
    const answers = await Promise.all([
      join(joinBody(practitioner, { email }), csrfHeader(), nextIp()),
      join(joinBody(practitioner, { email }), csrfHeader(), nextIp()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await entriesOf(practitioner.id, email)).toHaveLength(1);
  });

  publicFormRefusals({
    submit: (body, headers) => join(body, headers, nextIp()),
    fill: (overrides) => joinBody({ id: "1" }, overrides),
    answer: { success: WAITLIST_JOINED },
    leftFor: async (email) => [...(await pointersOf(email)), ...(await queuedMailsTo([email]))],
  });

  it("limits joins per address and per email (429, nothing kept)", async () => {
    setRateLimitsForTests({ "waitlist-ip": { max: 2 }, "waitlist-email": { max: 1 } });
    const [one, two] = await Promise.all([createPractitioner(), createPractitioner()]);
    const email = uniqueEmail("limited");
    expect((await join(joinBody(one, { email }), csrfHeader(), "198.51.100.61")).status).toBe(200);
    const sameEmail = await join(joinBody(two, { email }), csrfHeader(), "198.51.100.62");
    expect(sameEmail.status).toBe(429);
    expect(Number(sameEmail.headers["Retry-After"])).toBeGreaterThan(0);
    expect((await join(joinBody(two), csrfHeader(), "198.51.100.61")).status).toBe(200);
    const other = joinBody(one);
    expect((await join(other, csrfHeader(), "198.51.100.61")).status).toBe(429);
    expect(await entriesOf(two.id, email)).toEqual([]);
    expect(await pointersOf(other.email)).toEqual([]);
  });
});

describe("leaving, expiry, booking and erasure end an entry", () => {
  it("leaves by the mailed link; the link again, or a forged one, changes nothing more", async () => {
    const practitioner = await createPractitioner();
    const body = joinBody(practitioner);
    await joined(body);
    const [mail] = await queuedMailsTo([body.email]);
    const token = leaveTokenIn(mail as NonNullable<typeof mail>);

    expect((await leave(token, {})).status).toBe(403);
    expect(await entriesOf(practitioner.id, body.email)).toHaveLength(1);
    const forged = await leave(`${token.slice(0, -4)}AAAA`);
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe(BAD_LEAVE_LINK);

    expect((await leave(token)).body).toEqual({ success: WAITLIST_LEFT });
    expect(await partition(keys.waitlistPartition(practitioner.id))).toEqual([]);
    expect(await pointersOf(body.email)).toEqual([]);
    expect((await leave(token)).status).toBe(200);
  });

  it("ends after 30 days for every read, carries the TTL, and may be joined again then", async () => {
    const practitioner = await createPractitioner();
    const body = joinBody(practitioner);
    await joined(body);
    setClockForTests(() => TEST_NOW + ENTRY_MS - 1);
    expect(await entriesOf(practitioner.id, body.email)).toHaveLength(1);
    setClockForTests(() => TEST_NOW + ENTRY_MS);
    expect(await entriesOf(practitioner.id, body.email)).toEqual([]);

    await joined({ ...body, first_name: "Again" });
    const items = await partition(keys.waitlistPartition(practitioner.id));
    expect(items.map((item) => item.firstName)).toEqual(["Again"]);
    const [pointer] = await pointersOf(body.email);
    expect(pointer?.entrySK).toBe(items[0]?.SK);
  });

  it("ends when the email books with that practitioner, not with another", async () => {
    await putSchemes();
    const [practitioner, other] = await Promise.all([createPractitioner(), createPractitioner()]);
    const email = uniqueEmail("books");
    await joined(joinBody(practitioner, { email }));
    await joined(joinBody(other, { email }));
    await book(practitioner, { email }, nextIp());
    expect(await entriesOf(practitioner.id, email)).toEqual([]);
    expect(await entriesOf(other.id, email)).toHaveLength(1);
    expect((await pointersOf(email)).map((pointer) => pointer.practitionerId)).toEqual([other.id]);
    expect([...(await rosterOf(email)).lists.keys()]).toEqual([other.id]);
  });

  it("ends through the booking's own outbox action: a failed first run is logged, the booking stands, the outbox finishes it", async () => {
    await putSchemes();
    const practitioner = await createPractitioner();
    const email = uniqueEmail("retried");
    await joined(joinBody(practitioner, { email }));
    // An outage of the entry's end just after the booking commits (the test's only mock).
    const outage = failNth(
      (command) =>
        command instanceof TransactWriteCommand &&
        (command.input.TransactItems ?? []).some((item) =>
          String(item.Delete?.Key?.PK ?? "").startsWith("WAITLIST#"),
        ),
    );
    await book(practitioner, { email }, nextIp());
    outage.mockRestore();
    expect(await entriesOf(practitioner.id, email)).toHaveLength(1);

    const [booking] = (await partition(keys.practitioner(practitioner.id).PK)).filter(
      (item) => item.entity === "booking",
    );
    const action = `waitlist-booked.${practitioner.id}.${String(booking?.SK)}`;
    expect(await runOutboxAt([action], TEST_NOW + 60 * 60_000)).toMatchObject({ sent: 1 });
    expect(await entriesOf(practitioner.id, email)).toEqual([]);
    expect(await rosterOf(email)).toMatchObject({ lists: new Map() });
  });

  it("is erased with the patient: entries, pointers and their mails", async () => {
    const [one, two] = await Promise.all([createPractitioner(), createPractitioner()]);
    const email = uniqueEmail("erased");
    await joined(joinBody(one, { email }));
    await joined(joinBody(two, { email }));
    expect(await queuedMailsTo([email])).toHaveLength(2);

    const counts = await eraseByEmail(email);
    expect(counts["waitlist entries"]).toBe(2);
    expect(await partition(keys.waitlistPartition(one.id))).toEqual([]);
    expect(await partition(keys.waitlistPartition(two.id))).toEqual([]);
    expect(await partition(keys.waitlistByEmailPartition(emailHash(email)))).toEqual([]);
    expect(await queuedMailsTo([email])).toEqual([]);
  });
});
