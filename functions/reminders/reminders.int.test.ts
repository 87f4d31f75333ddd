/**
 * A booking's scheduled items against DynamoDB Local and SES local, on an injected clock
 * (setClockForTests: the only stand-in): the reminders a confirmation schedules, their removal by
 * cancel, decline and erasure, reminders off and on, the practitioner's nudges, the expiry at the
 * confirm-by deadline, and the send condition that stops an item whose booking changed meanwhile.
 */
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sastToMs, weekdayOf } from "../../core/sast-time";
import type { BookingItem, OutboxItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import type { Handler } from "../lib/http-handler";
import { deliver, deliverByIds } from "../outbox/outbox";
import { apiEvent, invoke } from "../test/api-event";
import { adminSession, createAccount, practitionerSession, sessionOf } from "../test/auth-fixtures";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  manageTokenIn,
  putSchemes,
  queuedMailsTo,
  sesStore,
  TUESDAY,
  weekBookings,
} from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";
import { type ScheduledChannel, type ScheduledKind, scheduledItemId } from "./plan";

let booking: Handler;
let dashboard: Handler;
let patients: Handler;

beforeAll(async () => {
  // Its own table: the items here are delivered at later clocks, which must not reach other suites'.
  await useOwnTable("reminders-int");
  booking = (await import("../booking/handler")).handler;
  dashboard = (await import("../dashboard/handler")).handler;
  patients = (await import("../patients/handler")).handler;
  await putSchemes();
}, 60_000);
afterAll(() => setClockForTests(undefined));

/** SAST "YYYY-MM-DD HH:mm" as epoch ms. */
const sast = (when: string) => sastToMs(when.slice(0, 10), when.slice(11));
const iso = (when: string) => new Date(sast(when)).toISOString();

let ipCount = 0;

interface Booked {
  id: string;
  email: string;
  token: string;
  key: { PK: string; SK: string };
  practitioner: PractitionerItem;
  account: Awaited<ReturnType<typeof createAccount>>;
}

/** A practitioner with an account; the patient books `date time` at the SAST clock `at`. */
async function bookAt(
  at: string,
  date: string,
  time: string,
  template?: Parameters<typeof createPractitioner>[1],
) {
  setClockForTests(() => sast(at));
  const { practitioner, account } = template
    ? await (async () => {
        const listed = await createPractitioner({}, template);
        return {
          practitioner: listed,
          account: await createAccount("practitioner", { practitionerId: listed.id }),
        };
      })()
    : await practitionerSession();
  // The default template's Tuesdays have 60-minute slots; other days 30.
  const body = bookingBody(practitioner, {
    date: `${date} ${time}`,
    duration: weekdayOf(date) === 2 ? 60 : 30,
  });
  const answer = await invoke(
    booking,
    apiEvent("POST", "/api/booking/submit", {
      body,
      headers: csrfHeader(),
      sourceIp: `10.23.0.${++ipCount}`,
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [mail] = await queuedMailsTo([body.email]);
  if (!mail) throw new Error("no patient mail");
  const id = answer.body.booking.id as string;
  return {
    id,
    email: body.email,
    token: manageTokenIn(mail),
    key: keys.booking(practitioner.id, `${date}T${time}`, id),
    practitioner,
    account,
  } satisfies Booked;
}

async function dashboardAction(b: Booked, action: "confirm" | "decline", date: string) {
  const answer = await invoke(
    dashboard,
    apiEvent("POST", `/api/dashboard/bookings/${action}`, {
      body: { id: b.id, date },
      headers: { ...(await sessionOf(b.account)), ...csrfHeader() },
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function item(b: Booked, kind: ScheduledKind, channel: ScheduledChannel = "email") {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.outbox(scheduledItemId(b.id, kind, channel)),
      ConsistentRead: true,
    }),
  );
  return Item as OutboxItem | undefined;
}

/** The scheduled items the booking has now, as "kind.channel due-time(ISO)". */
async function scheduled(b: Booked): Promise<string[]> {
  const kinds: [ScheduledKind, ScheduledChannel][] = [
    ["remind-72h", "email"],
    ["remind-24h", "email"],
    ["nudge-12h", "email"],
    ["nudge-24h", "email"],
    ["expire", "action"],
  ];
  const found: string[] = [];
  for (const [kind, channel] of kinds) {
    const it = await item(b, kind, channel);
    if (it?.state === "pending") found.push(`${kind}.${channel} ${it.dueAt}`);
  }
  return found;
}

async function bookingNow(b: Booked): Promise<BookingItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: b.key, ConsistentRead: true }),
  );
  return Item as BookingItem;
}

