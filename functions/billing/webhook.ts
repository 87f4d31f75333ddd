/**
 * POST /api/billing/webhook: Paystack's events. The signature over the raw body is checked before
 * anything is parsed or written (401, nothing written, when it fails); then the event is applied once
 * (functions/billing/apply-event.ts). Unknown event types are answered 200 and ignored. An event
 * about a customer we cannot place yet (a renewal's customer before the first payment's event, when
 * they arrive out of order) is answered 409 with nothing written: the provider retries it (for 72
 * hours), by which time the first payment has named the customer.
 */

import type { Answer } from "../../core/api/responses";
import { ConflictError, UnauthorizedError } from "../../core/errors";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { addMetric } from "../lib/metrics";
import { applyEvent } from "./apply-event";
import { paystackSecretKey } from "./paystack";
import { readProviderEvent } from "./provider-event";
import { validSignature } from "./signature";

export const BAD_SIGNATURE = "The signature does not match this request.";
export const NOT_YET_KNOWN = "This customer is not known yet; please send the event again later.";

export const receiveWebhook = httpHandler(
  { route: "POST /api/billing/webhook" },
  async ({ event, headers, log }): Promise<Answer<"webhookReceived">> => {
    const raw =
      event.body === undefined
        ? ""
        : event.isBase64Encoded
          ? Buffer.from(event.body, "base64").toString("utf8")
          : event.body;
    if (!validSignature(raw, headers["x-paystack-signature"], paystackSecretKey())) {
      log.warn("webhook signature refused");
      addMetric("WebhookSignatureFailures", { Service: "billing" });
      throw new UnauthorizedError(BAD_SIGNATURE);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      log.warn("signed webhook body is not JSON; ignored");
      return { received: true };
    }
    const nowMs = now();
    const parsed = readProviderEvent(body, new Date(nowMs).toISOString());
    if (!parsed) {
      log.info("webhook event ignored", {
        event: String((body as { event?: unknown })?.event ?? "").slice(0, 40),
      });
      return { received: true };
    }
    // A signed event that fails here is answered 5xx and retried by Paystack; counted for the alarm.
    const outcome = await applyEvent(parsed, nowMs, log).catch((error: unknown) => {
      addMetric("WebhookErrors", { Service: "billing" });
      throw error;
    });
    if (outcome === "unknown-practitioner") throw new ConflictError(NOT_YET_KNOWN);
    return { received: true };
  },
);
