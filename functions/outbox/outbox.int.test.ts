import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as bookingHandler } from "../booking/handler";
import type { OutboxItem } from "../data/items";
import { keys } from "../data/keys";
import { resetMailClientForTests } from "../email/ses";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { resetEnvForTests } from "../lib/env";
import { apiEvent, invoke } from "../test/api-event";
import {
  bookingBody,
  createPractitioner,
  csrfHeader,
  putSchemes,
  queuedMailsTo,
  sesStore,
  TEST_NOW,
} from "../test/booking-fixtures";
import { backoffMs, deliverByIds } from "./outbox";

async function bookAndQueue() {
  const practitioner = await createPractitioner();
  const body = bookingBody(practitioner, { type: 1 });
  const answer = await invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }),
  );
  expect(answer.status).toBe(201);
  const mails = await queuedMailsTo([body.email, practitioner.email]);
  expect(mails).toHaveLength(2);
  return { practitioner, body, ids: mails.map((mail) => mail.id) };
}

async function outboxItem(id: string): Promise<OutboxItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.outbox(id), ConsistentRead: true }),
  );
  return Item as OutboxItem;
}

/** Points the SES client somewhere nothing listens: a real connection failure, not a mock. */
function sesDown(down: boolean, workingEndpoint: string) {
  process.env.SES_ENDPOINT = down ? "http://127.0.0.1:9" : workingEndpoint;
  resetEnvForTests();
  resetMailClientForTests();
}

const workingEndpoint = process.env.SES_ENDPOINT ?? "";
beforeAll(async () => {
  setClockForTests(() => TEST_NOW);
  await putSchemes();
});
afterAll(() => {
  sesDown(false, workingEndpoint);
  setClockForTests(undefined);
});

describe("the email outbox", () => {
  it("delivers the booking emails through SES local: the patient's with its .ics", async () => {
    const { body, practitioner, ids } = await bookAndQueue();
    expect(await deliverByIds(ids, TEST_NOW)).toEqual({ sent: 2, failed: 0, skipped: 0 });
    const emails = await sesStore();
    const toPatient = emails.filter((email) => email.destination.to.includes(body.email));
    expect(toPatient).toHaveLength(1);
    expect(toPatient[0]?.subject).toMatch(/Booking request received/);
    const ics = toPatient[0]?.attachments.find((attachment) => attachment.filename === "appointment.ics");
    expect(Buffer.from(ics?.content ?? "", "base64").toString()).toContain("STATUS:TENTATIVE");
    expect(toPatient[0]?.body.text).toContain("/page/booking/manage?token=");
    expect(toPatient[0]?.body.text).toContain("meet.jit.si");
    expect(JSON.stringify(toPatient)).not.toContain(body.reason_for_appointment);
    expect(emails.filter((email) => email.destination.to.includes(practitioner.email))).toHaveLength(1);
    for (const id of ids) expect((await outboxItem(id)).state).toBe("sent");
  });

  it("keeps the booking when SES fails and delivers the email once SES is back", async () => {
    sesDown(true, workingEndpoint);
    const { body, ids } = await bookAndQueue();
    expect(await deliverByIds(ids, TEST_NOW)).toEqual({ sent: 0, failed: 2, skipped: 0 });
    const failed = await outboxItem(ids[0] ?? "");
    expect(failed).toMatchObject({ state: "pending", attempts: 1 });
    expect(failed.lastError).toBeTruthy();
    sesDown(false, workingEndpoint);
    // Not due again until the backoff has passed.
    expect(await deliverByIds(ids, TEST_NOW + 1000)).toEqual({ sent: 0, failed: 0, skipped: 2 });
    expect(await deliverByIds(ids, TEST_NOW + backoffMs(1) + 1000)).toEqual({
      sent: 2,
      failed: 0,
      skipped: 0,
    });
    const delivered = (await sesStore()).filter((email) => email.destination.to.includes(body.email));
    expect(delivered).toHaveLength(1);
    expect((await outboxItem(ids[0] ?? "")).attempts).toBe(2);
  });

  it("sends each mail once when two senders run at the same moment", async () => {
    const { body, ids } = await bookAndQueue();
    const results = await Promise.all([deliverByIds(ids, TEST_NOW), deliverByIds(ids, TEST_NOW)]);
    expect(results.reduce((sum, counts) => sum + counts.sent, 0)).toBe(2);
    expect((await sesStore()).filter((email) => email.destination.to.includes(body.email))).toHaveLength(1);
  });
});
