import { randomUUID } from "node:crypto";
import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { monthOf } from "../../core/commission";
import { AFFILIATE_THANKS } from "../../core/schemas/affiliate";
import { handler as reportHandler } from "../affiliate-admin/handler";
import { FUTURE_MONTH } from "../affiliate-admin/report";
import type {
  AffiliateItem,
  BankDetailRevealItem,
  ReferralItem,
  RegistrationRequestItem,
} from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { handler as practitionerAdminHandler } from "../practitioner-admin/handler";
import { handler as registrationAdminHandler } from "../registration-admin/handler";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs } from "../test/auth-fixtures";
import { csrfHeader, deliveredTo, put, queuedMailsTo, uniqueEmail } from "../test/booking-fixtures";
import { decryptBankDetail } from "./bank-detail";
import { handler } from "./handler";
import { AFFILIATE_NOT_FOUND } from "./reveal";

const BANK = "Capitec savings 1234567890, branch 470010";

let adminToken = "";
beforeAll(async () => {
  adminToken = (await loginAs(await createAccount("admin"))).access_token;
});
afterEach(() => {
  setRateLimitsForTests(undefined);
  vi.restoreAllMocks();
});

function form(overrides: Record<string, unknown> = {}) {
  return {
    name: "Lindiwe",
    surname: "Dube",
    email: uniqueEmail("affiliate"),
    contact: "071 234 5678",
    bank_detail: BANK,
    ...overrides,
  };
}

function signup(body: unknown, headers: Record<string, string> = csrfHeader(), sourceIp?: string) {
  return invoke(
    handler,
    apiEvent("POST", "/api/program/signup", {
      body: body as object,
      headers,
      ...(sourceIp ? { sourceIp } : {}),
    }),
  );
}

async function getItem<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

/** The affiliate an email signed up as (through its email hold). */
async function affiliateOf(email: string): Promise<AffiliateItem | undefined> {
  const hold = await getItem<{ code: string }>(keys.affiliateEmail(email.toLowerCase()));
  return hold ? getItem<AffiliateItem>(keys.affiliate(hold.code)) : undefined;
}

function codeIn(text: string): string {
  const match = /\/register\?referral_link=([A-Z0-9]+)/.exec(text);
  if (!match?.[1]) throw new Error("no referral link in the mail");
  return match[1];
}

describe("POST /api/program/signup", () => {
  it("stores the affiliate with bank details encrypted and masked, and emails the referral link (never the bank details)", async () => {
    const log = vi.spyOn(console, "log");
    const details = form({ email: uniqueEmail("Affiliate").replace("Affiliate", "AFFILIATE") });
    const { status, body } = await signup(details);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 200, success: AFFILIATE_THANKS });

    const email = details.email.toLowerCase();
    const affiliate = await affiliateOf(email);
    expect(affiliate).toMatchObject({
      name: "Lindiwe",
      surname: "Dube",
      email,
      contact: "0712345678",
      bankDetailMasked: "•••• 0010",
    });
    expect(affiliate?.code).toMatch(/^[A-HJKMNP-TV-Z2-9]{8}$/);
    expect(JSON.stringify(affiliate)).not.toContain("1234567890");
    expect(decryptBankDetail(affiliate?.bankDetailCipher ?? "", affiliate?.code ?? "")).toBe(BANK);

    const [mail, ...more] = await deliveredTo([email]);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Your Vula Health referral link");
    expect(codeIn(mail?.body.text ?? "")).toBe(affiliate?.code);
    expect(mail?.body.text).toContain(`/register?referral_link=${affiliate?.code}`);
    for (const part of [mail?.body.text, mail?.body.html]) {
      expect(part).not.toContain("1234567890");
      expect(part).not.toContain("0010");
    }
    expect(log.mock.calls.flat().join("\n")).not.toContain("1234567890");
  });

  it("gives each affiliate their own code, and keeps the code of the link they came through", async () => {
    const first = form();
    await signup(first);
    const code = (await affiliateOf(first.email))?.code ?? "";
    const second = form({ join_through_referral_link: code.toLowerCase() });
    expect((await signup(second)).status).toBe(200);
    const other = await affiliateOf(second.email);
    expect(other?.code).not.toBe(code);
    expect(other?.joinedThroughReferralLink).toBe(code);
  });

  it("answers a second sign-up for an address like any other, keeps the first, and mails its link again", async () => {
    const details = form();
    await signup(details);
    const first = await affiliateOf(details.email);
    const again = await signup({ ...details, bank_detail: "Another bank 99999999" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 200, success: AFFILIATE_THANKS });
    expect(await affiliateOf(details.email)).toEqual(first);
    const mails = await queuedMailsTo([details.email]);
    expect(mails.map((m) => m.kind)).toEqual(["affiliate-welcome", "affiliate-already-joined"]);
    expect(codeIn(mails[1]?.mail.text ?? "")).toBe(first?.code);
  });

  it("refuses missing or malformed fields with a readable 400 per field, and stores nothing", async () => {
    const email = uniqueEmail("bad");
    const { status, body } = await signup({
      name: "",
      email,
      contact: "phone me",
      bank_detail: "",
      join_through_referral_link: "<script>",
    });
    expect(status).toBe(400);
    expect(Object.keys(body.fields).sort()).toEqual([
      "bank_detail",
      "contact",
      "join_through_referral_link",
      "name",
      "surname",
    ]);
    expect(body.fields.surname).toBe("is required");
    expect(await affiliateOf(email)).toBeUndefined();
    expect((await signup(form({ email: "not-an-email" }))).body.fields.email).toBe(
      "must be a valid email address",
    );
  });

  it("needs the CSRF token (403) and stores nothing", async () => {
    const details = form();
    expect((await signup(details, {})).status).toBe(403);
    expect(await affiliateOf(details.email)).toBeUndefined();
  });

  it("answers a filled honeypot like a success, storing and sending nothing", async () => {
    const details = form({ website: "https://spam.example" });
    const { status, body } = await signup(details);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 200, success: AFFILIATE_THANKS });
    expect(await affiliateOf(details.email)).toBeUndefined();
    expect(await queuedMailsTo([details.email])).toEqual([]);
  });

  it("limits sign-ups per address and per email (429 with Retry-After, nothing stored)", async () => {
    setRateLimitsForTests({ "affiliate-ip": { max: 2 }, "affiliate-email": { max: 1 } });
    const details = form();
    expect((await signup(details, csrfHeader(), "198.51.100.31")).status).toBe(200);
    const sameEmail = await signup(details, csrfHeader(), "198.51.100.32");
    expect(sameEmail.status).toBe(429);
    expect(Number(sameEmail.headers["Retry-After"])).toBeGreaterThan(0);
    expect((await signup(form(), csrfHeader(), "198.51.100.31")).status).toBe(200);
    const late = form();
    const sameAddress = await signup(late, csrfHeader(), "198.51.100.31");
    expect(sameAddress.status).toBe(429);
    expect(await affiliateOf(late.email)).toBeUndefined();
    expect(await queuedMailsTo([details.email])).toHaveLength(1);
  });
});

