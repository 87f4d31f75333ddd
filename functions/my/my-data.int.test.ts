/**
 * Patients hold their own data (issue 28), against DynamoDB Local: the sign-in link answers and works
 * the same for known and unknown emails, works once and for 15 minutes; a patient session reads its
 * own email's data only; the export holds every kind of item kept about the email; corrections reach
 * the practitioner's bookings; and "Delete my data" runs the admins' erasure, tells the practitioner,
 * and leaves nothing in the table that names the patient.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db } from "../lib/db";
import type { Handler } from "../lib/http-handler";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { apiEvent, invoke } from "../test/api-event";
import { adminSession, bearer } from "../test/auth-fixtures";
import {
  bookingBody,
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  ipSequence,
  MONDAY,
  manageTokenIn,
  partition,
  queuedMailsTo,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { deliverDue, itemsNaming } from "../test/erasure-fixtures";
import { useOwnTable } from "../test/own-table";
import { patientHeaders } from "../test/patient-fixtures";
import { join, joinBody } from "../test/waitlist-fixtures";
import { PATIENT_SESSION_MS } from "./patient-session";
import { MY_LINK_EXPIRED, MY_LINK_INVALID } from "./sign-in";

let patients: Handler;
let booking: Handler;
let auth: Handler;
let reviews: Handler;
let contact: Handler;

const REASON = "Panic attacks before exams";
const AFTER_NINE = Date.parse(`${MONDAY}T07:31:00Z`); // Monday 09:31 SAST: the 09:00 booking is over
const freshIp = ipSequence("10.28");

beforeAll(async () => {
  await useOwnTable("my-data-int");
  patients = (await import("../patients/handler")).handler;
  booking = (await import("../booking/handler")).handler;
  auth = (await import("../auth/handler")).handler;
  reviews = (await import("../reviews/handler")).handler;
  contact = (await import("../contact/handler")).handler;
}, 60_000);
clockAtTestNowInEachTest();
afterEach(() => setRateLimitsForTests(undefined));

const post = (handler: Handler, path: string, body: object, headers = csrfHeader()) =>
  invoke(handler, apiEvent("POST", path, { body, headers, sourceIp: freshIp() }));
const my = (method: "GET" | "POST", path: string, headers: Record<string, string>, body?: object) =>
  invoke(patients, apiEvent(method, path, { headers, ...(body ? { body } : {}), sourceIp: freshIp() }));
const askLink = (email: string) => post(patients, "/api/my/link", { email });
const openSession = (token: string) => post(patients, "/api/my/session", { token });

async function book(
  overrides: Record<string, unknown>,
  practitioner?: Awaited<ReturnType<typeof createPractitioner>>,
) {
  const who = practitioner ?? (await createPractitioner());
  const answer = await post(booking, "/api/booking/submit", bookingBody(who, overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { practitioner: who, id: answer.body.booking.id as string };
}

/** Tokens already handed to a test: mails queued in the same millisecond have no order to tell the newest. */
const handedOut = new Set<string>();

/** The token of the sign-in link mailed to `email` that no test has had yet, read from its queued mail. */
async function mailedLinkToken(email: string): Promise<string> {
  const mails = (await queuedMailsTo([email])).filter((mail) => mail.kind === "my-sign-in-link");
  const tokens = mails.map((mail) => /\/page\/my-bookings\?token=([\w-]+)/.exec(mail.mail.text)?.[1]);
  const token = tokens.find((found) => found !== undefined && !handedOut.has(found));
  if (!token) throw new Error("no new sign-in link mailed");
  handedOut.add(token);
  return token;
}

/** Asks for a link, opens it, and answers the session's headers. */
async function signIn(email: string): Promise<Record<string, string>> {
  expect((await askLink(email)).status).toBe(200);
  const opened = await openSession(await mailedLinkToken(email));
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return bearer(opened.body.token);
}

/** The DynamoDB commands `work` sends, in order (recorded by a middleware on the real client). */
async function commandsOf(work: () => Promise<unknown>): Promise<string[]> {
  const names: string[] = [];
  const client = db();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      names.push(String(context.commandName));
      return next(args);
    },
    { step: "initialize", name: "recordCommands" },
  );
  try {
    await work();
  } finally {
    client.middlewareStack.remove("recordCommands");
  }
  return names.sort();
}

