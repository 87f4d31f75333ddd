import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeEach, describe, expect, it } from "vitest";
import { GRACE_MS, RETIRE_RETRY_MS } from "../../core/billing";
import { DAY_MS } from "../../core/sast-time";
import type { InvoiceItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { createLogger } from "../lib/logger";
import { handler as practitionerHandler } from "../practitioner/handler";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile } from "../test/auth-fixtures";
import {
  billingCall,
  clockAt,
  deliver,
  deliverNew,
  FAKE,
  forgetEvents,
  headersOf,
  newEvents,
  paymentRecords,
  payOnCheckout,
  practitionerWithLogin,
  signed,
} from "../test/billing-fixtures";
import { clockAtTestNowInEachTest, queuedMailsTo, TEST_NOW } from "../test/booking-fixtures";
import { sweepBilling } from "./sweep";
import { BAD_SIGNATURE } from "./webhook";

/**
 * Billing end to end through the handlers, against the local Paystack fake (real HTTP, real signed
 * events) and DynamoDB Local. The clock is injected (functions/lib/clock.ts, and the fake's POST
 * /clock) so a month, a failed renewal and a 7-day grace pass in one test.
 */
clockAtTestNowInEachTest();
const admin = adminForThisFile();
const log = createLogger({ test: "billing" });
beforeEach(forgetEvents);

const stored = async (id: string) =>
  (
    await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.practitioner(id), ConsistentRead: true }),
    )
  ).Item as PractitionerItem;
const publicProfile = async (id: string) =>
  (await invoke(practitionerHandler, apiEvent("GET", "/api/practitioner/users", { query: { id } }))).status;
const own = async (headers: Record<string, string>) =>
  (await billingCall("GET", "/api/billing/own", headers)).body;
const invoiceCall = (number: string, headers: Record<string, string>) =>
  billingCall("GET", `/api/billing/invoice/${number}`, headers, {
    route: "/api/billing/invoice/{number}",
    params: { number },
  });
const historyCall = (id: string) =>
  billingCall("GET", `/api/billing/practitioner/${id}`, admin.headers, {
    route: "/api/billing/practitioner/{id}",
    params: { id },
  });

async function checkoutAndPay(headers: Record<string, string>) {
  const checkout = await billingCall("POST", "/api/billing/checkout", headers);
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  expect(checkout.body.authorization_url).toMatch(`${FAKE.replace("127.0.0.1", "localhost")}/checkout/`);
  await payOnCheckout(checkout.body.authorization_url);
  expect(await deliverNew()).toEqual([200, 200]);
}

async function subscriptionCode(id: string): Promise<string> {
  const code = (await stored(id)).billing?.subscriptionCode;
  if (!code) throw new Error("no subscription stored");
  return code;
}

