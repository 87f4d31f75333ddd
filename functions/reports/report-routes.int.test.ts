/**
 * GET /api/dashboard/report and the admin's GET /api/practitioner/report/{id}: a month the person
 * can fix when it is malformed, nobody but the practitioner (and admins) sees their figures, and
 * the admin's view is the practitioner's own.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { handler as dashboard } from "../dashboard/handler";
import { handler as practitionerAdmin } from "../practitioner-admin/handler";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, bearer, createAccount, loginAs, practitionerSession } from "../test/auth-fixtures";
import { clockAtTestNowInEachTest, putSchemes } from "../test/booking-fixtures";
import { book } from "../test/manage-fixtures";

const MONTH = "2026-11";
const admin = adminForThisFile();
clockAtTestNowInEachTest();
beforeAll(putSchemes);

function own(headers: Record<string, string>, query: Record<string, string> = { month: MONTH }) {
  return invoke(dashboard, apiEvent("GET", "/api/dashboard/report", { headers, query }));
}

function adminView(
  id: string,
  headers: Record<string, string>,
  query: Record<string, string> = { month: MONTH },
) {
  return invoke(
    practitionerAdmin,
    apiEvent("GET", `/api/practitioner/report/${id}`, {
      route: "/api/practitioner/report/{id}",
      pathParameters: { id },
      headers,
      query,
    }),
  );
}

describe("the monthly report routes", () => {
  it("show a practitioner their own month, and an admin the same figures; others see none of it", async () => {
    const { practitioner, headers } = await practitionerSession();
    await book(practitioner);
    const mine = await own(headers);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ month: MONTH, requests: 1, pending: 1 });
    const seenByAdmin = await adminView(practitioner.id, admin.headers);
    expect(seenByAdmin.status).toBe(200);
    expect(seenByAdmin.body).toEqual(mine.body);
    // Another practitioner's own report holds nothing of this one's.
    const other = await practitionerSession();
    expect((await own(other.headers)).body).toMatchObject({ requests: 0, pending: 0 });
  });

  it.each([
    ["a month past December", { month: "2026-13" }],
    ["a month without its leading zero", { month: "2026-1" }],
    ["a month name", { month: "November" }],
    ["a date", { month: "2026-11-01" }],
    ["no month", {}],
  ])("refuses %s with a 400 that says how to write it", async (_label, query) => {
    const { practitioner, headers } = await practitionerSession();
    for (const answer of [
      await own(headers, query),
      await adminView(practitioner.id, admin.headers, query),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.fields.month).toMatch(/must be a month as YYYY-MM, for example 2026-11|is required/);
    }
  });

  it("refuses a missing or tampered session, the wrong role, and a practitioner asking for another's", async () => {
    const { practitioner, headers } = await practitionerSession();
    expect((await own({})).status).toBe(401);
    expect((await own(bearer("not.a.token"))).status).toBe(401);
    expect((await adminView(practitioner.id, {})).status).toBe(401);
    // An admin has no practice of their own; a practitioner cannot use the admin's route, even for themself.
    expect((await own(admin.headers)).status).toBe(403);
    const other = await practitionerSession();
    expect((await adminView(practitioner.id, other.headers)).status).toBe(403);
    expect((await adminView(practitioner.id, headers)).status).toBe(403);
  });

  it("answers 404 for an unknown practitioner, and for an account without a listing", async () => {
    const unknown = await adminView("987654321", admin.headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("We could not find this practitioner.");
    const unlinked = await loginAs(await createAccount("practitioner"));
    const answer = await own(bearer(unlinked.access_token));
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe("We could not find your practitioner listing.");
    expect((await adminView("12x", admin.headers)).status).toBe(400);
  });
});
