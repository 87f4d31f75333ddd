/**
 * Issue 25: the admin's review decisions say who, when and why. The queue shows the reviewer's
 * email; approve and reject are recorded with their optional reason; a published review can be
 * unpublished only with a reason, which takes it off the profile and out of the rating and search
 * card; the latest decisions are listed for the queue page. Admins only.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ReviewDecisionRow } from "../../core/schemas/review";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { handler as practitionerHandler } from "../practitioner/handler";
import { handler as searchHandler } from "../search/handler";
import { addToSearchIndex } from "../search/index-writer";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, practitionerSession } from "../test/auth-fixtures";
import {
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  ipSequence,
  partition,
  put,
  TEST_NOW,
} from "../test/booking-fixtures";
import { handler } from "./handler";

const admin = adminForThisFile();
clockAtTestNowInEachTest();
const freshIp = ipSequence("10.33");

const submit = (body: object) =>
  invoke(
    handler,
    apiEvent("POST", "/api/review/submit", { body, headers: csrfHeader(), sourceIp: freshIp() }),
  );
const adminCall = (
  method: string,
  path: string,
  input: { body?: object; query?: Record<string, string> },
  headers = admin.headers,
) => invoke(handler, apiEvent(method, path, { ...input, headers }));
const queueRows = async (practitionerId: string) =>
  (
    (await adminCall("GET", "/api/review/queue", { query: { perPage: "50" } })).body.data.data as {
      id: string;
      practitioner_id: string;
      email: string;
      tied_to_booking: boolean;
    }[]
  ).filter((row) => row.practitioner_id === practitionerId);
const published = (practitionerId: string, headers = admin.headers) =>
  adminCall("GET", "/api/review/published", { query: { practitioner_id: practitionerId } }, headers);
const unpublish = (body: object, headers = admin.headers) =>
  adminCall("POST", "/api/review/unpublish", { body }, headers);
const decisionsFor = async (reviewId: string): Promise<ReviewDecisionRow[]> =>
  ((await adminCall("GET", "/api/review/decisions", {})).body.data as ReviewDecisionRow[]).filter(
    (row) => row.review_id === reviewId,
  );
const totals = async (id: string) => {
  const [item] = (await partition(keys.practitioner(id).PK)).filter((row) => row.SK === "PROFILE");
  return { sum: item?.ratingSum, count: item?.ratingCount };
};
const profileReviews = async (id: string) =>
  (await invoke(practitionerHandler, apiEvent("GET", "/api/practitioner/users", { query: { id } }))).body
    .practitioner.get_reviews as { name: string }[];
const searchRating = async (practitioner: PractitionerItem) =>
  (
    (
      await invoke(
        searchHandler,
        apiEvent("GET", "/api/search/index", { query: { type: "name", name: practitioner.name } }),
      )
    ).body.data as { id: string; rating: number | null }[]
  ).find((card) => card.id === practitioner.id)?.rating;

/** A published review as the seed writes them; the caller's practitioner holds the totals. */
async function putReview(practitionerId: string, rating: number, name: string) {
  const id = randomUUID();
  const at = new Date(TEST_NOW - 86_400_000).toISOString();
  await put({
    ...keys.review(practitionerId, at, id),
    entity: "review",
    id,
    practitionerId,
    name,
    rating,
    comment: "",
  });
  return id;
}

