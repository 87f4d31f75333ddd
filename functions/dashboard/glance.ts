import { addDays } from "../../core/sast-time";
import { BOOKING_HORIZON_DAYS } from "../../core/slots";
import { keys } from "../data/keys";
import { ownPractitionerId } from "../lib/authorise";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { waitingCount } from "../waitlist/entries";
import { NOT_LINKED } from "./bookings";
import { type GlanceBooking, glanceCounts, glanceDates } from "./glance-counts";

/**
 * GET /api/dashboard/glance: the counts at the top of the dashboard. One Query of the caller's own
 * partition from today to the booking horizon (no request can lie beyond it), projected to what
 * the counts need: no names, contact details or reason leave the table for it. And a COUNT of the
 * practitioner's active waitlist entries.
 */
export const getGlance = httpHandler({ route: "GET /api/dashboard/glance" }, async ({ user }) => {
  const practitionerId = ownPractitionerId(user, NOT_LINKED);
  const nowMs = now();
  const { today } = glanceDates(nowMs);
  const bookings = await queryAll<GlanceBooking>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":from": `${keys.bookingPrefix}${today}`,
      ":to": `${keys.bookingPrefix}${addDays(today, BOOKING_HORIZON_DAYS)}~`,
    },
    ProjectionExpression: "#status, #date, #time, #duration",
    ExpressionAttributeNames: {
      "#status": "status",
      "#date": "date",
      "#time": "time",
      "#duration": "duration",
    },
    ConsistentRead: true,
  });
  // Issue 26: the waitlist's size, never who is on it.
  return { ...glanceCounts(bookings, nowMs), waitlist_waiting: await waitingCount(practitionerId, nowMs) };
});
