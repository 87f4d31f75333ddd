/**
 * A local stand-in for Paystack (functions/billing/paystack.ts), run by `npm start` and the tests like
 * the SMS fake, written from Paystack's public API documentation and implementing only what we call:
 * POST /transaction/initialize, the hosted checkout page (Pay / Decline), GET /transaction/verify/:ref,
 * POST /subscription, POST /subscription/disable; and it sends the webhooks Paystack would (charge.success,
 * subscription.create, subscription.disable, invoice.payment_failed), signed with x-paystack-signature
 * (HMAC-SHA512 of the raw body under the secret key), to `webhookUrl` when given. Its page (GET /)
 * lists subscriptions with "Renew now" and "Fail the renewal" (a failed renewal on demand).
 * GET /events: every event it signed, as sent (body and signature), for tests that deliver them
 * themselves. POST /clock {now} pins the fake's clock (tests with an injected clock). POST /faults
 * {disable: n} makes the next n disables answer 503 (the provider down, which a test cannot cause).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { addMonth } from "../../core/billing";
import { escapeHtml } from "../../core/escape-html";
import { formatRandCents } from "../../core/site-config";
import { paystackSignature } from "../../functions/billing/signature";

/** The secret key the local stack and tests configure (infra/local/stack.ts apiEnvironment). */
export const LOCAL_PAYSTACK_SECRET = "sk_test_local_fake_paystack_key";

export interface SentEvent {
  body: string;
  signature: string;
  delivered: boolean;
}

interface Transaction {
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  plan?: string;
  metadata: unknown;
  callbackUrl: string;
  status: "pending" | "success" | "abandoned";
  id: number;
}

interface Subscription {
  code: string;
  emailToken: string;
  customerCode: string;
  email: string;
  plan: string;
  amount: number;
  authorization: string;
  status: "active" | "cancelled" | "attention";
  nextPaymentDate: string;
}

const code = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
    request.on("error", fail);
  });
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(value));
}

