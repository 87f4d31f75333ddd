/**
 * BulkSMS's JSON REST API (https://api.bulksms.com/v1, documented at bulksms.com/developer/json/v1),
 * called with fetch: POST {apiUrl}/messages, HTTP Basic auth with an API token's id and secret, a
 * JSON body {to, body, from?}; 201 answers the created messages ([{id, status: {type: "ACCEPTED"}}]),
 * errors answer application/problem+json {type, title, status, detail}. A South African company
 * (founded in Cape Town) with local routes and alphanumeric sender ids.
 */
import { createHash } from "node:crypto";
import type { SmsConfig } from "../lib/env";

/** A text ready to go: `to` already in E.164 (+27...). */
export interface OutgoingSms {
  to: string;
  text: string;
}

export interface ProviderRequest {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  body: string;
}

/** A provider that does not answer within this is treated as down (the outbox retries later). */
const TIMEOUT_MS = 10_000;

/**
 * BulkSMS's `deduplication-id` (a 32-bit integer, remembered ~12 h): a retry after a lost answer
 * carries the same one, so the provider sends the text once. Derived from the outbox item's id.
 */
export function deduplicationId(itemId: string): number {
  return createHash("sha256").update(itemId).digest().readUInt32BE(0) & 0x7fffffff;
}

/** The request for one text; pure, so what goes over the wire is tested without a network. */
export function bulkSmsRequest(
  sms: OutgoingSms,
  config: SmsConfig,
  tokenSecret: string,
  itemId: string,
): ProviderRequest {
  const query = new URLSearchParams({
    "deduplication-id": String(deduplicationId(itemId)),
    // A name with a character outside GSM 03.38 goes as Unicode rather than with "?" in it.
    "auto-unicode": "true",
  });
  return {
    url: `${config.apiUrl}/messages?${query}`,
    method: "POST",
    headers: {
      Authorization: `Basic ${Buffer.from(`${config.tokenId}:${tokenSecret}`).toString("base64")}`,
      "Content-Type": "application/json",
      Accept: "application/json",
    },
    body: JSON.stringify({
      to: sms.to,
      body: sms.text,
      ...(config.senderId ? { from: config.senderId } : {}),
    }),
  };
}

/**
 * A refused or failed send. Its message names the HTTP status and the provider's error title only:
 * never the `detail`, which may quote the number or the text, so logs and lastError stay clean.
 */
export class SmsSendError extends Error {
  override name = "SmsSendError";
}

/** Sends it and answers the provider's message id. */
export async function postSms(request: ProviderRequest): Promise<string> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new SmsSendError(`could not reach the SMS provider (${(error as Error).name})`);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status !== 201) {
    const title = (answer as { title?: unknown } | undefined)?.title;
    throw new SmsSendError(
      `the SMS provider answered ${response.status}${typeof title === "string" ? ` (${title.slice(0, 80)})` : ""}`,
    );
  }
  const id = Array.isArray(answer) ? (answer[0] as { id?: unknown } | undefined)?.id : undefined;
  if (typeof id !== "string") throw new SmsSendError("the SMS provider accepted the text but gave no id");
  return id;
}
