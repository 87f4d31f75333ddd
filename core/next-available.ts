/**
 * "Next available" as search results and profiles say it (issue 26): in South African time, 24-hour,
 * e.g. "Next available: Tue 1 Dec, 10:00". Shared by the widgets and the server-rendered pages.
 */
import { sastDate, sastTime, shortDate, shortWeekday } from "./sast-time";

/** The search's sort choices besides the default (best rated, or nearest with a place). */
export const SEARCH_SORTS = ["soonest"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** "Tue 1 Dec, 10:00" for a UTC ISO instant. */
export function openTimeText(iso: string): string {
  const ms = Date.parse(iso);
  const date = sastDate(ms);
  return `${shortWeekday(date)} ${shortDate(date)}, ${sastTime(ms)}`;
}

/** No open time within the booking horizon (180 days): said plainly, not as an error. */
export const NO_OPEN_TIME = "No open times online in the next 6 months";

/** The line on a result card or profile. */
export function nextAvailableText(iso: string | null): string {
  return iso === null ? NO_OPEN_TIME : `Next available: ${openTimeText(iso)}`;
}
