/**
 * Paystack's REST API, only what we call (https://paystack.com/docs/api/): initialise a transaction
 * (with a plan, so the first charge starts the subscription), create a subscription (a plan change,
 * starting at the end of the paid period), disable one. Plain fetch with the secret key as bearer;
 * PAYSTACK_BASE_URL points it at the local fake (infra/local/paystack-fake.ts) on the local stack.
 */
import { DomainError } from "../../core/errors";
import type { PlanId } from "../../core/site-config";
import { env } from "../lib/env";
import { secretValue } from "../lib/secrets";

export const PROVIDER_DOWN =
  "We could not reach our payment provider just now. Nothing was charged: please try again in a few minutes.";

class ProviderError extends DomainError {
  constructor() {
    super(502, PROVIDER_DOWN);
  }
}

/** The key, or a clear refusal: billing is off in a stack without one. */
export function paystackSecretKey(): string {
  const key = secretValue("paystackSecretKey");
  if (!key) throw new Error("PAYSTACK_SECRET_KEY is not configured: billing cannot run");
  return key;
}

/** Answers the provider's data, or `undefined` when it answered one of `gone` (a 4xx that means done). */
async function call<T>(method: "GET" | "POST", path: string, body?: object): Promise<T>;
async function call<T>(
  method: "GET" | "POST",
  path: string,
  body: object,
  gone: readonly number[],
): Promise<T | undefined>;
async function call<T>(
  method: "GET" | "POST",
  path: string,
  body?: object,
  gone: readonly number[] = [],
): Promise<T | undefined> {
  let response: Response;
  try {
    response = await fetch(`${env().billing.paystackBaseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${paystackSecretKey()}`, "Content-Type": "application/json" },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(8000),
    });
  } catch {
    throw new ProviderError();
  }
  const answer = (await response.json().catch(() => ({}))) as { status?: boolean; data?: T };
  if (gone.includes(response.status)) return undefined;
  if (!response.ok || answer.status !== true || answer.data === undefined) throw new ProviderError();
  return answer.data;
}

/** The plan code configured for one of our packages. */
export function planCodeOf(plan: PlanId): string {
  return env().billing.planCodes[plan];
}

/** Our package for a provider plan code (undefined: not one of ours). */
export function planOfCode(code: string | undefined): PlanId | undefined {
  const codes = env().billing.planCodes;
  return (Object.keys(codes) as PlanId[]).find((plan) => codes[plan] === code);
}

/** POST /transaction/initialize: the hosted checkout's address for the first month of `plan`. */
export function initializeTransaction(input: {
  email: string;
  amountCents: number;
  plan: PlanId;
  callbackUrl: string;
  practitionerId: string;
}): Promise<{ authorization_url: string; access_code: string; reference: string }> {
  return call("POST", "/transaction/initialize", {
    email: input.email,
    amount: String(input.amountCents),
    currency: "ZAR",
    plan: planCodeOf(input.plan),
    callback_url: input.callbackUrl,
    metadata: { practitioner_id: input.practitionerId, plan: input.plan },
  });
}

/** POST /subscription: a subscription on the saved card, first charged at `startDate`. */
export function createSubscription(input: {
  customer: string;
  plan: PlanId;
  authorization: string;
  startDate: string;
}): Promise<{ subscription_code: string; email_token: string }> {
  return call("POST", "/subscription", {
    customer: input.customer,
    plan: planCodeOf(input.plan),
    authorization: input.authorization,
    start_date: input.startDate,
  });
}

/**
 * POST /subscription/disable: no further charges (the paid period stands). The provider answers 400
 * or 404 for a subscription already inactive (say, disabled by an earlier try whose answer was lost):
 * that is done too, or a retry would go on for ever.
 */
export async function disableSubscription(code: string, token: string): Promise<void> {
  await call<unknown>("POST", "/subscription/disable", { code, token }, [400, 404]);
}