function post(route: "reminders" | "attending" | "cancel", body: object, headers = csrfHeader()) {
  return invoke(booking, apiEvent("POST", `/api/booking/${route}`, { body, headers, sourceIp: "10.23.9.1" }));
}

function manage(token: string) {
  return invoke(booking, apiEvent("GET", "/api/booking/manage", { query: { token } }));
}

async function sentTo(address: string) {
  return (await sesStore()).filter((email) => email.destination.to.includes(address));
}

describe("reminders of a confirmed booking", () => {
  it("booked 10 days ahead: reminders 72 h and 24 h before; the manage page lists them", async () => {
    const b = await bookAt("2026-11-21 09:00", "2026-12-01", "09:00");
    expect(await scheduled(b)).toEqual([
      // 12 h after the request is 21:00: moved back to 19:00.
      `nudge-12h.email ${iso("2026-11-21 19:00")}`,
      `expire.action ${iso("2026-11-23 09:00")}`,
    ]);
    await dashboardAction(b, "confirm", "2026-12-01 09:00");
    expect(await scheduled(b)).toEqual([
      `remind-72h.email ${iso("2026-11-28 09:00")}`,
      `remind-24h.email ${iso("2026-11-30 09:00")}`,
    ]);
    const { body } = await manage(b.token);
    expect(body.booking.reminders).toEqual([
      { channel: "email", due_at: iso("2026-11-28 09:00"), state: "scheduled" },
      { channel: "email", due_at: iso("2026-11-30 09:00"), state: "scheduled" },
    ]);
    // Erasure finds them by the booking's list of mails.
    expect((await bookingNow(b)).mailIds).toEqual(
      expect.arrayContaining([
        scheduledItemId(b.id, "remind-72h", "email"),
        scheduledItemId(b.id, "remind-24h", "email"),
      ]),
    );
  });

  it("booked 2 days ahead: only the 24 h reminder; booked 3 hours ahead: none", async () => {
    const twoDays = await bookAt("2026-11-22 09:00", TUESDAY, "09:00");
    await dashboardAction(twoDays, "confirm", `${TUESDAY} 09:00`);
    expect(await scheduled(twoDays)).toEqual([`remind-24h.email ${iso("2026-11-23 09:00")}`]);

    const threeHours = await bookAt("2026-11-23 06:00", "2026-11-23", "09:00");
    await dashboardAction(threeHours, "confirm", "2026-11-23 09:00");
    expect(await scheduled(threeHours)).toEqual([]);
  });

  it("never between 20:00 and 08:00: a 07:30 appointment is reminded at 19:00 the evening before", async () => {
    const b = await bookAt("2026-11-22 09:00", "2026-11-25", "07:30", {
      "3": { times: ["07:30", "20:00"], duration: 30 },
    });
    await dashboardAction(b, "confirm", "2026-11-25 07:30");
    expect(await scheduled(b)).toEqual([`remind-24h.email ${iso("2026-11-23 19:00")}`]);
    const late = await bookAt("2026-11-22 09:00", "2026-11-25", "20:00", {
      "3": { times: ["07:30", "20:00"], duration: 30 },
    });
    await dashboardAction(late, "confirm", "2026-11-25 20:00");
    // Booked 83 h ahead: the 72 h reminder too, 20:00 on Sunday moved to 19:00.
    expect(await scheduled(late)).toEqual([
      `remind-72h.email ${iso("2026-11-22 19:00")}`,
      `remind-24h.email ${iso("2026-11-24 19:00")}`,
    ]);
  });

  it("sends the 72 h reminder with its three buttons and the 24 h one with directions, never the reason", async () => {
    const b = await bookAt("2026-11-21 09:00", "2026-12-01", "09:00");
    await dashboardAction(b, "confirm", "2026-12-01 09:00");
    const ids = [scheduledItemId(b.id, "remind-72h", "email"), scheduledItemId(b.id, "remind-24h", "email")];
    expect(await deliverByIds(ids, sast("2026-11-28 09:00"))).toMatchObject({ sent: 1 });
    expect(await deliverByIds(ids, sast("2026-11-30 09:00"))).toMatchObject({ sent: 1 });
    const [first, second] = await sentTo(b.email);
    expect(first?.subject).toMatch(/^Reminder: /);
    for (const action of ["attend", "reschedule", "cancel"])
      expect(first?.body.text).toContain(`&action=${action}`);
    expect(first?.body.text).toContain("Confirm I'm coming");
    expect(second?.subject).toMatch(/^Tomorrow: /);
    expect(second?.body.text).toContain("https://www.google.com/maps/search/?api=1&query=12%20Main%20Road");
    expect(JSON.stringify([first, second])).not.toContain("Trouble sleeping");
    const { body } = await manage(b.token);
    expect(body.booking.reminders.map((r: { state: string }) => r.state)).toEqual(["sent", "sent"]);
  });
});