describe("POST /api/my/link", () => {
  it("answers a known and an unknown email alike, with the same work; only the known one gets a mail", async () => {
    const known = uniqueEmail("my-known");
    await book({ email: known });
    const unknown = uniqueEmail("my-unknown");
    const answers: { status: number; body: unknown }[] = [];
    const ask = async (email: string) => {
      const { status, body } = await askLink(email);
      answers.push({ status, body });
    };
    const knownWork = await commandsOf(() => ask(known));
    const unknownWork = await commandsOf(() => ask(unknown));
    expect(answers).toEqual([
      { status: 200, body: { sent: true } },
      { status: 200, body: { sent: true } },
    ]);
    // The same reads, one transaction each (the known one's also queues the mail in it).
    expect(knownWork).toEqual(unknownWork);
    expect((await queuedMailsTo([known])).map((mail) => mail.kind)).toContain("my-sign-in-link");
    expect(await queuedMailsTo([unknown])).toEqual([]);
  });

  it("refuses a malformed email and a missing CSRF token, and limits each email (known or not) alike", async () => {
    expect((await askLink("not-an-email")).status).toBe(400);
    const noCsrf = await post(patients, "/api/my/link", { email: uniqueEmail("my-csrf") }, {});
    expect(noCsrf.status).toBe(403);
    setRateLimitsForTests({ "my-link-email": { max: 1 } });
    const known = uniqueEmail("my-limited");
    await book({ email: known });
    for (const email of [known, uniqueEmail("my-limited-unknown")]) {
      expect((await askLink(email)).status).toBe(200);
      const over = await askLink(email);
      expect(over.status).toBe(429);
      expect(over.body.error).toMatch(/Too many requests/);
    }
  });
});

describe("POST /api/my/session", () => {
  it("opens a session once per link, within 15 minutes", async () => {
    const email = uniqueEmail("my-once");
    await book({ email });
    await askLink(email);
    const token = await mailedLinkToken(email);
    const first = await openSession(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email, expires_in: PATIENT_SESSION_MS / 1000 });
    const again = await openSession(token);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(MY_LINK_INVALID);

    await askLink(email);
    const late = await mailedLinkToken(email);
    setClockForTests(() => TEST_NOW + 15 * 60_000);
    const expired = await openSession(late);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(MY_LINK_EXPIRED);
    expect((await openSession("x".repeat(10))).status).toBe(400);
    expect((await openSession("y".repeat(43))).body.error).toBe(MY_LINK_INVALID);
  });
});

describe("a patient session", () => {
  it("reads its own email's bookings only; tampered, expired, signed-out and account tokens are refused", async () => {
    const mine = uniqueEmail("my-own");
    const theirs = uniqueEmail("my-theirs");
    const own = await book({ email: mine });
    const other = await book({ email: theirs, date: `${MONDAY} 10:00` }, own.practitioner);
    const headers = await signIn(mine);

    const list = await my("GET", "/api/my/bookings", headers);
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { id: string }) => row.id)).toEqual([own.id]);
    expect(JSON.stringify(list.body)).not.toContain(other.id);
    expect(list.body.data[0]).toMatchObject({ upcoming: true, status: "pending" });
    expect(list.body.data[0].manage_url).toMatch(/\/page\/booking\/manage\?token=/);
    // The list never carries the reason; the export does (the patient's own words).
    expect(JSON.stringify(list.body)).not.toContain("Trouble sleeping");

    const token = headers.authorization?.slice("Bearer ".length) ?? "";
    const [head = "", payload = "", signature = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: `patient#${theirs}` })).toString("base64url");
    expect((await my("GET", "/api/my/bookings", bearer(`${head}.${forged}.${signature}`))).status).toBe(401);
    expect((await my("GET", "/api/my/bookings", {})).status).toBe(401);
    const admin = await adminSession();
    expect((await my("GET", "/api/my/bookings", admin.headers)).status).toBe(403);
    // Another email's own session sees only its own booking.
    const theirList = await my("GET", "/api/my/bookings", await patientHeaders(theirs));
    expect(theirList.body.data.map((row: { id: string }) => row.id)).toEqual([other.id]);

    setClockForTests(() => TEST_NOW + PATIENT_SESSION_MS);
    expect((await my("GET", "/api/my/bookings", headers)).status).toBe(401);
    setClockForTests(() => TEST_NOW);
    const out = await invoke(auth, apiEvent("POST", "/api/auth/logout", { headers }));
    expect(out.status).toBe(200);
    expect((await my("GET", "/api/my/bookings", headers)).status).toBe(401);
  });

  it("corrects the details on the record and the bookings ahead; bad input changes nothing", async () => {
    const email = uniqueEmail("my-details");
    const ahead = await book({ email });
    const headers = await signIn(email);
    const bad = await my("POST", "/api/my/details", headers, { first_name: " ", cellphone_number: "12" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["cellphone_number", "first_name"]);
    const stored = async () =>
      (await partition(keys.practitioner(ahead.practitioner.id).PK)).find(
        (item) => item.id === ahead.id,
      ) as unknown as BookingItem;
    expect((await stored()).firstName).toBe("Lerato");

    const fixed = await my("POST", "/api/my/details", headers, {
      first_name: "Lindiwe",
      last_name: "Mokoena",
      cellphone_number: "082 765 4321",
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body).toEqual({
      first_name: "Lindiwe",
      last_name: "Mokoena",
      cellphone_number: "0827654321",
      updated_bookings: 1,
    });
    expect(await stored()).toMatchObject({
      firstName: "Lindiwe",
      lastName: "Mokoena",
      cellphone: "0827654321",
    });
    expect((await my("GET", "/api/my/bookings", headers)).body.details.first_name).toBe("Lindiwe");
  });
});

