/**
 * No usable secret rests in the table. Every kind of mail the product sends is
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
import { join, joinBody } from "../test/waitlist-fixtures";
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
  for (const match of text.matchAll(/[?&](?:token|review|confirm|code|offer)=([^\s"'<>&#)]+)/g)) {
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

describe("no usable secret at rest in the table", () => {
  it("queues every kind of mail with its body sealed, and keeps no body once sent", async () => {
    const admin = bearer((await loginAs(await createAccount("admin"))).access_token);
    const { practitioner, account, headers } = await practitionerSession();

    // Bookings: a request (both mails), confirmed (confirmation + review invitation), declined,
    // cancelled by the patient through the manage link.
    const confirmed = await book(practitioner, "2026-11-23 09:00");
    const declined = await book(practitioner, "2026-11-23 10:00");
    const cancelled = await book(practitioner, "2026-11-23 09:30");
    const withdrawn = await book(practitioner, "2026-11-23 10:30");
    for (const [action, ref] of [
      ["confirm", confirmed.ref],
      ["decline", declined.ref],
      ["confirm", withdrawn.ref],
      ["decline", withdrawn.ref],
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
    const applicantEmail = uniqueEmail("applicant");
    const applied = await postRegistration(
      "/api/registration/submit",
      application({ email: applicantEmail, image_key: photo }),
    );
    expect(applied.status).toBe(201);
    const requestId = String(applied.body.id);
    const decide = (id: string, confirmation: "0" | "1") =>
      invoke(
        registrationAdminHandler,
        apiEvent("GET", `/api/registration/confirmation/${id}`, {
          route: "/api/registration/confirmation/{id}",
          pathParameters: { id },
          query: { confirmation },
          headers: admin,
        }),
      );
    expect((await decide(requestId, "1")).status).toBe(200);
    const refused = await postRegistration(
      "/api/registration/submit",
      application({ email: uniqueEmail("refused"), image_key: await uploadPhoto(pngOf(400, 400)) }),
    );
    expect((await decide(String(refused.body.id), "0")).status).toBe(200);

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
    // The affiliate programme: sign-up, confirmed by its link (welcome), then a bank change confirmed.
    const affiliateEmail = uniqueEmail("affiliate");
    const program = (path: string, body: object) =>
      invoke(affiliateHandler, apiEvent("POST", path, { body, headers: csrfHeader() }));
    expect(
      (
        await program("/api/program/signup", {
          name: "Lindiwe",
          surname: "Dube",
          email: affiliateEmail,
          contact: "082 555 0102",
          bank_detail: "FNB 62123456789 branch 250655",
        })
      ).status,
    ).toBe(200);
    const confirmLink = async (kind: string) => {
      const mail = (await queuedMailsTo([affiliateEmail])).find((queued) => queued.kind === kind);
      return /confirm\?token=([\w-]+)/.exec(mail?.mail.text ?? "")?.[1] ?? "";
    };
    expect(
      (await program("/api/program/confirm", { token: await confirmLink("affiliate-confirm-signup") }))
        .status,
    ).toBe(200);
    expect(
      (
        await program("/api/program/bank-change", {
          email: affiliateEmail,
          bank_detail: "Capitec 1234567890",
        })
      ).status,
    ).toBe(200);
    expect(
      (await program("/api/program/confirm", { token: await confirmLink("affiliate-confirm-bank-change") }))
        .status,
    ).toBe(200);

    // The same forms again for taken addresses: one mail each instead.
    expect(
      (
        await program("/api/program/signup", {
          name: "X",
          surname: "Y",
          email: affiliateEmail,
          contact: "0825550103",
          bank_detail: "Nedbank 9876543210",
        })
      ).status,
    ).toBe(200);
    // An application waiting (applied twice) and an address with an account.
    const waiting = uniqueEmail("waiting");
    for (const email of [waiting, waiting, account.email])
      expect(
        (await postRegistration("/api/registration/submit", application({ email, image_key: photo }))).status,
      ).toBe(201);

    // The waitlist (issue 26): joining mails a confirmation with a leave link.
    expect((await join(joinBody(practitioner), csrfHeader())).status).toBe(200);

    snapshotWhilePending = await scanTable();
    // Scheduled actions (a freed time's waitlist offer) carry no body: only mails are checked here.
    const mails = snapshotWhilePending.filter(
      (item) => item.entity === "outbox" && item.action === undefined,
    ) as unknown as OutboxItem[];
    expect(new Set(mails.map((mail) => mail.kind))).toEqual(
      new Set([
        "booking-received-patient",
        "booking-received-practitioner",
        "booking-confirmed-patient",
        "booking-declined-patient",
        "booking-withdrawn-patient",
        "booking-cancelled-patient",
        "booking-cancelled-practitioner",
        "review-invite",
        // A confirmed booking's reminder (functions/reminders), queued with the confirmation.
        "remind-24h",
        "password-reset",
        "practitioner-access-link",
        "registration-received-applicant",
        "registration-received-admin",
        "registration-approved",
        "registration-rejected",
        "registration-applied-applicant",
        "registration-account-applicant",
        "affiliate-already-joined",
        "contact-message",
        "affiliate-confirm-signup",
        "affiliate-welcome",
        "affiliate-confirm-bank-change",
        "affiliate-bank-changed",
        "waitlist-joined",
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
      // The declined, withdrawn and cancelled bookings' review invitations are dropped, never sent.
      expect(mail.state, mail.kind).toEqual(mail.kind === "review-invite" ? expect.any(String) : "sent");
      expect(mail.sealedMail, mail.kind).toBeUndefined();
    }
    expect(
      after
        .filter((mail) => mail.kind === "review-invite")
        .map((mail) => mail.state)
        .sort(),
    ).toEqual(["dropped", "dropped", "dropped", "sent"]);
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
      expect(table, when).not.toMatch(/token=|review=|offer=/);
      for (const secret of secrets) expect(table.includes(secret), `${when}: ${secret}`).toBe(false);
    }
  });
});
