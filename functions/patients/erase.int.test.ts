/**
 * An admin's erasure of a patient leaves none of their words or details readable:
 * their verified review keeps its rating only, their contact messages and affiliate record go, a
 * booking written a moment before (not yet in the index) is erased too, and a failure half-way is
 * finished by the retry.
 */
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bankFacts, identityFactsOf } from "../affiliate/identity";
import { changeStatus } from "../booking/status-change";
import type { AffiliateEmailItem, AffiliateItem, BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { emailHash } from "../lib/email-hash";
import type { Handler } from "../lib/http-handler";
import { apiEvent, invoke } from "../test/api-event";
import { adminAtTestNow, bearer, createAccount, loginAs, sessionOf } from "../test/auth-fixtures";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  MONDAY,
  partition,
  put,
  queuedMailsTo,
  sesStore,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { deliverDue, itemsNaming } from "../test/erasure-fixtures";
import { useOwnTable } from "../test/own-table";

let patients: Handler;
let booking: Handler;
let reviews: Handler;
let contact: Handler;
let contactAdmin: Handler;
let profile: Handler;
let affiliateApi: Handler;
let adminAccount: Awaited<ReturnType<typeof createAccount>>;
let admin: Record<string, string>;

const CONDITION = "bipolar disorder";
const END_OF_NINE = Date.parse(`${MONDAY}T07:30:00Z`); // Monday 09:00 SAST + 30 minutes
const QUARTER_TO_TEN = Date.parse(`${MONDAY}T07:45:00Z`);

beforeAll(async () => {
  await useOwnTable("patient-erasure-int");
  patients = (await import("./handler")).handler;
  booking = (await import("../booking/handler")).handler;
  reviews = (await import("../reviews/handler")).handler;
  contact = (await import("../contact/handler")).handler;
  contactAdmin = (await import("../contact-admin/handler")).handler;
  profile = (await import("../practitioner/handler")).handler;
  affiliateApi = (await import("../affiliate/handler")).handler;
  ({ account: adminAccount, headers: admin } = await adminAtTestNow());
}, 60_000);
beforeEach(() => clockAt(TEST_NOW));
afterAll(() => setClockForTests(undefined));

/** Moves the clock (access tokens live 15 minutes: log in again at the new time). */

async function clockAt(ms: number) {
  setClockForTests(() => ms);
  admin = await sessionOf(adminAccount);
}

let ipCount = 0;
const freshIp = () => `10.21.4.${++ipCount}`;

async function book(body: Record<string, unknown>): Promise<{ id: string }> {
  const answer = await invoke(
    booking,
    apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader(), sourceIp: freshIp() }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.booking;
}

async function bookingItem(practitionerId: string, id: string): Promise<BookingItem> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.find((item) => item.entity === "booking" && item.id === id) as unknown as BookingItem;
}

function erase(id: string) {
  return invoke(
    patients,
    apiEvent("GET", `/api/patient/delete/${id}`, {
      route: "/api/patient/delete/{id}",
      pathParameters: { id },
      headers: admin,
    }),
  );
}

/**
 * A patient with everything an erasure once left behind: a confirmed appointment that took place
 * with a verified review naming their condition, a future booking, a contact message (the address
 * typed in another case) and an affiliate record.
 */