describe("the paid path: subscribe, renew, fail, grace, delist, pay, relist", () => {
  it("follows the payments, with the grace measured on the injected clock", async () => {
    await clockAt(TEST_NOW);
    const { practitioner, account } = await practitionerWithLogin();
    let headers = await headersOf(account);
    expect(await own(headers)).toMatchObject({ status: "unpaid", listed: false, invoices: [] });
    expect(await publicProfile(practitioner.id)).toBe(404);

    await checkoutAndPay(headers);
    const paid = await own(headers);
    expect(paid).toMatchObject({ status: "active", listed: true, price_cents: 37_500 });
    expect(paid.invoices).toHaveLength(1);
    expect(await publicProfile(practitioner.id)).toBe(200);
    const [invoiceMail] = await queuedMailsTo([practitioner.email]);
    expect(invoiceMail?.kind).toBe("billing-invoice");
    expect(invoiceMail?.mail.attachments?.[0]).toMatchObject({ contentType: "application/pdf" });

    // A month on, the renewal goes through: the period grows, a second invoice.
    await clockAt(TEST_NOW + 31 * DAY_MS);
    headers = await headersOf(account);
    const code = await subscriptionCode(practitioner.id);
    await fetch(`${FAKE}/subscriptions/${code}/renew`, { method: "POST", redirect: "manual" });
    expect(await deliverNew()).toEqual([200]);
    const renewed = await own(headers);
    expect(Date.parse(renewed.paid_until)).toBeGreaterThan(Date.parse(paid.paid_until));
    expect(renewed.invoices).toHaveLength(2);

    // The next renewal fails: past due, mailed, still listed for the grace.
    const failedAt = TEST_NOW + 62 * DAY_MS;
    await clockAt(failedAt);
    headers = await headersOf(account);
    await fetch(`${FAKE}/subscriptions/${code}/fail`, { method: "POST", redirect: "manual" });
    expect(await deliverNew()).toEqual([200]);
    const pastDue = await own(headers);
    expect(pastDue).toMatchObject({ status: "past_due", listed: true });
    expect(Date.parse(pastDue.grace_ends_at)).toBe(failedAt + GRACE_MS);
    const kinds = (await queuedMailsTo([practitioner.email])).map((m) => m.kind);
    expect(kinds).toContain("billing-past-due");

    // A day before the grace ends the sweep leaves it; at its end the listing leaves search.
    await sweepBilling(failedAt + GRACE_MS - DAY_MS, log);
    expect((await stored(practitioner.id)).listed).toBe(true);
    await clockAt(failedAt + GRACE_MS);
    await sweepBilling(failedAt + GRACE_MS, log);
    expect((await stored(practitioner.id)).listed).toBe(false);
    expect(await publicProfile(practitioner.id)).toBe(404);

    // Paying again (another card, through checkout) restores it at once.
    await clockAt(failedAt + GRACE_MS + DAY_MS);
    headers = await headersOf(account);
    await checkoutAndPay(headers);
    expect(await own(headers)).toMatchObject({ status: "active", listed: true });
    expect(await publicProfile(practitioner.id)).toBe(200);
    expect((await paymentRecords(practitioner.id)).map((p) => p.kind)).toEqual([
      "paid",
      "paid",
      "failed",
      "paid",
    ]);
  });
});

