import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_RECEIVED } from "../../core/schemas/contact";
import { handler as adminHandler } from "../contact-admin/handler";
import { ALREADY_HANDLED } from "../contact-admin/inbox";
import type { ContactMessageItem } from "../data/items";
import { keys } from "../data/keys";
import { rawMessage } from "../email/mime";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, bearer } from "../test/auth-fixtures";
import { csrfHeader, deliveredTo, queuedMailsTo, uniqueEmail } from "../test/booking-fixtures";
import { publicFormRefusals } from "../test/public-form-cases";
import { handler } from "./handler";

const admin = adminForThisFile();
afterEach(() => {
  setRateLimitsForTests(undefined);
  setClockForTests(undefined);
});

function message(overrides: Record<string, unknown> = {}) {
  return {
    name: "Thabo Nkosi",
    email: uniqueEmail("visitor"),
    contact_number: "082 555 0101",
    message: "Hello,\nDo you list practitioners in Polokwane?\nThanks",
    ...overrides,
  };
}

function submit(body: unknown, headers: Record<string, string> = csrfHeader(), sourceIp?: string) {
  return invoke(
    handler,
    apiEvent("POST", "/api/contact/submit", {
      body: body as object,
      headers,
      ...(sourceIp ? { sourceIp } : {}),
    }),
  );
}

function list(query: Record<string, string> = {}) {
  return invoke(
    adminHandler,
    apiEvent("GET", "/api/contact/messages", { headers: bearer(admin.token), query }),
  );
}

function markHandled(id: string) {
  return invoke(
    adminHandler,
    apiEvent("POST", `/api/contact/handled/${id}`, {
      route: "/api/contact/handled/{id}",
      headers: bearer(admin.token),
      pathParameters: { id },
    }),
  );
}

/** Messages stored for a sender (the inbox holds every test's messages: filter by the unique email). */
async function storedFor(email: string, state: "new" | "handled" = "new") {
  const { body } = await list({ state, perPage: "50" });
  return (body.data.data as { email: string; id: string }[]).filter((row) => row.email === email);
}

describe("POST /api/contact/submit", () => {
  it("stores the message and mails support with the sender as Reply-To; the visitor gets the success text", async () => {
    const form = message();
    const { status, body } = await submit(form);
    expect(status).toBe(200);
    expect(body).toEqual({ success: CONTACT_RECEIVED });

    const [row] = await storedFor(form.email);
    expect(row).toMatchObject({
      name: "Thabo Nkosi",
      contact_number: "0825550101",
      message: form.message,
      state: "new",
      handled_at: null,
    });

    const [queued, ...others] = (await queuedMailsTo([env().supportEmail])).filter((m) =>
      m.mail.text.includes(form.email),
    );
    expect(others).toEqual([]);
    expect(queued?.mail.replyTo).toBe(form.email);
    expect(queued?.mail.subject).toBe("Contact form: Thabo Nkosi");
    expect(queued?.mail.text).toContain("Do you list practitioners in Polokwane?");
    const raw = rawMessage(queued?.mail ?? { to: [], subject: "", text: "", html: "" }, {
      from: "bookings@vulahealth.co.za",
      messageIdDomain: "vulahealth.co.za",
      date: new Date(),
    });
    expect(raw).toContain(`Reply-To: ${form.email}\r\n`);
    // Nothing goes to the visitor.
    expect(await queuedMailsTo([form.email])).toEqual([]);
  });

  it("delivers to SES local, with the visitor's text escaped in the HTML", async () => {
    const form = message({ name: "Zanele <b>Mokoena</b>", message: "<script>alert(1)</script> & more" });
    expect((await submit(form)).status).toBe(200);
    const delivered = (await deliveredTo([env().supportEmail])).filter((mail) =>
      mail.body.text?.includes(form.email),
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.body.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(delivered[0]?.body.html).not.toContain("<script>");
    expect(delivered[0]?.body.html).not.toContain("<b>Mokoena</b>");
  });

  it("keeps a line break in the name out of the mail's headers", async () => {
    const form = message({ name: "Thabo\r\nBcc: everyone@example.org" });
    expect((await submit(form)).status).toBe(200);
    const [queued] = (await queuedMailsTo([env().supportEmail])).filter((m) =>
      m.mail.text.includes(form.email),
    );
    expect(queued?.mail.subject).toBe("Contact form: Thabo Bcc: everyone@example.org");
    const raw = rawMessage(queued?.mail ?? { to: [], subject: "", text: "", html: "" }, {
      from: "bookings@vulahealth.co.za",
      messageIdDomain: "vulahealth.co.za",
      date: new Date(),
    });
    expect(raw).not.toMatch(/^Bcc:/m);
  });

  it("refuses missing or malformed fields with a readable 400 per field, and stores nothing", async () => {
    const email = uniqueEmail("bad");
    const { status, body } = await submit({
      name: " ",
      email: `${email}\r\nBcc: x@example.org`,
      contact_number: "12ab",
      message: "",
    });
    expect(status).toBe(400);
    expect(Object.keys(body.fields).sort()).toEqual(["contact_number", "email", "message", "name"]);
    expect(body.fields.email).toBe("must be a valid email address");
    expect(body.error).toMatch(/^Please check the form/);
    expect((await submit({ ...message(), message: "x".repeat(2001) })).body.fields.message).toBe(
      "must be at most 2000",
    );
    expect(await storedFor(email)).toEqual([]);
  });

  publicFormRefusals({
    submit,
    fill: message,
    answer: { success: CONTACT_RECEIVED },
    // Nothing stored, and no mail to support about this sender.
    leftFor: async (email) => [
      ...(await storedFor(email)),
      ...(await queuedMailsTo([env().supportEmail])).filter((m) => m.mail.text.includes(email)),
    ],
  });

  it("limits messages per address and per email (429 with Retry-After, nothing stored)", async () => {
    setRateLimitsForTests({ "contact-ip": { max: 2 }, "contact-email": { max: 1 } });
    const email = uniqueEmail("limited");
    expect((await submit(message({ email }), csrfHeader(), "198.51.100.21")).status).toBe(200);
    const sameEmail = await submit(message({ email: email.toUpperCase() }), csrfHeader(), "198.51.100.22");
    expect(sameEmail.status).toBe(429);
    expect(Number(sameEmail.headers["Retry-After"])).toBeGreaterThan(0);
    expect((await submit(message(), csrfHeader(), "198.51.100.21")).status).toBe(200);
    const other = message();
    const sameAddress = await submit(other, csrfHeader(), "198.51.100.21");
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.body.error).toMatch(/Too many requests/);
    expect(await storedFor(email)).toHaveLength(1);
    expect(await storedFor(other.email)).toEqual([]);
  });
});