describe("nothing is reminded after a change", () => {
  it("cancel and decline remove every scheduled item in their own transaction", async () => {
    const cancelled = await bookAt("2026-11-21 09:00", "2026-12-01", "09:00");
    await dashboardAction(cancelled, "confirm", "2026-12-01 09:00");
    expect((await post("cancel", { token: cancelled.token })).status).toBe(200);
    expect(await scheduled(cancelled)).toEqual([]);
    expect((await manage(cancelled.token)).body.booking.reminders).toEqual([]);

    const declined = await bookAt("2026-11-21 09:00", "2026-12-01", "10:00");
    await dashboardAction(declined, "decline", "2026-12-01 10:00");
    expect(await scheduled(declined)).toEqual([]);
  });

  it("a reminder or nudge whose booking changed after the sender read it is dropped, not sent", async () => {
    const b = await bookAt("2026-11-21 09:00", "2026-12-01", "09:00");
    const nudge = (await item(b, "nudge-12h")) as OutboxItem;
    await dashboardAction(b, "confirm", "2026-12-01 09:00");
    const reminder = (await item(b, "remind-72h")) as OutboxItem;
    expect((await post("cancel", { token: b.token })).status).toBe(200);
    // The copies a sender read before the changes, written back as if the deletes lost a race.
    for (const copy of [nudge, reminder])
      await db().send(new PutCommand({ TableName: tableName(), Item: copy }));
    expect(await deliver(nudge, sast("2026-11-21 19:00"))).toBe("skipped");
    expect(await deliver(reminder, sast("2026-11-28 09:00"))).toBe("skipped");
    expect((await item(b, "remind-72h"))?.state).toBe("dropped");
    expect(await sentTo(b.email)).toEqual([]);
    expect((await sentTo(b.practitioner.email)).filter((mail) => /Waiting/.test(mail.subject))).toEqual([]);
  });

  it("an erased patient's reminders are gone: nothing is sent, even when it comes due", async () => {
    const b = await bookAt("2026-11-21 09:00", "2026-12-01", "09:00");
    await dashboardAction(b, "confirm", "2026-12-01 09:00");
    const { headers } = await adminSession();
    const { patientId } = await bookingNow(b);
    const erased = await invoke(
      patients,
      apiEvent("GET", `/api/patient/delete/${patientId}`, {
        route: "/api/patient/delete/{id}",
        pathParameters: { id: patientId },
        headers,
      }),
    );
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(await scheduled(b)).toEqual([]);
    for (const kind of ["remind-72h", "remind-24h"] as const) expect(await item(b, kind)).toBeUndefined();
    const ids = ["remind-72h", "remind-24h"].map((kind) =>
      scheduledItemId(b.id, kind as ScheduledKind, "email"),
    );
    await deliverByIds(ids, sast("2026-11-30 09:00"));
    expect(await sentTo(b.email)).toEqual([]);
  });
});

