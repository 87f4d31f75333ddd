/**
 * Council registration (issue 27) through the real handlers on DynamoDB Local: the admins' check on a
 * practitioner and on a registration request, the public badge at its edges (a changed number, the
 * 1 April rule, with the injectable clock), "Could not confirm" and its mail, and the re-check list.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { CouncilCheckResponse, RecheckListResponse } from "../../core/schemas/council-registration";
import type { ProfileResponse } from "../../core/schemas/search";
import type { PractitionerItem, RegistrationRequestItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { handler as practitionerHandler } from "../practitioner/handler";
import { handler as practitionerAdmin } from "../practitioner-admin/handler";
import { handler as profileEditor } from "../profile-editor/handler";
import { handler as registrationAdmin } from "../registration-admin/handler";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, adminSession, bearer, createAccount, loginAs } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  createPractitioner,
  put,
  putSchemes,
  queuedMailsTo,
  TEST_NOW,
  uniqueEmail,
} from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";

// Its own table: the re-check list reads one index partition, which other suites would fill.
beforeAll(async () => {
  await useOwnTable("council-registration-int-test");
  await putSchemes();
}, 60_000);
clockAtTestNowInEachTest();
const admin = adminForThisFile();

type Headers = Record<string, string>;
const CHECKED = { outcome: "checked", register_category: "Psychologist, Independent Practice" } as const;

function check(id: string, body: object, headers: Headers = admin.headers, group = practitionerAdmin) {
  const template =
    group === practitionerAdmin
      ? "/api/practitioner/council-check/{id}"
      : "/api/registration/council-check/{id}";
  return invoke(
    group,
    apiEvent("POST", template.replace("{id}", id), {
      route: template,
      pathParameters: { id },
      headers,
      body,
    }),
  );
}
const publicRegistration = async (id: string) => {
  const { status, body } = await invoke(
    practitionerHandler,
    apiEvent("GET", "/api/practitioner/users", { query: { id } }),
  );
  expect(status).toBe(200);
  return (body as ProfileResponse).practitioner.council_registration;
};
const recheck = (query: Record<string, string> = {}, headers: Headers = admin.headers) =>
  invoke(practitionerAdmin, apiEvent("GET", "/api/practitioner/council-recheck", { query, headers }));
const stored = async (key: { PK: string; SK: string }) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

async function checkedAt(ms: number, overrides: Partial<PractitionerItem> = {}) {
  const practitioner = await createPractitioner(overrides);
  setClockForTests(() => ms);
  // A session opened at that time (one from TEST_NOW would have expired).
  const { headers } = await adminSession();
  expect((await check(practitioner.id, { number: "PS 0123456", ...CHECKED }, headers)).status).toBe(200);
  return practitioner;
}

describe("the admin's check of a practitioner's number", () => {
  it("shows the registration publicly only after the check, with who, when and the category kept", async () => {
    const practitioner = await createPractitioner();
    expect(await publicRegistration(practitioner.id)).toBeNull();

    const { status, body } = await check(practitioner.id, { number: "ps 0123456", ...CHECKED });
    expect(status).toBe(200);
    const answer = (body as CouncilCheckResponse).council_registration;
    expect(answer).toMatchObject({
      number: "PS 0123456",
      checked_at: new Date(TEST_NOW).toISOString(),
      register_category: CHECKED.register_category,
      voided: false,
      // TEST_NOW is in Nov 2026: the check lapses on 1 April 2027, 00:00 SAST.
      lapses_at: "2027-03-31T22:00:00.000Z",
    });
    expect(answer.checked_by).toMatch(/@accounts\.example$/);
    expect(await publicRegistration(practitioner.id)).toEqual({
      council: "HPCSA",
      number: "PS 0123456",
      checked_at: new Date(TEST_NOW).toISOString(),
    });
  });

  it("refuses a number other than the stored one (409) and writes nothing", async () => {
    const practitioner = await createPractitioner();
    const { status, body } = await check(practitioner.id, { number: "PS 7654321", ...CHECKED });
    expect(status).toBe(409);
    expect((body as { error: string }).error).toMatch(/number changed/);
    expect((await stored(keys.practitioner(practitioner.id)))?.council_registration).toBeUndefined();
  });

  it.each([
    [{ number: "PS 0123456", outcome: "checked" }, "register_category"],
    [{ number: "PS 0123456", outcome: "not_confirmed" }, "reason"],
    [{ number: "PS 0123456", outcome: "maybe", reason: "x" }, "outcome"],
    [{ outcome: "checked", register_category: "x" }, "number"],
  ])("answers 400 naming the field for %j, writing nothing", async (input, field) => {
    const practitioner = await createPractitioner();
    const { status, body } = await check(practitioner.id, input);
    expect(status).toBe(400);
    expect(Object.keys((body as { fields: Record<string, string> }).fields)).toContain(field);
    expect((await stored(keys.practitioner(practitioner.id)))?.council_registration).toBeUndefined();
  });

  it("answers 404 for an unknown practitioner", async () => {
    expect((await check("987654321", { number: "PS 0123456", ...CHECKED })).status).toBe(404);
  });

  it("needs an admin: none 401, a practitioner's token 403", async () => {
    const practitioner = await createPractitioner();
    const own = await createAccount("practitioner", { practitionerId: practitioner.id });
    const ownHeaders = bearer((await loginAs(own)).access_token);
    expect((await check(practitioner.id, { number: "PS 0123456", ...CHECKED }, {})).status).toBe(401);
    expect((await check(practitioner.id, { number: "PS 0123456", ...CHECKED }, ownHeaders)).status).toBe(403);
    expect((await recheck({}, {})).status).toBe(401);
    expect((await recheck({}, ownHeaders)).status).toBe(403);
    expect(await publicRegistration(practitioner.id)).toBeNull();
  });

  it("'Could not confirm' removes the badge and mails the reason, never the number", async () => {
    const practitioner = await checkedAt(TEST_NOW, { email: uniqueEmail("unconfirmed") });
    setClockForTests(() => TEST_NOW + 60_000);
    const reason = "The register lists <b>PS 0123456</b> under another name.";
    const { status, body } = await check(practitioner.id, {
      number: "PS 0123456",
      outcome: "not_confirmed",
      reason,
    });
    expect(status).toBe(200);
    expect((body as CouncilCheckResponse).council_registration).toMatchObject({
      checked_at: null,
      not_confirmed: { reason },
    });
    expect(await publicRegistration(practitioner.id)).toBeNull();
    const [mail, ...more] = await queuedMailsTo([practitioner.email]);
    expect(more).toEqual([]);
    expect(mail?.kind).toBe("council-not-confirmed");
    expect(mail?.mail.text).toContain("What we found: The register lists");
    expect(mail?.mail.html).toContain("&lt;b&gt;");
    expect(mail?.mail.subject).not.toContain("0123456");
  });
});

describe("the badge's edges", () => {
  const LAST_MINUTE_OF_MARCH = Date.parse("2027-03-31T21:59:00.000Z"); // 23:59 SAST
  const FIRST_OF_APRIL = Date.parse("2027-03-31T22:00:00.000Z"); // 00:00 SAST

  it("a check from before 1 April stops showing at 00:00 SAST on 1 April", async () => {
    const practitioner = await checkedAt(TEST_NOW);
    setClockForTests(() => LAST_MINUTE_OF_MARCH);
    expect(await publicRegistration(practitioner.id)).not.toBeNull();
    setClockForTests(() => FIRST_OF_APRIL);
    expect(await publicRegistration(practitioner.id)).toBeNull();
  });

  it("a check made on 1 April shows until the next 1 April", async () => {
    const practitioner = await checkedAt(FIRST_OF_APRIL);
    setClockForTests(() => Date.parse("2028-03-31T21:59:00.000Z"));
    expect(await publicRegistration(practitioner.id)).not.toBeNull();
    setClockForTests(() => Date.parse("2028-03-31T22:00:00.000Z"));
    expect(await publicRegistration(practitioner.id)).toBeNull();
  });

  it("a number the practitioner changes voids the check; the old check is never written back", async () => {
    const practitioner = await checkedAt(TEST_NOW);
    const account = await createAccount("practitioner", { practitionerId: practitioner.id });
    const headers = bearer((await loginAs(account)).access_token);
    const own = await invoke(profileEditor, apiEvent("GET", "/api/profile/own", { headers }));
    const {
      id: _id,
      name: _name,
      plan: _plan,
      ...form
    } = (own.body as { profile: Record<string, unknown> }).profile;
    expect(form.registration_checked).toBe(true);
    const save = (registration?: object) =>
      invoke(
        profileEditor,
        apiEvent("POST", "/api/profile/own", {
          headers,
          body: {
            ...form,
            version: form.version,
            ...(registration ? { council_registration: registration } : {}),
          },
        }),
      );
    // The same number again (and a save without the section) keeps the check.
    expect(
      (await save({ council: "other", council_name: "", registration_number: "PS 0123456" })).status,
    ).toBe(400);
    expect((await save({ council: "HPCSA", registration_number: "PS 123" })).body).toMatchObject({
      fields: { "council_registration.registration_number": expect.stringContaining("PS 0123456") },
    });
    expect(await publicRegistration(practitioner.id)).not.toBeNull();

    const changed = await save({ council: "HPCSA", registration_number: "ps 7654321" });
    expect(changed.status).toBe(200);
    expect((changed.body as { profile: Record<string, unknown> }).profile).toMatchObject({
      council: "HPCSA",
      registration_number: "PS 7654321",
      registration_checked: false,
    });
    expect(await publicRegistration(practitioner.id)).toBeNull();
    const item = (await stored(keys.practitioner(practitioner.id))) as PractitionerItem;
    expect(item.council_registration).toEqual({ council: "HPCSA", number: "PS 7654321", voided: true });
    expect(item.GSI2PK).toBeUndefined();
    // The admin's page still shows the old number: their check is refused.
    expect((await check(practitioner.id, { number: "PS 0123456", ...CHECKED })).status).toBe(409);
  });
});

describe("the re-check list", () => {
  it("lists checks that lapsed or lapse within the days asked, soonest first, from the index", async () => {
    setClockForTests(() => Date.parse("2026-03-01T08:00:00.000Z"));
    const lapsing = await checkedAt(Date.parse("2026-03-01T08:00:00.000Z"));
    const current = await checkedAt(TEST_NOW);
    setClockForTests(() => TEST_NOW);

    const now = await recheck();
    expect(now.status).toBe(200);
    const rows = (now.body as RecheckListResponse).data;
    expect(rows.map((row) => row.id)).toEqual([lapsing.id]);
    expect(rows[0]).toMatchObject({
      lapsed: true,
      lapses_at: "2026-03-31T22:00:00.000Z",
      number: "PS 0123456",
    });

    // A year ahead: every check of this file; the one lapsed first, this season's after it.
    const year = (await recheck({ within_days: "365" })).body as RecheckListResponse;
    const ids = year.data.map((row) => row.id);
    expect(ids[0]).toBe(lapsing.id);
    expect(ids).toContain(current.id);
    expect(year.data.find((row) => row.id === current.id)?.lapsed).toBe(false);
  });

  it.each([
    [{ within_days: "999" }, "within_days"],
    [{ within_days: "soon" }, "within_days"],
    [{ cursor: "bm90LWEta2V5" }, "cursor"],
  ])("answers 400 for %j", async (query, field) => {
    const { status, body } = await recheck(query);
    expect(status).toBe(400);
    expect(Object.keys((body as { fields: Record<string, string> }).fields)).toContain(field);
  });
});

describe("the check on a registration request", () => {
  async function newRequest(
    overrides: Partial<RegistrationRequestItem> = {},
  ): Promise<RegistrationRequestItem> {
    const id = crypto.randomUUID();
    const request: RegistrationRequestItem = {
      ...keys.registrationRequest(id),
      ...keys.registrationRequestByState("new", new Date(TEST_NOW).toISOString(), id),
      entity: "registrationRequest",
      id,
      title: "Dr",
      name: "Ayanda",
      surname: "Khumalo",
      sex: "Female",
      occupation: "Clinical Psychologist",
      email: uniqueEmail("applicant"),
      cellNumber: "0821234567",
      suburb: "Rondebosch",
      city: "Cape Town",
      postalCode: "7700",
      imageKey: "",
      subscriptionPlan: "starter_package",
      workWith: ["Cash/Card"],
      registrationNumber: "SW 0012345",
      council: "SACSSP",
      council_registration: { council: "SACSSP", number: "SW 0012345" },
      state: "new",
      isRequestApproved: null,
      createdAt: new Date(TEST_NOW).toISOString(),
      ...overrides,
    } as RegistrationRequestItem;
    await put(request);
    return request;
  }

  it("records the check on a new request; 'Could not confirm' mails the applicant", async () => {
    const request = await newRequest();
    const checked = await check(
      request.id,
      { number: "SW 0012345", ...CHECKED },
      admin.headers,
      registrationAdmin,
    );
    expect(checked.status).toBe(200);
    expect((await stored(keys.registrationRequest(request.id)))?.council_registration).toMatchObject({
      council: "SACSSP",
      checked_at: new Date(TEST_NOW).toISOString(),
    });

    const other = await newRequest();
    const refused = await check(
      other.id,
      { number: "SW 0012345", outcome: "not_confirmed", reason: "No such number on the register." },
      admin.headers,
      registrationAdmin,
    );
    expect(refused.status).toBe(200);
    const [mail] = await queuedMailsTo([other.email]);
    expect(mail?.kind).toBe("council-not-confirmed");
    expect(mail?.mail.text).toContain("reply to this email");
  });

  it("refuses a decided request (409), an unknown one (404), and callers who are not admins", async () => {
    const decided = await newRequest({ state: "approved", isRequestApproved: 1 });
    const body = { number: "SW 0012345", ...CHECKED };
    expect((await check(decided.id, body, admin.headers, registrationAdmin)).status).toBe(409);
    expect((await check(crypto.randomUUID(), body, admin.headers, registrationAdmin)).status).toBe(404);
    expect((await check(decided.id, body, {}, registrationAdmin)).status).toBe(401);
    const practitioner = await createAccount("practitioner");
    const headers = bearer((await loginAs(practitioner)).access_token);
    expect((await check(decided.id, body, headers, registrationAdmin)).status).toBe(403);
  });
});
