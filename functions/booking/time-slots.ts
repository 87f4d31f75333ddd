import { weekDates } from "../../core/sast-time";
import type { TimeSlotsResponse } from "../../core/schemas/booking";
import { timeSlotsQuery } from "../../core/schemas/booking";
import { offeredTimes } from "../../core/slots";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { loadSchedule, recordFor, slotContext } from "./availability";

/**
 * GET /api/practitioner/timeSlots?id&start_date&end_date (a Sunday to the Saturday after it).
 * `practitioner`: each day's record with the times that are open before bookings are considered
 * (past, minimum notice and out-of-office removed); `booking`: that week's pending and confirmed
 * bookings. The widget applies the same core rule to hide the slots the bookings take.
 */
export const timeSlots = httpHandler({ query: timeSlotsQuery }, async ({ query }) => {
  const dates = weekDates(query.start_date);
  const schedule = await loadSchedule(query.id, query.start_date, query.end_date);
  const context = slotContext(schedule, now(), false);
  const practitioner = dates.flatMap((date) => {
    const record = recordFor(schedule, date);
    const times = offeredTimes(record, context);
    return record && times.length > 0 ? [{ ...record, time_slots: times }] : [];
  });
  const response: TimeSlotsResponse = {
    practitioner,
    booking: schedule.bookings.map(({ date, status, duration }) => ({ date, status, duration })),
  };
  return response;
});
