import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYOUT_FILE_HEADER } from "../../core/payout-file";
import { siteConfig } from "../../core/site-config";
import { FUTURE_MONTH } from "../affiliate-admin/report";
import type { AffiliateItem, PaymentItem, ReferralItem } from "../data/items";
import { keys } from "../data/keys";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { revealsOf } from "../test/affiliate-fixtures";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, bearer, createAccount, loginAs } from "../test/auth-fixtures";
import { put } from "../test/booking-fixtures";
import { encryptBankDetail } from "./bank-detail";
import { handler } from "./handler";

const admin = adminForThisFile();
afterEach(() => {
  setRateLimitsForTests(undefined);
  vi.restoreAllMocks();
});

let serial = 0;
/** A month no other test file writes: each test pays its own. */
const freshMonth = () => `2013-${String(++serial).padStart(2, "0")}`;

/** An affiliate with these bank details and `listings` referred practitioners listed in `month`. */
async function affiliateOwed(month: string, bankDetail: string, plans: ReferralItem["plan"][]) {
  const code = `PAY${Math.random().toString(36).slice(2, 8).toUpperCase()}`.replace(/[^A-Z0-9]/g, "Z");
  const affiliate: AffiliateItem = {
    ...keys.affiliate(code),
    entity: "affiliate",
    code,
    name: "Lindiwe",
    surname: `Dube${code.slice(-3)}`,
    email: `${code.toLowerCase()}@example.org`,
    contact: "0712345678",
    bankDetailCipher: encryptBankDetail(bankDetail, code),
    bankDetailMasked: "•••• 0000",
    createdAt: "2012-01-01T00:00:00.000Z",
  };
  await put(affiliate);
  // Commission is 10% of what referred practitioners paid in the month (issue 29): an attribution
  // and one payment each, at the package's price.
  for (const [i, plan] of plans.entries()) {
    const practitionerId = `${code}${i}`;
    const at = `${month}-10T09:00:00.000Z`;
    const referral: ReferralItem = {
      ...keys.referral(practitionerId),
      ...keys.referralByApproval("2012-06-01T00:00:00.000Z", practitionerId),
      entity: "referral",
      affiliateCode: code,
      practitionerId,
      registrationRequestId: `req-${practitionerId}`,
      plan,
      approvedAt: "2012-06-01T00:00:00.000Z",
    };
    const reference = `ref-${practitionerId}`;
    const payment: PaymentItem = {
      ...keys.payment(practitionerId, at, reference),
      ...keys.paymentByMonth(month, at, practitionerId),
      entity: "payment",
      practitionerId,
      kind: "paid",
      amountCents: siteConfig.plans[plan].monthlyCents,
      plan,
      reference,
      at,
    };
    await put(referral);
    await put(payment);
  }
  return affiliate;
}

function payoutFile(body: unknown, headers: Record<string, string> = admin.headers) {
  return invoke(handler, apiEvent("POST", "/api/program/payout-file", { body: body as object, headers }));
}

describe("POST /api/program/payout-file (admin)", () => {
  it("pays the month's commission in one FNB CSV, recording one look per affiliate in it; unreadable details are left to pay by hand", async () => {
    const month = freshMonth();
    const paid = await affiliateOwed(month, "Capitec savings 1234567890, branch 470010", [
      "starter_package",
      "business_package",
    ]);
    const unreadable = await affiliateOwed(month, "Mule Bank 9988776655", ["starter_package"]);
    const log = vi.spyOn(console, "log");

    const { status, body, headers } = await payoutFile({ month });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(headers["Cache-Control"]).toBe("no-store");
    const name = `${paid.name} ${paid.surname}`;
    expect(body).toMatchObject({
      month,
      filename: `vula-affiliate-payout-${month}.csv`,
      total_cents: 3750 + 7000,
      paid: [{ referral_code: paid.code, name, commission_cents: 10_750 }],
      by_hand: [{ referral_code: unreadable.code, commission_cents: 3750 }],
    });
    expect(body.csv.split("\r\n")).toEqual([
      PAYOUT_FILE_HEADER.join(","),
      `${name},1234567890,470010,107.50,VULA AFF ${month},VULA HEALTH ${month}`,
      "",
    ]);

    const [record, ...more] = await revealsOf(paid.code);
    expect(more).toEqual([]);
    expect(record).toMatchObject({ code: paid.code, payoutMonth: month, at: body.revealed_at });
    // Never decrypted into the answer, never recorded as seen.
    expect(await revealsOf(unreadable.code)).toEqual([]);
    expect(JSON.stringify(body)).not.toContain("9988776655");
    const lines = log.mock.calls.flat().join("\n");
    expect(lines).toContain("payout file made");
    expect(lines).not.toMatch(/1234567890|9988776655/);
  });

  it("answers an empty file for a month nobody earned in", async () => {
    const { status, body } = await payoutFile({ month: freshMonth() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ total_cents: 0, paid: [], by_hand: [] });
    expect(body.csv).toBe(`${PAYOUT_FILE_HEADER.join(",")}\r\n`);
  });

  it("refuses a malformed or future month with a readable 400, recording nothing", async () => {
    const month = freshMonth();
    const affiliate = await affiliateOwed(month, "FNB 62000000123 branch 250655", ["starter_package"]);
    for (const bad of [{ month: "2013-13" }, { month: "" }, {}, { month: 201301 }]) {
      const answer = await payoutFile(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error).toMatch(/^Please check the form/);
    }
    const future = await payoutFile({ month: "2999-01" });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe(FUTURE_MONTH);
    expect(await revealsOf(affiliate.code)).toEqual([]);
  });

  it("refuses a missing, tampered or practitioner's token and reveals nothing", async () => {
    const month = freshMonth();
    const affiliate = await affiliateOwed(month, "FNB 62000000123 branch 250655", ["starter_package"]);
    const practitioner = (await loginAs(await createAccount("practitioner"))).access_token;
    const answers = [
      await payoutFile({ month }, {}),
      await payoutFile({ month }, bearer(`${admin.token}x`)),
      await payoutFile({ month }, bearer(practitioner)),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 401, 403]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain("62000000123");
    expect(await revealsOf(affiliate.code)).toEqual([]);
  });

  it("has its own allowance per admin; single reveals keep theirs", async () => {
    setRateLimitsForTests({ "payout-file-admin": { max: 1 }, "bank-detail-admin": { max: 1 } });
    const month = freshMonth();
    const affiliate = await affiliateOwed(month, "FNB 62000000123 branch 250655", ["starter_package"]);
    const busy = bearer((await loginAs(await createAccount("admin"))).access_token);
    expect((await payoutFile({ month }, busy)).status).toBe(200);
    const again = await payoutFile({ month }, busy);
    expect(again.status).toBe(429);
    expect(Number(again.headers["Retry-After"])).toBeGreaterThan(0);
    // The run used none of the single reveals' allowance.
    const single = await invoke(
      handler,
      apiEvent("POST", `/api/program/bank-detail/${affiliate.code}`, {
        route: "/api/program/bank-detail/{code}",
        pathParameters: { code: affiliate.code },
        headers: busy,
      }),
    );
    expect(single.status).toBe(200);
    expect(await revealsOf(affiliate.code)).toHaveLength(2);
  });
});
