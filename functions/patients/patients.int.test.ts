import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeStatus, ERASED_BOOKING } from "../booking/status-change";
import type { BookingItem, OutboxItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { openMail, recipientHash } from "../outbox/sealed-mail";
import { apiEvent, invoke } from "../test/api-event";
import { adminAtTestNow, type createAccount, sessionOf } from "../test/auth-fixtures";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  deliveredTo,
  MONDAY,
  partition,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";
import { ERASED, ERASED_NAME } from "./erase";

// Own table: the list reads the whole PATIENTS partition, so other suites' patients stay out of it.
let patients: typeof import("./handler").handler;
let booking: typeof import("../booking/handler").handler;
let admin: Record<string, string>;
let adminAccount: Awaited<ReturnType<typeof createAccount>>;

/** Moves the clock (access tokens live 15 minutes: log in again at the new time). */
async function clockAt(ms: number) {
  setClockForTests(() => ms);
  admin = await sessionOf(adminAccount);
}

const REASON = "Panic attacks since the accident";

beforeAll(async () => {
  await useOwnTable("admin-patients-int");
  patients = (await import("./handler")).handler;
  booking = (await import("../booking/handler")).handler;
  ({ account: adminAccount, headers: admin } = await adminAtTestNow());
});
afterAll(() => setClockForTests(undefined));

function view(query: Record<string, string> = {}, headers = admin) {
  return invoke(patients, apiEvent("GET", "/api/patient/view", { headers, query }));
}

function byId(action: "bookings" | "delete", id: string, headers = admin) {
  return invoke(
    patients,
    apiEvent("GET", `/api/patient/${action}/${id}`, {
      route: `/api/patient/${action}/{id}`,
      pathParameters: { id },
      headers,
    }),
  );
}

async function book(body: Record<string, unknown>) {
  const answer = await invoke(
    booking,
    apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** A tag no other test's patients have: lists are searched by it. */
let tagCount = 0;
function tag(): string {
  tagCount += 1;
  return `t${Date.now().toString(36)}${tagCount}`;
}

/** The mail's item, its sealed body or its (hashed) recipients mention `text`. */
function mailNames(item: OutboxItem, text: string): boolean {
  const body = item.sealedMail ? JSON.stringify(openMail(item.sealedMail, item.id)) : "";
  return (
    JSON.stringify(item).includes(text) || body.includes(text) || item.toHashes.includes(recipientHash(text))
  );
}

/** Every outbox mail (of this suite's own table) whose item mentions `text`. */
async function mailsNaming(text: string): Promise<OutboxItem[]> {
  const found: OutboxItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: "entity = :outbox",
        ExpressionAttributeValues: { ":outbox": "outbox" },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    found.push(...((page.Items ?? []) as OutboxItem[]).filter((item) => mailNames(item, text)));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}

async function bookingItems(practitionerId: string): Promise<BookingItem[]> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "booking") as unknown as BookingItem[];
}

describe("GET /api/patient/view", () => {
  it("lists patients by surname with the spec's fields and never the reason", async () => {
    const practitioner = await createPractitioner();
    const t = tag();
    await book(
      bookingBody(practitioner, {
        first_name: "Lerato",
        last_name: `Dlamini-${t}`,
        cellphone_number: "0821234567",
        booking_with: "Medical aid",
        medical_aid_id: "901",
        reason_for_appointment: REASON,
      }),
    );
    await book(
      bookingBody(practitioner, {
        first_name: "Sipho",
        last_name: `Nkosi-${t}`,
        cellphone_number: "",
        date: `${MONDAY} 09:30`,
        reason_for_appointment: REASON,
      }),
    );
    await book(
      bookingBody(practitioner, {
        first_name: "Zoë",
        last_name: `Botha-${t}`,
        cellphone_number: "+27731112222",
        date: `${MONDAY} 10:00`,
        reason_for_appointment: REASON,
      }),
    );

    const { status, body } = await view({ search: t });
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.data.data.map((row: { surname: string }) => row.surname)).toEqual([
      `Botha-${t}`,
      `Dlamini-${t}`,
      `Nkosi-${t}`,
    ]);
    expect(Object.keys(body.data.data[1]).sort()).toEqual([
      "contact_number",
      "email_address",
      "id",
      "medical_aids",
      "name",
      "surname",
    ]);
    expect(body.data.data[1]).toMatchObject({
      name: "Lerato",
      contact_number: "0821234567",
      medical_aids: ["Discovery Health Medical Scheme"],
    });
    expect(body.data.data[2].contact_number).toBe("");
    expect(JSON.stringify(body)).not.toContain(REASON);
    expect(JSON.stringify(body)).not.toContain("reason");
  });

  it("filters by search (accents folded), contact number digits and medical aid, and pages", async () => {
    const practitioner = await createPractitioner();
    const t = tag();
    const email = uniqueEmail(`zoe-${t}`);
    await book(
      bookingBody(practitioner, {
        first_name: "Zoë",
        last_name: `Botha-${t}`,
        email,
        cellphone_number: "+27731112222",
      }),
    );
    await book(
      bookingBody(practitioner, {
        first_name: "Anele",
        last_name: `Botha-${t}`,
        date: `${MONDAY} 09:30`,
        cellphone_number: "0829998888",
        booking_with: "Medical aid",
        medical_aid_id: "902",
      }),
    );

    const names = async (query: Record<string, string>) =>
      (await view(query)).body.data.data.map((row: { name: string }) => row.name);
    expect(await names({ search: `zoe botha-${t}` })).toEqual(["Zoë"]);
    expect(await names({ search: email.split("@")[0] ?? "" })).toEqual(["Zoë"]);
    expect(await names({ search: t, contact_number: "073 111" })).toEqual(["Zoë"]);
    expect(await names({ search: t, contact_number: "+27 82 999" })).toEqual(["Anele"]);
    expect(await names({ search: t, medical_aid: "902" })).toEqual(["Anele"]);
    expect(await names({ search: t, medical_aid: "903" })).toEqual([]);

    const second = await view({ search: t, perPage: "1", page: "2" });
    expect(second.body.total).toBe(2);
    expect(second.body.data.data).toHaveLength(1);
    const beyond = (await view({ search: t, page: "9" })).body;
    expect(beyond).toMatchObject({ data: { data: [] }, total: 2 });
    expect(beyond.medical_schemes).toEqual([
      { id: "902", scheme_name: "Bonitas Medical Fund" },
      { id: "901", scheme_name: "Discovery Health Medical Scheme" },
      { id: "903", scheme_name: "Momentum Health" },
    ]);
  });

  it.each([
    [{ page: "first" }, "page"],
    [{ perPage: "-1" }, "perPage"],
    [{ contact_number: "call me" }, "contact_number"],
    [{ medical_aid: "../901" }, "medical_aid"],
    [{ search: "x".repeat(101) }, "search"],
  ])("refuses bad filters with a readable 400: %o", async (query, field) => {
    const { status, body } = await view(query as Record<string, string>);
    expect(status).toBe(400);
    expect(body.error).toMatch(/Please check the search parameters/);
    expect(body.fields[field]).toBeTruthy();
  });
});

