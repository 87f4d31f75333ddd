import { currentStatus } from "../../core/booking-lifecycle";
import { addDays, sastDate, weekStart } from "../../core/sast-time";
import type { DashboardGlance } from "../../core/schemas/dashboard";
import { endMs, startMs } from "../booking/booking-view";
import type { BookingItem } from "../data/items";

/** What the glance reads of each booking (the Query projects just these). */
export type GlanceBooking = Pick<BookingItem, "status" | "date" | "time" | "duration">;

/** The glance's dates: today (SAST) and the Saturday ending its week (the site's weeks start on Sunday). */
export function glanceDates(nowMs: number): { today: string; weekLastDay: string } {
  const today = sastDate(nowMs);
  return { today, weekLastDay: addDays(weekStart(today), 6) };
}

/**
 * The counts at the top of the dashboard, from bookings dated today or later: requests still
 * waiting (an expired one is not), and confirmed appointments today and up to Saturday (those that
 * ended today still count: they were today's appointments).
 */
export function glanceCounts(
  bookings: readonly GlanceBooking[],
  nowMs: number,
): Omit<DashboardGlance, "waitlist_waiting"> {
  const { today, weekLastDay } = glanceDates(nowMs);
  const glance: Omit<DashboardGlance, "waitlist_waiting"> = {
    today,
    week_last_day: weekLastDay,
    requests_waiting: 0,
    today_appointments: 0,
    week_appointments: 0,
  };
  for (const booking of bookings) {
    const status = currentStatus(booking.status, startMs(booking), endMs(booking), nowMs);
    if (status === "pending") glance.requests_waiting++;
    if (status !== "confirmed" && status !== "completed") continue;
    if (booking.date === today) glance.today_appointments++;
    if (booking.date >= today && booking.date <= weekLastDay) glance.week_appointments++;
  }
  return glance;
}