describe("the webhook", () => {
  it("refuses a missing or wrong signature with 401 and writes nothing", async () => {
    const { practitioner } = await practitionerWithLogin();
    const event = signed("charge.success", {
      id: 7001,
      reference: "T-forged",
      amount: 37_500,
      paid_at: new Date(TEST_NOW).toISOString(),
      metadata: { practitioner_id: practitioner.id },
      customer: { customer_code: "CUS_forged", email: practitioner.email },
    });
    const tampered = await deliver({ body: event.body.replace("37500", "1"), signature: event.signature });
    expect(tampered).toMatchObject({ status: 401, body: { error: BAD_SIGNATURE } });
    expect((await deliver({ body: event.body, signature: "" })).status).toBe(401);
    expect(await stored(practitioner.id)).toEqual(practitioner);
    expect(await paymentRecords(practitioner.id)).toEqual([]);
    const record = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.billingEvent("charge.success#7001"),
        ConsistentRead: true,
      }),
    );
    expect(record.Item).toBeUndefined();
  });

  it("applies an event once: a replay changes nothing", async () => {
    const { practitioner, headers } = await practitionerWithLogin();
    await billingCall("POST", "/api/billing/checkout", headers).then((c) =>
      payOnCheckout(c.body.authorization_url),
    );
    const events = await newEvents();
    for (const sent of events) expect((await deliver(sent)).status).toBe(200);
    const after = await stored(practitioner.id);
    const payments = await paymentRecords(practitioner.id);
    for (const sent of events) expect((await deliver(sent)).status).toBe(200);
    expect(await stored(practitioner.id)).toEqual(after);
    expect(await paymentRecords(practitioner.id)).toEqual(payments);
    expect((await own(headers)).invoices).toHaveLength(1);
  });

  it("keeps the newest status when an older failure arrives after a newer payment", async () => {
    const { practitioner, headers } = await practitionerWithLogin();
    const at = (ms: number) => new Date(ms).toISOString();
    const paidNow = signed("charge.success", {
      id: 7101,
      reference: `T-${practitioner.id}`,
      amount: 37_500,
      paid_at: at(TEST_NOW),
      metadata: { practitioner_id: practitioner.id },
      customer: { customer_code: `CUS_${practitioner.id}`, email: practitioner.email },
    });
    const failedBefore = signed("invoice.payment_failed", {
      invoice_code: `INV_${practitioner.id}`,
      amount: 37_500,
      created_at: at(TEST_NOW - DAY_MS),
      customer: { customer_code: `CUS_${practitioner.id}`, email: practitioner.email },
    });
    expect((await deliver(paidNow)).status).toBe(200);
    expect((await deliver(failedBefore)).status).toBe(200);
    expect(await own(headers)).toMatchObject({ status: "active", listed: true });
    // Recorded as a failure all the same (the admins' overview lists it).
    expect((await paymentRecords(practitioner.id)).map((p) => p.kind).sort()).toEqual(["failed", "paid"]);
  });

  it("answers an unknown event 200 and ignores it; a customer not known yet 409, for a retry", async () => {
    const unknown = signed("transfer.success", { id: 1, amount: 100 });
    expect(await deliver(unknown)).toMatchObject({ status: 200, body: { received: true } });
    const renewal = signed("charge.success", {
      id: 7201,
      amount: 37_500,
      customer: { customer_code: "CUS_nobody" },
    });
    expect((await deliver(renewal)).status).toBe(409);
  });

  it("numbers invoices without gaps or repeats when payments arrive together", async () => {
    const payers = await Promise.all([1, 2, 3].map(() => practitionerWithLogin()));
    const answers = await Promise.all(
      payers.map(({ practitioner }, i) =>
        deliver(
          signed("charge.success", {
            id: 7300 + i,
            reference: `T-${practitioner.id}`,
            amount: 70_000,
            paid_at: new Date(TEST_NOW).toISOString(),
            metadata: { practitioner_id: practitioner.id },
            customer: { customer_code: `CUS_${practitioner.id}`, email: practitioner.email },
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const numbers: number[] = [];
    for (const { practitioner } of payers) {
      const [payment] = await paymentRecords(practitioner.id);
      const invoice = (
        await db().send(
          new GetCommand({
            TableName: tableName(),
            Key: keys.invoice(String(payment?.invoiceNumber)),
            ConsistentRead: true,
          }),
        )
      ).Item as InvoiceItem;
      expect(invoice).toMatchObject({ totalCents: 70_000, vatCents: 9_130, exclusiveCents: 60_870 });
      numbers.push(invoice.sequence);
    }
    numbers.sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual([first, first + 1, first + 2]);
  });
});

describe("the practitioner's routes", () => {
  it("cancels anytime: listed to the end of the paid period, then out", async () => {
    await clockAt(TEST_NOW);
    const { practitioner, headers } = await practitionerWithLogin();
    await checkoutAndPay(headers);
    const cancelled = await billingCall("POST", "/api/billing/cancel", headers);
    expect(cancelled.body).toMatchObject({ status: "cancelled", listed: true });
    await deliverNew();
    const end = Date.parse(cancelled.body.paid_until);
    await sweepBilling(end, log);
    expect((await stored(practitioner.id)).listed).toBe(false);
  });

  it("changes the package at the renewal: the plan and its links follow the first payment of the new one", async () => {
    await clockAt(TEST_NOW);
    const { practitioner, account, headers } = await practitionerWithLogin();
    await checkoutAndPay(headers);
    const changed = await billingCall("POST", "/api/billing/plan", headers, {
      body: { plan: "business_package" },
    });
    expect(changed.body).toMatchObject({
      plan: "starter_package",
      next_plan: "business_package",
      status: "active",
    });
    expect(await deliverNew()).toEqual([200, 200]);
    expect(await own(headers)).toMatchObject({ status: "active", next_plan: "business_package" });
    await clockAt(TEST_NOW + 31 * DAY_MS);
    await fetch(`${FAKE}/subscriptions/${await subscriptionCode(practitioner.id)}/renew`, {
      method: "POST",
      redirect: "manual",
    });
    await deliverNew();
    expect(await own(await headersOf(account))).toMatchObject({
      plan: "business_package",
      next_plan: null,
      status: "active",
    });
  });

  it("keeps trying to disable the replaced subscription while the provider is down, so one card is never charged twice", async () => {
    await clockAt(TEST_NOW);
    const { practitioner, headers } = await practitionerWithLogin();
    await checkoutAndPay(headers);
    const old = await subscriptionCode(practitioner.id);
    // The provider down for the plan change's disable and the sweep's first retry (the fake's fault switch).
    await fetch(`${FAKE}/faults`, { method: "POST", body: JSON.stringify({ disable: 2 }) });
    const changed = await billingCall("POST", "/api/billing/plan", headers, {
      body: { plan: "business_package" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ plan: "starter_package", next_plan: "business_package" });
    const waiting = (await stored(practitioner.id)).billing;
    expect(waiting?.subscriptionCode).not.toBe(old);
    expect(waiting?.retiredSubscriptions?.map((s) => s.code)).toEqual([old]);

    // Not yet due: the sweep waits for its retry time.
    await sweepBilling(TEST_NOW + 60_000, log);
    expect((await stored(practitioner.id)).billing?.retiredSubscriptions).toHaveLength(1);
    await sweepBilling(TEST_NOW + RETIRE_RETRY_MS, log); // still down: tried, kept, asked again
    expect((await stored(practitioner.id)).billing?.retiredSubscriptions).toHaveLength(1);
    await sweepBilling(TEST_NOW + 2 * RETIRE_RETRY_MS, log); // back up
    const after = (await stored(practitioner.id)).billing;
    expect(after?.retiredSubscriptions).toBeUndefined();
    const sent = await newEvents();
    for (const event of sent) expect((await deliver(event)).status).toBe(200);
    const disabled = sent
      .map((event) => JSON.parse(event.body))
      .filter((e) => e.event === "subscription.disable");
    expect(disabled.map((e) => e.data.subscription_code)).toEqual([old]);
    // The old one's disable is no cancellation: the listing is paid up, changing at renewal.
    expect(await own(headers)).toMatchObject({ status: "active", next_plan: "business_package" });
  });

  it("answers bad input and foreign invoices clearly, writing nothing", async () => {
    const { practitioner, headers } = await practitionerWithLogin();
    const plan = await billingCall("POST", "/api/billing/plan", headers, { body: { plan: "gold" } });
    expect(plan.status).toBe(400);
    expect(plan.body.fields.plan).toMatch(/must be one of/);
    expect(
      (await billingCall("POST", "/api/billing/plan", headers, { body: { plan: "business_package" } }))
        .status,
    ).toBe(409);
    expect((await billingCall("POST", "/api/billing/cancel", headers)).status).toBe(409);
    const bad = await invoiceCall("nope", headers);
    expect(bad.status).toBe(400);
    const other = await practitionerWithLogin();
    await checkoutAndPay(other.headers);
    const [number] = (await own(other.headers)).invoices.map((i: { number: string }) => i.number);
    expect((await invoiceCall(number, headers)).status).toBe(404);
    const mine = await invoiceCall(number, other.headers);
    expect(mine.status).toBe(200);
    expect(Buffer.from(mine.body.content_base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(await stored(practitioner.id)).toMatchObject({ billing: { status: "unpaid" }, listed: false });
    const paidAlready = await billingCall("POST", "/api/billing/checkout", other.headers);
    expect(paidAlready.status).toBe(409);
  });
});

describe("the admins' view", () => {
  it("counts listings by status, lists failed payments and each practitioner's history", async () => {
    await clockAt(TEST_NOW);
    const { practitioner, account, headers } = await practitionerWithLogin();
    await checkoutAndPay(headers);
    await clockAt(TEST_NOW + DAY_MS);
    await fetch(`${FAKE}/subscriptions/${await subscriptionCode(practitioner.id)}/fail`, {
      method: "POST",
      redirect: "manual",
    });
    await deliverNew();
    const overview = await billingCall("GET", "/api/billing/overview", admin.headers);
    expect(overview.status).toBe(200);
    expect(overview.body.past_due).toBeGreaterThanOrEqual(1);
    expect(overview.body.mrr_cents).toBeGreaterThanOrEqual(37_500);
    expect(overview.body.failed_payments).toContainEqual(
      expect.objectContaining({
        practitioner_id: practitioner.id,
        name: practitioner.name,
        amount_cents: 37_500,
      }),
    );
    const history = await historyCall(practitioner.id);
    expect(history.body).toMatchObject({ status: "past_due" });
    expect(history.body.payments.map((p: { kind: string }) => p.kind)).toEqual(["failed", "paid"]);
    expect((await historyCall("999999999")).status).toBe(404);
    expect((await billingCall("GET", "/api/billing/overview", await headersOf(account))).status).toBe(403);
  });
});