describe("GET /api/patient/bookings/{id}", () => {
  it("gives the patient's bookings newest first with the status as of now, never the reason", async () => {
    const practitioner = await createPractitioner();
    const t = tag();
    const email = uniqueEmail(t);
    await book(
      bookingBody(practitioner, { email, last_name: `Mokoena-${t}`, reason_for_appointment: REASON }),
    );
    await book(
      bookingBody(practitioner, {
        email,
        last_name: `Mokoena-${t}`,
        date: `${MONDAY} 10:00`,
        reason_for_appointment: REASON,
      }),
    );
    const [row] = (await view({ search: t })).body.data.data;

    // Monday 09:15: the 09:00 request was never answered (expired); 10:00 still waits.
    await clockAt(Date.parse(`${MONDAY}T07:15:00Z`));
    try {
      const { status, body } = await byId("bookings", row.id);
      expect(status).toBe(200);
      expect(body.patient).toEqual(row);
      expect(body.data.map((b: { date: string; status: string }) => [b.date, b.status])).toEqual([
        [`${MONDAY} 10:00`, "pending"],
        [`${MONDAY} 09:00`, "expired"],
      ]);
      expect(body.data[0]).toMatchObject({
        duration: 30,
        type: 0,
        booking_with: "Cash/Card",
        practitioner: { id: practitioner.id, name: practitioner.name },
        by_phone: false,
        out_of_hours: false,
      });
      expect(JSON.stringify(body)).not.toContain(REASON);
    } finally {
      await clockAt(TEST_NOW);
    }
  });

  it("404s an unknown patient and 400s a malformed id", async () => {
    expect((await byId("bookings", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const bad = await byId("bookings", "a b");
    expect(bad.status).toBe(400);
    expect(bad.body.fields.id).toBeTruthy();
  });
});

describe("GET /api/patient/delete/{id} (POPIA erasure)", () => {
  it("cancels future bookings (practitioner emailed), removes the patient, anonymises their bookings", async () => {
    const practitioner = await createPractitioner();
    const t = tag();
    const email = uniqueEmail(`erase--${t}`);
    const base = { email, first_name: "Naledi", last_name: `Khumalo-${t}`, reason_for_appointment: REASON };
    // The medical aid card's details (issue 25) go with the rest.
    const card = { medical_aid_id: "901", medical_aid_number: "ERASE0901", medical_aid_dependant: "02" };
    await book(bookingBody(practitioner, { ...base, booking_with: "Medical aid", ...card }));
    await book(bookingBody(practitioner, { ...base, date: `${MONDAY} 10:00` }));
    expect(await bookingItems(practitioner.id)).toContainEqual(
      expect.objectContaining({ medicalAidNumber: "ERASE0901", medicalAidDependant: "02" }),
    );
    const [row] = (await view({ search: t })).body.data.data;
    expect(await partition(keys.patient(email).PK)).not.toEqual([]);
    // Their mails went out (what is left of sent mails is kept 30 days for support: to the patient,
    // by hashed address; the practitioner's lost their body, the patient's name with it); the
    // review invitations wait.
    await deliveredTo([email, practitioner.email]);
    expect(await mailsNaming(email)).toHaveLength(4);

    // Monday 09:45: the 09:00 appointment is in the past, 10:00 is still ahead.
    await clockAt(Date.parse(`${MONDAY}T07:45:00Z`));
    try {
      const erased = await byId("delete", row.id);
      expect(erased.status).toBe(200);
      expect(erased.body).toEqual({ success: ERASED, cancelled: 1, anonymised: 2 });
    } finally {
      await clockAt(TEST_NOW);
    }

    // Nothing keyed by the email is left; the bookings keep only what the record needs.
    expect(await partition(keys.patient(email).PK)).toEqual([]);
    const items = await bookingItems(practitioner.id);
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({
        firstName: ERASED_NAME,
        lastName: "",
        patientEmail: "",
        cellphone: "",
        reason: "",
      });
      expect(item.GSI1PK).toBeUndefined();
      expect(item.medicalAidNumber).toBeUndefined();
      expect(item.medicalAidDependant).toBeUndefined();
      expect(item.erasedAt).toBeTruthy();
      expect(JSON.stringify(item)).not.toContain(email);
      expect(JSON.stringify(item)).not.toContain(REASON);
    }
    const byTime = new Map(items.map((item) => [item.time, item]));
    expect(byTime.get("09:00")).toMatchObject({ status: "pending", medicalAidId: "901", date: MONDAY });
    expect(byTime.get("10:00")).toMatchObject({ status: "cancelled", cancelledBy: "admin" });
    // 10:00 is free again: its lock cells are gone.
    const locks = (await partition(keys.practitioner(practitioner.id).PK)).filter(
      (item) => item.entity === "slotLock" && String(item.SK).includes("T10:"),
    );
    expect(locks).toEqual([]);

    // No mail naming them is kept: only the practitioner's cancellation waits, to go once sent.
    expect(
      (await mailsNaming(email)).map(({ kind, state, forgetOnSend }) => [kind, state, forgetOnSend]),
    ).toEqual([["booking-cancelled-practitioner", "pending", true]]);

    // The practitioner is told, through the outbox, in SES local; then that mail is gone too.
    const mails = await deliveredTo([practitioner.email]);
    const cancelled = mails.filter((mail) => mail.subject.startsWith("Booking cancelled"));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.body.text).toContain("10:00");
    expect(cancelled[0]?.body.text).not.toContain(REASON);
    expect(await mailsNaming(email)).toEqual([]);
    expect(await mailsNaming(`Khumalo-${t}`)).toEqual([]);

    // An erased booking changes no more (a decline read before the erasure would mail the patient).
    const erased = byTime.get("09:00") as BookingItem;
    await expect(
      changeStatus(erased, practitioner, { to: "declined", by: "practitioner", mails: [] }, TEST_NOW),
    ).rejects.toThrow(ERASED_BOOKING);
    // Read before the erasure: the write's own condition refuses it (a reload then says why).
    const { erasedAt: _read, ...before } = erased;
    await expect(
      changeStatus(before, practitioner, { to: "declined", by: "practitioner", mails: [] }, TEST_NOW),
    ).rejects.toThrow("This booking changed a moment ago");

    // The patient is gone from every admin view; erasing again finds nobody.
    expect((await view({ search: t })).body.total).toBe(0);
    expect((await byId("bookings", row.id)).status).toBe(404);
    expect((await byId("delete", row.id)).status).toBe(404);
  });

  it("400s a malformed id and 404s an unknown one, changing nothing", async () => {
    expect((await byId("delete", "../x")).status).toBe(400);
    expect((await byId("delete", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
