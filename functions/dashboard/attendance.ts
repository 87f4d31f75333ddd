/**
 * POST /api/dashboard/bookings/attendance (issue 24): after a confirmed appointment has ended, its
 * practitioner marks whether the patient came. One transaction writes the mark, the patient's
 * no-show count with this practitioner, the report's counters and a verified review's mark, each on
 * condition of what was read, so a change racing it is refused rather than overwritten.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError, NotFoundError } from "../../core/errors";
import { addDays, DAY_MS, sastDate } from "../../core/sast-time";
import type { AttendanceMark, BookingActionResponse } from "../../core/schemas/dashboard";
import { endMs } from "../booking/booking-view";
import { ERASED_BOOKING } from "../booking/status-change";
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { ownPractitionerId } from "../lib/authorise";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { reportCounterWrites } from "../reports/counters";
import { attendanceVerification } from "../reviews/withdraw-verification";
import { NOT_LINKED, ownBooking, row } from "./bookings";
import { noShowCountChange } from "./no-show-counts";

/** How long after an appointment ends its attendance may be marked or corrected (a quarter). */
export const MARKING_WINDOW_DAYS = 90;

export const MARKED: Record<AttendanceMark, string> = {
  attended: "Marked as attended.",
  no_show: "Marked as a no-show.",
};
export const NOT_ENDED = "This appointment has not ended yet. You can mark attendance once it is over.";
export const TOO_OLD = `This appointment ended more than ${MARKING_WINDOW_DAYS} days ago, so its attendance can no longer be changed.`;
export const NOT_FOUND_IN_WINDOW = `We could not find this booking among your appointments of the last ${MARKING_WINDOW_DAYS} days.`;
/** Only a confirmed appointment took place; a cancelled one never counts as a no-show. */
export function notHeld(status: BookingItem["status"]): string {
  if (status === "cancelled")
    return "This booking was cancelled, so there is no attendance to mark. A cancellation is never a no-show.";
  if (status === "declined") return "This booking was declined, so there is no attendance to mark.";
  return "This request was never confirmed, so there is no attendance to mark.";
}

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

/** Why this booking cannot take a mark now, or null. */
function refusal(booking: BookingItem, nowMs: number): string | null {
  if (booking.erasedAt) return ERASED_BOOKING;
  if (booking.status !== "confirmed") return notHeld(booking.status);
  if (endMs(booking) > nowMs) return NOT_ENDED;
  if (endMs(booking) + MARKING_WINDOW_DAYS * DAY_MS < nowMs) return TOO_OLD;
  return null;
}

/** Writes the mark (the caller checked `refusal`); the booking as it now is. The seed's history uses it too. */
export async function recordAttendance(booking: BookingItem, to: AttendanceMark, nowMs: number): Promise<BookingItem> {
  const at = new Date(nowMs).toISOString();
  const updated: BookingItem = { ...booking, attendance: to, attendanceAt: at, updatedAt: at };
  const delta = (to === "no_show" ? 1 : 0) - (booking.attendance === "no_show" ? 1 : 0);
  const review = await attendanceVerification(booking, to, at);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: { PK: booking.PK, SK: booking.SK },
              UpdateExpression: "SET attendance = :to, attendanceAt = :at, updatedAt = :at",
              // As read: still confirmed, not erased, and marked as it was (a second tab's mark is refused).
              ConditionExpression:
                "#status = :confirmed AND attribute_not_exists(erasedAt) AND " +
                (booking.attendance ? "attendance = :was" : "attribute_not_exists(attendance)") +
                review.bookingCondition,
              ExpressionAttributeNames: { "#status": "status" },
              ExpressionAttributeValues: {
                ":to": to,
                ":at": at,
                ":confirmed": "confirmed",
                ...(booking.attendance ? { ":was": booking.attendance } : {}),
              },
            },
          },
          ...(delta !== 0 ? [noShowCountChange(booking, delta)] : []),
          ...review.parts,
          ...reportCounterWrites(booking, updated),
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name !== "TransactionCanceledException") throw error;
    throw new ConflictError("This booking changed a moment ago. Please reload the page and try again.");
  }
  if (review.changedPage) await publicPageChanged([review.changedPage]);
  return updated;
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
      booking.attendance === body.attendance ? booking : await recordAttendance(booking, body.attendance, nowMs);
    if (current !== booking)
      log.info("attendance marked", { bookingId: booking.id, practitionerId, attendance: body.attendance });
    const schemes = await schemeNames();
    return {
      success: MARKED[body.attendance],
      data: row(current, schemes, nowMs),
    } satisfies BookingActionResponse;
  },
);
