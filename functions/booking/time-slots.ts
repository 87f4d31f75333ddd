import { BadRequestError } from "../../core/errors";
import { longDate, weekDates } from "../../core/sast-time";
import type { TimeSlotsResponse } from "../../core/schemas/booking";
import { bookableWeeks, offeredTimes } from "../../core/slots";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { heldStarts } from "../waitlist/holds";
import { loadSchedule, recordFor, slotContext } from "./availability";
import { endMs, statusNow } from "./booking-view";

/**
 * Only weeks a patient can book in: from this week to the one holding the horizon's last day. Older
 * and later weeks have nothing to offer, and answering them would list when a practitioner saw
 * patients (docs/security.md).
 */
function checkWeek(startDate: string, nowMs: number): void {
  const { first, last } = bookableWeeks(nowMs);
  if (startDate >= first && startDate <= last) return;
  const message = `Please choose a week between the week of ${longDate(first)} and the week of ${longDate(last)}.`;
  throw new BadRequestError(message, { start_date: message });
}

/**
 * GET /api/practitioner/timeSlots?id&start_date&end_date (a Sunday to the Saturday after it, between
 * this week and the booking horizon). `practitioner`: each day's record with the times that are open
 * before bookings are considered (past, minimum notice and out-of-office removed); `booking`: that
 * week's bookings still holding time (date, status, duration only), so the widget applies the same
 * core rule to hide the slots they take. Bookings that have ended are left out.
 */
export const timeSlots = httpHandler({ route: "GET /api/practitioner/timeSlots" }, async ({ query }) => {
  const nowMs = now();
  checkWeek(query.start_date, nowMs);
  const dates = weekDates(query.start_date);
  const [schedule, held] = await Promise.all([
    loadSchedule(query.id, query.start_date, query.end_date),
    // Issue 26: a time held for waitlist offers is not shown as open.
    heldStarts(query.id, `${query.start_date}T00:00`, `${query.end_date}T23:59`, nowMs),
  ]);
  const context = slotContext(schedule, nowMs, false);
  const practitioner = dates.flatMap((date) => {
    const record = recordFor(schedule, date);
    const times = offeredTimes(record, context).filter((time) => !held.includes(`${date}T${time}`));
    return record && times.length > 0 ? [{ ...record, time_slots: times }] : [];
  });
  const response: TimeSlotsResponse = {
    practitioner,
    booking: schedule.bookings
      .filter(({ item }) => endMs(item) > nowMs)
      .map(({ date, item, duration }) => ({ date, status: statusNow(item, nowMs), duration })),
  };
  return response;
});