/** One of every kind of item kept about an email: bookings (one past), consents, a review, a waitlist entry, a message, mails. */
async function patientWithEverything(tag: string) {
  const email = uniqueEmail(`my-${tag}`);
  const surname = `Ngcobo-${tag}`;
  // Their own words, unique to them: the table is shared by this file's tests.
  const reason = `${REASON} (${tag})`;
  const base = { email, last_name: surname, reason_for_appointment: reason };
  const past = await book(base);
  const ahead = await book({ ...base, date: `${MONDAY} 10:00` }, past.practitioner);
  const reviewed = await post(reviews, "/api/review/submit", {
    practitioner_id: past.practitioner.id,
    name: `Ayanda ${surname}`,
    rating: 4,
    comment: `Calm and kind about my ${reason}.`,
    email,
  });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  const joined = await join(
    joinBody(past.practitioner, { email, first_name: "Ayanda" }),
    csrfHeader(),
    freshIp(),
  );
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  const wrote = await post(contact, "/api/contact/submit", {
    name: `Ayanda ${surname}`,
    email,
    contact_number: "0827770002",
    message: `Please call me about ${reason}.`,
  });
  expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
  const manageToken = manageTokenIn(
    (await queuedMailsTo([email])).find((mail) => mail.kind === "booking-received-patient") ??
      (() => {
        throw new Error("no booking mail");
      })(),
  );
  await deliverDue(TEST_NOW + 60_000);
  return { email, surname, reason, past, ahead, manageToken };
}

describe("GET /api/my/export", () => {
  it("holds every kind of item kept about the email, the reasons included, and the mails by kind and date", async () => {
    const who = await patientWithEverything(`x${Date.now().toString(36)}`);
    const headers = await signIn(who.email);
    const exported = await my("GET", "/api/my/export", headers);
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    const data = exported.body;
    expect(data.email).toBe(who.email);
    expect(data.patient).toMatchObject({ last_name: who.surname, cellphone_number: "0821234567" });
    expect(data.bookings.map((b: { id: string }) => b.id).sort()).toEqual([who.past.id, who.ahead.id].sort());
    expect(data.bookings[0].reason_for_appointment).toBe(who.reason);
    expect(data.consents).toHaveLength(2);
    expect(data.consents[0].terms_version).toBeTruthy();
    expect(data.reviews).toEqual([expect.objectContaining({ rating: 4, state: "pending" })]);
    expect(data.waitlist).toEqual([expect.objectContaining({ practitioner_id: who.past.practitioner.id })]);
    expect(data.contact_messages).toEqual([expect.objectContaining({ name: `Ayanda ${who.surname}` })]);
    const kinds = data.mails.map((mail: { kind: string }) => mail.kind);
    expect(kinds).toEqual(expect.arrayContaining(["booking-received-patient", "waitlist-joined"]));
    // Kind and date only: never a mail's words.
    for (const mail of data.mails) expect(Object.keys(mail).sort()).toEqual(["date", "kind"]);
  });
});

describe("POST /api/my/delete", () => {
  it("erases through the admins' core: the practitioner is told, nothing names the patient, and every way back in stops working", async () => {
    const who = await patientWithEverything(`d${Date.now().toString(36)}`);
    const headers = await signIn(who.email);
    await askLink(who.email);
    const unused = await mailedLinkToken(who.email);
    // The 09:00 appointment is over; 10:00 is still ahead.
    setClockForTests(() => AFTER_NINE);
    const deleted = await my("POST", "/api/my/delete", headers);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ success: "Operation Successfull !", cancelled: 1, anonymised: 2 });

    const practitionerMails = await queuedMailsTo([who.past.practitioner.email]);
    expect(practitionerMails.map((mail) => mail.kind)).toContain("booking-cancelled-practitioner");
    const confirmation = (await queuedMailsTo([who.email])).find((mail) => mail.kind === "my-data-deleted");
    expect(confirmation?.mail.text).toContain("Your upcoming booking was cancelled");

    // The session, an unused sign-in link and the manage link all stop working.
    expect((await my("GET", "/api/my/bookings", headers)).status).toBe(401);
    expect((await openSession(unused)).status).toBe(400);
    setClockForTests(() => TEST_NOW);
    const manage = await invoke(
      booking,
      apiEvent("GET", "/api/booking/manage", { query: { token: who.manageToken } }),
    );
    expect(manage.status).toBe(404);

    setClockForTests(() => AFTER_NINE);
    await deliverDue(AFTER_NINE + 60_000);
    expect(await itemsNaming([who.email, who.surname, who.reason])).toEqual([]);
    // Asking again finds nothing to sign in to: no mail goes out.
    expect((await askLink(who.email)).body).toEqual({ sent: true });
    expect((await queuedMailsTo([who.email])).filter((mail) => mail.kind === "my-sign-in-link")).toEqual([]);
  });
});
