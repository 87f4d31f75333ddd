/**
 * Reviews: the Add Review modal's POST (anonymous: held for moderation; through the
 * emailed link: published at once, verified), the admins' queue, the rating and the search index
 * moving with each publication, and the invitation sent at the appointment's end only if confirmed.
 */
import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { REVIEW_THANKS } from "../../core/schemas/review";
import { handler as bookingHandler } from "../booking/handler";
import { handler as dashboardHandler } from "../dashboard/handler";
import type { OutboxItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { createLogger } from "../lib/logger";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { deliverByIds } from "../outbox/outbox";
import { handler as practitionerHandler } from "../practitioner/handler";
import { handler as searchHandler } from "../search/handler";
import { addToSearchIndex } from "../search/index-writer";
import { apiEvent, invoke } from "../test/api-event";
import { adminForThisFile, adminSession, practitionerSession } from "../test/auth-fixtures";
import {
  bookingBody,
  clockAtTestNowInEachTest,
  createPractitioner,
  csrfHeader,
  ipSequence,
  partition,
  put,
  putSchemes,
  queuedMailsTo,
  sesStore,
  TEST_NOW,
} from "../test/booking-fixtures";
import { catchInvalidations } from "../test/edge-invalidations";
import { handler } from "./handler";
import { LINK_OTHER, LINK_USED } from "./submit";

beforeAll(() => putSchemes());
const admin = adminForThisFile();
clockAtTestNowInEachTest();
afterEach(() => setRateLimitsForTests(undefined));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each test its own address, so the per-address limit of one never trips another. */
const freshIp = ipSequence("10.9");

function submit(body: object, options: { sourceIp?: string; headers?: Record<string, string> } = {}) {
  return invoke(
    handler,
    apiEvent("POST", "/api/review/submit", {
      body,
      headers: options.headers ?? csrfHeader(),
      sourceIp: options.sourceIp ?? freshIp(),
    }),
  );
}

const queue = (query: Record<string, string> = {}, headers = admin.headers) =>
  invoke(handler, apiEvent("GET", "/api/review/queue", { headers, query: { perPage: "50", ...query } }));
const decide = (id: string, decision: "approve" | "reject", headers = admin.headers) =>
  invoke(handler, apiEvent("POST", "/api/review/decide", { headers, body: { id, decision } }));
/** An admin's session at the test clock (one from TEST_NOW has expired months later). */
const adminNow = async () => (await adminSession()).headers;

async function profileReviews(id: string) {
  const answer = await invoke(
    practitionerHandler,
    apiEvent("GET", "/api/practitioner/users", { query: { id } }),
  );
  return answer.body.practitioner.get_reviews as {
    name: string;
    rating: number;
    comment: string;
    verified: boolean;
  }[];
}

async function stored(id: string): Promise<PractitionerItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practitioner(id), ConsistentRead: true }),
  );
  return Item as PractitionerItem;
}

/** The practitioner's search card as a name search shows it. */
async function searchCard(practitioner: PractitionerItem) {
  const answer = await invoke(
    searchHandler,
    apiEvent("GET", "/api/search/index", { query: { type: "name", name: practitioner.name } }),
  );
  return (answer.body.data as { id: string; rating: number | null; get_reviews: unknown[] }[]).find(
    (card) => card.id === practitioner.id,
  );
}

/** A published review as the seed writes them (the practitioner's totals are the caller's). */
async function putReview(practitionerId: string, rating: number, name = "Seeded") {
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
    createdAt: at,
  });
}

async function queued(practitionerId: string, headers = admin.headers) {
  const { body } = await queue({}, headers);
  return (body.data.data as { id: string; practitioner_id: string; name: string }[]).filter(
    (row) => row.practitioner_id === practitionerId,
  );
}

