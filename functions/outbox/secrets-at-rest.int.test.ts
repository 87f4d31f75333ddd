/**
 * Issue 21, item 3: no usable secret rests in the table. Every kind of mail the product sends is
 * caused through the real handlers; the whole table is read (Scan) while the mails wait and again
 * once they are sent, and neither read holds a link's token, in clear or URL-encoded, nor a link
 * with a token in it. The tokens are taken from the mails SES local received.
 */
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handler as affiliateHandler } from "../affiliate/handler";
import { handler as authHandler } from "../auth/handler";
import { handler as bookingHandler } from "../booking/handler";
import { handler as contactHandler } from "../contact/handler";
import { handler as dashboardHandler } from "../dashboard/handler";
import type { OutboxItem } from "../data/items";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { handler as practitionerAdminHandler } from "../practitioner-admin/handler";
import { handler as registrationAdminHandler } from "../registration-admin/handler";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs, practitionerSession } from "../test/auth-fixtures";
import {
  bookingBody,
  csrfHeader,
  manageTokenIn,
  putSchemes,
  queuedMailsTo,
  sesStore,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";
import { pngOf } from "../test/photo-fixtures";
import { application, postRegistration, uploadPhoto } from "../test/registration-fixtures";
import { deliverDue } from "./outbox";

async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** Every secret a link in a delivered mail carries (set-password, manage, review, confirmation ...). */
function linkSecrets(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/[?&](?:token|review|confirm|code)=([^\s"'<>&#)]+)/g)) {
    const value = match[1] ?? "";
    if (value.length < 16) continue; // a referral code is public; tokens are long
    found.add(value);
    found.add(decodeURIComponent(value));
  }
  return [...found];
}

async function book(
  practitioner: Awaited<ReturnType<typeof practitionerSession>>["practitioner"],
  slot: string,
) {
  const body = bookingBody(practitioner, { date: slot });
  const answer = await invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { body, ref: answer.body.booking as { id: string; date: string } };
}

let snapshotWhilePending: Record<string, unknown>[] = [];

beforeAll(async () => {
  await useOwnTable("secrets-at-rest-test");
  setClockForTests(() => TEST_NOW);
  await putSchemes();
});
afterAll(() => setClockForTests(undefined));

describe("no usable secret at rest in the table (issue 21, item 3)", () => {
  it("queues every kind of mail with its body sealed, and keeps no body once sent", async () => {
    const admin = bearer((await loginAs(await createAccount("admin"))).access_token);
    const { practitioner, account, headers } = await practitionerSession();

    // Bookings: a request (both mails), confirmed (confirmation + review invitation), declined,
    // cancelled by the patient through the manage link.
    const confirmed = await book(practitioner, "2026-11-23 09:00");
    const declined = await book(practitioner, "2026-11-23 10:00");
    const cancelled = await book(practitioner, "2026-11-23 09:30");
    for (const [action, ref] of [
      ["confirm", confirmed.ref],
      ["decline", declined.ref],
    ] as const) {
      const answer = await invoke(
        dashboardHandler,
        apiEvent("POST", `/api/dashboard/bookings/${action}`, { headers, body: ref }),
      );
      expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    const [received] = await queuedMailsTo([cancelled.body.email]);
    const cancel = await invoke(
      bookingHandler,
      apiEvent("POST", "/api/booking/cancel", {
        body: { token: manageTokenIn(received as NonNullable<typeof received>) },
        headers: csrfHeader(),
      }),
    );
    expect(cancel.status).toBe(200);

    // Accounts: a reset link, and the admin's set-password mail to a practitioner.
    expect(
      (
        await invoke(
          authHandler,
          apiEvent("POST", "/api/auth/password/forgot", {
            body: { email: account.email },
            headers: csrfHeader(),
          }),
        )
      ).status,
    ).toBe(200);
    const sent = await invoke(
      practitionerAdminHandler,
      apiEvent("GET", `/api/practitioner/send/email/practitioner/${practitioner.id}`, {
        route: "/api/practitioner/send/email/practitioner/{id}",
        pathParameters: { id: practitioner.id },
        headers: admin,
      }),
    );
    expect(sent.status).toBe(200);

    // Registration: the applicant's and the admin's mails, then approval's set-password link.
    const photo = await uploadPhoto(pngOf(400, 400));
    const applied = await postRegistration(
      "/api/registration/submit",
      application({ email: uniqueEmail("applicant"), image_key: photo }),
    );
    expect(applied.status).toBe(201);
    const requestId = String(applied.body.id);
    const approved = await invoke(
      registrationAdminHandler,
      apiEvent("GET", `/api/registration/confirmation/${requestId}`, {
        route: "/api/registration/confirmation/{id}",
        pathParameters: { id: requestId },
        query: { confirmation: "1" },
        headers: admin,
      }),
    );
    expect(approved.status).toBe(200);

    // The public forms that mail.
    const contact = await invoke(
      contactHandler,
      apiEvent("POST", "/api/contact/submit", {
        body: {
          name: "Thabo Nkosi",
          email: uniqueEmail("visitor"),
          contact_number: "082 555 0101",
          message: "Hello",
        },
        headers: csrfHeader(),
      }),
    );
    expect(contact.status).toBe(200);
    const affiliate = await invoke(
      affiliateHandler,
      apiEvent("POST", "/api/program/signup", {
        body: {
          name: "Lindiwe",
          surname: "Dube",
          email: uniqueEmail("affiliate"),
          contact: "082 555 0102",
          bank_detail: "FNB 62123456789 branch 250655",
        },
        headers: csrfHeader(),
      }),
    );
    expect(affiliate.status).toBe(200);

    snapshotWhilePending = await scanTable();
    const mails = snapshotWhilePending.filter((item) => item.entity === "outbox") as unknown as OutboxItem[];
    expect(new Set(mails.map((mail) => mail.kind))).toEqual(
      new Set([
        "booking-received-patient",
        "booking-received-practitioner",
        "booking-confirmed-patient",
        "booking-declined-patient",
        "booking-cancelled-patient",
        "booking-cancelled-practitioner",
        "review-invite",
        "password-reset",
        "practitioner-access-link",
        "registration-received-applicant",
        "registration-received-admin",
        "registration-approved",
        "contact-message",
        "affiliate-welcome",
      ]),
    );
    for (const mail of mails) {
      expect(mail.state).toBe("pending");
      expect(mail.sealedMail, mail.kind).toMatch(/^v1\./);
      expect(mail.expiresAt, mail.kind).toBeGreaterThan(TEST_NOW / 1000);
      expect(Object.keys(mail)).not.toContain("mail");
    }

    // Everything is due by the end of the last appointment (the review invitation waits for it).
    const later = Date.parse("2026-11-23T12:00:00+02:00");
    while ((await deliverDue(later, 100)).sent > 0);
    const after = (await scanTable()).filter((item) => item.entity === "outbox") as unknown as OutboxItem[];
    expect(after.length).toBeGreaterThan(0);
    for (const mail of after) {
      // The declined and the cancelled bookings' review invitations are dropped, never sent.
      expect(mail.state, mail.kind).toEqual(mail.kind === "review-invite" ? expect.any(String) : "sent");
      expect(mail.sealedMail, mail.kind).toBeUndefined();
    }
    expect(
      after
        .filter((mail) => mail.kind === "review-invite")
        .map((mail) => mail.state)
        .sort(),
    ).toEqual(["dropped", "dropped", "sent"]);
  });

  it("holds none of the delivered links' tokens, before or after sending", async () => {
    const delivered = await sesStore();
    const secrets = delivered.flatMap((mail) => linkSecrets(`${mail.body.text}\n${mail.body.html ?? ""}`));
    // Set-password (several), manage (patient mails), review invitation at least.
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    for (const [when, items] of [
      ["while pending", snapshotWhilePending],
      ["after sending", await scanTable()],
    ] as const) {
      const table = JSON.stringify(items);
      expect(table, when).not.toMatch(/token=|review=/);
      for (const secret of secrets) expect(table.includes(secret), `${when}: ${secret}`).toBe(false);
    }
  });
});
