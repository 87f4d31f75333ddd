import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
  dueIndexEntries,
  putSchemes,
  queuedMailsTo,
  sesStore,
  TEST_NOW,
  withMail,
} from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";
import { fakeSes, refusingSes } from "../test/refusing-ses";
import { backoffMs, deliver, deliverByIds, deliverDue, forgetMail } from "./outbox";

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

function pointSesAt(endpoint: string) {
  process.env.SES_ENDPOINT = endpoint;
  resetEnvForTests();
  resetMailClientForTests();
}

/** Points the SES client somewhere nothing listens: a real connection failure, not a mock. */
function sesDown(down: boolean, workingEndpoint: string) {
  pointSesAt(down ? "http://127.0.0.1:9" : workingEndpoint);
}

const workingEndpoint = process.env.SES_ENDPOINT ?? "";
beforeAll(async () => {
  // Its own table: deliverDue sends whatever is due, and other suites' queued mails are theirs.
  await useOwnTable("outbox-test");
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

  it("keeps only keys in the due index (GSI2 is KEYS_ONLY): no mail text is copied there", async () => {
    const { ids } = await bookAndQueue();
    const entries = (await dueIndexEntries()).filter((entry) =>
      ids.some((id) => entry.PK === keys.outbox(id).PK),
    );
    expect(entries).toHaveLength(2);
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(["GSI2PK", "GSI2SK", "PK", "SK"]);
    await deliverByIds(ids, TEST_NOW);
  });

  it("gives up a mail not sent within a week of its due time: deleted, never sent", async () => {
    const { body, ids } = await bookAndQueue();
    const weekLater = TEST_NOW + 7 * 24 * 60 * 60_000;
    expect(await deliverByIds(ids, weekLater)).toMatchObject({ sent: 0, skipped: 2 });
    for (const id of ids) expect(await outboxItem(id)).toBeUndefined();
    expect((await sesStore()).filter((email) => email.destination.to.includes(body.email))).toEqual([]);
  });

  it("sends a mail queued in clear before sealing existed, then keeps no body", async () => {
    const { body, ids } = await bookAndQueue();
    const [id = ""] = ids;
    const { sealedMail: _sealed, toHashes: _hashes, ...legacy } = withMail(await outboxItem(id));
    await db().send(new PutCommand({ TableName: tableName(), Item: legacy }));
    expect(await deliverByIds(ids, TEST_NOW)).toMatchObject({ sent: 2 });
    const kept = await outboxItem(id);
    expect(kept.state).toBe("sent");
    expect(Object.keys(kept)).not.toContain("mail");
    expect((await sesStore()).filter((email) => email.destination.to.includes(body.email))).toHaveLength(1);
  });

  it("sends what is due from the index, re-reading each mail, once even with two senders at once", async () => {
    const { body, practitioner, ids } = await bookAndQueue();
    const results = await Promise.all([deliverDue(TEST_NOW, 100), deliverDue(TEST_NOW, 100)]);
    expect(results.reduce((sum, counts) => sum + counts.sent, 0)).toBe(2);
    for (const id of ids) expect((await outboxItem(id)).state).toBe("sent");
    const emails = await sesStore();
    for (const to of [body.email, practitioner.email])
      expect(emails.filter((email) => email.destination.to.includes(to))).toHaveLength(1);
    // Sent mails leave the index (it is sparse). (Other mails of the file may be due later: a
    // request's nudges and expiry, functions/reminders.)
    const left = (await dueIndexEntries()).filter((entry) =>
      ids.some((id) => entry.PK === keys.outbox(id).PK),
    );
    expect(left).toEqual([]);
  });

  it("skips a mail whose due time moved after the index was read (another sender's lease)", async () => {
    const { ids } = await bookAndQueue();
    const [id = ""] = ids;
    const later = new Date(TEST_NOW + 120_000).toISOString();
    // What a sender that claimed it a moment ago leaves: the due time pushed past its lease.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outbox(id),
        UpdateExpression: "SET GSI2SK = :lease",
        ExpressionAttributeValues: { ":lease": keys.outboxDue(later, id).GSI2SK },
      }),
    );
    expect(await deliverByIds([id], TEST_NOW)).toEqual({ sent: 0, failed: 0, skipped: 1 });
    expect(await outboxItem(id)).toMatchObject({ state: "pending", attempts: 0 });
    // An id that names no mail is skipped, not an error.
    expect(await deliverByIds(["no-such-mail"], TEST_NOW)).toEqual({ sent: 0, failed: 0, skipped: 1 });
    await deliverDue(TEST_NOW + 180_000, 100);
  });

  it("keeps and logs SES's refusal without the addresses it names", async () => {
    const { body, practitioner, ids } = await bookAndQueue();
    const ses = await refusingSes(
      `Email address is not verified. The following identities failed the check: ${body.email}, ${practitioner.email}`,
    );
    const logged = vi.spyOn(console, "warn");
    try {
      pointSesAt(ses.endpoint);
      expect(await deliverByIds(ids, TEST_NOW)).toEqual({ sent: 0, failed: 2, skipped: 0 });
    } finally {
      sesDown(false, workingEndpoint);
      await ses.close();
    }
    const lines = logged.mock.calls.map((call) => String(call[0]));
    logged.mockRestore();
    expect(lines.filter((line) => line.includes("mail not sent"))).toHaveLength(2);
    for (const id of ids) {
      const failed = await outboxItem(id);
      expect(failed.lastError).toBe(
        "MessageRejected: Email address is not verified. The following identities failed the check: [email], [email]",
      );
    }
    for (const text of lines) {
      expect(text).not.toContain(body.email);
      expect(text).not.toContain(practitioner.email);
    }
    await deliverByIds(ids, TEST_NOW + backoffMs(1) + 1000);
  });

  describe("erasing a patient's mails (functions/patients/erase.ts)", () => {
    it("deletes the patient's pending mail: a sender holding the old copy sends nothing and writes nothing back", async () => {
      const { body, ids } = await bookAndQueue();
      const items = await Promise.all(ids.map(outboxItem));
      const toPatient = items.find((item) => withMail(item).mail.to.includes(body.email)) as OutboxItem;
      expect(await forgetMail(toPatient, body.email.toUpperCase())).toBe("deleted");
      expect(await deliver(toPatient, TEST_NOW)).toBe("skipped");
      expect(await outboxItem(toPatient.id)).toBeUndefined();
      const sent = (await sesStore()).filter((email) => email.destination.to.includes(body.email));
      expect(sent).toEqual([]);
      await deliverByIds(ids, TEST_NOW);
    });

    it("sends the practitioner's pending mail, then deletes it, also when the sender read it before", async () => {
      const { body, practitioner, ids } = await bookAndQueue();
      const items = await Promise.all(ids.map(outboxItem));
      const toPractitioner = items.find((item) =>
        withMail(item).mail.to.includes(practitioner.email),
      ) as OutboxItem;
      expect(await forgetMail(toPractitioner, body.email)).toBe("after-sending");
      expect(await outboxItem(toPractitioner.id)).toMatchObject({ state: "pending", forgetOnSend: true });
      // The copy read before the flag: delivered, and not kept.
      expect(await deliver(toPractitioner, TEST_NOW)).toBe("sent");
      expect(await outboxItem(toPractitioner.id)).toBeUndefined();
      const sent = (await sesStore()).filter((email) => email.destination.to.includes(practitioner.email));
      expect(sent).toHaveLength(1);
      await deliverByIds(ids, TEST_NOW);
    });

    it("never writes back a mail erased while SES was sending it, or while SES refused it", async () => {
      for (const refuse of [undefined, "Temporary failure"]) {
        const { ids } = await bookAndQueue();
        const [id] = ids as [string];
        const item = await outboxItem(id);
        const ses = await fakeSes({
          ...(refuse ? { refuse } : {}),
          during: () => forgetMail(item, withMail(item).mail.to[0] ?? "").then(() => undefined),
        });
        try {
          pointSesAt(ses.endpoint);
          expect(await deliver(item, TEST_NOW)).toBe(refuse ? "failed" : "sent");
        } finally {
          sesDown(false, workingEndpoint);
          await ses.close();
        }
        expect(await outboxItem(id)).toBeUndefined();
        await deliverByIds(ids, TEST_NOW);
      }
    });

    it("drops and deletes the review invitation of a booking erased before bookings listed their mails", async () => {
      const { body, ids } = await bookAndQueue();
      const [invitation] = (await queuedMailsTo([body.email], { invitations: true })).filter(
        (mail) => mail.onlyIfConfirmed,
      );
      if (!invitation?.onlyIfConfirmed) throw new Error("no invitation queued");
      // What erasure leaves on such a booking: a status (confirmed here) and erasedAt, no mail list.
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: invitation.onlyIfConfirmed,
          UpdateExpression: "SET #status = :confirmed, erasedAt = :at REMOVE mailIds",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":confirmed": "confirmed", ":at": new Date(TEST_NOW).toISOString() },
        }),
      );
      const due = Date.parse(invitation.GSI2SK?.split("#")[0] ?? "") + 1000;
      expect(await deliverByIds([invitation.id], due)).toEqual({ sent: 0, failed: 0, skipped: 1 });
      expect(await outboxItem(invitation.id)).toBeUndefined();
      expect((await sesStore()).filter((email) => email.destination.to.includes(body.email))).toEqual([]);
      await deliverByIds(ids, TEST_NOW);
    });

    it("deletes a mail that was already sent, to anyone", async () => {
      const { body, ids } = await bookAndQueue();
      expect(await deliverByIds(ids, TEST_NOW)).toEqual({ sent: 2, failed: 0, skipped: 0 });
      for (const item of await Promise.all(ids.map(outboxItem))) {
        expect(item.state).toBe("sent");
        expect(await forgetMail(item, body.email)).toBe("deleted");
        expect(await outboxItem(item.id)).toBeUndefined();
      }
    });
  });
});
