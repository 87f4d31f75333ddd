import { type APIRequestContext, expect } from "@playwright/test";
import { paystackSignature } from "../functions/billing/signature";
import { LOCAL_PAYSTACK_SECRET } from "../infra/local/paystack-fake";

/**
 * Paystack's events for a demo practitioner, signed with the local stack's key as the fake signs
 * them, posted to the stack's webhook (issue 29's mail scenarios: a demo listing has no checkout to
 * go through, it starts paid). Practitioner 200 of the demo data takes them, so no other e2e file
 * sees its billing change.
 */
export const BILLING_PRACTITIONER = "200";

async function postEvent(request: APIRequestContext, event: string, data: object): Promise<void> {
  const body = JSON.stringify({ event, data });
  const answer = await request.post("/api/billing/webhook", {
    headers: {
      "Content-Type": "application/json",
      "x-paystack-signature": paystackSignature(body, LOCAL_PAYSTACK_SECRET),
    },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A first payment (and so a tax invoice mail) for the demo practitioner (or another). */
export async function demoPayment(
  request: APIRequestContext,
  practitionerId = BILLING_PRACTITIONER,
): Promise<string> {
  const id = Date.now();
  const customerCode = `CUS_e2e_${id}`;
  await postEvent(request, "charge.success", {
    id,
    reference: `T_e2e_${id}`,
    amount: 37_500,
    paid_at: new Date().toISOString(),
    metadata: { practitioner_id: practitionerId },
    customer: { customer_code: customerCode },
  });
  return customerCode;
}

/** A failed renewal after a payment (and so the past-due mail). */
export async function demoFailedRenewal(
  request: APIRequestContext,
  practitionerId = BILLING_PRACTITIONER,
): Promise<void> {
  const customerCode = await demoPayment(request, practitionerId);
  await postEvent(request, "invoice.payment_failed", {
    invoice_code: `INV_e2e_${Date.now()}`,
    amount: 37_500,
    created_at: new Date(Date.now() + 1000).toISOString(),
    customer: { customer_code: customerCode },
  });
}
