import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountItem } from "../data/account-item";
import type { RegistrationRequestItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { env } from "../lib/env";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { apiEvent, invoke } from "../test/api-event";
import {
  csrfHeader,
  deliveredTo,
  partition,
  put,
  queuedMailsTo,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { application, postRegistration, presignPhoto, uploadPhoto } from "../test/registration-fixtures";
import { handler } from "./handler";
import { RECEIVED } from "./submit";

const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), Buffer.alloc(200, 7)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([200, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(200, 1),
]);
const NOT_AN_IMAGE = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'></svg>".padEnd(200, " "));

const post = postRegistration;
const presign = presignPhoto;
const upload = uploadPhoto;

async function adminMailsFor(requestId: string) {
  const mails = await queuedMailsTo([env().adminEmail]);
  return mails.filter((mail) => mail.mail.text.includes(requestId));
}

/** Nothing was written for this email: no hold, no request mail. */
async function expectNothingFor(email: string) {
  expect(await partition(keys.registrationEmail(email.toLowerCase()).PK)).toEqual([]);
  expect(await queuedMailsTo([email.toLowerCase()])).toEqual([]);
}

let photo: string;

beforeAll(async () => {
  setClockForTests(() => TEST_NOW);
  photo = await upload(PNG);
});
afterAll(() => setClockForTests(undefined));

describe("POST /api/registration/photo-upload", () => {
  it("answers a presigned POST for one key under registrations/, fixed type, 10 minutes", async () => {
    const { status, body, headers } = await presign("image/webp", 120_000);
    expect(status).toBe(200);
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(body.image_key).toMatch(/^registrations\/[0-9a-f-]{36}\.webp$/);
    expect(body.expires_in).toBe(600);
    expect(body.url).toContain(env().uploadsBucket);
    expect(body.fields).toMatchObject({ key: body.image_key, "Content-Type": "image/webp" });
    const policy = JSON.parse(Buffer.from(body.fields.Policy, "base64").toString("utf8"));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 1, 5 * 1024 * 1024],
        ["eq", "$Content-Type", "image/webp"],
        { key: body.image_key },
      ]),
    );
    const expiresMs = Date.parse(policy.expiration) - Date.now();
    expect(expiresMs).toBeGreaterThan(9 * 60_000);
    expect(expiresMs).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it.each([
    ["a GIF", { content_type: "image/gif", size: 1000 }, "content_type"],
    ["over 5 MB", { content_type: "image/jpeg", size: 5 * 1024 * 1024 + 1 }, "size"],
    ["empty", { content_type: "image/jpeg", size: 0 }, "size"],
    ["no size", { content_type: "image/jpeg" }, "size"],
  ])("refuses %s with 400", async (_label, body, field) => {
    const { status, body: answer } = await post("/api/registration/photo-upload", body);
    expect(status).toBe(400);
    expect(answer.fields[field]).toBeTruthy();
  });

  it("needs the CSRF token", async () => {
    const { status } = await post(
      "/api/registration/photo-upload",
      { content_type: "image/png", size: 10 },
      {},
    );
    expect(status).toBe(403);
  });
});

