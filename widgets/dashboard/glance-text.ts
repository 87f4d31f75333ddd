import { longDate } from "../../core/sast-time";
import type { DashboardGlance } from "../../core/schemas/dashboard";

/** "1 request waiting", "3 requests waiting", "No requests waiting". */
export function requestsText(count: number): string {
  if (count === 0) return "No requests waiting";
  return `${count} ${count === 1 ? "request" : "requests"} waiting`;
}

/** "No appointments", "1 appointment", "4 appointments". */
export function appointmentsText(count: number): string {
  if (count === 0) return "No appointments";
  return `${count} ${count === 1 ? "appointment" : "appointments"}`;
}

/** What "this week" covers: "Today to Saturday 28 November", or "Today" on a Saturday. */
export function weekSpanText(glance: Pick<DashboardGlance, "today" | "week_last_day">): string {
  if (glance.today === glance.week_last_day) return "Today (the week ends today)";
  return `Today to ${longDate(glance.week_last_day)}`;
}

/** Issue 26: "No one on your waitlist", "1 person waiting", "3 people waiting" (never who). */
export function waitlistText(count: number): string {
  if (count === 0) return "No one on your waitlist";
  return `${count} ${count === 1 ? "person" : "people"} waiting`;
}
