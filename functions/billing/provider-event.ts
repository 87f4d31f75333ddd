/**
 * A Paystack event, read defensively (the body is the provider's, checked by signature but never
 * trusted for shape): what it is, the key that makes it apply once, when it happened, and who it is
 * about (our practitioner id from the checkout's metadata, or the provider's customer code).
 */
export const HANDLED_EVENTS = [
  "charge.success",
  "subscription.create",
  "subscription.disable",
  "subscription.not_renew",
  "invoice.payment_failed",
  "refund.processed",
] as const;
export type HandledEvent = (typeof HANDLED_EVENTS)[number];

export interface ProviderEvent {
  event: HandledEvent;
  /** Event and object id: a replay has the same key. */
  key: string;
  /** When it happened at the provider (ISO); the time received when the event carries none. */
  at: string;
  practitionerId?: string;
  customerCode?: string;
  email?: string;
  amountCents: number;
  reference: string;
  planCode?: string;
  metadataPlan?: string;
  subscriptionCode?: string;
  emailToken?: string;
  authorizationCode?: string;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const str = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined;
const iso = (value: unknown): string | undefined => {
  const text = str(value);
  return text && !Number.isNaN(Date.parse(text)) ? new Date(Date.parse(text)).toISOString() : undefined;
};

/** The event, or undefined when it is not one we handle (answered 200 and ignored). */
export function readProviderEvent(body: unknown, receivedAt: string): ProviderEvent | undefined {
  const event = str(obj(body).event);
  if (!HANDLED_EVENTS.includes(event as HandledEvent)) return undefined;
  const data = obj(obj(body).data);
  const subscription = obj(data.subscription);
  const customer = obj(data.customer);
  const metadata = obj(data.metadata);
  const subscriptionCode = str(data.subscription_code) ?? str(subscription.subscription_code);
  const id =
    event === "charge.success" || event === "refund.processed"
      ? (str(data.id) ?? str(data.reference))
      : event === "invoice.payment_failed"
        ? (str(data.invoice_code) ?? str(data.id))
        : subscriptionCode;
  if (!id) return undefined;
  const practitionerId = str(metadata.practitioner_id);
  const customerCode = str(customer.customer_code);
  const email = str(customer.email);
  const planCode = str(obj(data.plan).plan_code);
  const metadataPlan = str(metadata.plan);
  const emailToken = str(data.email_token);
  const authorizationCode = str(obj(data.authorization).authorization_code);
  const amount = Number(data.amount);
  return {
    event: event as HandledEvent,
    key: `${event}#${id}`,
    at: iso(data.paid_at) ?? iso(data.created_at) ?? iso(data.createdAt) ?? receivedAt,
    ...(practitionerId && /^\d{1,9}$/.test(practitionerId) ? { practitionerId } : {}),
    ...(customerCode ? { customerCode } : {}),
    ...(email ? { email } : {}),
    amountCents: Number.isInteger(amount) && amount > 0 ? amount : 0,
    reference: str(data.reference) ?? str(data.transaction_reference) ?? id,
    ...(planCode ? { planCode } : {}),
    ...(metadataPlan ? { metadataPlan } : {}),
    ...(subscriptionCode ? { subscriptionCode } : {}),
    ...(emailToken ? { emailToken } : {}),
    ...(authorizationCode ? { authorizationCode } : {}),
  };
}
