import { createHash, randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { monthOf } from "../../core/commission";
import { AFFILIATE_THANKS, BANK_CHANGE_SENT } from "../../core/schemas/affiliate";
import { handler as reportHandler } from "../affiliate-admin/handler";
import { FUTURE_MONTH } from "../affiliate-admin/report";
import { NO_ATTRIBUTION } from "../affiliate-admin/void";
import type {
  AffiliateItem,
  AffiliatePendingItem,
  ReferralItem,
  RegistrationRequestItem,
} from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { handler as practitionerAdminHandler } from "../practitioner-admin/handler";
import { handler as registrationAdminHandler } from "../registration-admin/handler";
import { revealsOf } from "../test/affiliate-fixtures";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, bearer, createAccount, loginAs } from "../test/auth-fixtures";
import { deliver, signed } from "../test/billing-fixtures";
import { csrfHeader, deliveredTo, put, type StoredEmail, uniqueEmail } from "../test/booking-fixtures";
import { publicFormRefusals } from "../test/public-form-cases";
import { decryptBankDetail } from "./bank-detail";
import { ALREADY_AFFILIATE, BANK_CHANGED, LINK_EXPIRED, LINK_INVALID, SIGNED_UP } from "./confirm";
import { handler } from "./handler";
import { AFFILIATE_NOT_FOUND } from "./reveal";

const BANK = "Capitec savings 1234567890, branch 470010";
const ATTACKER_BANK = "Mule Bank 9988776655, branch 000111";

const admin = adminForThisFile();
afterEach(() => {
  setRateLimitsForTests(undefined);
  setClockForTests(undefined);
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

function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = csrfHeader(),
  sourceIp?: string,
) {
  return invoke(
    handler,
    apiEvent("POST", path, { body: body as object, headers, ...(sourceIp ? { sourceIp } : {}) }),
  );
}

const signup = (body: unknown, headers?: Record<string, string>, sourceIp?: string) =>
  post("/api/program/signup", body, headers, sourceIp);
const confirm = (token: string, headers?: Record<string, string>) =>
  post("/api/program/confirm", { token }, headers);
const confirmDetails = (token: string) => post("/api/program/confirm/details", { token });
const bankChange = (body: unknown, headers?: Record<string, string>) =>
  post("/api/program/bank-change", body, headers);

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

/** Every mail SES local received for `email`, after sending what is queued for it. */
const mailsTo = (email: string): Promise<StoredEmail[]> => deliveredTo([email.toLowerCase()]);
const mailText = (mail: StoredEmail | undefined) => `${mail?.body.text ?? ""}\n${mail?.body.html ?? ""}`;

/** The confirmation links in the mails an address received, oldest first. */
async function linksTo(email: string): Promise<string[]> {
  return (await mailsTo(email)).flatMap((mail) => {
    const match = /\/page\/affiliate\/programme\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.body.text ?? "");
    return match?.[1] ? [match[1]] : [];
  });
}

