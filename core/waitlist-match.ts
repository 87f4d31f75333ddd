/**
 * Which freed times suit a waitlist entry (issue 26): the day of the week, the part of the day and
 * in person or virtual. An entry that left days or parts out takes any.
 */
import { weekdayOf } from "./sast-time";

export type PartOfDay = "morning" | "afternoon" | "evening";

/** Before 12:00 morning, before 17:00 afternoon, from 17:00 evening (SAST, as the calendar shows). */
export function partOfDay(time: string): PartOfDay {
  if (time < "12:00") return "morning";
  return time < "17:00" ? "afternoon" : "evening";
}

export interface Wish {
  type: 0 | 1;
  weekdays: readonly number[];
  partsOfDay: readonly PartOfDay[];
}

/** Whether a time on `date` at `time` of `type` (0 in person, 1 virtual) suits the wish. */
export function suits(wish: Wish, date: string, time: string, types: readonly (0 | 1)[]): boolean {
  if (!types.includes(wish.type)) return false;
  if (wish.weekdays.length > 0 && !wish.weekdays.includes(weekdayOf(date))) return false;
  return wish.partsOfDay.length === 0 || wish.partsOfDay.includes(partOfDay(time));
}
