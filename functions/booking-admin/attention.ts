import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { addDays, DAY_MS, sastDate, sastTime } from "../../core/sast-time";
import type { AdminAttention } from "../../core/schemas/admin-bookings";
import { BOOKING_HORIZON_DAYS } from "../../core/slots";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryCount } from "../lib/query-all";
import { queueQuery } from "../reviews/moderation";
import { monthsBetween } from "./bookings-list";

/** A request unanswered this long needs an admin's nudge (the practitioner was nudged at 12 h). */
export const WAITING_TOO_LONG_MS = DAY_MS;

/** How many bookings of GSI3 start between `from` and `to` (SAST "YYYY-MM-DDTHH:mm") and pass `filter`. */
async function countBookings(from: string, to: string, filter: Omit<QueryCommandInput, "TableName">) {
  const counts = await Promise.all(
    monthsBetween(from, to).map((month) =>
      queryCount({
        TableName: tableName(),
        IndexName: "GSI3",
        KeyConditionExpression: "GSI3PK = :pk AND GSI3SK BETWEEN :from AND :to",
        ...filter,
        ExpressionAttributeNames: { "#status": "status", ...filter.ExpressionAttributeNames },
        ExpressionAttributeValues: {
          ":pk": keys.bookingsMonthPartition(month),
          ":from": from,
          ":to": `${to}~`,
          ...filter.ExpressionAttributeValues,
        },
      }),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

const gsi1Count = (partition: string) =>
  queryCount({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": partition },
  });

/**
 * GET /api/booking/admin/attention (admin): the admin home's counts, each a bounded indexed read.
 * Waiting requests: pending, made over 24 h ago, still ahead (GSI3 from now to the booking horizon,
 * filtered); today: today's pending and confirmed bookings; applications: new registration
 * requests; reviews: the moderation queue; mails: outbox items whose last send failed.
 */
export const adminAttention = httpHandler(
  { route: "GET /api/booking/admin/attention" },
  async (): Promise<AdminAttention> => {
    const nowMs = now();
    const today = sastDate(nowMs);
    const nowStart = `${today}T${sastTime(nowMs)}`;
    const holding = { ":pending": "pending", ":confirmed": "confirmed" };
    const [waiting, todays, applications, reviews, mails] = await Promise.all([
      countBookings(nowStart, addDays(today, BOOKING_HORIZON_DAYS + 1), {
        FilterExpression: "#status = :pending AND createdAt < :made",
        ExpressionAttributeValues: {
          ":pending": "pending",
          ":made": new Date(nowMs - WAITING_TOO_LONG_MS).toISOString(),
        },
      }),
      countBookings(today, today, {
        FilterExpression: "#status IN (:pending, :confirmed)",
        ExpressionAttributeValues: holding,
      }),
      gsi1Count(keys.registrationRequestStatePartition("new")),
      queryCount(queueQuery(nowMs)),
      gsi1Count(keys.failingMails),
    ]);
    return {
      waiting_requests: waiting,
      today_bookings: todays,
      applications_waiting: applications,
      reviews_waiting: reviews,
      mails_failing: mails,
    };
  },
);
