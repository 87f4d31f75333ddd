import { expect } from "vitest";
import { handler } from "../booking/handler";
import type { PractitionerItem } from "../data/items";
import { apiEvent, invoke } from "./api-event";
import { bookingBody, csrfHeader, manageTokenIn, queuedMailsTo } from "./booking-fixtures";

/** GET /api/booking/manage with a manage link's token. */
export function manage(token: string) {
  return invoke(handler, apiEvent("GET", "/api/booking/manage", { query: { token } }));
}

/** POST /api/booking/cancel as the patient's page sends it (`extra`: e.g. reason_category). */
export function cancel(token: string, headers: Record<string, string> = csrfHeader(), extra: object = {}) {
  return invoke(handler, apiEvent("POST", "/api/booking/cancel", { body: { token, ...extra }, headers }));
}

/**
 * A booking made through the public form, with the manage link's token from the patient's (first
 * queued) mail; `sourceIp` for a file that books more than the per-address allowance.
 */
export async function book(
  practitioner: PractitionerItem,
  overrides: Record<string, unknown> = {},
  sourceIp?: string,
) {
  const body = bookingBody(practitioner, overrides);
  const answer = await invoke(
    handler,
    apiEvent("POST", "/api/booking/submit", {
      body,
      headers: csrfHeader(),
      ...(sourceIp ? { sourceIp } : {}),
    }),
  );
  expect(answer.status).toBe(201);
  // The request's mail (another, e.g. a waitlist confirmation, may be queued at the same time).
  const mail = (await queuedMailsTo([body.email])).find(
    (queued) => queued.kind === "booking-received-patient",
  );
  if (!mail) throw new Error("no patient mail queued");
  return { body, booking: answer.body.booking, token: manageTokenIn(mail) };
}
