/**
 * GET and POST /api/dashboard/policy: a practitioner's own cancel and reschedule cut-offs. Only the
 * accepted hours are saved (a 400 names them, and nothing is written); the caller is always the
 * practitioner the session belongs to; the manage link and the public profile follow at once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { handler as practitionerHandler } from "../practitioner/handler";
import { apiEvent, invoke } from "../test/api-event";
import { bearer, createAccount, loginAs, practitionerSession } from "../test/auth-fixtures";
import { clockAtTestNowInEachTest, putSchemes, TUESDAY } from "../test/booking-fixtures";
import { book, manage } from "../test/manage-fixtures";
import { handler } from "./handler";

const DEFAULT_POLICY = {
  cancel_cutoff_hours: 24,
  reschedule_cutoff_hours: 24,
  policy: "You can cancel or reschedule online up to 24 hours before your appointment.",
};

function read(headers: Record<string, string>) {
  return invoke(handler, apiEvent("GET", "/api/dashboard/policy", { headers }));
}

function save(headers: Record<string, string>, body: object) {
  return invoke(handler, apiEvent("POST", "/api/dashboard/policy", { headers, body }));
}

clockAtTestNowInEachTest();
beforeAll(putSchemes);

describe("a practitioner's cancellation policy", () => {
  it("starts at the default, saves both cut-offs, and the manage link and profile follow", async () => {
    const { practitioner, headers } = await practitionerSession();
    expect((await read(headers)).body).toEqual(DEFAULT_POLICY);

    const saved = await save(headers, { cancel_cutoff_hours: 48, reschedule_cutoff_hours: 0 });
    const expected = {
      cancel_cutoff_hours: 48,
      reschedule_cutoff_hours: 0,
      policy:
        "You can cancel online up to 48 hours before your appointment and reschedule online up to the start of your appointment.",
    };
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(expected);
    expect((await read(headers)).body).toEqual(expected);

    // Tuesday 09:00 SAST is 49 hours away: cancelling closes an hour from now.
    const { token } = await book(practitioner, { date: `${TUESDAY} 09:00`, duration: 60 });
    expect((await manage(token)).body.booking).toMatchObject({
      cancel_until: "2026-11-22T07:00:00.000Z",
      reschedule_until: null,
      policy: expected.policy,
    });
    const profile = await invoke(
      practitionerHandler,
      apiEvent("GET", "/api/practitioner/users", { query: { id: practitioner.id } }),
    );
    expect(profile.body.practitioner.cancellation_policy).toBe(expected.policy);
  });

  it.each([
    ["hours not offered", { cancel_cutoff_hours: 36, reschedule_cutoff_hours: 24 }, "cancel_cutoff_hours"],
    ["hours as text", { cancel_cutoff_hours: 24, reschedule_cutoff_hours: "24" }, "reschedule_cutoff_hours"],
    ["a missing cut-off", { cancel_cutoff_hours: 24 }, "reschedule_cutoff_hours"],
    ["a negative cut-off", { cancel_cutoff_hours: -2, reschedule_cutoff_hours: 2 }, "cancel_cutoff_hours"],
  ])("refuses %s with a 400 naming the accepted values, and saves nothing", async (_label, body, field) => {
    const { headers } = await practitionerSession();
    const refused = await save(headers, body);
    expect(refused.status).toBe(400);
    expect(refused.body.fields[field]).toMatch(/0, 2, 12, 24, 48|is required/);
    expect((await read(headers)).body).toEqual(DEFAULT_POLICY);
  });

  it("names the accepted hours in the 400's message", async () => {
    const { headers } = await practitionerSession();
    const refused = await save(headers, { cancel_cutoff_hours: 36, reschedule_cutoff_hours: 24 });
    expect(refused.body.fields.cancel_cutoff_hours).toBe("must be one of: 0, 2, 12, 24, 48");
  });

  it("refuses a missing or wrong-role session; another practitioner's saves change only their own", async () => {
    const owner = await practitionerSession();
    const body = { cancel_cutoff_hours: 2, reschedule_cutoff_hours: 2 };
    expect((await read({})).status).toBe(401);
    expect((await save({}, body)).status).toBe(401);
    expect((await save(bearer("not-a-token"), body)).status).toBe(401);
    const admin = bearer((await loginAs(await createAccount("admin"))).access_token);
    expect((await save(admin, body)).status).toBe(403);
    expect((await read(admin)).status).toBe(403);

    const other = await practitionerSession();
    expect((await save(other.headers, body)).status).toBe(200);
    expect((await read(owner.headers)).body).toEqual(DEFAULT_POLICY);

    const unlinked = bearer(
      (await loginAs(await createAccount("practitioner", { practitionerId: undefined }))).access_token,
    );
    expect((await save(unlinked, body)).status).toBe(403);
    // A login whose listing does not exist (any more): 404, and no bare listing item is created.
    const orphan = bearer((await loginAs(await createAccount("practitioner"))).access_token);
    expect((await save(orphan, body)).status).toBe(404);
    expect((await read(orphan)).status).toBe(404);
  });
});
