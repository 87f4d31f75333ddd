import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { SNSEvent } from "aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import { MAIL_SUPPRESSIONS_PAGE_SIZE } from "../../core/schemas/mail-suppression";
import { handler as bookingHandler } from "../booking/handler";
import type { OutboxItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { deliverByIds } from "../outbox/outbox";
import { recipientHash } from "../outbox/sealed-mail";
import { eraseByEmail } from "../patients/erase-by-email";
import { handler as patientsHandler } from "../patients/handler";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, practitionerSession } from "../test/auth-fixtures";
import {
  bookingBody,
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  putSchemes,
  queuedMailsTo,
  sesStore,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";
import { handler as mailEvents } from "./handler";
import { maskAddress } from "./mask-address";
import { suppressAddress, suppressionOf } from "./suppression-list";

/**
 * SES's bounce and complaint events as a configuration set's SNS destination publishes them (the
 * documented JSON, docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-examples.html),
 * in the SNS envelope Lambda receives. The local stack has no SES events: the handler is invoked
 * with them, then the real outbox sends (or not) through SES local.
 */
function snsEvent(...messages: unknown[]): SNSEvent {
  return {
    Records: messages.map((message, index) => ({
      EventSource: "aws:sns",
      EventVersion: "1.0",
      EventSubscriptionArn: "arn:aws:sns:af-south-1:000000000000:vula-health-test-mail-events:sub",
      Sns: {
        Type: "Notification",
        MessageId: `sns-${index}`,
        TopicArn: "arn:aws:sns:af-south-1:000000000000:vula-health-test-mail-events",
        Subject: "",
        Message: typeof message === "string" ? message : JSON.stringify(message),
        Timestamp: new Date(TEST_NOW).toISOString(),
        SignatureVersion: "1",
        Signature: "",
        SigningCertUrl: "",
        UnsubscribeUrl: "",
        MessageAttributes: {},
      },
    })),
  };
}

const mail = (to: string) => ({
  timestamp: "2026-11-22T06:00:00.000Z",
  source: "Vula Health <bookings@vulahealth.co.za>",
  messageId: "010001234567890a-aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee-000000",
  destination: [to],
  tags: { "ses:configuration-set": ["vula-health-test"] },
});

const bounce = (to: string, bounceType: "Permanent" | "Transient", bounceSubType = "General") => ({
  eventType: "Bounce",
  bounce: {
    bounceType,
    bounceSubType,
    bouncedRecipients: [
      {
        emailAddress: to,
        action: "failed",
        status: "5.1.1",
        diagnosticCode: `smtp; 550 5.1.1 <${to}>... User unknown`,
      },
    ],
    timestamp: "2026-11-22T06:00:05.000Z",
    feedbackId: "0100012345678-1111-2222-3333-444444444444-000000",
    reportingMTA: "dsn; e123.smtp-out.af-south-1.amazonses.com",
  },
  mail: mail(to),
});

const complaint = (to: string) => ({
  eventType: "Complaint",
  complaint: {
    complainedRecipients: [{ emailAddress: to }],
    timestamp: "2026-11-22T06:10:00.000Z",
    feedbackId: "0100012345678-5555-6666-7777-888888888888-000000",
    userAgent: "Mozilla/5.0",
    complaintFeedbackType: "abuse",
    arrivalDate: "2026-11-22T06:09:00.000Z",
  },
  mail: mail(to),
});

/** Books with `email` at a practitioner of its own and runs the outbox over the booking's two mails. */
async function bookAndSend(email: string) {
  const practitioner: PractitionerItem = await createPractitioner();
  const answer = await invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/submit", {
      body: bookingBody(practitioner, { type: 1, email }),
      headers: csrfHeader(),
    }),
  );
  const queued = await queuedMailsTo([email, practitioner.email]);
  const delivery = await deliverByIds(
    queued.map((item) => item.id),
    TEST_NOW,
  );
  const toPatient = queued.find((item) => item.mail.to.includes(email));
  return { answer, delivery, practitioner, toPatient };
}

async function outboxItem(id: string): Promise<OutboxItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.outbox(id), ConsistentRead: true }),
  );
  return Item as OutboxItem;
}

const mailsTo = async (email: string) =>
  (await sesStore()).filter((stored) => stored.destination.to.includes(email));