async function patientWithHistory(tag: string) {
  const practitioner = await createPractitioner();
  const email = uniqueEmail(`erase-${tag}`);
  const surname = `Khumalo-${tag}`;
  const base = {
    email,
    first_name: "Naledi",
    last_name: surname,
    cellphone_number: "0827770001",
    reason_for_appointment: `Follow-up for my ${CONDITION}`,
  };
  const past = await book(bookingBody(practitioner, base));
  const ahead = await book(bookingBody(practitioner, { ...base, date: `${MONDAY} 10:00` }));
  // The last one, a moment before the erasure (the first test hides it from the index).
  const late = await book(bookingBody(practitioner, { ...base, date: `${MONDAY} 10:30` }));

  // The practitioner confirms all three (a request unanswered until 2 h before its start would
  // expire); at the end of 09:00 the invitation goes out (read in SES local).
  const nine = await bookingItem(practitioner.id, past.id);
  for (const { id } of [past, ahead, late])
    await changeStatus(
      await bookingItem(practitioner.id, id),
      practitioner,
      { to: "confirmed", by: "practitioner", mails: [] },
      TEST_NOW,
    );
  await clockAt(END_OF_NINE + 60_000);
  await deliverDue(END_OF_NINE + 60_000);
  const invitation = (await sesStore()).find(
    (mail) => mail.destination.to.includes(email) && mail.subject.startsWith("How was your appointment"),
  );
  const token = /\?review=([A-Za-z0-9_-]{43})/.exec(invitation?.body.text ?? "")?.[1] ?? "";
  const reviewed = await invoke(
    reviews,
    apiEvent("POST", "/api/review/submit", {
      body: {
        practitioner_id: practitioner.id,
        name: `Naledi ${surname}`,
        rating: 5,
        comment: `She helped me live with my ${CONDITION}.`,
        token,
      },
      headers: csrfHeader(),
      sourceIp: freshIp(),
    }),
  );
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  expect(reviewed.body.state).toBe("published");

  const wrote = await invoke(
    contact,
    apiEvent("POST", "/api/contact/submit", {
      body: {
        name: `Naledi ${surname}`,
        email: email.toUpperCase(),
        contact_number: "0827770001",
        message: `Can someone call me about my ${CONDITION}?`,
      },
      headers: csrfHeader(),
      sourceIp: freshIp(),
    }),
  );
  expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);

  // An affiliate record under the same address, as the sign-up stores it.
  const code = `E${tag.slice(-7).toUpperCase()}`;
  const affiliate: AffiliateItem = {
    ...keys.affiliate(code),
    entity: "affiliate",
    code,
    name: "Naledi",
    surname,
    email,
    contact: "0827770001",
    bankDetailCipher: "v1.aXY.Y2lwaGVy",
    bankDetailMasked: "•••• 4321",
    bankFingerprints: bankFacts("FNB 62123454321"),
    createdAt: new Date(TEST_NOW).toISOString(),
  };
  const hold: AffiliateEmailItem = {
    ...keys.affiliateEmail(email),
    entity: "affiliateEmail",
    email,
    code,
    createdAt: affiliate.createdAt,
  };
  await put(affiliate);
  await put(hold);
  // Its identity pointers, as a confirmed sign-up writes them (functions/affiliate/confirm.ts).
  for (const fact of identityFactsOf(affiliate))
    await put({ ...keys.affiliateIdentity(fact, code), entity: "affiliateIdentity", code });

  const patientId = nine.patientId;
  // A bank change asked for under the address, still waiting for its link.
  const change = await invoke(
    affiliateApi,
    apiEvent("POST", "/api/program/bank-change", {
      body: { email, bank_detail: "Capitec 1234567890" },
      headers: csrfHeader(),
    }),
  );
  expect(change.status).toBe(200);
  const changeMail = (await queuedMailsTo([email])).find(
    (mail) => mail.kind === "affiliate-confirm-bank-change",
  );
  const bankChangeToken = /confirm\?token=([\w-]+)/.exec(changeMail?.mail.text ?? "")?.[1] ?? "";
  expect(bankChangeToken).not.toBe("");

  return { practitioner, email, surname, code, patientId, past, ahead, late, bankChangeToken };
}

async function publicReviews(practitioner: PractitionerItem) {
  const answer = await invoke(
    profile,
    apiEvent("GET", "/api/practitioner/users", { query: { id: practitioner.id } }),
  );
  expect(answer.status).toBe(200);
  return answer.body.practitioner.get_reviews as { name: string; comment: string; rating: number }[];
}

async function contactInbox(): Promise<string> {
  const answer = await invoke(
    contactAdmin,
    apiEvent("GET", "/api/contact/messages", { headers: admin, query: { state: "new" } }),
  );
  expect(answer.status).toBe(200);
  return JSON.stringify(answer.body);
}