async function lastLinkTo(email: string): Promise<string> {
  const token = (await linksTo(email)).at(-1);
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

/** Signs up and confirms through the mailed link, as the owner of the address does. */
async function join(details: ReturnType<typeof form>): Promise<AffiliateItem> {
  expect((await signup(details)).status).toBe(200);
  const confirmed = await confirm(await lastLinkTo(details.email));
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const affiliate = await affiliateOf(details.email);
  if (!affiliate) throw new Error("not signed up");
  return affiliate;
}

function reveal(code: string, token = admin.token) {
  return invoke(
    handler,
    apiEvent("POST", `/api/program/bank-detail/${code}`, {
      route: "/api/program/bank-detail/{code}",
      pathParameters: { code },
      headers: bearer(token),
    }),
  );
}

describe("POST /api/program/signup and its confirmation link", () => {
  it("keeps only a pending sign-up and mails a link without the name; the link makes the affiliate and mails the referral link", async () => {
    const log = vi.spyOn(console, "log");
    const details = form({
      name: "Mallory<b>",
      surname: "Visit evil.example",
      email: uniqueEmail("Affiliate").replace("Affiliate", "AFFILIATE"),
    });
    const email = details.email.toLowerCase();
    const { status, body } = await signup(details);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 200, success: AFFILIATE_THANKS });
    expect(await affiliateOf(email)).toBeUndefined();

    const [confirmation, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe("Confirm your Vula Health affiliate sign-up");
    for (const typed of ["Mallory", "evil.example", "1234567890", "0010", "5678"])
      expect(mailText(confirmation)).not.toContain(typed);
    const token = await lastLinkTo(email);
    const pending = await getItem<AffiliatePendingItem>(
      keys.affiliatePending(createHash("sha256").update(token).digest("hex")),
    );
    expect(pending).toMatchObject({ purpose: "signup", email, bankDetailMasked: "•••• 0010" });
    expect(JSON.stringify(pending)).not.toContain("1234567890");
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(pending?.expiresAt).toBe(Math.floor(Date.parse(pending?.createdAt ?? "") / 1000) + 24 * 3600);

    // The confirm page shows what the link is for: nothing typed as free text.
    const shown = await confirmDetails(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      purpose: "signup",
      email,
      bank_detail_masked: "•••• 0010",
      contact_ending: "678",
    });

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: SIGNED_UP });
    const affiliate = await affiliateOf(email);
    expect(affiliate).toMatchObject({
      name: "Mallory<b>",
      email,
      contact: "0712345678",
      bankDetailMasked: "•••• 0010",
    });
    expect(affiliate?.code).toMatch(/^[A-HJKMNP-TV-Z2-9]{8}$/);
    expect(JSON.stringify(affiliate)).not.toContain("1234567890");
    expect(decryptBankDetail(affiliate?.bankDetailCipher ?? "", affiliate?.code ?? "")).toBe(BANK);
    expect(
      await getItem(keys.affiliatePending(createHash("sha256").update(token).digest("hex"))),
    ).toBeUndefined();

    const welcome = (await mailsTo(email)).find((m) => m.subject === "Your Vula Health referral link");
    expect(codeIn(welcome?.body.text ?? "")).toBe(affiliate?.code);
    // No promise of a call to a number nobody proved is theirs; no bank details, no typed name.
    expect(mailText(welcome)).not.toMatch(/\bcall\b/i);
    for (const typed of ["Mallory", "1234567890", "0010"]) expect(mailText(welcome)).not.toContain(typed);
    expect(log.mock.calls.flat().join("\n")).not.toContain("1234567890");
  });

  it("take-over: a stranger's sign-up with the owner's email stores nothing as theirs, and the admin reveal shows only what the owner confirmed", async () => {
    const victim = uniqueEmail("victim");
    expect((await signup(form({ email: victim, name: "Eve", bank_detail: ATTACKER_BANK }))).status).toBe(200);
    expect(await affiliateOf(victim)).toBeUndefined();
    const attackerLink = await lastLinkTo(victim);

    // The owner signs up later: the same answer, their own link; neither mail shows the other's details.
    expect((await signup(form({ email: victim }))).body).toEqual({ status: 200, success: AFFILIATE_THANKS });
    const ownerLink = await lastLinkTo(victim);
    expect(ownerLink).not.toBe(attackerLink);
    for (const mail of await mailsTo(victim)) {
      expect(mailText(mail)).not.toContain("9988776655");
      expect(mailText(mail)).not.toContain("Eve");
    }
    // Each link shows only its own hint, so the owner can tell theirs.
    expect((await confirmDetails(attackerLink)).body.bank_detail_masked).toBe("•••• 0111");
    expect((await confirmDetails(ownerLink)).body.bank_detail_masked).toBe("•••• 0010");

    expect((await confirm(ownerLink)).status).toBe(200);
    const affiliate = (await affiliateOf(victim)) as AffiliateItem;
    expect((await reveal(affiliate.code)).body.bank_detail).toBe(BANK);

    // The stranger's link, used afterwards, changes nothing and is spent.
    const late = await confirm(attackerLink);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(ALREADY_AFFILIATE);
    expect((await confirm(attackerLink)).status).toBe(400);
    expect(await affiliateOf(victim)).toEqual(affiliate);
    expect((await reveal(affiliate.code)).body.bank_detail).toBe(BANK);

    // A sign-up for the confirmed address later: the same answer, nothing kept, the owner gets their link.
    const before = (await mailsTo(victim)).length;
    expect((await signup(form({ email: victim, bank_detail: ATTACKER_BANK }))).body).toEqual({
      status: 200,
      success: AFFILIATE_THANKS,
    });
    const after = await mailsTo(victim);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.subject).toBe("You are already a Vula Health affiliate");
    expect(codeIn(after.at(-1)?.body.text ?? "")).toBe(affiliate.code);
    expect(mailText(after.at(-1))).not.toContain("/page/affiliate/programme/confirm");
    expect(await affiliateOf(victim)).toEqual(affiliate);
  });

  it("a link works once, not after its day, and a made-up or malformed one is refused", async () => {
    const details = form();
    await signup(details);
    const token = await lastLinkTo(details.email);
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(LINK_INVALID);
    expect((await confirmDetails(token)).status).toBe(400);

    const late = form();
    await signup(late);
    const stale = await lastLinkTo(late.email);
    setClockForTests(() => Date.now() + 24 * 60 * 60 * 1000 + 1000);
    const expired = await confirm(stale);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(LINK_EXPIRED);
    expect((await confirmDetails(stale)).status).toBe(410);
    setClockForTests(undefined);
    expect(await affiliateOf(late.email)).toBeUndefined();

    expect((await confirm("A".repeat(43))).body.error).toBe(LINK_INVALID);
    const malformed = await confirm("../../etc<script>");
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.token).toBe("is not a valid link");
    expect((await post("/api/program/confirm", {})).body.fields.token).toBe("is required");
    // CSRF: a page on another site cannot use someone's link for them.
    const fresh = form();
    await signup(fresh);
    expect((await confirm(await lastLinkTo(fresh.email), {})).status).toBe(403);
    expect(await affiliateOf(fresh.email)).toBeUndefined();
  });

  it("gives each affiliate their own code, and keeps the code of the link they came through", async () => {
    const first = await join(form());
    const other = await join(form({ join_through_referral_link: first.code.toLowerCase() }));
    expect(other.code).not.toBe(first.code);
    expect(other.joinedThroughReferralLink).toBe(first.code);
  });

  it("refuses missing or malformed fields with a readable 400 per field, and stores and mails nothing", async () => {
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
    expect(await mailsTo(email)).toEqual([]);
    expect((await signup(form({ email: "not-an-email" }))).body.fields.email).toBe(
      "must be a valid email address",
    );
  });

  publicFormRefusals({
    submit: signup,
    fill: form,
    answer: { status: 200, success: AFFILIATE_THANKS },
    leftFor: mailsTo,
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
    expect(await mailsTo(late.email)).toEqual([]);
    expect(await mailsTo(details.email)).toHaveLength(1);
  });

  it("limits the use of links per address (429)", async () => {
    setRateLimitsForTests({ "affiliate-confirm-ip": { max: 1 } });
    const guess = () =>
      post("/api/program/confirm", { token: "B".repeat(43) }, csrfHeader(), "198.51.100.41");
    expect((await guess()).status).toBe(400);
    expect((await guess()).status).toBe(429);
  });
});