describe("an anonymous review", () => {
  it("waits for an admin, then counts in the profile, the rating and the search card", async () => {
    const practitioner = await createPractitioner({ ratingSum: 8, ratingCount: 2 });
    await putReview(practitioner.id, 4);
    await putReview(practitioner.id, 4);
    await addToSearchIndex(practitioner, [4, 4]);
    expect((await searchCard(practitioner))?.rating).toBe(4);

    const answer = await submit({
      practitioner_id: practitioner.id,
      name: "Sipho",
      rating: 1,
      comment: "Late\nand rushed",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: REVIEW_THANKS, state: "pending" });
    // Held: not on the profile, not in the rating.
    expect((await profileReviews(practitioner.id)).map((review) => review.name)).toEqual([
      "Seeded",
      "Seeded",
    ]);
    expect((await stored(practitioner.id)).ratingCount).toBe(2);

    const [row] = await queued(practitioner.id);
    expect(row).toMatchObject({
      name: "Sipho",
      rating: 1,
      comment: "Late\nand rushed",
      practitioner_name: practitioner.name,
    });
    const approved = await decide(row?.id ?? "", "approve");
    expect(approved.status).toBe(200);
    // (4 + 4 + 1) / 3 = 3: the rounded mean of published reviews.
    expect(approved.body.rating).toBe(3);
    expect((await profileReviews(practitioner.id))[0]).toMatchObject({
      name: "Sipho",
      rating: 1,
      verified: false,
    });
    const after = await stored(practitioner.id);
    expect({ sum: after.ratingSum, count: after.ratingCount, indexed: after.indexedScore }).toEqual({
      sum: 9,
      count: 3,
      indexed: undefined,
    });
    expect(await queued(practitioner.id)).toEqual([]);
    // The search entry moved to the new score: one card, the new rating.
    const card = await searchCard(practitioner);
    expect(card?.rating).toBe(3);
    const all = await partition(keys.searchList("name", practitioner.name.toLowerCase()));
    expect(all.filter((item) => item.id === practitioner.id)).toHaveLength(1);
    // The re-index marker is gone.
    expect(await partition(keys.reindexMarker(practitioner.id).PK)).toEqual([]);
    // Twice: the second decision finds nothing to decide.
    expect((await decide(row?.id ?? "", "approve")).status).toBe(404);
  });

  it("a rejected review never counts and leaves the queue", async () => {
    const practitioner = await createPractitioner();
    expect((await submit({ practitioner_id: practitioner.id, name: "Spam", rating: 5 })).status).toBe(200);
    const [row] = await queued(practitioner.id);
    const rejected = await decide(row?.id ?? "", "reject");
    expect(rejected.status).toBe(200);
    expect(await queued(practitioner.id)).toEqual([]);
    expect(await profileReviews(practitioner.id)).toEqual([]);
    expect((await stored(practitioner.id)).ratingCount).toBe(0);
    expect((await decide(row?.id ?? "", "approve")).status).toBe(409);
  });

  it("refuses bad input with a readable 400 and stores nothing", async () => {
    const practitioner = await createPractitioner();
    const good = { practitioner_id: practitioner.id, name: "Lerato", rating: 4, comment: "" };
    const cases: [object, string][] = [
      [{ ...good, rating: 0 }, "rating"],
      [{ ...good, rating: 6 }, "rating"],
      [{ ...good, rating: 3.5 }, "rating"],
      [{ ...good, rating: "5" }, "rating"],
      [{ ...good, name: "  " }, "name"],
      [{ ...good, name: "Two\nlines" }, "name"],
      [{ ...good, name: "x".repeat(61) }, "name"],
      [{ ...good, comment: "x".repeat(1001) }, "comment"],
      [{ ...good, comment: `bell${String.fromCharCode(7)}` }, "comment"],
      [{ ...good, practitioner_id: "abc" }, "practitioner_id"],
      [{ ...good, token: "short" }, "token"],
      [{ name: "Lerato", rating: 4 }, "practitioner_id"],
    ];
    for (const [body, field] of cases) {
      const answer = await submit(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(body)).toContain(field);
      expect(answer.body.error).toMatch(/Please check the form/);
    }
    expect((await submit({ ...good, practitioner_id: "999999999" })).status).toBe(404);
    const inactive = await createPractitioner({ isActive: false });
    expect((await submit({ ...good, practitioner_id: inactive.id })).status).toBe(404);
    // No CSRF token: refused before anything is read.
    expect((await submit(good, { headers: {} })).status).toBe(403);
    expect(await queued(practitioner.id)).toEqual([]);
  });

  it("a filled honeypot is thanked and nothing is stored", async () => {
    const practitioner = await createPractitioner();
    const answer = await submit({
      practitioner_id: practitioner.id,
      name: "Bot",
      rating: 5,
      website: "http://spam.example",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(REVIEW_THANKS);
    expect(await queued(practitioner.id)).toEqual([]);
  });

  it("over the per-address limit: 429 with Retry-After, nothing stored", async () => {
    setRateLimitsForTests({ "review-ip": { max: 2 } });
    const practitioner = await createPractitioner();
    const sourceIp = freshIp();
    const body = { practitioner_id: practitioner.id, name: "Thabo", rating: 3 };
    expect((await submit(body, { sourceIp })).status).toBe(200);
    expect((await submit(body, { sourceIp })).status).toBe(200);
    const third = await submit(body, { sourceIp });
    expect(third.status).toBe(429);
    expect(Number(third.headers["Retry-After"])).toBeGreaterThan(0);
    expect(await queued(practitioner.id)).toHaveLength(2);
    // Another address is not affected.
    expect((await submit(body)).status).toBe(200);
  });

  it("over the per-email limit: 429 from any address, nothing stored; reviews without an email are not counted", async () => {
    setRateLimitsForTests({ "review-email": { max: 2 } });
    const practitioner = await createPractitioner();
    const body = {
      practitioner_id: practitioner.id,
      name: "Thabo",
      rating: 4,
      email: `limit-${Date.now()}@example.org`,
    };
    expect((await submit(body)).status).toBe(200);
    expect((await submit({ ...body, email: body.email.toUpperCase() })).status).toBe(200);
    const third = await submit(body);
    expect(third.status).toBe(429);
    expect(await queued(practitioner.id)).toHaveLength(2);
    const { email: _email, ...withoutEmail } = body;
    expect((await submit(withoutEmail)).status).toBe(200);
    expect((await submit(withoutEmail)).status).toBe(200);
    expect((await submit(withoutEmail)).status).toBe(200);
  });

  it("reads newest first and pages through the whole queue: a flood never hides an older review", async () => {
    // Months after every other test's reviews (those are expired by then): this test's are the queue.
    const start = TEST_NOW + 200 * DAY_MS;
    const practitioner = await createPractitioner();
    setClockForTests(() => start);
    await submit({ practitioner_id: practitioner.id, name: "Real patient", rating: 2 });
    for (let index = 1; index <= 5; index++) {
      setClockForTests(() => start + index * 1000);
      await submit({ practitioner_id: practitioner.id, name: `Flood ${index}`, rating: 5 });
    }
    const headers = await adminNow();
    const names = async (page: number) => {
      const answer = await queue({ perPage: "2", page: String(page) }, headers);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(6);
      return (answer.body.data.data as { name: string }[]).map((row) => row.name);
    };
    expect(await names(1)).toEqual(["Flood 5", "Flood 4"]);
    expect(await names(2)).toEqual(["Flood 3", "Flood 2"]);
    expect(await names(3)).toEqual(["Flood 1", "Real patient"]);
    expect(await names(4)).toEqual([]);
  });

  it("a review waiting 60 days expires: TTL set, off the queue and undecidable before the sweeper runs", async () => {
    const start = TEST_NOW + 400 * DAY_MS;
    setClockForTests(() => start);
    const practitioner = await createPractitioner();
    expect((await submit({ practitioner_id: practitioner.id, name: "Old news", rating: 3 })).status).toBe(
      200,
    );
    const [row] = await queued(practitioner.id, await adminNow());
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.pendingReview(row?.id ?? ""),
        ConsistentRead: true,
      }),
    );
    expect(Item?.expiresAt).toBe(Math.floor(start / 1000) + 60 * 24 * 60 * 60);

    setClockForTests(() => start + 60 * DAY_MS - 1000);
    const headers = await adminNow();
    expect(await queued(practitioner.id, headers)).toHaveLength(1);
    // Due: the item is still in the table (no TTL sweep locally), but the queue and decisions skip it.
    setClockForTests(() => start + 60 * DAY_MS);
    expect(await queued(practitioner.id, headers)).toEqual([]);
    const late = await decide(row?.id ?? "", "approve", headers);
    expect(late.status).toBe(404);
    expect((await stored(practitioner.id)).ratingCount).toBe(0);
  });

  it("the queue pages and is for admins only", async () => {
    const practitioner = await createPractitioner();
    for (const name of ["A", "B", "C"]) await submit({ practitioner_id: practitioner.id, name, rating: 4 });
    const first = await queue({ perPage: "1", page: "1" });
    expect(first.body.data.data).toHaveLength(1);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    expect((await queue({ page: "x" })).status).toBe(400);
    const { headers } = await practitionerSession();
    expect((await invoke(handler, apiEvent("GET", "/api/review/queue", { headers }))).status).toBe(403);
    expect((await invoke(handler, apiEvent("GET", "/api/review/queue"))).status).toBe(401);
    const badDecision = await invoke(
      handler,
      apiEvent("POST", "/api/review/decide", {
        headers: admin.headers,
        body: { id: "nope", decision: "maybe" },
      }),
    );
    expect(badDecision.status).toBe(400);
  });
});

