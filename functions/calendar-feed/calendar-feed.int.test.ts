/**
 * The practitioner's calendar feed against DynamoDB Local: the address (GET) and its rotation
 * (POST) on the dashboard, and the public feed that address serves, read by ical.js (an outside
 * parser) with one booking in each state. Only the clock is injected (setClockForTests).
 */
import { afterEach, describe, expect, it } from "vitest";
import { handler as bookingHandler } from "../booking/handler";
import { handler } from "../dashboard/handler";
import { setClockForTests } from "../lib/clock";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { apiEvent, invoke, invokeRaw } from "../test/api-event";
import { bearer, createAccount, loginAs, practitionerSession } from "../test/auth-fixtures";
import { clockAtTestNowInEachTest, csrfHeader, MONDAY, TEST_NOW, TUESDAY } from "../test/booking-fixtures";
import { feedOf } from "../test/calendar-file";
import { book, cancel } from "../test/manage-fixtures";
import { feedToken } from "./feed-token";

type Headers = Record<string, string>;
const ROUTE = "/api/dashboard/calendar-feed";

const address = (headers: Headers) => invoke(handler, apiEvent("GET", ROUTE, { headers }));
const rotate = (headers: Headers) => invoke(handler, apiEvent("POST", ROUTE, { headers }));

