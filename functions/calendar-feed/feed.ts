import { createHash } from "node:crypto";
import { NotFoundError } from "../../core/errors";
import { calendarFeed as calendarFile } from "../../core/ics";
import { addDays, sastDate } from "../../core/sast-time";
import { siteConfig } from "../../core/site-config";
import { BOOKING_HORIZON_DAYS } from "../../core/slots";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { respondText } from "../lib/http-response";
import { queryAll } from "../lib/query-all";
import { enforceRateLimit } from "../lib/rate-limit";
import { feedListing } from "./feed-address";
import { FEED_FIELDS, type FeedBooking, feedEvent } from "./feed-events";
import { claimedPractitioner, feedTokenMatches } from "./feed-token";

/** How far back the feed reaches: last month's appointments stay in the calendar. */
export const FEED_DAYS_BACK = 30;
/** Asked of calendar apps; Google Calendar keeps its own pace (8-24 hours) whatever this says. */
const REFRESH_MINUTES = 60;
const CONTENT_TYPE = "text/calendar; charset=utf-8";

/** The bookings from FEED_DAYS_BACK days ago to the booking horizon: one Query of the partition's range. */
async function feedBookings(practitionerId: string, nowMs: number): Promise<FeedBooking[]> {
  const today = sastDate(nowMs);
  const names = Object.fromEntries(FEED_FIELDS.map((field) => [`#${field}`, field]));
  return queryAll<FeedBooking>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":from": `${keys.bookingPrefix}${addDays(today, -FEED_DAYS_BACK)}`,
      ":to": `${keys.bookingPrefix}${addDays(today, BOOKING_HORIZON_DAYS)}~`,
    },
    ProjectionExpression: Object.keys(names).join(", "),
    ExpressionAttributeNames: names,
  });
}

/**
 * GET /api/calendar/{token}: the practitioner's appointments as a subscribed calendar. Any token
 * that is not the current one (malformed, forged, rotated, a deleted listing) gets the same bare
 * 404. The per-feed allowance is taken only after the token holds, so a stranger cannot use it up.
 */
export const calendarFeed = httpHandler(
  { route: "GET /api/calendar/{token}", cacheControl: "private, max-age=300" },
  async ({ path, headers }) => {
    const practitionerId = claimedPractitioner(path.token);
    const listing = practitionerId ? await feedListing(practitionerId) : undefined;
    const version = listing?.calendarFeedVersion ?? 0;
    if (
      !practitionerId ||
      !listing ||
      !feedTokenMatches(env().signingSecret, path.token, practitionerId, version)
    )
      throw new NotFoundError();
    const nowMs = now();
    await enforceRateLimit("calendar-feed", `${practitionerId}:${version}`, nowMs);
    const bookings = await feedBookings(practitionerId, nowMs);
    const dashboardUrl = `${env().siteUrl}/dashboard`;
    const ics = calendarFile({
      name: `${siteConfig.brandName} appointments`,
      refreshMinutes: REFRESH_MINUTES,
      events: bookings.map((booking) => feedEvent(booking, nowMs, dashboardUrl)),
    });
    const etag = `"${createHash("sha256").update(ics).digest("base64url").slice(0, 32)}"`;
    if (headers["if-none-match"] === etag) return respondText(304, "", CONTENT_TYPE, { ETag: etag });
    return respondText(200, ics, CONTENT_TYPE, { ETag: etag });
  },
);