/** A registration request as /register stores it, through an affiliate's link. */
async function applyThrough(
  referralCode: string | undefined,
  plan: RegistrationRequestItem["subscriptionPlan"],
) {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const email = uniqueEmail("referred");
  const request: RegistrationRequestItem = {
    ...keys.registrationRequest(id),
    ...keys.registrationRequestByState("new", createdAt, id),
    entity: "registrationRequest",
    id,
    name: "Sipho",
    surname: `Referred${id.slice(0, 6)}`,
    title: "Dr",
    sex: "Male",
    occupation: "General Practitioner",
    email,
    cellNumber: "0821234567",
    suburb: "Sea Point",
    city: "Cape Town",
    postalCode: "8005",
    imageKey: "",
    subscriptionPlan: plan,
    workWith: ["Cash/Card"],
    registrationNumber: "MP 0123456",
    council: "HPCSA",
    ...(referralCode ? { referralCode } : {}),
    state: "new",
    isRequestApproved: null,
    createdAt,
  };
  await put(request);
  return request;
}

async function approve(requestId: string): Promise<string> {
  const { status, body } = await invoke(
    registrationAdminHandler,
    apiEvent("GET", `/api/registration/confirmation/${requestId}`, {
      route: "/api/registration/confirmation/{id}",
      headers: bearer(adminToken),
      pathParameters: { id: requestId },
      query: { confirmation: "1" },
    }),
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return (await getItem<RegistrationRequestItem>(keys.registrationRequest(requestId)))?.practitionerId ?? "";
}

/** The admin practitioner routes (deactivate, delete) as an admin calls them. */
function practitionerAdmin(method: string, path: string, action: "is_active" | "delete") {
  const id = path.split("/").at(-1) ?? "";
  const template =
    action === "is_active" ? "/api/practitioner/is_active/{id}" : "/api/practitioner/delete/{id}";
  return invoke(
    practitionerAdminHandler,
    apiEvent(method, path, { route: template, headers: bearer(adminToken), pathParameters: { id } }),
  );
}

function report(month: string, token = adminToken) {
  return invoke(
    reportHandler,
    apiEvent("GET", "/api/program/commission", { headers: bearer(token), query: { month } }),
  );
}

describe("attribution at approval and the monthly commission report", () => {
  it("attributes approved practitioners to the affiliate of their link and reports 10% of their packages", async () => {
    const details = form({ name: "Ntombi", surname: "Zulu" });
    await signup(details);
    const affiliate = await affiliateOf(details.email);
    const code = affiliate?.code ?? "";

    const starter = await approve((await applyThrough(code.toLowerCase(), "starter_package")).id);
    const business = await approve((await applyThrough(code, "business_package")).id);
    const unknown = await approve((await applyThrough("NOSUCHCODE", "business_package")).id);
    expect(await getItem<ReferralItem>(keys.referral(starter))).toMatchObject({ affiliateCode: code });
    expect(await getItem<ReferralItem>(keys.referral(unknown))).toBeUndefined();

    const month = monthOf(Date.now());
    const { status, body } = await report(month);
    expect(status).toBe(200);
    expect(body.rate_percent).toBe(10);
    const row = body.data.find((r: { referral_code: string }) => r.referral_code === code);
    expect(row).toMatchObject({
      name: "Ntombi",
      surname: "Zulu",
      email: details.email,
      bank_detail_masked: "•••• 0010",
      practitioner_count: 2,
      commission_cents: 3750 + 7000,
    });
    expect(row.practitioners.map((p: { id: string }) => p.id).sort()).toEqual([starter, business].sort());
    expect(JSON.stringify(body)).not.toContain("1234567890");
    expect(body.total_cents).toBeGreaterThanOrEqual(10_750);

    // Deactivated this month (and then deleted): still counted this month, their package was paid.
    expect(
      (await practitionerAdmin("POST", `/api/practitioner/is_active/${business}`, "is_active")).status,
    ).toBe(200);
    const deactivated = (await report(month)).body.data.find(
      (r: { referral_code: string }) => r.referral_code === code,
    );
    expect(deactivated.commission_cents).toBe(10_750);
    expect((await practitionerAdmin("GET", `/api/practitioner/delete/${business}`, "delete")).status).toBe(
      200,
    );
    const deleted = (await report(month)).body.data.find(
      (r: { referral_code: string }) => r.referral_code === code,
    );
    expect(deleted.commission_cents).toBe(10_750);
    expect(deleted.practitioners.find((p: { id: string }) => p.id === business)).toMatchObject({
      plan: "business_package",
      commission_cents: 7000,
    });

    // Before the approvals the affiliate had nobody.
    const [y, m] = month.split("-").map(Number) as [number, number];
    const previous = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
    const earlier = (await report(previous)).body.data.find(
      (r: { referral_code: string }) => r.referral_code === code,
    );
    expect(earlier).toBeUndefined();
  });

  it("counts a referral deactivated in month M and deleted later only through M, at its last package", async () => {
    const details = form({ name: "Thandi", surname: "Mokoena" });
    await signup(details);
    const code = (await affiliateOf(details.email))?.code ?? "";
    const at = (iso: string) => setClockForTests(() => Date.parse(iso));
    const commissionIn = async (month: string): Promise<number> => {
      const { status, body } = await report(month);
      expect(status, JSON.stringify(body)).toBe(200);
      return (
        body.data.find((r: { referral_code: string }) => r.referral_code === code)?.commission_cents ?? 0
      );
    };
    try {
      at("2026-04-10T10:00:00+02:00");
      const id = await approve((await applyThrough(code, "starter_package")).id);
      // Upgraded after approval: the package the listing had is the one that was paid.
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.practitioner(id),
          UpdateExpression: "SET #plan = :plan",
          ExpressionAttributeNames: { "#plan": "plan" },
          ExpressionAttributeValues: { ":plan": "business_package" },
        }),
      );
      at("2026-06-15T10:00:00+02:00");
      expect((await practitionerAdmin("POST", `/api/practitioner/is_active/${id}`, "is_active")).status).toBe(
        200,
      );
      at("2026-08-20T10:00:00+02:00");
      expect((await practitionerAdmin("GET", `/api/practitioner/delete/${id}`, "delete")).status).toBe(200);
      expect(await getItem(keys.practitioner(id))).toMatchObject({
        entity: "deletedPractitioner",
        plan: "business_package",
        statusChangedAt: new Date(Date.parse("2026-06-15T10:00:00+02:00")).toISOString(),
      });

      at("2026-09-05T10:00:00+02:00");
      const months = ["2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08"];
      const earned = Object.fromEntries(
        await Promise.all(months.map(async (m) => [m, await commissionIn(m)])),
      );
      expect(earned).toEqual({
        "2026-03": 0,
        "2026-04": 7000,
        "2026-05": 7000,
        "2026-06": 7000,
        "2026-07": 0,
        "2026-08": 0,
      });
    } finally {
      setClockForTests(undefined);
    }
  });

  it("does not attribute an affiliate's own application", async () => {
    const details = form();
    await signup(details);
    const code = (await affiliateOf(details.email))?.code ?? "";
    const request = await applyThrough(code, "starter_package");
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.registrationRequest(request.id),
        UpdateExpression: "SET email = :email",
        ExpressionAttributeValues: { ":email": details.email },
      }),
    );
    const practitionerId = await approve(request.id);
    expect(await getItem<ReferralItem>(keys.referral(practitionerId))).toBeUndefined();
  });

  it("refuses a malformed or future month with a readable 400", async () => {
    expect((await report("2026-13")).status).toBe(400);
    expect((await report("November")).body.fields.month).toBe("must be a month as YYYY-MM");
    const future = await report("2999-01");
    expect(future.status).toBe(400);
    expect(future.body.error).toBe(FUTURE_MONTH);
  });
});