/** The feed as a calendar app fetches it: no script header, no credentials. */
function fetchFeed(token: string, headers: Headers = {}) {
  const event = apiEvent("GET", `/api/calendar/${token}`, {
    route: "/api/calendar/{token}",
    pathParameters: { token },
    headers,
  });
  delete event.headers["x-requested-with"];
  return invokeRaw(handler, event);
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

function decide(action: "confirm" | "decline", headers: Headers, id: string, date: string) {
  return invoke(
    handler,
    apiEvent("POST", `/api/dashboard/bookings/${action}`, { headers, body: { id, date } }),
  );
}

function reschedule(token: string, date: string) {
  return invoke(
    bookingHandler,
    apiEvent("POST", "/api/booking/reschedule", { body: { token, date }, headers: csrfHeader() }),
  );
}

clockAtTestNowInEachTest();
afterEach(() => setRateLimitsForTests(undefined));

describe("the calendar feed's address", () => {
  it("is a secret https address with a webcal:// twin, the same on every read", async () => {
    const { headers, practitioner } = await practitionerSession();
    const first = await address(headers);
    expect(first.status).toBe(200);
    expect(first.headers["Cache-Control"]).toBe("no-store");
    expect(first.body.url).toMatch(
      new RegExp(`^https?://[^/]+/api/calendar/${practitioner.id}-[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect(first.body.webcal_url).toBe(first.body.url.replace(/^https?:/, "webcal:"));
    expect((await address(headers)).body).toEqual(first.body);
  });

  it("rotates: the new address answers, the old one is a bare 404 from then on", async () => {
    const { headers } = await practitionerSession();
    const old = (await address(headers)).body.url as string;
    expect((await fetchFeed(tokenOf(old))).status).toBe(200);

    const rotated = await rotate(headers);
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(old);
    expect((await address(headers)).body).toEqual(rotated.body);
    expect((await fetchFeed(tokenOf(rotated.body.url))).status).toBe(200);
    const refused = await fetchFeed(tokenOf(old));
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toEqual({ error: "Not found." });
  });

  it("refuses missing, wrong and wrong-role credentials; each practitioner has and rotates only their own", async () => {
    const owner = await practitionerSession();
    const other = await practitionerSession();
    const admin = bearer((await loginAs(await createAccount("admin"))).access_token);
    for (const call of [address, rotate]) {
      expect((await call({})).status).toBe(401);
      expect((await call(bearer("not-a-token"))).status).toBe(401);
      expect((await call(admin)).status).toBe(403);
    }
    const mine = (await address(owner.headers)).body.url;
    const theirs = (await address(other.headers)).body.url;
    expect(theirs).not.toBe(mine);
    expect(theirs).toContain(`/${other.practitioner.id}-`);
    await rotate(other.headers);
    expect((await address(owner.headers)).body.url).toBe(mine);

    const unlinked = bearer(
      (await loginAs(await createAccount("practitioner", { practitionerId: undefined }))).access_token,
    );
    expect((await address(unlinked)).status).toBe(403);
    // A login whose listing is gone: 404, and rotating creates no bare listing.
    const orphan = bearer((await loginAs(await createAccount("practitioner"))).access_token);
    expect((await rotate(orphan)).status).toBe(404);
    expect((await address(orphan)).status).toBe(404);
  });
});

describe("the feed", () => {
  it("lists each booking once, by its state, parsed by ical.js, with nothing private in it", async () => {
    const { headers, practitioner } = await practitionerSession();
    const pending = await book(practitioner, {
      date: `${MONDAY} 09:00`,
      first_name: "Thabo",
      last_name: "mokoena",
    });
    const confirmed = await book(practitioner, { date: `${MONDAY} 09:30`, type: 1 });
    const cancelled = await book(practitioner, { date: `${MONDAY} 10:00` });
    const declined = await book(practitioner, { date: `${MONDAY} 10:30` });
    const moved = await book(practitioner, { date: `${TUESDAY} 09:00`, duration: 60 });
    expect((await decide("confirm", headers, confirmed.booking.id, `${MONDAY} 09:30`)).status).toBe(200);
    expect((await cancel(cancelled.token)).status).toBe(200);
    expect((await decide("decline", headers, declined.booking.id, `${MONDAY} 10:30`)).status).toBe(200);
    expect((await decide("confirm", headers, moved.booking.id, `${TUESDAY} 09:00`)).status).toBe(200);
    const confirmedMoved = feedOf((await fetchFeed(tokenOf((await address(headers)).body.url))).body);
    expect((await reschedule(moved.token, `${TUESDAY} 10:00`)).status).toBe(200);

    const answer = await fetchFeed(tokenOf((await address(headers)).body.url));
    expect(answer.status).toBe(200);
    expect(answer.headers["Content-Type"]).toBe("text/calendar; charset=utf-8");
    expect(answer.headers["Cache-Control"]).toBe("private, max-age=300");
    const feed = feedOf(answer.body);
    expect(feed).toMatchObject({ name: "Vula Health appointments", version: "2.0", refresh: "PT1H" });
    const byUid = new Map(feed.events.map((event) => [event.uid, event]));
    const eventOf = (booking: { booking: { id: string } }) =>
      byUid.get(`${booking.booking.id}.practice@vulahealth.co.za`);
    expect(feed.events).toHaveLength(5);
    // 09:00 SAST is 07:00 UTC.
    expect(eventOf(pending)).toMatchObject({
      status: "TENTATIVE",
      sequence: 0,
      summary: "Requested: Thabo M. (in person)",
      startMs: Date.parse(`${MONDAY}T07:00:00Z`),
      endMs: Date.parse(`${MONDAY}T07:30:00Z`),
      stampMs: TEST_NOW,
      lastModifiedMs: TEST_NOW,
    });
    expect(eventOf(confirmed)).toMatchObject({
      status: "CONFIRMED",
      sequence: 1,
      summary: "Lerato D. (virtual)",
    });
    expect(eventOf(cancelled)).toMatchObject({
      status: "CANCELLED",
      sequence: 2,
      summary: "Cancelled: Lerato D. (in person)",
    });
    expect(eventOf(declined)).toMatchObject({
      status: "CANCELLED",
      sequence: 2,
      summary: "Declined: Lerato D. (in person)",
    });
    // Moved: the same UID at the new time, with a higher SEQUENCE than before the move.
    const before = confirmedMoved.events.find((event) => event.uid === eventOf(moved)?.uid);
    expect(before).toMatchObject({ startMs: Date.parse(`${TUESDAY}T07:00:00Z`) });
    expect(eventOf(moved)?.startMs).toBe(Date.parse(`${TUESDAY}T08:00:00Z`));
    expect(eventOf(moved)?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);

    for (const secret of [
      pending.body.reason_for_appointment,
      pending.body.email,
      pending.body.cellphone_number,
      "mokoena",
      "Dlamini",
      "Cash/Card",
    ]) {
      expect(answer.body.toLowerCase()).not.toContain(String(secret).toLowerCase());
    }
  });

  it("shows a request nobody answered as not confirmed once its time came, and reaches back 30 days only", async () => {
    const { headers, practitioner } = await practitionerSession();
    // Booked six weeks before the test's Monday, for the Monday two weeks after that.
    setClockForTests(() => TEST_NOW - 42 * 86_400_000);
    const old = await book(practitioner, { date: "2026-10-26 09:00" });
    const url = (await address(headers)).body.url;
    setClockForTests(() => Date.parse("2026-10-27T06:00:00Z"));
    const [expired] = feedOf((await fetchFeed(tokenOf(url))).body).events;
    expect(expired).toMatchObject({
      uid: `${old.booking.id}.practice@vulahealth.co.za`,
      status: "CANCELLED",
      sequence: 2,
      summary: "Not confirmed: Lerato D. (in person)",
      // It changed when its time came, not when it was booked.
      lastModifiedMs: Date.parse("2026-10-26T07:00:00Z"),
    });
    // 27 days after the appointment it is still there; 32 days after, it is gone.
    setClockForTests(() => TEST_NOW);
    expect(feedOf((await fetchFeed(tokenOf(url))).body).events).toHaveLength(1);
    setClockForTests(() => Date.parse("2026-11-27T06:00:00Z"));
    expect(feedOf((await fetchFeed(tokenOf(url))).body).events).toHaveLength(0);
  });

  it("answers 304 to a fetch that already has this version (ETag)", async () => {
    const { headers, practitioner } = await practitionerSession();
    await book(practitioner);
    const token = tokenOf((await address(headers)).body.url);
    const first = await fetchFeed(token);
    const etag = first.headers.ETag ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetchFeed(token, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    await book(practitioner, { date: `${MONDAY} 10:00` });
    expect((await fetchFeed(token, { "if-none-match": etag })).status).toBe(200);
  });

  it("answers a bare 404 to forged, garbled and other practitioners' tokens", async () => {
    const { headers, practitioner } = await practitionerSession();
    const other = await practitionerSession();
    const token = tokenOf((await address(headers)).body.url);
    const mac = token.slice(token.indexOf("-") + 1, -".ics".length);
    const forged = [
      "x",
      ".ics",
      token.replace(/\.ics$/, ""),
      `${token}x`,
      `${practitioner.id}-${"A".repeat(43)}.ics`,
      `${other.practitioner.id}-${mac}.ics`,
      feedToken("another-secret", practitioner.id, 0),
      feedToken(process.env.SIGNING_SECRET ?? "", practitioner.id, 1),
      `999999999999-${mac}.ics`,
      `${token}${"A".repeat(5000)}`,
      encodeURIComponent("../../etc/passwd"),
    ];
    for (const guess of forged) {
      const refused = await fetchFeed(guess);
      expect({ guess, status: refused.status }).toEqual({ guess, status: 404 });
      expect(JSON.parse(refused.body)).toEqual({ error: "Not found." });
    }
    expect((await fetchFeed(token)).status).toBe(200);
  });

  it("limits fetches per feed (429 with Retry-After), counting only verified ones", async () => {
    const owner = await practitionerSession();
    const other = await practitionerSession();
    const token = tokenOf((await address(owner.headers)).body.url);
    setRateLimitsForTests({ "calendar-feed": { max: 2 } });
    expect((await fetchFeed(`${owner.practitioner.id}-${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await fetchFeed(token)).status).toBe(200);
    expect((await fetchFeed(token)).status).toBe(200);
    const limited = await fetchFeed(token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body).error).toBe(
      "This calendar was fetched too often. Your calendar app will try again later.",
    );
    // Another practitioner's feed has its own allowance; a new address starts a new one.
    expect((await fetchFeed(tokenOf((await address(other.headers)).body.url))).status).toBe(200);
    expect((await fetchFeed(tokenOf((await rotate(owner.headers)).body.url))).status).toBe(200);
  });
});