beforeAll(async () => {
  await useOwnTable("suppression-test");
  await putSchemes();
});
clockAtTestNowInEachTest();
const admin = adminForThisFile();

function adminList(query: Record<string, string>, headers: Record<string, string> = admin.headers) {
  return invoke(
    patientsHandler,
    apiEvent("GET", "/api/admin/mail-suppressions", {
      query,
      headers: { ...headers, "x-requested-with": "XMLHttpRequest" },
    }),
  );
}

function lift(body: object, headers: Record<string, string> = admin.headers) {
  return invoke(
    patientsHandler,
    apiEvent("POST", "/api/admin/mail-suppressions/lift", {
      body,
      headers: { ...headers, "x-requested-with": "XMLHttpRequest" },
    }),
  );
}

describe("the mail suppression list", () => {
  it("a hard bounce stops further mail to the address; the next booking still succeeds", async () => {
    const email = uniqueEmail("bounced");
    const first = await bookAndSend(email);
    expect(first.answer.status).toBe(201);
    expect(first.delivery).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(await mailsTo(email)).toHaveLength(1);

    await mailEvents(snsEvent(bounce(email, "Permanent")));
    const entry = await suppressionOf(email);
    expect(entry).toMatchObject({
      reason: "bounce",
      detail: "General",
      at: new Date(TEST_NOW).toISOString(),
    });
    // Only the keyed hash: no address, no diagnostic text quoting it.
    expect(entry?.PK).toBe(`SUPPRESSED#${recipientHash(email)}`);
    expect(JSON.stringify(entry)).not.toContain(email.split("@")[0]);

    const second = await bookAndSend(email);
    expect(second.answer.status).toBe(201);
    // The practitioner's mail goes; the patient's is suppressed, not failed and not retried.
    expect(second.delivery).toEqual({ sent: 1, failed: 0, skipped: 1 });
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await mailsTo(second.practitioner.email)).toHaveLength(1);
    const suppressed = await outboxItem(second.toPatient?.id ?? "");
    expect(suppressed.state).toBe("suppressed");
    expect(suppressed.sealedMail).toBeUndefined();
    expect(suppressed.GSI2PK).toBeUndefined();
  });

  it("a complaint suppresses too; a soft bounce, a delivery and a message that is not JSON do not", async () => {
    const complained = uniqueEmail("complained");
    const soft = uniqueEmail("soft");
    await mailEvents(
      snsEvent(
        complaint(complained),
        bounce(soft, "Transient", "MailboxFull"),
        { eventType: "Delivery", mail: mail(soft), delivery: { recipients: [soft] } },
        "not json",
      ),
    );
    expect(await suppressionOf(complained)).toMatchObject({ reason: "complaint", detail: "abuse" });
    expect(await suppressionOf(soft)).toBeUndefined();
    // The soft-bounced address still gets the next booking's mail.
    const next = await bookAndSend(soft);
    expect(next.delivery).toEqual({ sent: 2, failed: 0, skipped: 0 });
  });

  it("a patient's erasure removes their entry", async () => {
    const email = uniqueEmail("erased");
    await mailEvents(snsEvent(bounce(email, "Permanent", "NoEmail")));
    expect(await suppressionOf(email)).toBeDefined();
    expect((await eraseByEmail(email))["mail suppression"]).toBe(1);
    expect(await suppressionOf(email)).toBeUndefined();
  });

  it("admins see why mail to an address stopped; the newest entries name no address", async () => {
    const email = uniqueEmail("asked");
    await mailEvents(snsEvent(bounce(email, "Permanent", "NoEmail")));
    const asked = await adminList({ email: email.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({
      data: [
        {
          email: email.toUpperCase(),
          masked: maskAddress(email),
          reason: "bounce",
          detail: "NoEmail",
          since: new Date(TEST_NOW).toISOString(),
        },
      ],
      next: null,
    });
    expect((await adminList({ email: uniqueEmail("fine") })).body).toEqual({ data: [], next: null });
    const newest = await adminList({});
    expect(newest.status).toBe(200);
    expect(newest.body.data.length).toBeGreaterThan(0);
    for (const entry of newest.body.data) expect(entry.email).toBeNull();
    for (const entry of newest.body.data) expect(entry.masked ?? "").toMatch(/^.•••@/);
    expect(JSON.stringify(newest.body)).not.toContain(email.split("@")[0]);
  });

  it("the list is paged newest first by cursor, one bounded page at a time", async () => {
    // Later than anything a run of this file (DynamoDB Local may keep the table) wrote before.
    const base = Math.max(Date.now(), TEST_NOW) + 86_400_000;
    const emails = Array.from({ length: MAIL_SUPPRESSIONS_PAGE_SIZE + 3 }, (_, n) =>
      uniqueEmail(`paged${n}`),
    );
    for (const [n, email] of emails.entries())
      await suppressAddress(email, "bounce", "General", new Date(base + n * 1000).toISOString());
    const first = await adminList({});
    expect(first.body.data).toHaveLength(MAIL_SUPPRESSIONS_PAGE_SIZE);
    expect(first.body.data.map((row: { masked: string }) => row.masked)).toEqual(
      emails.toReversed().slice(0, MAIL_SUPPRESSIONS_PAGE_SIZE).map(maskAddress),
    );
    expect(first.body.next).toEqual(expect.any(String));
    const second = await adminList({ cursor: first.body.next });
    expect(second.status).toBe(200);
    // The rest of the new ones, then the older entries of the other tests; never one twice.
    expect(second.body.data.slice(0, 3).map((row: { since: string }) => row.since)).toEqual(
      [2, 1, 0].map((n) => new Date(base + n * 1000).toISOString()),
    );
    const sinces = [...first.body.data, ...second.body.data].map((row: { since: string }) => row.since);
    expect(sinces).toEqual(sinces.toSorted().toReversed());

    const bad = await adminList({ cursor: Buffer.from("not a key").toString("base64url") });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("cursor");
    expect((await adminList({ cursor: "has spaces" })).status).toBe(400);
  });

  it("lifting a suppression: the outbox sends to the address again, and the lift is recorded", async () => {
    const email = uniqueEmail("lifted");
    await mailEvents(snsEvent(complaint(email)));
    const held = await bookAndSend(email);
    expect(held.delivery).toEqual({ sent: 1, failed: 0, skipped: 1 });

    const lifted = await lift({ email: ` ${email.toUpperCase()} ` });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({
      reason: "complaint",
      detail: "abuse",
      masked: maskAddress(email),
    });
    expect(await suppressionOf(email)).toBeUndefined();
    const log = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.suppressionLift(recipientHash(email), "").PK },
      }),
    );
    expect(log.Items).toEqual([
      expect.objectContaining({
        entity: "suppressionLift",
        reason: "complaint",
        detail: "abuse",
        suppressedAt: new Date(TEST_NOW).toISOString(),
        by: expect.stringMatching(/@/),
        at: new Date(TEST_NOW).toISOString(),
      }),
    ]);
    expect(JSON.stringify(log.Items)).not.toContain(email.split("@")[0]);

    const sent = await bookAndSend(email);
    expect(sent.delivery).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(await mailsTo(email)).toHaveLength(1);

    // Lifted already (or never on the list): a clear 404, nothing written.
    const again = await lift({ email });
    expect(again.status).toBe(404);
    expect(again.body.error).toMatch(/not on the suppression list/);
    const after = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.suppressionLift(recipientHash(email), "").PK },
      }),
    );
    expect(after.Items).toHaveLength(1);
    // Erasure takes the lift's record too.
    await eraseByEmail(email);
    const erased = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.suppressionLift(recipientHash(email), "").PK },
      }),
    );
    expect(erased.Items).toEqual([]);
  });

  it("lift refuses bad input, no token, a practitioner's token and a forged one; the entry stays", async () => {
    const email = uniqueEmail("kept");
    await mailEvents(snsEvent(bounce(email, "Permanent")));
    for (const body of [{}, { email: "not-an-address" }, { email: "" }, { email: ["a@b.co"] }]) {
      const answer = await lift(body);
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toHaveProperty("email");
    }
    expect((await lift({ email }, {})).status).toBe(401);
    expect((await lift({ email }, { authorization: "Bearer not.a.token" })).status).toBe(401);
    expect((await lift({ email }, (await practitionerSession()).headers)).status).toBe(403);
    expect(await suppressionOf(email)).toBeDefined();
  });

  it("refuses a malformed address, no token and a practitioner's token", async () => {
    const malformed = await adminList({ email: "not-an-address" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toHaveProperty("email");
    expect((await adminList({}, {})).status).toBe(401);
    expect((await adminList({}, (await practitionerSession()).headers)).status).toBe(403);
  });
});