describe("POST /api/program/bank-detail/{code} (admin)", () => {
  function reveal(code: string, token = adminToken) {
    return invoke(
      handler,
      apiEvent("POST", `/api/program/bank-detail/${code}`, {
        route: "/api/program/bank-detail/{code}",
        pathParameters: { code },
        headers: bearer(token),
      }),
    );
  }

  async function reveals(code: string): Promise<BankDetailRevealItem[]> {
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk AND begins_with(SK, :reveal)",
        ExpressionAttributeValues: { ":pk": keys.affiliate(code).PK, ":reveal": "REVEAL#" },
        ConsistentRead: true,
      }),
    );
    return Items as BankDetailRevealItem[];
  }

  async function newAffiliate(): Promise<AffiliateItem> {
    const details = form();
    expect((await signup(details)).status).toBe(200);
    return (await affiliateOf(details.email)) as AffiliateItem;
  }

  it("gives an admin the details in full, recording who looked and when; the log names no details", async () => {
    const affiliate = await newAffiliate();
    const admin = await createAccount("admin");
    const log = vi.spyOn(console, "log");
    const { status, body, headers } = await reveal(affiliate.code, (await loginAs(admin)).access_token);
    expect(status).toBe(200);
    expect(body).toEqual({ bank_detail: BANK, revealed_at: expect.any(String) });
    expect(headers["Cache-Control"]).toBe("no-store");
    const [record, ...more] = await reveals(affiliate.code);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      entity: "bankDetailReveal",
      code: affiliate.code,
      adminEmail: admin.email.toLowerCase(),
      at: body.revealed_at,
    });
    expect(record?.expiresAt).toBeGreaterThan(Date.parse(body.revealed_at) / 1000 + 4 * 365 * 24 * 3600);
    const lines = log.mock.calls.flat().join("\n");
    expect(lines).toContain("bank details revealed");
    expect(lines).not.toContain("1234567890");
  });

  it("404s an unknown affiliate and 400s a malformed code, recording nothing", async () => {
    const unknown = await reveal("NOSUCHCD");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(AFFILIATE_NOT_FOUND);
    expect(await reveals("NOSUCHCD")).toEqual([]);
    const bad = await reveal("..%2Fx");
    expect(bad.status).toBe(400);
    expect(bad.body.fields.code).toBeTruthy();
  });

  it("refuses a missing or practitioner's token and reveals nothing", async () => {
    const affiliate = await newAffiliate();
    const missing = await invoke(
      handler,
      apiEvent("POST", `/api/program/bank-detail/${affiliate.code}`, {
        route: "/api/program/bank-detail/{code}",
        pathParameters: { code: affiliate.code },
      }),
    );
    expect(missing.status).toBe(401);
    const practitioner = await reveal(
      affiliate.code,
      (await loginAs(await createAccount("practitioner"))).access_token,
    );
    expect(practitioner.status).toBe(403);
    for (const answer of [missing, practitioner])
      expect(JSON.stringify(answer.body)).not.toContain("1234567890");
    expect(await reveals(affiliate.code)).toEqual([]);
  });

  it("limits one admin account's looks (429 with Retry-After); another admin still may", async () => {
    setRateLimitsForTests({ "bank-detail-admin": { max: 2 } });
    const affiliate = await newAffiliate();
    const busy = (await loginAs(await createAccount("admin"))).access_token;
    expect((await reveal(affiliate.code, busy)).status).toBe(200);
    expect((await reveal(affiliate.code, busy)).status).toBe(200);
    const third = await reveal(affiliate.code, busy);
    expect(third.status).toBe(429);
    expect(third.body.error).toBe("Too many requests from your account. Please wait a little and try again.");
    expect(Number(third.headers["Retry-After"])).toBeGreaterThan(0);
    const other = (await loginAs(await createAccount("admin"))).access_token;
    expect((await reveal(affiliate.code, other)).status).toBe(200);
    expect(await reveals(affiliate.code)).toHaveLength(3);
  });
});