describe("GET /api/patient/delete/{id} leaves nothing of the patient readable", () => {
  it("anonymises the review, removes contact messages and the affiliate record, and erases a booking the index does not show yet", async () => {
    const tag = `a${Date.now().toString(36)}`;
    const who = await patientWithHistory(tag);
    expect(JSON.stringify(await publicReviews(who.practitioner))).toContain(CONDITION);
    expect(await contactInbox()).toContain(CONDITION);

    // A booking written a moment before the erasure: in the table, not yet on the (eventually
    // consistent) GSI1. DynamoDB Local's index never lags, so the lag is injected: the index Query
    // of the patient's bookings answers without it (the one mock of this test).
    await clockAt(QUARTER_TO_TEN);
    const { late } = who;
    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    const lagging = vi.spyOn(client, "send").mockImplementation((async (command: unknown) => {
      const result = (await send(command)) as { Items?: Record<string, unknown>[] };
      const input = (command as QueryCommand).input;
      if (command instanceof QueryCommand && input.IndexName === "GSI1" && result.Items)
        return { ...result, Items: result.Items.filter((item) => item.id !== late.id) };
      return result;
    }) as never);
    let erased: Awaited<ReturnType<typeof erase>>;
    try {
      erased = await erase(who.patientId);
    } finally {
      lagging.mockRestore();
    }
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    // 10:00 and 10:30 were ahead (cancelled); all three bookings are anonymised.
    expect(erased.body).toEqual({ success: "Operation Successfull !", cancelled: 2, anonymised: 3 });

    // The review keeps its rating and says nothing of the patient or the booking.
    const [review] = await publicReviews(who.practitioner);
    expect(review?.rating).toBe(5);
    expect(JSON.stringify(review)).not.toContain(CONDITION);
    expect(JSON.stringify(review)).not.toContain("Naledi");
    const stored = (await partition(keys.practitioner(who.practitioner.id).PK)).filter(
      (item) => item.entity === "review",
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toHaveProperty("bookingId");
    expect(stored[0]?.comment).toBe("");

    // The late booking is erased like the others, and its time is free again.
    const lateItem = await bookingItem(who.practitioner.id, late.id);
    expect(lateItem).toMatchObject({ status: "cancelled", patientEmail: "", reason: "" });
    expect(lateItem.erasedAt).toBeTruthy();

    // No contact message, in the inbox or the table; no affiliate record or hold.
    expect(await contactInbox()).not.toContain(CONDITION);
    expect(await partition(keys.affiliate(who.code).PK)).toEqual([]);
    expect(await partition(keys.affiliateEmail(who.email).PK)).toEqual([]);
    for (const fact of identityFactsOf({
      email: who.email,
      contact: "0827770001",
      bankFingerprints: bankFacts("FNB 62123454321"),
    }))
      expect(await partition(keys.affiliateIdentityPartition(fact))).toEqual([]);
    expect(await partition(keys.erasureJob(who.patientId).PK)).toEqual([]);
    // The waiting bank change is gone with its pointer: its link confirms nothing now.
    expect(await partition(keys.affiliatePendingByEmailPartition(who.email))).toEqual([]);
    const lateConfirm = await invoke(
      affiliateApi,
      apiEvent("POST", "/api/program/confirm", {
        body: { token: who.bankChangeToken },
        headers: csrfHeader(),
      }),
    );
    expect(lateConfirm.status).toBe(400);

    // The practitioner's cancellation mails and support's copy of the message still go out once,
    // then nothing in the table names the patient, their words or their condition.
    await deliverDue(QUARTER_TO_TEN + 60_000);
    expect(await itemsNaming([who.email, who.surname, CONDITION, "0827770001"])).toEqual([]);
  });

  it("a failure half-way answers an error; the retry finishes the job from its record", async () => {
    const tag = `b${Date.now().toString(36)}`;
    const who = await patientWithHistory(tag);
    await clockAt(QUARTER_TO_TEN);
    // A fault DynamoDB Local cannot be made to produce: the patient record's delete fails once,
    // after every booking was unlinked from the patient (the id then leads to nothing in the index).
    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    const failing = vi.spyOn(client, "send").mockImplementation((async (command: unknown) => {
      // The record's delete is a transaction with its admin directory entries (issue 30).
      const input = (command as { input?: { TransactItems?: { Delete?: { Key?: { PK?: string } } }[] } })
        .input;
      const key = input?.TransactItems?.[0]?.Delete?.Key;
      if (command?.constructor?.name === "TransactWriteCommand" && key?.PK === keys.patient(who.email).PK)
        throw Object.assign(new Error("injected"), { name: "InternalServerError" });
      return send(command);
    }) as never);
    let first: Awaited<ReturnType<typeof erase>>;
    try {
      first = await erase(who.patientId);
    } finally {
      failing.mockRestore();
    }
    expect(first.status).toBe(500);
    // Half done: the bookings are anonymised, the record, message and affiliate are still there.
    expect((await bookingItem(who.practitioner.id, who.past.id)).patientEmail).toBe("");
    expect(await partition(keys.affiliate(who.code).PK)).not.toEqual([]);

    const retried = await erase(who.patientId);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toEqual({ success: "Operation Successfull !", cancelled: 0, anonymised: 0 });
    expect(await partition(keys.patient(who.email).PK)).toEqual([]);
    expect(await partition(keys.affiliate(who.code).PK)).toEqual([]);
    expect(await contactInbox()).not.toContain(who.surname);
    // Done: the job and the email it held are gone, and the patient is unknown.
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.erasureJob(who.patientId), ConsistentRead: true }),
    );
    expect(Item).toBeUndefined();
    expect((await erase(who.patientId)).status).toBe(404);
    await deliverDue(QUARTER_TO_TEN + 60_000);
    expect(await itemsNaming([who.email, who.surname, CONDITION])).toEqual([]);
  });

  it("a booking placed while the erasure runs, before the record goes, is erased too", async () => {
    const practitioner = await createPractitioner();
    const email = uniqueEmail("erase-race");
    const surname = `Race-${Date.now().toString(36)}`;
    const base = { email, first_name: "Sipho", last_name: surname, reason_for_appointment: CONDITION };
    const placed = await book(bookingBody(practitioner, base));
    const patientId = (await bookingItem(practitioner.id, placed.id)).patientId;
    // The race cannot be timed from outside: the booking is placed just before the record's delete.
    const client = db();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    let during: { id: string } | undefined;
    const racing = vi.spyOn(client, "send").mockImplementation((async (command: unknown) => {
      const key = (command as { input?: { Key?: { PK?: string; SK?: string } } }).input?.Key;
      if (!during && command?.constructor?.name === "DeleteCommand" && key?.PK === keys.patient(email).PK) {
        racing.mockRestore();
        during = await book(bookingBody(practitioner, { ...base, date: `${MONDAY} 10:00` }));
      }
      return send(command);
    }) as never);
    let erased: Awaited<ReturnType<typeof erase>>;
    try {
      erased = await erase(patientId);
    } finally {
      racing.mockRestore();
    }
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body).toMatchObject({ cancelled: 2, anonymised: 2 });
    const raced = await bookingItem(practitioner.id, during?.id ?? "");
    expect(raced).toMatchObject({ status: "cancelled", patientEmail: "", reason: "" });
    expect(await partition(keys.patient(email).PK)).toEqual([]);
  });

  it("reviews left with the email on the form: a waiting one goes, a published one keeps its stars, decisions forget the name", async () => {
    const practitioner = await createPractitioner();
    const email = uniqueEmail("erase-form-review");
    const surname = `Dlamini-${Date.now().toString(36)}`;
    const first = await book(bookingBody(practitioner, { email, last_name: surname }));
    const { patientId } = await bookingItem(practitioner.id, first.id);
    const leaveReview = async (rating: number) => {
      const answer = await invoke(
        reviews,
        apiEvent("POST", "/api/review/submit", {
          body: {
            practitioner_id: practitioner.id,
            name: `Thandi ${surname}`,
            rating,
            comment: `Kind about my ${CONDITION}.`,
            email: email.toUpperCase(),
          },
          headers: csrfHeader(),
          sourceIp: freshIp(),
        }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await leaveReview(4);
    const [pending] = (await itemsNaming([surname])).filter((item) => item.entity === "pendingReview");
    const approved = await invoke(
      reviews,
      apiEvent("POST", "/api/review/decide", {
        body: { id: pending?.id, decision: "approve" },
        headers: admin,
      }),
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await leaveReview(2);
    expect(JSON.stringify(await publicReviews(practitioner))).toContain(surname);

    const erased = await erase(patientId);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);

    // The published review keeps its four stars and nothing else; the waiting one is gone.
    const shown = await publicReviews(practitioner);
    expect(shown.map((review) => review.rating)).toEqual([4]);
    expect(JSON.stringify(shown)).not.toContain(surname);
    await deliverDue(TEST_NOW + 60_000);
    // Nothing names them: not the reviews, not the admins' decision record, not a pointer.
    expect(await itemsNaming([email, surname, CONDITION])).toEqual([]);
    expect(await partition(keys.reviewByEmailPartition(emailHash(email)))).toEqual([]);
    // A second run (a retry) finds nothing left to do.
    expect((await erase(patientId)).status).toBe(404);
  });

  it("400s a malformed id, 404s an unknown one and is for admins only", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await erase("../x")).status).toBe(400);
    expect((await erase(unknown)).status).toBe(404);
    const practitioner = bearer((await loginAs(await createAccount("practitioner"))).access_token);
    const asPractitioner = await invoke(
      patients,
      apiEvent("GET", `/api/patient/delete/${unknown}`, {
        route: "/api/patient/delete/{id}",
        pathParameters: { id: unknown },
        headers: practitioner,
      }),
    );
    expect(asPractitioner.status).toBe(403);
    const anonymous = await invoke(
      patients,
      apiEvent("GET", `/api/patient/delete/${unknown}`, {
        route: "/api/patient/delete/{id}",
        pathParameters: { id: unknown },
      }),
    );
    expect(anonymous.status).toBe(401);
  });
});