describe("POST /api/registration/submit", () => {
  it("limits applications per client address and per email (429 with Retry-After, nothing stored)", async () => {
    setRateLimitsForTests({ "registration-ip": { max: 2 }, "registration-email": { max: 1 } });
    try {
      const email = uniqueEmail("eager");
      const from = (sourceIp: string, body: unknown) =>
        invoke(
          handler,
          apiEvent("POST", "/api/registration/submit", {
            body: body as object,
            headers: csrfHeader(),
            sourceIp,
          }),
        );
      expect((await from("198.51.100.60", application({ email, image_key: photo }))).status).toBe(201);
      const sameEmail = await from("198.51.100.61", application({ email, image_key: photo }));
      expect(sameEmail.status).toBe(429);
      expect(sameEmail.body.error).toMatch(/for this email address/);
      expect(Number(sameEmail.headers["Retry-After"])).toBe(24 * 60 * 60);
      const other = uniqueEmail("eager-other");
      expect((await from("198.51.100.60", application({ email: other, image_key: photo }))).status).toBe(201);
      const third = uniqueEmail("eager-third");
      const sameAddress = await from("198.51.100.60", application({ email: third, image_key: photo }));
      expect(sameAddress.status).toBe(429);
      expect(sameAddress.body.error).toMatch(/from your network/);
      await expectNothingFor(third);
    } finally {
      setRateLimitsForTests(undefined);
    }
  });

  it("writes the request, holds the email and queues the two mails, in one go", async () => {
    const body = application({
      image_key: photo,
      referral_code: "AFF-123",
      email: uniqueEmail("Mixed.Case"),
    });
    const email = body.email.toLowerCase();
    const { status, body: answer } = await post("/api/registration/submit", body);
    expect(status).toBe(201);
    expect(answer).toEqual({ success: expect.any(String), id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [request] = (await partition(
      keys.registrationRequest(answer.id).PK,
    )) as unknown as RegistrationRequestItem[];
    expect(request).toMatchObject({
      ...keys.registrationRequest(answer.id),
      ...keys.registrationRequestByState("new", new Date(TEST_NOW).toISOString(), answer.id),
      entity: "registrationRequest",
      state: "new",
      isRequestApproved: null,
      email,
      title: "Dr",
      name: "Ayanda",
      surname: "Khumalo",
      cellNumber: "0821234567",
      postalCode: "7700",
      subscriptionPlan: "business_package",
      workWith: ["Medical Aid", "Cash/Card"],
      council: "HPCSA",
      registrationNumber: "PS 0123456",
      referralCode: "AFF-123",
      imageKey: photo,
    });
    expect(await partition(keys.registrationEmail(email).PK)).toEqual([
      expect.objectContaining({ requestId: answer.id, email }),
    ]);

    const [applicant, ...more] = await queuedMailsTo([email]);
    expect(more).toEqual([]);
    expect(applicant?.mail.subject).toContain("We received your application");
    // Sent before anyone proved the address is theirs: nothing typed into the form is echoed.
    expect(applicant?.mail.text).toContain("Hello,");
    expect(applicant?.mail.text).not.toContain("Ayanda");
    expect(applicant?.mail.text).toContain("Business package (R700 per member per month)");
    for (const secret of ["0123456", "082", "Rondebosch", "7700", "AFF-123"])
      expect(applicant?.mail.text).not.toContain(secret);

    const admin = await adminMailsFor(answer.id);
    expect(admin).toHaveLength(1);
    expect(admin[0]?.mail.to).toEqual(["admin@vulahealth.co.za"]);
    expect(admin[0]?.mail.subject).toBe("New registration request: Dr Ayanda Khumalo, Clinical Psychologist");
    expect(admin[0]?.mail.text).toContain("HPCSA PS 0123456");
    expect(admin[0]?.mail.replyTo).toBe(email);

    // Delivered through SES local.
    const sent = await deliveredTo([email]);
    expect(sent.map((mail) => mail.subject)).toEqual([applicant?.mail.subject]);
  });

  it("accepts a WebP photo and a starter package without referral", async () => {
    const key = await upload(WEBP, "image/webp");
    const { status } = await post(
      "/api/registration/submit",
      application({ image_key: key, subscription_plan: "starter_package", work_with: ["Cash/Card"] }),
    );
    expect(status).toBe(201);
  });

  it("ignores fields a visitor must not set (the request is always new)", async () => {
    const body = application({ image_key: photo, is_request_approved: 1, state: "approved", id: "x" });
    const { status, body: answer } = await post("/api/registration/submit", body);
    expect(status).toBe(201);
    const [request] = await partition(keys.registrationRequest(answer.id).PK);
    expect(request).toMatchObject({ id: answer.id, state: "new", isRequestApproved: null });
  });

  it("answers a second application for an undecided email like any other, keeps the first, and tells the owner", async () => {
    const email = uniqueEmail("twice");
    const first = await post("/api/registration/submit", application({ email, image_key: photo }));
    expect(first.status).toBe(201);
    const again = await post(
      "/api/registration/submit",
      application({ email: email.toUpperCase(), image_key: photo, name: "Zebulon" }),
    );
    expect(again.status).toBe(201);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(again.body.success).toBe(RECEIVED);
    expect(await partition(keys.registrationRequest(again.body.id).PK)).toEqual([]);
    const mails = await queuedMailsTo([email]);
    expect(mails.map((mail) => mail.mail.subject).sort()).toEqual([
      expect.stringMatching(/We received your application/),
      expect.stringMatching(/still being reviewed/),
    ]);
    // The second sign-up's name reaches no inbox: the address's owner never asked for it.
    const delivered = await deliveredTo([email]);
    expect(delivered).toHaveLength(2);
    for (const mail of delivered) expect(`${mail.body.text}${mail.body.html}`).not.toContain("Zebulon");
  });

  it("answers an email that already has an account like any other: nothing stored, one mail to its owner", async () => {
    const email = uniqueEmail("member");
    await put(accountItem({ email, role: "practitioner", createdAt: "2026-01-01T00:00:00.000Z" }));
    const fresh = await post(
      "/api/registration/submit",
      application({ email: uniqueEmail("fresh"), image_key: photo }),
    );
    const { status, body } = await post("/api/registration/submit", application({ email, image_key: photo }));
    expect(status).toBe(fresh.status);
    expect(Object.keys(body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(body.success).toBe(fresh.body.success);
    expect(await partition(keys.registrationRequest(body.id).PK)).toEqual([]);
    expect(await partition(keys.registrationEmail(email).PK)).toEqual([]);
    const mails = await queuedMailsTo([email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail.subject).toMatch(/You already have a .* account/);
    expect(mails[0]?.mail.text).toContain("/forgot-password");
  });

  it("checks the photo before anything about the email: a taken address with a missing photo gets the photo error", async () => {
    const email = uniqueEmail("member-nophoto");
    await put(accountItem({ email, role: "practitioner", createdAt: "2026-01-01T00:00:00.000Z" }));
    const { status, body } = await post(
      "/api/registration/submit",
      application({ email, image_key: "registrations/00000000-0000-4000-8000-000000000000.webp" }),
    );
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty("image_key");
    await expectNothingFor(email);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ["no name", { name: "  " }, "name"],
    ["no surname", { surname: undefined }, "surname"],
    ["an unknown title", { title: "Sir" }, "title"],
    ["an unknown sex", { sex: "X" }, "sex"],
    ["an unknown occupation", { occupation: "Astrologer" }, "occupation"],
    ["a bad email", { email: "not-an-email" }, "email"],
    ["a foreign cell number", { cell_number: "+44 20 7946 0958" }, "cell_number"],
    ["a short cell number", { cell_number: "082 123" }, "cell_number"],
    ["no suburb", { suburb: "" }, "suburb"],
    ["no city", { city: "" }, "city"],
    ["a 5-digit postal code", { postal_code: "77001" }, "postal_code"],
    ["letters in the postal code", { postal_code: "77a0" }, "postal_code"],
    ["an unknown plan", { subscription_plan: "gold_package" }, "subscription_plan"],
    ["no payment choice", { work_with: [] }, "work_with"],
    ["an unknown payment choice", { work_with: ["Bitcoin"] }, "work_with.0"],
    ["a repeated payment choice", { work_with: ["Cash/Card", "Cash/Card"] }, "work_with"],
    ["no council", { council: "" }, "council"],
    ["no registration number", { registration_number: "" }, "registration_number"],
    ["markup in the registration number", { registration_number: "<b>1</b>" }, "registration_number"],
    ["an image key outside registrations/", { image_key: "practitioners/1.png" }, "image_key"],
    ["no image key", { image_key: undefined }, "image_key"],
  ];
  it.each(bad)("refuses %s with 400 and the field, and writes nothing", async (_label, overrides, field) => {
    const body = application({ image_key: photo, ...overrides });
    const { status, body: answer } = await post("/api/registration/submit", body);
    expect(status).toBe(400);
    expect(Object.keys(answer.fields)).toContain(field);
    if (typeof body.email === "string" && body.email.includes("@")) await expectNothingFor(body.email);
  });

  it("refuses a missing photo object (400) and writes nothing", async () => {
    const body = application({ image_key: `registrations/${randomUUID()}.png` });
    const { status, body: answer } = await post("/api/registration/submit", body);
    expect(status).toBe(400);
    expect(answer.fields.image_key).toMatch(/did not receive your photo/);
    await expectNothingFor(body.email);
  });

  it("refuses a file whose bytes are not the image type it claims (400)", async () => {
    const key = await upload(NOT_AN_IMAGE, "image/png");
    const body = application({ image_key: key });
    const { status, body: answer } = await post("/api/registration/submit", body);
    expect(status).toBe(400);
    expect(answer.fields.image_key).toMatch(/not a JPEG, PNG or WebP/);
    await expectNothingFor(body.email);
  });

  it("refuses a key whose extension does not match the uploaded type (400)", async () => {
    const key = await upload(WEBP, "image/webp");
    const body = application({ image_key: key.replace(/\.webp$/, ".png") });
    expect((await post("/api/registration/submit", body)).status).toBe(400);
  });

  it("needs the CSRF token (403) and writes nothing", async () => {
    const body = application({ image_key: photo });
    const { status } = await post("/api/registration/submit", body, {});
    expect(status).toBe(403);
    await expectNothingFor(body.email);
  });

  it("refuses a body over 64 KB (413) and writes nothing", async () => {
    const body = application({ image_key: photo, suburb: "x".repeat(70_000) });
    const { status } = await post("/api/registration/submit", body);
    expect(status).toBe(413);
    await expectNothingFor(body.email);
  });
});