describe("POST /api/program/bank-change", () => {
  it("changes nothing until the affiliate's own address confirms, then tells that address", async () => {
    const details = form();
    const affiliate = await join(details);
    const before = (await mailsTo(details.email)).length;

    const asked = await bankChange({ email: details.email.toUpperCase(), bank_detail: ATTACKER_BANK });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: BANK_CHANGE_SENT });
    expect((await reveal(affiliate.code)).body.bank_detail).toBe(BANK);
    const mails = await mailsTo(details.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe("Confirm the change of your Vula Health bank details");
    expect(mailText(mails.at(-1))).not.toContain("9988776655");
    const token = await lastLinkTo(details.email);
    expect((await confirmDetails(token)).body).toEqual({
      purpose: "bank-change",
      email: details.email,
      bank_detail_masked: "•••• 0111",
    });

    // Its link lasts an hour.
    setClockForTests(() => Date.now() + 60 * 60 * 1000 + 1000);
    expect((await confirm(token)).status).toBe(410);
    setClockForTests(undefined);

    const done = await confirm(token);
    expect(done.body).toEqual({ success: BANK_CHANGED });
    expect((await reveal(affiliate.code)).body.bank_detail).toBe(ATTACKER_BANK);
    expect(await affiliateOf(details.email)).toMatchObject({ bankDetailMasked: "•••• 0111" });
    const told = (await mailsTo(details.email)).at(-1);
    expect(told?.subject).toBe("Your Vula Health bank details were changed");
    expect(mailText(told)).not.toContain("9988776655");
    expect((await confirm(token)).status).toBe(400);
  });

  it("answers an address that is no affiliate the same, and mails and stores nothing", async () => {
    const stranger = uniqueEmail("stranger");
    const { status, body } = await bankChange({ email: stranger, bank_detail: ATTACKER_BANK });
    expect(status).toBe(200);
    expect(body).toEqual({ success: BANK_CHANGE_SENT });
    expect(await mailsTo(stranger)).toEqual([]);
  });

  it("refuses bad input (400 per field) and a missing CSRF token (403)", async () => {
    const bad = await bankChange({ email: "nope", bank_detail: "" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["bank_detail", "email"]);
    expect((await bankChange({ email: uniqueEmail("x"), bank_detail: BANK }, {})).status).toBe(403);
  });
});

