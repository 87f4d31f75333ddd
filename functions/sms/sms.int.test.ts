import { randomInt } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FakeSms } from "../../infra/local/sms-fake";
import { testPorts } from "../../infra/local/test-ports";
import type { BookingItem, OutboxItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { resetEnvForTests } from "../lib/env";
import { backoffMs, deliver } from "../outbox/outbox";
import { recipientHash } from "../outbox/sealed-mail";
import { apiEvent, invoke } from "../test/api-event";
import { adminAtTestNow } from "../test/auth-fixtures";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  partition,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { bulkSmsRequest, postSms } from "./bulksms";
import { queueSms, smsEnabled } from "./queue-sms";

/**
 * Text messages through the outbox, sent to the local fake of BulkSMS (infra/local/sms-fake.ts) that
 * the integration setup starts: real HTTP, real auth check, faults injected through the fake.
 */
const FAKE = `http://127.0.0.1:${testPorts.sms}`;
const TEXT = "Vula Health: reminder <b>&</b> your appointment is on Monday 23 November at 09:00.";

let booking: typeof import("../booking/handler").handler;
let patients: typeof import("../patients/handler").handler;
let bookingAdmin: typeof import("../booking-admin/handler").handler;
let admin: Record<string, string>;

/** A cellphone number no other test texts (the fake's list is shared): national form and E.164. */
function uniqueCellphone(): { national: string; e164: string } {
  const national = `082${String(randomInt(1e7)).padStart(7, "0")}`;
  return { national, e164: `+27${national.slice(1)}` };
}

async function outboxItem(id: string): Promise<OutboxItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.outbox(id), ConsistentRead: true }),
  );
  return Item as OutboxItem | undefined;
}

/** Queues `text` to `to` as the reminders work does (in a transaction) and answers the item as stored. */
async function queued(to: string, text = TEXT, extra: TransactWriteCommandItems = []): Promise<OutboxItem> {
  const entry = queueSms({ to, text }, "test-sms", TEST_NOW);
  await db().send(new TransactWriteCommand({ TransactItems: [entry, ...extra] }));
  const id = String(entry.Put?.Item?.id);
  return (await outboxItem(id)) as OutboxItem;
}
type TransactWriteCommandItems = ConstructorParameters<typeof TransactWriteCommand>[0]["TransactItems"] & {};

async function bookingsOf(practitionerId: string): Promise<BookingItem[]> {
  const items = await partition(keys.practitioner(practitionerId).PK);
  return items.filter((item) => item.entity === "booking") as unknown as BookingItem[];
}

async function sentTo(e164: string): Promise<FakeSms[]> {
  const { messages } = (await (await fetch(`${FAKE}/store`)).json()) as { messages: FakeSms[] };
  return messages.filter((sms) => sms.to === e164);
}

/** The fake answers the next `times` sends with `status`. */
async function fault(status: number, times: number): Promise<void> {
  await fetch(`${FAKE}/fault`, { method: "POST", body: JSON.stringify({ status, times }) });
}

/** Everything the code under test logs while `run` runs. */
async function logsOf(run: () => Promise<unknown>): Promise<string> {
  const lines: unknown[][] = [];
  const spies = (["log", "info", "warn", "error"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args)),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return JSON.stringify(lines);
}

function expectNothingOf(stored: string, number: { national: string; e164: string }) {
  for (const form of [number.national, number.e164, number.national.slice(1)])
    expect(stored).not.toContain(form);
  expect(stored).not.toContain("your appointment");
}

beforeAll(async () => {
  booking = (await import("../booking/handler")).handler;
  patients = (await import("../patients/handler")).handler;
  bookingAdmin = (await import("../booking-admin/handler")).handler;
  ({ headers: admin } = await adminAtTestNow());
});
afterEach(async () => {
  await fault(200, 0);
});
afterAll(() => {
  resetEnvForTests();
});