describe("POST /api/booking/reminders and /api/booking/attending", () => {
  it("turns reminders off (removed, shown as cancelled) and back on (rebuilt)", async () => {
    const b = await bookAt("2026-11-21 09:00", "2026-12-01", "09:00");
    await dashboardAction(b, "confirm", "2026-12-01 09:00");
    setClockForTests(() => sast("2026-11-22 09:00"));
    const off = await post("reminders", { token: b.token, enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.booking.reminders_off).toBe(true);
    expect(off.body.booking.reminders.map((r: { state: string }) => r.state)).toEqual([
      "cancelled",
      "cancelled",
    ]);
    expect(await scheduled(b)).toEqual([]);
    expect((await post("reminders", { token: b.token, enabled: false })).status).toBe(200);

    const on = await post("reminders", { token: b.token, enabled: true });
    expect(on.status).toBe(200);
    expect(on.body.booking.reminders.map((r: { state: string }) => r.state)).toEqual([
      "scheduled",
      "scheduled",
    ]);
    expect(await scheduled(b)).toEqual([
      `remind-72h.email ${iso("2026-11-28 09:00")}`,
      `remind-24h.email ${iso("2026-11-30 09:00")}`,
    ]);
  });

  it("records that the patient is coming; the practitioner's dashboard shows it", async () => {
    const b = await bookAt("2026-11-22 09:00", TUESDAY, "09:00");
    const early = await post("attending", { token: b.token });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/has not confirmed this booking yet/);
    await dashboardAction(b, "confirm", `${TUESDAY} 09:00`);
    const coming = await post("attending", { token: b.token });
    expect(coming.status).toBe(200);
    expect(coming.body.booking.patient_confirmed).toBe(true);
    expect((await post("attending", { token: b.token })).status).toBe(200);
    const list = await invoke(
      dashboard,
      apiEvent("GET", "/api/dashboard/bookings", { headers: await sessionOf(b.account) }),
    );
    expect(list.body.data.find((row: { id: string }) => row.id === b.id)).toMatchObject({
      patient_confirmed: true,
    });
  });

  it("refuses without CSRF (403), bad input (400), a bad link (403), and a past booking (409); nothing written", async () => {
    const b = await bookAt("2026-11-22 09:00", TUESDAY, "09:00");
    await dashboardAction(b, "confirm", `${TUESDAY} 09:00`);
    const before = await bookingNow(b);
    expect((await post("reminders", { token: b.token, enabled: false }, {})).status).toBe(403);
    expect((await post("attending", { token: b.token }, {})).status).toBe(403);
    const notBoolean = await post("reminders", { token: b.token, enabled: "no" });
    expect(notBoolean.status).toBe(400);
    expect(JSON.stringify(notBoolean.body)).toMatch(/enabled/);
    expect((await post("reminders", { token: b.token })).status).toBe(400);
    expect((await post("attending", { token: `${b.token.slice(0, -3)}AAA` })).status).toBe(403);
    setClockForTests(() => sast(`${TUESDAY} 09:10`));
    const late = await post("reminders", { token: b.token, enabled: false });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/no longer upcoming/);
    expect(await bookingNow(b)).toEqual(before);
  });
});

