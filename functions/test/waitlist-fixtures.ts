import type { PractitionerItem } from "../data/items";
import { now } from "../lib/clock";
import { activeEntries } from "../waitlist/entries";
import { handler } from "../waitlist/handler";
import { apiEvent, invoke } from "./api-event";
import { csrfHeader, type QueuedMail, uniqueEmail } from "./booking-fixtures";

/** A waitlist form for `practitioner` from a new address (any day, any part of the day, in person). */
export function joinBody(
  practitioner: Pick<PractitionerItem, "id">,
  overrides: Record<string, unknown> = {},
) {
  return {
    practitioner_id: practitioner.id,
    first_name: "Naledi",
    email: uniqueEmail("waitlister"),
    cellphone_number: "082 555 0199",
    type: 0,
    ...overrides,
  };
}

/** POST /api/waitlist/join as the profile's form sends it. */
export function join(body: unknown, headers: Record<string, string> = csrfHeader(), sourceIp?: string) {
  return invoke(
    handler,
    apiEvent("POST", "/api/waitlist/join", {
      body: body as object,
      headers,
      ...(sourceIp ? { sourceIp } : {}),
    }),
  );
}

/** POST /api/waitlist/leave with a leave link's token. */
export function leave(token: string, headers: Record<string, string> = csrfHeader()) {
  return invoke(handler, apiEvent("POST", "/api/waitlist/leave", { body: { token }, headers }));
}

/** The leave token in a queued waitlist mail. */
export function leaveTokenIn(mail: QueuedMail): string {
  const match = /\/page\/waitlist\/leave\?token=([^\s"<&)]+)/.exec(mail.mail.text);
  if (!match?.[1]) throw new Error("no leave link in the mail");
  return decodeURIComponent(match[1]);
}

/** The active entries of `email` with the practitioner (on the test clock). */
export async function entriesOf(practitionerId: string, email: string) {
  return (await activeEntries(practitionerId, now())).filter((entry) => entry.email === email.toLowerCase());
}