describe("admin contact inbox", () => {
  it("lists new messages newest first; marking one handled moves it to the handled list", async () => {
    const first = message();
    const second = message();
    setClockForTests(() => Date.parse("2026-11-20T08:00:00Z"));
    expect((await submit(first)).body).toEqual({ success: CONTACT_RECEIVED });
    setClockForTests(() => Date.parse("2026-11-20T09:00:00Z"));
    await submit(second);
    setClockForTests(undefined);

    const { status, body } = await list({ perPage: "50" });
    expect(status).toBe(200);
    const emails = (body.data.data as { email: string }[]).map((row) => row.email);
    expect(emails.indexOf(second.email)).toBeLessThan(emails.indexOf(first.email));
    expect(emails.indexOf(first.email)).toBeGreaterThanOrEqual(0);
    expect(body.total).toBeGreaterThanOrEqual(2);

    const [row] = await storedFor(first.email);
    const handled = await markHandled(row?.id ?? "");
    expect(handled.status).toBe(200);
    expect(handled.body.success).toBe("Operation Successfull !");
    expect(handled.body.data).toMatchObject({ state: "handled", handled_by: expect.stringContaining("@") });
    expect(await storedFor(first.email)).toEqual([]);
    expect(await storedFor(first.email, "handled")).toHaveLength(1);
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.contactMessage(row?.id ?? ""),
        ConsistentRead: true,
      }),
    );
    const item = Item as ContactMessageItem;
    // Kept a year after handling, then DynamoDB's TTL removes it.
    expect(item.expiresAt).toBeGreaterThan(Date.now() / 1000 + 360 * 86_400);

    const again = await markHandled(row?.id ?? "");
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(ALREADY_HANDLED);
  });

  it("pages 25 at a time by default (perPage up to 50), newest first across pages", async () => {
    for (let i = 0; i < 26; i++) expect((await submit(message())).status).toBe(200);
    const first = await list();
    expect(first.body.data.data).toHaveLength(25);
    expect(first.body.total).toBeGreaterThanOrEqual(26);
    const second = await list({ page: "2" });
    expect(second.body.data.data.length).toBeGreaterThanOrEqual(1);
    const times = [...first.body.data.data, ...second.body.data.data].map(
      (row: { created_at: string }) => row.created_at,
    );
    expect(times).toEqual([...times].sort().reverse());
    expect((await list({ perPage: "500" })).body.data.data.length).toBeLessThanOrEqual(50);
  });

  it("answers 404 for an unknown message and 400 for bad parameters", async () => {
    expect((await markHandled("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await markHandled("not-an-id")).status).toBe(400);
    expect((await list({ state: "spam" })).status).toBe(400);
    expect((await list({ page: "-1" })).status).toBe(400);
  });
});
