/**
 * POST /api/dashboard/bookings/attendance (issue 24): after a confirmed appointment has ended, its
 * practitioner marks whether the patient came (attendance-mark.ts holds the rules and the write).
 */
import { ConflictError, NotFoundError } from "../../core/errors";
import { addDays, sastDate } from "../../core/sast-time";
import type { BookingActionResponse } from "../../core/schemas/dashboard";
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { ownPractitionerId } from "../lib/authorise";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import {
  MARKED,
  MARKING_WINDOW_DAYS,
  NOT_FOUND_IN_WINDOW,
  recordAttendance,
  refusal,
} from "./attendance-mark";
import { NOT_LINKED, ownBooking, row } from "./bookings";

/**
 * Without its start the booking is looked for among the practitioner's bookings that may be marked
 * now: one Query of their partition over the marking window (a day more for an appointment running
 * past midnight), filtered by the id. Never a scan.
 */
async function bookingInWindow(practitionerId: string, id: string, nowMs: number): Promise<BookingItem> {
  const today = sastDate(nowMs);
  const [booking] = await queryAll<BookingItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    FilterExpression: "id = :id",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":from": `${keys.bookingPrefix}${addDays(today, -MARKING_WINDOW_DAYS - 1)}`,
      ":to": `${keys.bookingPrefix}${today}~`,
      ":id": id,
    },
    ConsistentRead: true,
  });
  if (!booking) throw new NotFoundError(NOT_FOUND_IN_WINDOW);
  return booking;
}

export const markAttendance = httpHandler(
  { route: "POST /api/dashboard/bookings/attendance" },
  async ({ body, user, log }) => {
    const practitionerId = ownPractitionerId(user, NOT_LINKED);
    const nowMs = now();
    const booking = body.date
      ? (await ownBooking(practitionerId, body.id, body.date)).booking
      : await bookingInWindow(practitionerId, body.id, nowMs);
    const refused = refusal(booking, nowMs);
    if (refused) throw new ConflictError(refused);
    // The same mark again changes nothing (a double tap, a retry).
    const current =
      booking.attendance === body.attendance
        ? booking
        : await recordAttendance(booking, body.attendance, nowMs);
    if (current !== booking)
      log.info("attendance marked", { bookingId: booking.id, practitionerId, attendance: body.attendance });
    const schemes = await schemeNames();
    return {
      success: MARKED[body.attendance],
      data: row(current, schemes, nowMs),
    } satisfies BookingActionResponse;
  },
);