/** A registration request as /register stores it, through an affiliate's link. */
async function applyThrough(
  referralCode: string | undefined,
  plan: RegistrationRequestItem["subscriptionPlan"],
  overrides: Partial<Pick<RegistrationRequestItem, "email" | "cellNumber">> = {},
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
    ...overrides,
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
      headers: bearer(admin.token),
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
    apiEvent(method, path, {
      route: template,
      headers: bearer(admin.token),
      pathParameters: { id },
      ...(action === "is_active" ? { body: { reason: "Left the practice" } } : {}),
    }),
  );
}

function report(month: string, token = admin.token) {
  return invoke(
    reportHandler,
    apiEvent("GET", "/api/program/commission", { headers: bearer(token), query: { month } }),
  );
}

function voidReferral(practitionerId: string, token = admin.token) {
  return invoke(
    reportHandler,
    apiEvent("POST", `/api/program/referral/void/${practitionerId}`, {
      route: "/api/program/referral/void/{id}",
      headers: bearer(token),
      pathParameters: { id: practitionerId },
    }),
  );
}

let paymentId = 90_000;
/** A signed Paystack event for the practitioner, through the webhook (issue 29: commission follows payments). */
async function provider(
  event: "charge.success" | "refund.processed",
  id: string,
  cents: number,
  at = Date.now(),
) {
  paymentId += 1;
  const answer = await deliver(
    signed(event, {
      id: paymentId,
      reference: `T-${id}-${paymentId}`,
      amount: cents,
      paid_at: new Date(at).toISOString(),
      metadata: { practitioner_id: id },
      customer: { customer_code: `CUS_aff_${id}` },
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function commissionOf(code: string, month: string): Promise<number> {
  const { status, body } = await report(month);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.find((r: { referral_code: string }) => r.referral_code === code)?.commission_cents ?? 0;
}

describe("attribution at approval and the monthly commission report", () => {
  it("attributes approved practitioners to the affiliate of their link and reports 10% of their packages", async () => {
    const details = form({ name: "Ntombi", surname: "Zulu" });
    const affiliate = await join(details);
    const code = affiliate.code;

    const starter = await approve((await applyThrough(code.toLowerCase(), "starter_package")).id);
    const business = await approve((await applyThrough(code, "business_package")).id);
    const unknown = await approve((await applyThrough("NOSUCHCODE", "business_package")).id);
    expect(await getItem<ReferralItem>(keys.referral(starter))).toMatchObject({ affiliateCode: code });
    expect(await getItem<ReferralItem>(keys.referral(unknown))).toBeUndefined();

    const month = monthOf(Date.now());
    // Approved but not paid yet: nothing earned.
    expect(await commissionOf(code, month)).toBe(0);
    await provider("charge.success", starter, 37_500);
    await provider("charge.success", business, 70_000);
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

    // Deactivated this month (and then deleted): still counted this month, their package was paid
    // (payment records stay with a deleted listing: they are the business's books).
    expect(
      (await practitionerAdmin("POST", `/api/practitioner/is_active/${business}`, "is_active")).status,
    ).toBe(200);
    expect(await commissionOf(code, month)).toBe(10_750);
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
    expect(await commissionOf(code, previous)).toBe(0);
  });

  it("counts each month's payments, by when they were paid, less refunds", async () => {
    const code = (await join(form({ name: "Thandi", surname: "Mokoena" }))).code;
    const at = (iso: string) => {
      setClockForTests(() => Date.parse(iso));
      return Date.parse(iso);
    };
    at("2026-04-10T10:00:00+02:00");
    const id = await approve((await applyThrough(code, "starter_package")).id);
    await provider("charge.success", id, 37_500, at("2026-04-10T11:00:00+02:00"));
    // May: the business package (a plan change at renewal), then R125 refunded the same month.
    await provider("charge.success", id, 70_000, at("2026-05-10T11:00:00+02:00"));
    await provider("refund.processed", id, 12_500, at("2026-05-20T11:00:00+02:00"));
    // June: no payment (past due, then cancelled): nothing earned.
    at("2026-07-05T10:00:00+02:00");
    const earned: Record<string, number> = {};
    for (const month of ["2026-03", "2026-04", "2026-05", "2026-06"])
      earned[month] = await commissionOf(code, month);
    expect(earned).toEqual({ "2026-03": 0, "2026-04": 3750, "2026-05": 5750, "2026-06": 0 });
  });

  it("refuses self-referral: the affiliate's own mailbox, cellphone, or a second affiliate paid into the same account", async () => {
    const local = uniqueEmail("self").split("@")[0] ?? "";
    const referrer = form({ email: `${local}@gmail.com` });
    const affiliate = await join({ ...referrer, bank_detail: "FNB cheque 62 000 111 222, branch 250655" });
    const attributed = async (overrides: Partial<Pick<RegistrationRequestItem, "email" | "cellNumber">>) => {
      const id = await approve((await applyThrough(affiliate.code, "starter_package", overrides)).id);
      return Boolean(await getItem<ReferralItem>(keys.referral(id)));
    };
    // The same mailbox, spelt otherwise.
    expect(
      await attributed({
        email: `${local.slice(0, 3)}.${local.slice(3).toUpperCase()}+clinic@googlemail.com`,
      }),
    ).toBe(false);
    // The same cellphone, written internationally.
    expect(await attributed({ cellNumber: "+27 71 234 5678" })).toBe(false);
    // A second affiliate (other email, other phone) paid into the same account, written otherwise.
    const second = form({ contact: "063 999 0001", bank_detail: "acc 62000111222 (FNB)" });
    await join(second);
    expect(await attributed({ email: second.email, cellNumber: "0639990001" })).toBe(false);
    // Someone else entirely, even another affiliate with their own account: attributed.
    const other = form({ contact: "063 999 0002", bank_detail: "Nedbank 1987654321" });
    await join(other);
    expect(await attributed({ email: other.email, cellNumber: "0639990002" })).toBe(true);
  });

  it("lets an admin void an attribution: it earns for no month; again is the same; unknown is 404", async () => {
    const code = (await join(form())).code;
    const id = await approve((await applyThrough(code, "business_package")).id);
    const month = monthOf(Date.now());
    await provider("charge.success", id, 70_000);
    expect(await commissionOf(code, month)).toBe(7000);
    const voided = await voidReferral(id);
    expect(voided.status).toBe(200);
    expect(voided.body).toEqual({ success: "Operation Successfull !" });
    const referral = await getItem<ReferralItem>(keys.referral(id));
    expect(referral?.voidedAt).toEqual(expect.any(String));
    expect(await commissionOf(code, month)).toBe(0);
    expect((await voidReferral(id)).status).toBe(200);
    expect((await getItem<ReferralItem>(keys.referral(id)))?.voidedAt).toBe(referral?.voidedAt);

    const unknown = await voidReferral("999999998");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(NO_ATTRIBUTION);
    expect((await voidReferral("../x")).status).toBe(400);
    const practitioner = (await loginAs(await createAccount("practitioner"))).access_token;
    const other = await approve((await applyThrough(code, "starter_package")).id);
    expect((await voidReferral(other, practitioner)).status).toBe(403);
    expect((await getItem<ReferralItem>(keys.referral(other)))?.voidedAt).toBeUndefined();
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
  const reveals = revealsOf;

  const newAffiliate = () => join(form());

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