function html(response: ServerResponse, body: string): void {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Paystack (local fake)</title>
<style>body{font:16px system-ui,sans-serif;margin:1rem;max-width:40rem}button{font:inherit;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;border-radius:.4rem;border:1px solid #333;cursor:pointer}.pay{background:#0a7d3b;color:#fff;border-color:#0a7d3b}li{margin:.5rem 0;overflow-wrap:anywhere}</style></head><body>${body}</body></html>`);
}

export interface PaystackFakeOptions {
  secretKey?: string;
  /** Where to POST the signed events (our webhook); none: they are only kept for GET /events. */
  webhookUrl?: string;
}

/** Starts the fake on 127.0.0.1:`port`. */
export async function startPaystackFake(port: number, options: PaystackFakeOptions = {}): Promise<Server> {
  const secretKey = options.secretKey ?? LOCAL_PAYSTACK_SECRET;
  const transactions = new Map<string, Transaction>();
  const subscriptions = new Map<string, Subscription>();
  const customers = new Map<string, string>();
  const events: SentEvent[] = [];
  let pinned: number | undefined;
  const faults = { disable: 0 };
  let nextId = 1000;
  const nowMs = () => pinned ?? Date.now();
  const nowIso = () => new Date(nowMs()).toISOString();

  const emit = async (event: string, data: object) => {
    const body = JSON.stringify({ event, data });
    const sent: SentEvent = { body, signature: paystackSignature(body, secretKey), delivered: false };
    events.push(sent);
    if (!options.webhookUrl) return;
    const answer = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-paystack-signature": sent.signature },
      body,
    }).catch(() => undefined);
    sent.delivered = answer?.ok === true;
  };

  const customerOf = (email: string) => {
    const known = customers.get(email) ?? code("CUS");
    customers.set(email, known);
    return { email, customer_code: known };
  };
  const authorization = (authCode: string) => ({
    authorization_code: authCode,
    last4: "4081",
    reusable: true,
  });
  const subscriptionData = (s: Subscription, status: string = s.status) => ({
    subscription_code: s.code,
    email_token: s.emailToken,
    status,
    amount: s.amount,
    next_payment_date: s.nextPaymentDate,
    created_at: nowIso(),
    plan: { plan_code: s.plan },
    customer: { email: s.email, customer_code: s.customerCode },
  });
  const startSubscription = async (input: Omit<Subscription, "code" | "emailToken" | "status">) => {
    const subscription: Subscription = {
      ...input,
      code: code("SUB"),
      emailToken: code("tok"),
      status: "active",
    };
    subscriptions.set(subscription.code, subscription);
    await emit("subscription.create", subscriptionData(subscription));
    return subscription;
  };
  const charge = async (s: Subscription) => {
    s.status = "active";
    s.nextPaymentDate = new Date(addMonth(nowMs())).toISOString();
    await emit("charge.success", {
      id: nextId++,
      status: "success",
      reference: code("T"),
      amount: s.amount,
      currency: "ZAR",
      paid_at: nowIso(),
      plan: { plan_code: s.plan },
      customer: { email: s.email, customer_code: s.customerCode },
      authorization: authorization(s.authorization),
      metadata: null,
    });
  };

  const authorised = (request: IncomingMessage) => request.headers.authorization === `Bearer ${secretKey}`;
  const body = async (request: IncomingMessage) => JSON.parse((await readBody(request)) || "{}");

  const api: Record<
    string,
    (request: IncomingMessage, response: ServerResponse, id: string) => Promise<void>
  > = {
    "POST /transaction/initialize": async (request, response) => {
      const input = await body(request);
      const amount = Number(input.amount);
      if (typeof input.email !== "string" || !Number.isInteger(amount) || amount <= 0)
        return json(response, 400, { status: false, message: "email and amount are required" });
      const transaction: Transaction = {
        reference: code("T"),
        accessCode: code("ac"),
        email: input.email,
        amount,
        ...(typeof input.plan === "string" ? { plan: input.plan } : {}),
        metadata: input.metadata ?? null,
        callbackUrl: String(input.callback_url ?? ""),
        status: "pending",
        id: nextId++,
      };
      transactions.set(transaction.accessCode, transaction);
      json(response, 200, {
        status: true,
        message: "Authorization URL created",
        data: {
          authorization_url: `http://localhost:${port}/checkout/${transaction.accessCode}`,
          access_code: transaction.accessCode,
          reference: transaction.reference,
        },
      });
    },
    "GET /transaction/verify": async (_request, response, reference) => {
      const found = [...transactions.values()].find((t) => t.reference === reference);
      if (!found) return json(response, 404, { status: false, message: "Transaction reference not found" });
      json(response, 200, {
        status: true,
        message: "Verification successful",
        data: {
          reference,
          status: found.status === "pending" ? "ongoing" : found.status,
          amount: found.amount,
        },
      });
    },
    "POST /subscription": async (request, response) => {
      const input = await body(request);
      const email = [...customers.entries()].find(([, c]) => c === input.customer)?.[0];
      if (!email || typeof input.plan !== "string")
        return json(response, 400, { status: false, message: "Customer or plan not found" });
      const amount = [...subscriptions.values()].find((s) => s.plan === input.plan)?.amount ?? 0;
      const subscription = await startSubscription({
        customerCode: String(input.customer),
        email,
        plan: input.plan,
        amount,
        authorization: String(input.authorization ?? ""),
        nextPaymentDate: String(input.start_date ?? nowIso()),
      });
      json(response, 200, {
        status: true,
        message: "Subscription successfully created",
        data: { subscription_code: subscription.code, email_token: subscription.emailToken },
      });
    },
    "POST /subscription/disable": async (request, response) => {
      const input = await body(request);
      if (faults.disable > 0) {
        faults.disable -= 1;
        return json(response, 503, {
          status: false,
          message: "Service unavailable (a fault the test asked for)",
        });
      }
      const subscription = subscriptions.get(String(input.code));
      if (!subscription || subscription.emailToken !== input.token)
        return json(response, 400, {
          status: false,
          message: "Subscription with code not found or already inactive",
        });
      subscription.status = "cancelled";
      await emit("subscription.disable", subscriptionData(subscription, "complete"));
      json(response, 200, { status: true, message: "Subscription disabled successfully", data: {} });
    },
  };

  const pages: Record<
    string,
    (request: IncomingMessage, response: ServerResponse, id: string) => Promise<void>
  > = {
    "GET /checkout": async (_request, response, accessCode) => {
      const t = transactions.get(accessCode);
      if (t?.status !== "pending") return html(response, "<h1>This payment page has expired</h1>");
      html(
        response,
        `<h1>Paystack checkout (local fake)</h1><p>${escapeHtml(t.email)}</p><p>Nothing here charges a card.</p>
<form method="post" action="/checkout/${escapeHtml(accessCode)}/pay"><button class="pay">Pay ${escapeHtml(formatRandCents(t.amount))}</button></form>
<form method="post" action="/checkout/${escapeHtml(accessCode)}/decline"><button>Decline</button></form>`,
      );
    },
    "POST /checkout/pay": async (_request, response, accessCode) => {
      const t = transactions.get(accessCode);
      if (t?.status !== "pending") return html(response, "<h1>This payment page has expired</h1>");
      t.status = "success";
      const customer = customerOf(t.email);
      const authCode = code("AUTH");
      await emit("charge.success", {
        id: t.id,
        status: "success",
        reference: t.reference,
        amount: t.amount,
        currency: "ZAR",
        paid_at: nowIso(),
        metadata: t.metadata,
        ...(t.plan ? { plan: { plan_code: t.plan } } : {}),
        customer,
        authorization: authorization(authCode),
      });
      if (t.plan)
        await startSubscription({
          customerCode: customer.customer_code,
          email: t.email,
          plan: t.plan,
          amount: t.amount,
          authorization: authCode,
          nextPaymentDate: new Date(addMonth(nowMs())).toISOString(),
        });
      response.writeHead(303, {
        Location: `${t.callbackUrl}${t.callbackUrl.includes("?") ? "&" : "?"}reference=${t.reference}`,
      });
      response.end();
    },
    "POST /checkout/decline": async (_request, response, accessCode) => {
      const t = transactions.get(accessCode);
      if (t) t.status = "abandoned";
      response.writeHead(303, { Location: t?.callbackUrl ?? "/" });
      response.end();
    },
    "POST /subscriptions/renew": async (_request, response, subscriptionCode) => {
      const s = subscriptions.get(subscriptionCode);
      if (s) await charge(s);
      response.writeHead(303, { Location: "/" }).end();
    },
    "POST /subscriptions/fail": async (_request, response, subscriptionCode) => {
      const s = subscriptions.get(subscriptionCode);
      if (s) {
        s.status = "attention";
        await emit("invoice.payment_failed", {
          invoice_code: code("INV"),
          amount: s.amount,
          status: "failed",
          paid: false,
          created_at: nowIso(),
          subscription: { subscription_code: s.code, next_payment_date: s.nextPaymentDate },
          customer: { email: s.email, customer_code: s.customerCode },
        });
      }
      response.writeHead(303, { Location: "/" }).end();
    },
    "GET /": async (_request, response) => {
      const rows = [...subscriptions.values()]
        .map(
          (s) =>
            `<li><strong>${escapeHtml(s.email)}</strong> ${escapeHtml(s.plan)}, ${escapeHtml(s.status)} (${escapeHtml(s.code)})
<form method="post" action="/subscriptions/${escapeHtml(s.code)}/renew"><button>Renew now</button></form>
<form method="post" action="/subscriptions/${escapeHtml(s.code)}/fail"><button>Fail the renewal</button></form></li>`,
        )
        .join("");
      html(
        response,
        `<h1>Paystack (local fake): subscriptions</h1><p>Events sent: ${events.length} (<a href="/events">/events</a>)</p><ul>${rows}</ul>`,
      );
    },
    "GET /events": async (_request, response) => json(response, 200, { events }),
    "POST /faults": async (request, response) => {
      const input = await body(request);
      faults.disable = typeof input.disable === "number" ? input.disable : 0;
      json(response, 200, faults);
    },
    "POST /clock": async (request, response) => {
      const input = await body(request);
      pinned = typeof input.now === "string" ? Date.parse(input.now) : undefined;
      json(response, 200, { now: nowIso() });
    },
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    // "/checkout/{code}/pay" -> "POST /checkout/pay" with id {code}; "/transaction/verify/{ref}" likewise.
    const parts = url.pathname.split("/").filter(Boolean);
    const idAt = parts[0] === "checkout" || parts[0] === "subscriptions" ? 1 : parts[1] === "verify" ? 2 : -1;
    const id = idAt >= 0 ? (parts[idAt] ?? "") : "";
    const shape = `/${parts.filter((_, i) => i !== idAt).join("/")}`;
    const route = `${request.method} ${shape}`;
    const apiRoute = api[route];
    const pageRoute = pages[route];
    const handled = apiRoute
      ? authorised(request)
        ? apiRoute(request, response, id)
        : Promise.resolve(json(response, 401, { status: false, message: "Invalid key" }))
      : pageRoute
        ? pageRoute(request, response, id)
        : Promise.resolve(
            json(response, 404, { status: false, message: "No such path on the Paystack fake" }),
          );
    handled.catch(() =>
      json(response, 500, { status: false, message: "The fake could not handle the request" }),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", done);
  });
  return server;
}