describe("a verified review through the emailed link", () => {
  /** A booking on the test Monday, confirmed or declined by the practitioner; its invitation. */
  async function bookedAndDecided(action: "confirm" | "decline") {
    const { practitioner, headers } = await practitionerSession();
    await addToSearchIndex(practitioner);
    const body = bookingBody(practitioner);
    const booked = await invoke(
      bookingHandler,
      apiEvent("POST", "/api/booking/submit", { body, headers: csrfHeader() }),
    );
    expect(booked.status).toBe(201);
    const { id, date } = booked.body.booking as { id: string; date: string };
    const acted = await invoke(
      dashboardHandler,
      apiEvent("POST", `/api/dashboard/bookings/${action}`, { headers, body: { id, date } }),
    );
    expect(acted.status).toBe(200);
    const invitations = (await queuedMailsTo([body.email], { invitations: true })).filter(
      (mail) => mail.kind === "review-invite",
    );
    expect(invitations).toHaveLength(1);
    return { practitioner, email: body.email, invitation: invitations[0] as OutboxItem };
  }

  const endOfAppointment = Date.parse("2026-11-23T07:30:00Z"); // Monday 09:00 SAST + 30 minutes

  it("is due at the appointment's end; sent then; publishes at once, verified, and works once", async () => {
    const { practitioner, email, invitation } = await bookedAndDecided("confirm");
    expect(invitation.GSI2SK?.startsWith(new Date(endOfAppointment).toISOString())).toBe(true);
    // Before the end: not sent.
    expect(await deliverByIds([invitation.id], endOfAppointment - 60_000)).toMatchObject({ sent: 0 });
    expect(await deliverByIds([invitation.id], endOfAppointment + 1000)).toMatchObject({ sent: 1 });
    const mail = (await sesStore()).find((stored) => stored.destination.to.includes(email));
    expect(mail?.subject).toBe(`How was your appointment with ${practitioner.name}?`);
    // The reason for the appointment never leaves the booking.
    expect(mail?.body.text).not.toContain("Trouble sleeping");
    const link = /\/page\/practitioner\/(\d+)\?review=([A-Za-z0-9_-]{43})#reviews/.exec(
      mail?.body.text ?? "",
    );
    expect(link?.[1]).toBe(practitioner.id);
    const token = link?.[2] ?? "";

    // The patient follows the link after the appointment (before it: verified-booking.int.test.ts).
    setClockForTests(() => endOfAppointment + 60_000);
    const other = await createPractitioner();
    const wrong = await submit({ practitioner_id: other.id, name: "Lerato", rating: 5, token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(LINK_OTHER);

    const answer = await submit({
      practitioner_id: practitioner.id,
      name: "Lerato D.",
      rating: 5,
      comment: "Kind and clear.",
      token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe("published");
    expect(await profileReviews(practitioner.id)).toEqual([
      expect.objectContaining({ name: "Lerato D.", rating: 5, verified: true, comment: "Kind and clear." }),
    ]);
    expect((await searchCard(practitioner))?.rating).toBe(5);
    expect(await queued(practitioner.id)).toEqual([]);

    const again = await submit({ practitioner_id: practitioner.id, name: "Lerato D.", rating: 1, token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(LINK_USED);
    expect((await stored(practitioner.id)).ratingCount).toBe(1);
  });

  it("a declined booking gets no invitation", async () => {
    const { email, invitation } = await bookedAndDecided("decline");
    expect(await deliverByIds([invitation.id], endOfAppointment + 1000)).toMatchObject({ sent: 0 });
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.outbox(invitation.id), ConsistentRead: true }),
    );
    expect(Item).toMatchObject({ state: "dropped" });
    expect(Item?.GSI2PK).toBeUndefined();
    expect((await sesStore()).filter((stored) => stored.destination.to.includes(email))).toHaveLength(0);
  });
});

describe("the re-index sweep", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("finishes a re-index a publication left behind, and drops the edge's copies of its pages", async () => {
    const { sweepReindex, SWEEP_AFTER_MS } = await import("./reindex");
    const practitioner = await createPractitioner({ ratingSum: 2, ratingCount: 1 });
    await putReview(practitioner.id, 2);
    await addToSearchIndex(practitioner, [2]);
    // As if the request had died after the publication's transaction: totals moved, index behind.
    const { UpdateCommand } = await import("@aws-sdk/lib-dynamodb");
    const at = new Date(TEST_NOW).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.practitioner(practitioner.id),
        UpdateExpression: "SET ratingSum = :sum, ratingCount = :count, indexedScore = :old",
        ExpressionAttributeValues: { ":sum": 7, ":count": 2, ":old": 200 },
      }),
    );
    await putReview(practitioner.id, 5, "Late");
    await put({
      ...keys.reindexMarker(practitioner.id),
      ...keys.reindexDue(at, practitioner.id),
      practitionerId: practitioner.id,
    });
    // The old card, until the sweep.
    expect((await searchCard(practitioner))?.rating).toBe(2);
    const invalidations = catchInvalidations();
    await sweepReindex(TEST_NOW + SWEEP_AFTER_MS + 1000, createLogger({ test: "sweep" }));
    expect(invalidations.join()).toContain(
      `<Path>/page/practitioner/${practitioner.id}*</Path><Path>/page/search*</Path>`,
    );
    const all = await partition(keys.searchList("name", practitioner.name.toLowerCase()));
    expect(all.filter((item) => item.id === practitioner.id).map((item) => item.SK)).toEqual([
      keys.searchListEntry(350, practitioner.name.toLowerCase(), practitioner.id),
    ]);
    expect((await searchCard(practitioner))?.rating).toBe(4);
    expect((await stored(practitioner.id)).indexedScore).toBeUndefined();
    expect(await partition(keys.reindexMarker(practitioner.id).PK)).toEqual([]);
  });
});
