/**
 * Billing tests' helpers (issue 29): a practitioner with a login, the local Paystack fake's signed
 * events (GET /events) delivered to the webhook handler as Paystack would, and the fake's clock
 * pinned to the test's (POST /clock: the fake's one injected clock).
 */

import { LOCAL_PAYSTACK_SECRET, type SentEvent } from "../../infra/local/paystack-fake";
import { testPorts } from "../../infra/local/test-ports";
import { handler as billingHandler } from "../billing/handler";
import { paystackSignature } from "../billing/signature";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { apiEvent, invoke } from "./api-event";
import { bearer, createAccount, loginAs } from "./auth-fixtures";
import { createPractitioner, partition } from "./booking-fixtures";

export const FAKE = `http://127.0.0.1:${testPorts.paystack}`;

/** A practitioner (unpaid unless `overrides` say) and the bearer headers of their login. */
export async function practitionerWithLogin(
  overrides: Partial<PractitionerItem> = { billing: { status: "unpaid" } },
) {
  const practitioner = await createPractitioner(overrides);
  const account = await createAccount("practitioner", {
    practitionerId: practitioner.id,
    email: practitioner.email,
  });
  return { practitioner, account, headers: await headersOf(account) };
}

/** A fresh login's bearer headers (after the test clock moved past the last one's expiry). */
export async function headersOf(account: {
  email: string;
  password: string;
}): Promise<Record<string, string>> {
  const { access_token } = await loginAs(account);
  return bearer(access_token);
}

/** The test clock and the fake's, at `ms`. */
export async function clockAt(ms: number): Promise<void> {
  setClockForTests(() => ms);
  await fetch(`${FAKE}/clock`, { method: "POST", body: JSON.stringify({ now: new Date(ms).toISOString() }) });
}

let seen = 0;
/** The events the fake signed since the last call. */
export async function newEvents(): Promise<SentEvent[]> {
  const { events } = (await (await fetch(`${FAKE}/events`)).json()) as { events: SentEvent[] };
  const fresh = events.slice(seen);
  seen = events.length;
  return fresh;
}

/** Skips what the fake signed before (other tests' events). */
export async function forgetEvents(): Promise<void> {
  await newEvents();
}

export function deliver(sent: Pick<SentEvent, "body" | "signature">) {
  const event = apiEvent("POST", "/api/billing/webhook", {
    body: sent.body,
    headers: { "content-type": "application/json", "x-paystack-signature": sent.signature },
  });
  // Paystack sends no X-Requested-With.
  delete event.headers["x-requested-with"];
  return invoke(billingHandler, event);
}

/** Delivers every event the fake signed since the last call, in order; their answers' statuses. */
export async function deliverNew(): Promise<number[]> {
  const statuses: number[] = [];
  for (const sent of await newEvents()) statuses.push((await deliver(sent)).status);
  return statuses;
}

/** An event of our own making, signed as the fake signs (out-of-order and concurrency cases). */
export function signed(event: string, data: object): { body: string; signature: string } {
  const body = JSON.stringify({ event, data });
  return { body, signature: paystackSignature(body, LOCAL_PAYSTACK_SECRET) };
}

/** A billing route; `route` and `params` for a templated path. */
export function billingCall(
  method: "GET" | "POST",
  path: string,
  headers: Record<string, string>,
  options: { body?: object; route?: string; params?: Record<string, string> } = {},
) {
  return invoke(
    billingHandler,
    apiEvent(method, path, {
      headers,
      ...(options.body ? { body: options.body } : {}),
      ...(options.route ? { route: options.route } : {}),
      ...(options.params ? { pathParameters: options.params } : {}),
    }),
  );
}

/** Pays on the fake's checkout page (its Pay button's form post), as a browser would. */
export async function payOnCheckout(authorizationUrl: string): Promise<void> {
  const accessCode = new URL(authorizationUrl).pathname.split("/")[2];
  const answer = await fetch(`${FAKE}/checkout/${accessCode}/pay`, { method: "POST", redirect: "manual" });
  if (answer.status !== 303) throw new Error(`the fake's Pay answered ${answer.status}`);
}

/** The practitioner's payment records, oldest first. */
export async function paymentRecords(practitionerId: string) {
  return (await partition(keys.practitioner(practitionerId).PK)).filter((item) =>
    String(item.SK).startsWith(keys.paymentPrefix),
  );
}
