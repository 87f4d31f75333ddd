/**
 * How many minutes a practitioner offered in a month (the monthly report's utilisation, issue 24):
 * every day's own record (a date override, else the weekly template, as the slot rule reads it),
 * without the slots an out-of-office period overlaps. Slots that overlap each other count once:
 * minutes are counted as the 5-minute lock cells the offered slots cover. Whether a slot was booked,
 * or already past, does not matter: offered is what the practitioner made bookable.
 */
import { monthBounds } from "./commission";
import { addDays, sastDate, weekdayOf } from "./sast-time";
import {
  dayRecord,
  inOutOfOffice,
  LOCK_CELL_MINUTES,
  lockCells,
  type OutOfOfficePeriod,
  slotSpan,
  type TimeSlotRecord,
  type WeeklyTemplate,
} from "./slots";

/** The SAST dates of a "YYYY-MM" month, in order. */
export function monthDates(month: string): string[] {
  const { startMs, endMs } = monthBounds(month);
  const last = sastDate(endMs - 1);
  const dates: string[] = [];
  for (let date = sastDate(startMs); date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export function offeredMinutes(
  month: string,
  template: WeeklyTemplate,
  dateRecords: ReadonlyMap<string, Omit<TimeSlotRecord, "date">>,
  outOfOffice: readonly OutOfOfficePeriod[],
): number {
  const cells = new Set<string>();
  for (const date of monthDates(month)) {
    const record = dayRecord(date, weekdayOf(date), template, dateRecords);
    for (const time of record?.time_slots ?? []) {
      const duration = record?.duration ?? 0;
      if (inOutOfOffice(slotSpan(date, time, duration), outOfOffice)) continue;
      for (const cell of lockCells(date, time, duration)) cells.add(cell);
    }
  }
  return cells.size * LOCK_CELL_MINUTES;
}