describe("the queue and its decisions", () => {
  it("shows the email given on the form; approve and reject are kept with who, when and why", async () => {
    const practitioner = await createPractitioner();
    expect(
      (await submit({ practitioner_id: practitioner.id, name: "Ayo", rating: 4, email: " Ayo@Example.org " }))
        .status,
    ).toBe(200);
    expect((await submit({ practitioner_id: practitioner.id, name: "Bo", rating: 1 })).status).toBe(200);
    const rows = await queueRows(practitioner.id);
    expect(
      rows
        .map(({ email, tied_to_booking }) => ({ email, tied_to_booking }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    ).toEqual([
      { email: "", tied_to_booking: false },
      { email: "ayo@example.org", tied_to_booking: false },
    ]);
    const ayo = rows.find((row) => row.email) ?? rows[0];
    const bo = rows.find((row) => !row.email) ?? rows[1];
    expect(
      (await adminCall("POST", "/api/review/decide", { body: { id: ayo?.id, decision: "approve" } })).status,
    ).toBe(200);
    const rejected = await adminCall("POST", "/api/review/decide", {
      body: { id: bo?.id, decision: "reject", reason: "Not about this practice" },
    });
    expect(rejected.status).toBe(200);
    expect(await decisionsFor(ayo?.id ?? "")).toEqual([
      expect.objectContaining({
        decision: "approve",
        reason: "",
        reviewer_name: "Ayo",
        rating: 4,
        by: expect.stringMatching(/@/),
        at: new Date(TEST_NOW).toISOString(),
      }),
    ]);
    expect(await decisionsFor(bo?.id ?? "")).toEqual([
      expect.objectContaining({
        decision: "reject",
        reason: "Not about this practice",
        practitioner_name: practitioner.name,
      }),
    ]);
    // The approved review keeps the email for admins; the public profile never shows it.
    expect((await published(practitioner.id)).body.data).toEqual([
      expect.objectContaining({ name: "Ayo", email: "ayo@example.org", tied_to_booking: false }),
    ]);
    expect(JSON.stringify(await profileReviews(practitioner.id))).not.toContain("example.org");
  });

  it("refuses a bad email on the form with a readable 400 and stores nothing", async () => {
    const practitioner = await createPractitioner();
    const answer = await submit({
      practitioner_id: practitioner.id,
      name: "Ayo",
      rating: 4,
      email: "not-an-email",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ email: "must be a valid email address" });
    expect(await queueRows(practitioner.id)).toEqual([]);
  });
});

describe("unpublishing a review", () => {
  it("needs a reason; with one it leaves the profile, the rating and the search card, and is kept", async () => {
    const practitioner = await createPractitioner({ ratingSum: 6, ratingCount: 2 });
    const kept = await putReview(practitioner.id, 5, "Kind words");
    const spam = await putReview(practitioner.id, 1, "Competitor");
    await addToSearchIndex(practitioner, [5, 1]);
    expect(await searchRating(practitioner)).toBe(3);

    for (const body of [
      { practitioner_id: practitioner.id, id: spam },
      { practitioner_id: practitioner.id, id: spam, reason: "  " },
      { practitioner_id: practitioner.id, id: spam, reason: "x".repeat(501) },
      { practitioner_id: "abc", id: spam, reason: "Spam" },
      { practitioner_id: practitioner.id, id: "nope", reason: "Spam" },
    ]) {
      const refused = await unpublish(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toMatch(/Please check the form/);
    }
    expect((await unpublish({ practitioner_id: practitioner.id, id: spam })).body.fields).toEqual({
      reason: "is required",
    });
    // Nothing moved.
    expect(await totals(practitioner.id)).toEqual({ sum: 6, count: 2 });
    expect(await decisionsFor(spam)).toEqual([]);

    const done = await unpublish({
      practitioner_id: practitioner.id,
      id: spam,
      reason: "Left by a competitor",
    });
    expect(done).toMatchObject({ status: 200, body: { rating: 5 } });
    expect(await totals(practitioner.id)).toEqual({ sum: 5, count: 1 });
    expect((await profileReviews(practitioner.id)).map((review) => review.name)).toEqual(["Kind words"]);
    expect(await searchRating(practitioner)).toBe(5);
    expect((await published(practitioner.id)).body.data.map((row: { id: string }) => row.id)).toEqual([kept]);
    expect(await decisionsFor(spam)).toEqual([
      expect.objectContaining({
        decision: "unpublish",
        reason: "Left by a competitor",
        reviewer_name: "Competitor",
        rating: 1,
      }),
    ]);
    // Twice: it is not published any more.
    const again = await unpublish({ practitioner_id: practitioner.id, id: spam, reason: "Again" });
    expect(again.status).toBe(404);
    expect(await totals(practitioner.id)).toEqual({ sum: 5, count: 1 });
  });

  it("works for a deactivated practitioner too; unknown ones answer 404", async () => {
    const practitioner = await createPractitioner({ isActive: false, ratingSum: 4, ratingCount: 1 });
    const id = await putReview(practitioner.id, 4, "Old");
    expect(
      (await unpublish({ practitioner_id: practitioner.id, id, reason: "Abusive" })).body.rating,
    ).toBeNull();
    expect(await totals(practitioner.id)).toEqual({ sum: 0, count: 0 });
    expect((await published("999999998")).status).toBe(404);
    expect((await unpublish({ practitioner_id: "999999998", id, reason: "Abusive" })).status).toBe(404);
  });

  it("is for admins only: no token, a tampered one and a practitioner's are refused", async () => {
    const practitioner = await createPractitioner({ ratingSum: 3, ratingCount: 1 });
    const id = await putReview(practitioner.id, 3, "Mine");
    const { headers: own } = await practitionerSession();
    const tampered = { authorization: `${admin.headers.authorization}x` };
    for (const headers of [{}, tampered, own]) {
      const status = (await unpublish({ practitioner_id: practitioner.id, id, reason: "Mine" }, headers))
        .status;
      expect([401, 403]).toContain(status);
      expect((await published(practitioner.id, headers)).status).toBe(status);
      expect((await adminCall("GET", "/api/review/decisions", {}, headers)).status).toBe(status);
    }
    expect(await totals(practitioner.id)).toEqual({ sum: 3, count: 1 });
  });
});
