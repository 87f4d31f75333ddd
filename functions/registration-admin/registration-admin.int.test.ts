import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import jpeg from "jpeg-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHOTO_MAX_BYTES } from "../../core/schemas/registration";
import { handler as authHandler } from "../auth/handler";
import type {
  PasswordTokenItem,
  PractitionerItem,
  RegistrationRequestItem,
  UserItem,
  WeeklyAvailabilityItem,
} from "../data/items";
import { keys, type RegistrationState } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { deliverByIds } from "../outbox/outbox";
import { handler as practitionerHandler } from "../practitioner/handler";
import { handler as searchHandler } from "../search/handler";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, bearer, createAccount, login, loginAs } from "../test/auth-fixtures";
import {
  csrfHeader,
  put,
  type QueuedMail,
  queuedMailsTo,
  sesStore,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { CAMERA_MAKE, jpegMarkers, jpegWithExif } from "../test/photo-fixtures";
import { nextPractitionerId } from "./confirm";
import { handler } from "./handler";

const admin = adminForThisFile();
afterEach(() => setClockForTests(undefined));

async function getItem<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

const STATE_FLAG = { new: null, approved: 1, rejected: 0 } as const;

/** A request as /register stores it (the submit call is another feature), with its email hold. */
async function createRequest(
  overrides: Partial<RegistrationRequestItem> = {},
  state: RegistrationState = "new",
): Promise<RegistrationRequestItem> {
  const id = randomUUID();
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  const email = overrides.email ?? uniqueEmail("applicant");
  const item: RegistrationRequestItem = {
    ...keys.registrationRequest(id),
    ...keys.registrationRequestByState(state, createdAt, id),
    entity: "registrationRequest",
    id,
    name: "Naledi",
    surname: `Khumalo${id.slice(0, 6)}`,
    title: "Ms",
    sex: "Female",
    occupation: "Clinical Psychologist",
    email,
    cellNumber: "0821234567",
    suburb: "Sea Point",
    city: "Cape Town",
    postalCode: "8005",
    imageKey: `registrations/${id}.jpg`,
    subscriptionPlan: "starter_package",
    workWith: ["Medical Aid", "Cash/Card"],
    registrationNumber: "PS 0123456",
    council: "HPCSA",
    state,
    isRequestApproved: STATE_FLAG[state],
    createdAt,
    ...overrides,
  };
  await put(item);
  await put({ ...keys.registrationEmail(email.toLowerCase()), entity: "registrationEmail", requestId: id });
  return item;
}

function list(query: Record<string, string> = {}, token = admin.token) {
  return invoke(
    handler,
    apiEvent("GET", "/api/registration/getrequest", {
      route: "/api/registration/getrequest",
      headers: bearer(token),
      query,
    }),
  );
}

function decide(id: string, confirmation: string | undefined, token = admin.token) {
  return invoke(
    handler,
    apiEvent("GET", `/api/registration/confirmation/${id}`, {
      route: "/api/registration/confirmation/{id}",
      headers: bearer(token),
      pathParameters: { id },
      ...(confirmation === undefined ? {} : { query: { confirmation } }),
    }),
  );
}

describe("GET /api/registration/getrequest", () => {
  it("lists each state newest first, 25 a page by default, with search over name, surname and email", async () => {
    // A tag no other test uses, so the search isolates this test's requests in a shared table.
    const tag = `Tag${randomUUID().slice(0, 8)}`;
    const base = Date.parse("2030-01-01T00:00:00Z");
    const made: RegistrationRequestItem[] = [];
    for (let i = 0; i < 27; i++) {
      made.push(
        await createRequest({ surname: `${tag}${i}`, createdAt: new Date(base + i * 60_000).toISOString() }),
      );
    }
    const approved = await createRequest({ surname: `${tag}Approved` }, "approved");
    const rejected = await createRequest({ surname: `${tag}Rejected` }, "rejected");

    const first = await list({ search: tag.toLowerCase() });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(27);
    expect(first.body.data.data).toHaveLength(25);
    // Newest first.
    expect(first.body.data.data[0].id).toBe(made[26]?.id);
    expect(first.body.data.data[0]).toEqual({
      id: made[26]?.id,
      name: "Naledi",
      surname: `${tag}26`,
      title: "Ms",
      sex: "Female",
      occupation: "Clinical Psychologist",
      email: made[26]?.email,
      cell_number: "0821234567",
      suburb: "Sea Point",
      city: "Cape Town",
      postal_code: "8005",
      image_key: made[26]?.imageKey,
      // A 15-minute link to the photo in the uploads bucket (checked with a real photo below).
      image: expect.stringMatching(/registrations\/.+\.jpg\?.*X-Amz-Expires=900/),
      subscription_plan: "starter_package",
      is_request_approved: null,
      created_at: made[26]?.createdAt,
      work_with: ["Medical Aid", "Cash/Card"],
      registration_number: "PS 0123456",
      council: "HPCSA",
      // Issue 27: the number with its register link, not checked yet.
      council_registration: {
        council: "HPCSA",
        number: "PS 0123456",
        register_url: "https://hpcsaonline.custhelp.com/app/i_reg_form",
        checked_at: null,
        checked_by: null,
        register_category: null,
        voided: false,
        lapses_at: null,
        not_confirmed: null,
      },
      bhf_practice_number: "",
    });
    const second = await list({ search: tag, page: "2" });
    expect(second.body.data.data.map((row: { id: string }) => row.id)).toEqual([made[1]?.id, made[0]?.id]);
    const small = await list({ search: tag, perPage: "10", page: "3", is_approved: "2" });
    expect(small.body.data.data).toHaveLength(7);
    const capped = await list({ search: tag, perPage: "500" });
    expect(capped.body.data.data).toHaveLength(27);

    const onlyApproved = await list({ search: tag, is_approved: "1" });
    expect(onlyApproved.body).toEqual({
      data: { data: [expect.objectContaining({ id: approved.id, is_request_approved: 1 })] },
      total: 1,
    });
    const onlyRejected = await list({ search: tag, is_approved: "0" });
    expect(onlyRejected.body.data.data.map((row: { id: string }) => row.id)).toEqual([rejected.id]);
    expect(onlyRejected.body.data.data[0].is_request_approved).toBe(0);

    // Search by email and by several words; no match is an empty page.
    const byEmail = await list({ search: made[3]?.email.toUpperCase() ?? "" });
    expect(byEmail.body.data.data.map((row: { id: string }) => row.id)).toEqual([made[3]?.id]);
    const byWords = await list({ search: `naledi ${tag}5` });
    expect(byWords.body.total).toBe(1);
    const none = await list({ search: `${tag}zzz` });
    expect(none.body).toEqual({ data: { data: [] }, total: 0 });
  });

  it("refuses bad parameters with a readable 400", async () => {
    const queries: Record<string, string>[] = [
      { is_approved: "3" },
      { page: "two" },
      { perPage: "-1" },
      { search: "x".repeat(101) },
    ];
    for (const query of queries) {
      const answer = await list(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.error).toMatch(/Please check the search parameters/);
    }
  });
});

describe("GET /api/registration/confirmation/{id}", () => {
  it("approves: practitioner (not listed until complete), account without password, welcome link and mail, in one go", async () => {
    setClockForTests(() => TEST_NOW);
    const admin = (await loginAs(await createAccount("admin"))).access_token;
    const request = await createRequest({ subscriptionPlan: "business_package", workWith: ["Medical Aid"] });
    const answer = await decide(request.id, "1", admin);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe("Operation Successfull !");
    expect(answer.body.data).toEqual(expect.objectContaining({ id: request.id, is_request_approved: 1 }));

    const stored = await getItem<RegistrationRequestItem>(keys.registrationRequest(request.id));
    expect(stored).toEqual(
      expect.objectContaining({
        state: "approved",
        isRequestApproved: 1,
        GSI1PK: "REGREQS#approved",
        decidedAt: new Date(TEST_NOW).toISOString(),
        decidedBy: expect.stringContaining("@accounts.example"),
      }),
    );
    const practitionerId = stored?.practitionerId ?? "";
    expect(practitionerId).toMatch(/^\d+$/);
    const practitioner = await getItem<PractitionerItem>(keys.practitioner(practitionerId));
    expect(practitioner).toEqual(
      expect.objectContaining({
        isActive: true,
        name: `Ms Naledi ${request.surname}`,
        email: request.email.toLowerCase(),
        profession: "Clinical Psychologist",
        plan: "business_package",
        workWith: "Medical Aid",
        businessAddressPhysical: "Sea Point, Cape Town, 8005",
        GSI1PK: "PRACS#ACTIVE#1",
      }),
    );
    // Placed in Sea Point from the gazetteer, not at the map's default centre.
    expect(practitioner?.lat).toBeCloseTo(-33.91, 1);
    expect(practitioner?.address.province).toBe("Western Cape");
    const weekly = await getItem<WeeklyAvailabilityItem>(keys.weeklyAvailability(practitionerId));
    expect(Object.keys(weekly?.days ?? {})).toEqual(["1", "2", "3", "4", "5"]);
    expect(weekly?.days["1"]?.times.at(0)).toBe("09:00");
    expect(weekly?.days["1"]?.times.at(-1)).toBe("15:30");

    const user = await getItem<UserItem>(keys.user(request.email.toLowerCase()));
    expect(user).toEqual(
      expect.objectContaining({
        role: "practitioner",
        practitionerId,
        passwordHash: "",
        name: practitioner?.name,
      }),
    );

    const mails = await queuedMailsTo([request.email.toLowerCase()]);
    expect(mails.map((mail) => mail.kind)).toEqual(["registration-approved"]);
    const mail = mails[0] as QueuedMail;
    const token = /\/set-password\?token=([\w-]{43})/.exec(mail.mail.text)?.[1] ?? "";
    expect(token).not.toBe("");
    expect(mail.mail.html).toContain(`/set-password?token=${token}`);
    const { createHash } = await import("node:crypto");
    const tokenItem = await getItem<PasswordTokenItem>(
      keys.passwordToken(createHash("sha256").update(token).digest("hex")),
    );
    expect(tokenItem).toEqual(
      expect.objectContaining({ purpose: "welcome", email: request.email.toLowerCase() }),
    );
    expect(tokenItem?.expiresAt).toBe(Math.floor(TEST_NOW / 1000) + 48 * 3600);
    expect(JSON.stringify(tokenItem)).not.toContain(token);

    // The mail reaches SES local.
    expect(await deliverByIds([mail.id], TEST_NOW)).toEqual({ sent: 1, failed: 0, skipped: 0 });
    const sent = (await sesStore()).find((email) =>
      email.destination.to.includes(request.email.toLowerCase()),
    );
    expect(sent?.subject).toMatch(/application is approved/);

    // Not listed until the profile is complete (issue 25): no public profile, not in search.
    expect(practitioner?.listed).toBe(false);
    const profile = await invoke(
      practitionerHandler,
      apiEvent("GET", "/api/practitioner/users", { query: { id: practitionerId } }),
    );
    expect(profile.status).toBe(404);
    const found = await invoke(
      searchHandler,
      apiEvent("GET", "/api/search/index", { query: { type: "name", name: practitioner?.name ?? "" } }),
    );
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(0);

    // The emailed link sets the password an hour later; then the new practitioner logs in. (The
    // clock stays pinned: the real one passes the link's 48 hours two days after TEST_NOW.)
    setClockForTests(() => TEST_NOW + 60 * 60 * 1000);
    const set = await invoke(
      authHandler,
      apiEvent("POST", "/api/auth/password/set", {
        body: { token, password: "Sea#Point#Rooms#2026" },
        headers: csrfHeader(),
      }),
    );
    expect(set.status).toBe(200);
    setClockForTests(undefined);
    const loggedIn = await login(request.email, "Sea#Point#Rooms#2026");
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.user).toEqual(
      expect.objectContaining({ role: "practitioner", practitioner_id: practitionerId }),
    );
    setClockForTests(() => TEST_NOW);

    // A second decision is refused, whichever it is; nothing changes.
    for (const confirmation of ["1", "0"]) {
      const again = await decide(request.id, confirmation, admin);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: "This request has already been decided." });
    }
    expect((await getItem<RegistrationRequestItem>(keys.registrationRequest(request.id)))?.state).toBe(
      "approved",
    );
    expect(await queuedMailsTo([request.email.toLowerCase()])).toEqual([]);
  });

  it("rejects: the email is free to apply again, a polite mail, and no practitioner or account", async () => {
    const request = await createRequest();
    const answer = await decide(request.id, "0");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: "Operation Successfull !",
      data: expect.objectContaining({ id: request.id, is_request_approved: 0 }),
    });
    const stored = await getItem<RegistrationRequestItem>(keys.registrationRequest(request.id));
    expect(stored).toEqual(
      expect.objectContaining({ state: "rejected", isRequestApproved: 0, GSI1PK: "REGREQS#rejected" }),
    );
    expect(stored?.practitionerId).toBeUndefined();
    expect(await getItem(keys.registrationEmail(request.email.toLowerCase()))).toBeUndefined();
    expect(await getItem(keys.user(request.email.toLowerCase()))).toBeUndefined();
    const mails = await queuedMailsTo([request.email]);
    expect(mails.map((mail) => mail.kind)).toEqual(["registration-rejected"]);
    expect(mails[0]?.mail.text).toMatch(/unable to approve/);
    expect(mails[0]?.mail.text).toMatch(/welcome to apply again/);
    expect((await decide(request.id, "1")).status).toBe(409);
  });

  it("shows admins the photo, then publishes it re-encoded (no EXIF) where the site serves it; a missing, fake or oversized photo does not stop approval", async () => {
    const { S3Client, PutObjectCommand, GetObjectCommand } = await import("@aws-sdk/client-s3");
    const s3 = new S3Client({
      region: "af-south-1",
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const Bucket = process.env.UPLOADS_BUCKET;
    const upload = (Key: string | undefined, Body: Buffer) =>
      s3.send(new PutObjectCommand({ Bucket, Key, Body, ContentType: "image/jpeg" }));
    const photo = jpegWithExif(1000, 750);
    const withPhoto = await createRequest();
    await upload(withPhoto.imageKey, photo);
    const listed = await list({ search: withPhoto.surname });
    const link: string = listed.body.data.data[0]?.image;
    const viewed = await fetch(link);
    expect(viewed.status).toBe(200);
    expect(Buffer.from(await viewed.arrayBuffer())).toEqual(photo);
    expect(link).toContain("X-Amz-Signature=");

    const approved = await decide(withPhoto.id, "1");
    expect(approved.status).toBe(200);
    const id = (await getItem<RegistrationRequestItem>(keys.registrationRequest(withPhoto.id)))
      ?.practitionerId;
    const practitioner = await getItem<PractitionerItem>(keys.practitioner(id ?? ""));
    expect(practitioner?.image).toMatch(new RegExp(`^/photos/${id}-[0-9a-f]{8}\\.jpg$`));
    const published = await s3.send(new GetObjectCommand({ Bucket, Key: practitioner?.image.slice(1) }));
    expect(published.ContentType).toBe("image/jpeg");
    expect(published.CacheControl).toMatch(/immutable/);
    const bytes = Buffer.from((await published.Body?.transformToByteArray()) ?? []);
    expect(bytes).not.toEqual(photo);
    expect(jpegMarkers(bytes)).not.toContain(0xe1); // no APP1: no EXIF
    expect(bytes.toString("latin1")).not.toContain(CAMERA_MAKE);
    const image = jpeg.decode(bytes, { useTArray: true });
    expect([image.width, image.height]).toEqual([800, 600]);

    // Starts like a JPEG but is not one, or is over 5 MB (S3 enforces the presigned POST's size,
    // s3rver does not): approved all the same, with initials, and the reason logged.
    const errors = vi.spyOn(console, "error");
    const fake = Buffer.concat([Buffer.from("ffd8ffe000104a464946", "hex"), Buffer.alloc(300, 9)]);
    const huge = Buffer.concat([photo, Buffer.alloc(PHOTO_MAX_BYTES)]);
    for (const [body, reason] of [
      [fake, "undecodable"],
      [huge, "size"],
    ] as const) {
      const refused = await createRequest();
      await upload(refused.imageKey, body);
      expect((await decide(refused.id, "1")).status).toBe(200);
      const refusedId = (await getItem<RegistrationRequestItem>(keys.registrationRequest(refused.id)))
        ?.practitionerId;
      expect((await getItem<PractitionerItem>(keys.practitioner(refusedId ?? "")))?.image).toBe("");
      const logged = errors.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line));
      expect(logged).toContainEqual(
        expect.objectContaining({ message: "photo refused at approval", requestId: refused.id, reason }),
      );
    }
    errors.mockRestore();

    const withoutPhoto = await createRequest();
    const alsoApproved = await decide(withoutPhoto.id, "1");
    expect(alsoApproved.status).toBe(200);
    const otherId = (await getItem<RegistrationRequestItem>(keys.registrationRequest(withoutPhoto.id)))
      ?.practitionerId;
    expect((await getItem<PractitionerItem>(keys.practitioner(otherId ?? "")))?.image).toBe("");
  });

  it("refuses to approve when the email already has an account (409), changing nothing", async () => {
    const existing = await createAccount("admin");
    const request = await createRequest({ email: existing.email });
    const answer = await decide(request.id, "1");
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/already exists/);
    expect((await getItem<RegistrationRequestItem>(keys.registrationRequest(request.id)))?.state).toBe("new");
  });

  it("answers 404 for an unknown id and 400 for a bad confirmation or id", async () => {
    const unknown = await decide(randomUUID(), "1");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/could not find/);
    const request = await createRequest();
    for (const confirmation of [undefined, "2", "yes", ""]) {
      const answer = await decide(request.id, confirmation);
      expect(answer.status, String(confirmation)).toBe(400);
      expect(answer.body.error).toMatch(/Please check/);
    }
    expect((await decide("not an id!", "1")).status).toBe(400);
    expect((await getItem<RegistrationRequestItem>(keys.registrationRequest(request.id)))?.state).toBe("new");
  });

  it("hands out practitioner numbers past any the seed already used", async () => {
    const first = Number(await nextPractitionerId());
    for (const taken of [first + 1, first + 2, first + 3]) {
      await put({ ...keys.practitioner(String(taken)), entity: "practitioner", id: String(taken) });
    }
    expect(Number(await nextPractitionerId())).toBe(first + 4);
    expect(Number(await nextPractitionerId())).toBe(first + 5);
  });
});