describe("a pending request is chased, then expires", () => {
  it("nudges the practitioner 12 h after the request and 24 h before its start, without the reason", async () => {
    // Made 49 h ahead: 12 h later is 21:00, moved back to 19:00; the deadline is 2 h before the start.
    const ten = await bookAt("2026-11-22 09:00", TUESDAY, "10:00");
    expect(await scheduled(ten)).toEqual([
      `nudge-12h.email ${iso("2026-11-22 19:00")}`,
      `nudge-24h.email ${iso("2026-11-23 10:00")}`,
      `expire.action ${iso(`${TUESDAY} 08:00`)}`,
    ]);
    const ids = (["nudge-12h", "nudge-24h"] as const).map((kind) => scheduledItemId(ten.id, kind, "email"));
    expect(await deliverByIds(ids, sast("2026-11-22 19:00"))).toMatchObject({ sent: 1 });
    expect(await deliverByIds(ids, sast("2026-11-23 10:00"))).toMatchObject({ sent: 1 });
    const nudges = (await sentTo(ten.practitioner.email)).filter((mail) =>
      /^Waiting for your answer/.test(mail.subject),
    );
    expect(nudges).toHaveLength(2);
    expect(nudges[0]?.body.text).toContain("/dashboard");
    expect(JSON.stringify(nudges)).not.toContain("Trouble sleeping");
  });

  it("expires at the deadline: the time is free again and the patient is told, with the next open times", async () => {
    const b = await bookAt("2026-11-22 09:00", TUESDAY, "10:00");
    expect(await weekBookings(b.practitioner.id)).toEqual([
      { date: `${TUESDAY} 10:00`, status: "pending", duration: 60 },
    ]);
    const expiry = scheduledItemId(b.id, "expire", "action");
    // Not before the deadline.
    expect(await deliverByIds([expiry], sast(`${TUESDAY} 07:59`))).toMatchObject({ sent: 0, skipped: 1 });
    setClockForTests(() => sast(`${TUESDAY} 08:00`));
    const ran = await deliverByIds([expiry], sast(`${TUESDAY} 08:00`));
    expect(ran, (await item(b, "expire", "action"))?.lastError).toMatchObject({ sent: 1 });
    expect((await bookingNow(b)).status).toBe("expired");
    expect(await weekBookings(b.practitioner.id)).toEqual([]);
    // The nudges nobody sent in time stay queued, and their send condition (still pending) drops them.
    const nudges = (["nudge-12h", "nudge-24h"] as const).map((kind) => scheduledItemId(b.id, kind, "email"));
    expect(await deliverByIds(nudges, sast(`${TUESDAY} 08:00`))).toEqual({ sent: 0, failed: 0, skipped: 2 });
    expect(await scheduled(b)).toEqual([]);
    expect(await sentTo(b.practitioner.email)).toEqual([]);
    const notice = (await queuedMailsTo([b.email])).find((mail) => mail.kind === "booking-expired-patient");
    expect(notice?.mail.subject).toMatch(/^Booking request not confirmed/);
    expect(notice?.mail.text).toContain(`/page/practitioner/${b.practitioner.id}#booking`);
    expect(notice?.mail.text).not.toContain("Trouble sleeping");
  });

  it("an expiry whose request was confirmed meanwhile does nothing", async () => {
    const b = await bookAt("2026-11-22 09:00", TUESDAY, "10:00");
    const expiry = (await item(b, "expire", "action")) as OutboxItem;
    await dashboardAction(b, "confirm", `${TUESDAY} 10:00`);
    await db().send(new PutCommand({ TableName: tableName(), Item: expiry }));
    expect(await deliver(expiry, sast(`${TUESDAY} 08:00`))).toBe("skipped");
    expect((await bookingNow(b)).status).toBe("confirmed");
  });
});