describe("text messages through the outbox", () => {
  it("are on in the local stack and tests (the fake), sealed at rest: no number or text, the number as a keyed hash", async () => {
    expect(smsEnabled()).toBe(true);
    const number = uniqueCellphone();
    const item = await queued(number.national);
    expect(item).toMatchObject({ channel: "sms", state: "pending", kind: "test-sms", attempts: 0 });
    expect(item.toHashes).toEqual([recipientHash(number.e164)]);
    expectNothingOf(JSON.stringify(item), number);
  });

  it("are sent through the provider: the fake lists the text (its page escaped), and no body is kept", async () => {
    const number = uniqueCellphone();
    const item = await queued(number.national);
    const logs = await logsOf(async () => expect(await deliver(item, TEST_NOW)).toBe("sent"));
    const [sms, ...more] = await sentTo(number.e164);
    expect(more).toEqual([]);
    expect(sms).toMatchObject({ to: number.e164, body: TEXT, from: "VulaHealth" });
    const after = (await outboxItem(item.id)) as OutboxItem;
    expect(after).toMatchObject({ state: "sent", messageId: sms?.id, attempts: 1 });
    expect(after.sealedMail).toBeUndefined();
    expect(after.GSI2SK).toBeUndefined();
    expectNothingOf(JSON.stringify(after) + logs, number);

    const page = await (await fetch(`${FAKE}/`)).text();
    expect(page).toContain("reminder &lt;b&gt;&amp;&lt;/b&gt; your appointment");
    expect(page).not.toContain("<b>&</b>");
  });

  it("are retried with backoff when the provider answers 500, not lost, and sent once it recovers", async () => {
    const number = uniqueCellphone();
    const item = await queued(number.national);
    await fault(500, 1);
    const logs = await logsOf(async () => expect(await deliver(item, TEST_NOW)).toBe("failed"));
    const failed = (await outboxItem(item.id)) as OutboxItem;
    expect(failed).toMatchObject({ state: "pending", attempts: 1 });
    expect(failed.lastError).toContain("the SMS provider answered 500");
    expect(failed.GSI2SK?.startsWith(new Date(TEST_NOW + backoffMs(1)).toISOString())).toBe(true);
    expect(failed.sealedMail).toBeTruthy();
    expect(await sentTo(number.e164)).toEqual([]);
    expectNothingOf(JSON.stringify(failed) + logs, number);

    // Not due again before its backoff; then sent.
    expect(await deliver(failed, TEST_NOW + 1000)).toBe("skipped");
    expect(await deliver(failed, TEST_NOW + backoffMs(1))).toBe("sent");
    expect(await sentTo(number.e164)).toHaveLength(1);
    expect(await outboxItem(item.id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("are retried when the provider refuses the credentials (401), and sent once they are right", async () => {
    const number = uniqueCellphone();
    const item = await queued(number.national);
    const secret = process.env.SMS_TOKEN_SECRET;
    process.env.SMS_TOKEN_SECRET = "not-the-secret";
    try {
      expect(await deliver(item, TEST_NOW)).toBe("failed");
    } finally {
      process.env.SMS_TOKEN_SECRET = secret;
    }
    const failed = (await outboxItem(item.id)) as OutboxItem;
    expect(failed.lastError).toContain("the SMS provider answered 401 (Authentication Failed)");
    expect(await sentTo(number.e164)).toEqual([]);
    expect(await deliver(failed, TEST_NOW + backoffMs(1))).toBe("sent");
    expect(await sentTo(number.e164)).toHaveLength(1);
  });

  it("wait while SMS is turned off (no provider configured), and go once it is on again", async () => {
    const number = uniqueCellphone();
    const item = await queued(number.national);
    const url = process.env.SMS_API_URL;
    process.env.SMS_API_URL = "";
    resetEnvForTests();
    try {
      expect(smsEnabled()).toBe(false);
      expect(await deliver(item, TEST_NOW)).toBe("failed");
    } finally {
      process.env.SMS_API_URL = url;
      resetEnvForTests();
    }
    const waiting = (await outboxItem(item.id)) as OutboxItem;
    expect(waiting).toMatchObject({ state: "pending", attempts: 1 });
    expect(waiting.lastError).toContain("SMS is not configured");
    expect(await deliver(waiting, TEST_NOW + backoffMs(1))).toBe("sent");
  });

  it("are sent once when a retry repeats a submission whose answer was lost (deduplication id)", async () => {
    const number = uniqueCellphone();
    const config = {
      apiUrl: `${FAKE}/v1`,
      tokenId: String(process.env.SMS_TOKEN_ID),
      senderId: undefined,
    };
    const request = bulkSmsRequest(
      { to: number.e164, text: TEXT },
      config,
      String(process.env.SMS_TOKEN_SECRET),
      crypto.randomUUID(),
    );
    const first = await postSms(request);
    expect(await postSms(request)).toBe(first);
    expect(await sentTo(number.e164)).toHaveLength(1);
  });

  it("cannot be queued to a number no text reaches, or longer than one SMS", () => {
    expect(() => queueSms({ to: "0211234567", text: "Hi" }, "test-sms", TEST_NOW)).toThrow(
      /not a South African cellphone number/,
    );
    expect(() => queueSms({ to: "0821234567", text: "x".repeat(161) }, "test-sms", TEST_NOW)).toThrow(
      /longer than 160/,
    );
  });
});

describe("Remind me by SMS at booking (POST /api/booking/submit sms_reminders)", () => {
  async function submit(body: Record<string, unknown>) {
    return invoke(booking, apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }));
  }

  it("is stored on the booking when ticked, and absent when not", async () => {
    const practitioner = await createPractitioner();
    expect((await submit(bookingBody(practitioner, { sms_reminders: true }))).status).toBe(201);
    expect((await submit(bookingBody(practitioner, { date: "2026-11-23 10:00" }))).status).toBe(201);
    const byTime = new Map((await bookingsOf(practitioner.id)).map((item) => [item.time, item]));
    expect(byTime.get("09:00")?.smsReminders).toBe(true);
    expect(byTime.get("10:00")?.smsReminders).toBeUndefined();
  });

  it.each([
    ["without a cellphone number", { cellphone_number: "" }],
    ["with a landline", { cellphone_number: "0211234567" }],
    ["with a number abroad", { cellphone_number: "+447700900123" }],
  ])("is refused %s: 400 under the cellphone field, nothing written", async (_case, overrides) => {
    const practitioner = await createPractitioner();
    const { status, body } = await submit(bookingBody(practitioner, { sms_reminders: true, ...overrides }));
    expect(status).toBe(400);
    expect(body.fields.cellphone_number).toMatch(/South African cellphone number.*untick Remind me by SMS/);
    expect(await bookingsOf(practitioner.id)).toEqual([]);
  });

  it("refuses a value that is not true or false", async () => {
    const practitioner = await createPractitioner();
    const { status, body } = await submit(bookingBody(practitioner, { sms_reminders: "yes" }));
    expect(status).toBe(400);
    expect(body.fields.sms_reminders).toBeTruthy();
    expect(await bookingsOf(practitioner.id)).toEqual([]);
  });
});

describe("Remind the patient by SMS, by phone (POST /api/booking/submission sms_reminders)", () => {
  function phoned(body: Record<string, unknown>) {
    return invoke(
      bookingAdmin,
      apiEvent("POST", "/api/booking/submission", { body, headers: { ...admin, ...csrfHeader() } }),
    );
  }
  function phoneForm(practitioner: { id: string; name: string }, overrides: Record<string, unknown>) {
    return {
      first_name: "Bongani",
      last_name: "Zulu",
      email: uniqueEmail("phone-sms"),
      cellphone_number: "0831234567",
      practitioner: practitioner.name,
      practitioner_id: practitioner.id,
      date: "2026-11-23T09:00",
      type: 0,
      booking_with: "Cash/Card",
      duration: 30,
      sms_reminders: true,
      ...overrides,
    };
  }
  /** A patient known from an earlier online booking, with the cellphone number they gave then. */
  async function knownPatient(cellphone: string): Promise<string> {
    const practitioner = await createPractitioner();
    const answer = await invoke(
      booking,
      apiEvent("POST", "/api/booking/submit", {
        body: bookingBody(practitioner, { cellphone_number: cellphone }),
        headers: csrfHeader(),
      }),
    );
    expect(answer.status).toBe(201);
    return (await bookingsOf(practitioner.id))[0]?.patientId ?? "";
  }

  it("is stored for a new patient's cellphone and for a known patient's stored one", async () => {
    const practitioner = await createPractitioner();
    expect((await phoned(phoneForm(practitioner, {}))).status).toBe(201);
    const patientId = await knownPatient("0821234567");
    expect(
      (await phoned(phoneForm(practitioner, { patient_id: patientId, date: "2026-11-23T10:00" }))).status,
    ).toBe(201);
    const placed = await bookingsOf(practitioner.id);
    expect(placed.map((item) => item.smsReminders)).toEqual([true, true]);
  });

  it("is refused for a new patient's landline (under the cellphone field) and a known patient's, writing nothing", async () => {
    const practitioner = await createPractitioner();
    const typed = await phoned(phoneForm(practitioner, { cellphone_number: "0211234567" }));
    expect(typed.status).toBe(400);
    expect(typed.body.fields.cellphone_number).toMatch(
      /South African cellphone number.*untick Remind me by SMS/,
    );
    const patientId = await knownPatient("0211234567");
    const known = await phoned(phoneForm(practitioner, { patient_id: patientId }));
    expect(known.status).toBe(400);
    expect(known.body.error).toMatch(/South African cellphone number.*untick Remind me by SMS/);
    expect(known.body.fields.sms_reminders).toBeTruthy();
    expect(await bookingsOf(practitioner.id)).toEqual([]);
  });
});

describe("erasing the patient (POPIA)", () => {
  it("removes their pending text messages, unsent", async () => {
    const practitioner = await createPractitioner();
    const number = uniqueCellphone();
    const answer = await invoke(
      booking,
      apiEvent("POST", "/api/booking/submit", {
        body: bookingBody(practitioner, { cellphone_number: number.national, sms_reminders: true }),
        headers: csrfHeader(),
      }),
    );
    expect(answer.status).toBe(201);
    const [placed] = await bookingsOf(practitioner.id);
    if (!placed) throw new Error("no booking");
    // A reminder queued as the reminders work queues one: listed on the booking with its mails.
    const entry = queueSms({ to: number.national, text: TEXT }, "test-sms-reminder", TEST_NOW, {
      dueAtMs: TEST_NOW + 3_600_000,
    });
    const smsId = String(entry.Put?.Item?.id);
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          entry,
          {
            Update: {
              TableName: tableName(),
              Key: { PK: placed.PK, SK: placed.SK },
              UpdateExpression: "SET mailIds = list_append(mailIds, :sms)",
              ExpressionAttributeValues: { ":sms": [smsId] },
            },
          },
        ],
      }),
    );
    expect(await outboxItem(smsId)).toBeTruthy();

    const erased = await invoke(
      patients,
      apiEvent("GET", `/api/patient/delete/${placed.patientId}`, {
        route: "/api/patient/delete/{id}",
        pathParameters: { id: placed.patientId },
        headers: admin,
      }),
    );
    expect(erased.status).toBe(200);
    expect(await outboxItem(smsId)).toBeUndefined();
    expect(await sentTo(number.e164)).toEqual([]);
  });
});
