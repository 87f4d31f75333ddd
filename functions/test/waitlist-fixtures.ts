import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { activeEntries } from "../waitlist/entries";
import { handler } from "../waitlist/handler";
import { apiEvent, invoke } from "./api-event";
import { csrfHeader, partition, type QueuedMail, uniqueEmail } from "./booking-fixtures";

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

/** The outbox id of the offer action a freed time queues (functions/waitlist/freed.ts). */
export function freedActionId(practitionerId: string, start: string): string {
  return `waitlist-freed.${practitionerId}.${start}`;
}

/** Runs the outbox's delivery of `ids` at `nowMs`, as the scheduled sender would then. */
export async function runOutboxAt(ids: string[], nowMs: number) {
  const { deliverByIds } = await import("../outbox/outbox");
  return deliverByIds(ids, nowMs);
}

/** The offer token in a queued offer mail (its link: the profile with `?offer=`). */
export function offerTokenIn(mail: QueuedMail): string {
  const match = /\/page\/practitioner\/\d+\?offer=([^\s"<&)]+)/.exec(mail.mail.text);
  if (!match?.[1]) throw new Error("no offer link in the mail");
  return decodeURIComponent(match[1]);
}

/** The starts ("YYYY-MM-DDTHH:mm") among `starts` for which an offer round is queued. */
export async function queuedRounds(practitionerId: string, starts: string[]): Promise<string[]> {
  const queued = await Promise.all(
    starts.map(
      async (start) => (await partition(keys.outbox(freedActionId(practitionerId, start)).PK)).length,
    ),
  );
  return starts.filter((_, index) => queued[index] !== 0);
}
