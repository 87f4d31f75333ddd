/**
 * Out-of-office over booked time (issue 25 item 6; docs/decisions.md "Daily use (issue 25)"). A
 * period that covers pending or confirmed bookings that have not ended is refused (409 with its
 * `clashes`) unless the request says `cancel_clashing: true`; then those bookings are cancelled as
 * an admin deactivation cancels them (cancelBookings: changeStatus, the patient's cancellation mail)
 * and the period is saved.
 */
import { ConflictError } from "../../core/errors";
import {
  CLASHES_UNFINISHED,
  type Clash,
  clashMessage,
  LATE_CLASH_UNFINISHED,
  OOO_MAX_CANCEL_CLASHING,
  tooManyClashesMessage,
} from "../../core/out-of-office-clashes";
import { addDays } from "../../core/sast-time";
import type { OutOfOfficeBody } from "../../core/schemas/out-of-office";
import { BLOCKING_STATUSES, inOutOfOffice, slotSpan } from "../../core/slots";
import { endMs } from "../booking/booking-view";
import { cancelBookings } from "../booking/cancel-upcoming";
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import type { AuthUser } from "../lib/authorise";
import { tableName } from "../lib/db";
import { errorDetail, type Logger } from "../lib/logger";
import { queryAll } from "../lib/query-all";
import { readPractitioner } from "../practitioner-admin/practitioner-item";
import { UnfinishedError } from "../practitioner-admin/status-job";

/**
 * The practitioner's pending and confirmed bookings that overlap the period and have not ended,
 * soonest first. One strongly consistent Query over the period's days (from the day before: an
 * appointment late that evening may run past midnight into the period).
 */
export async function clashingBookings(
  practitionerId: string,
  period: OutOfOfficeBody,
  nowMs: number,
): Promise<BookingItem[]> {
  const bookings = await queryAll<BookingItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":from": `${keys.bookingPrefix}${addDays(period.day, -1)}`,
      ":to": `${keys.bookingPrefix}${period.second_day}~`,
    },
    ConsistentRead: true,
  });
  return bookings.filter(
    (booking) =>
      BLOCKING_STATUSES.includes(booking.status) &&
      endMs(booking) > nowMs &&
      inOutOfOffice(slotSpan(booking.date, booking.time, booking.duration), [period]),
  );
}

function clashOf(booking: BookingItem): Clash {
  return { id: booking.id, date: `${booking.date} ${booking.time}`, first_name: booking.firstName };
}

/**
 * Saves a period through `save`, minding the bookings it covers. Without `cancel_clashing`: 409 with
 * the clashes, nothing saved. With it: the clashes are cancelled first (more than
 * OOO_MAX_CANCEL_CLASHING: 409, nothing cancelled), then the period is saved, then whatever was
 * booked in it meanwhile (between the read and the save) is cancelled too. Returns how many bookings
 * were cancelled (undefined without `cancel_clashing`).
 */
export async function saveMindingClashes<T>(
  practitionerId: string,
  body: OutOfOfficeBody,
  user: AuthUser,
  nowMs: number,
  log: Logger,
  save: () => Promise<T>,
): Promise<{ saved: T; cancelled: number | undefined }> {
  const clashes = await clashingBookings(practitionerId, body, nowMs);
  if (!body.cancel_clashing) {
    if (clashes.length > 0) {
      throw new ConflictError(clashMessage(clashes.length), { clashes: clashes.map(clashOf) });
    }
    return { saved: await save(), cancelled: undefined };
  }
  if (clashes.length > OOO_MAX_CANCEL_CLASHING) {
    throw new ConflictError(tooManyClashesMessage(clashes.length), { clashes: clashes.map(clashOf) });
  }
  const cancel = async (bookings: BookingItem[], unfinished: string): Promise<number> => {
    if (bookings.length === 0) return 0;
    try {
      const practitioner = await readPractitioner(practitionerId);
      return await cancelBookings(bookings, practitioner, user.role, nowMs, log);
    } catch (error) {
      log.error("out-of-office: cancelling clashing bookings unfinished", {
        practitionerId,
        ...errorDetail(error),
      });
      throw new UnfinishedError(unfinished);
    }
  };
  const first = await cancel(clashes, CLASHES_UNFINISHED);
  const saved = await save();
  // A request placed between the read above and the save: the calendar refuses new ones from now on.
  const late = await cancel(await clashingBookings(practitionerId, body, nowMs), LATE_CLASH_UNFINISHED);
  log.info("out-of-office: clashing bookings cancelled", { practitionerId, cancelled: first + late });
  return { saved, cancelled: first + late };
}
