import { NotFoundError } from "../../core/errors";
import { addDays, sastDate, weekdayOf } from "../../core/sast-time";
import {
  BLOCKING_STATUSES,
  type BookingMark,
  DEFAULT_MIN_NOTICE_MINUTES,
  dayRecord,
  type OutOfOfficePeriod,
  type SlotContext,
  type TimeSlotRecord,
  type WeeklyTemplate,
} from "../../core/slots";
import type {
  BookingItem,
  DateSlotsItem,
  OutOfOfficeItem,
  PractitionerItem,
  WeeklyAvailabilityItem,
} from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";

export const PRACTITIONER_NOT_FOUND = "We could not find this practitioner. They may no longer be listed.";

/** Everything the slot rule needs about one practitioner over a range of dates. */
export interface Schedule {
  practitioner: PractitionerItem;
  template: WeeklyTemplate;
  dateRecords: Map<string, Omit<TimeSlotRecord, "date">>;
  outOfOffice: OutOfOfficePeriod[];
  bookings: (BookingMark & { item: BookingItem })[];
}

function between(practitionerId: string, from: string, to: string) {
  return {
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    ExpressionAttributeValues: { ":pk": keys.practitioner(practitionerId).PK, ":from": from, ":to": to },
    ConsistentRead: true,
  };
}

/**
 * A practitioner's own times from `firstDate` to `lastDate` (SAST, inclusive): the date records and
 * the out-of-office periods that reach into the range or the day before (one Query each, side by
 * side, strongly consistent). The schedule below and the monthly report's offered minutes read it.
 */
export async function ownTimesBetween(
  practitionerId: string,
  firstDate: string,
  lastDate: string,
): Promise<Pick<Schedule, "dateRecords" | "outOfOffice">> {
  const [slotItems, oooItems] = await Promise.all([
    queryAll<DateSlotsItem>(between(practitionerId, `SLOTS#${firstDate}`, `SLOTS#${lastDate}`)),
    queryAll<OutOfOfficeItem>({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :ooo)",
      ExpressionAttributeValues: { ":pk": keys.practitioner(practitionerId).PK, ":ooo": "OOO#" },
      ConsistentRead: true,
    }),
  ]);
  return {
    dateRecords: new Map(
      slotItems.map((item) => [item.date, { time_slots: item.timeSlots, duration: item.duration }]),
    ),
    outOfOffice: oooItems
      .filter((item) => item.secondDay >= addDays(firstDate, -1))
      .map((item) => ({ day: item.day, second_day: item.secondDay, time: item.time, to_time: item.toTime })),
  };
}

/**
 * Reads a practitioner's schedule from `firstDate` to `lastDate` (SAST, inclusive): profile and
 * weekly template (one BatchGet), their own times (ownTimesBetween) and bookings (one Query), side
 * by side, strongly consistent. Bookings starting the day before are read too, so a late booking
 * that runs past midnight still blocks. Unknown or deactivated practitioners: 404.
 */
export async function loadSchedule(
  practitionerId: string,
  firstDate: string,
  lastDate: string,
): Promise<Schedule> {
  const [found, own, bookingItems] = await Promise.all([
    batchGetAll<Record<string, unknown>>(
      [keys.practitioner(practitionerId), keys.weeklyAvailability(practitionerId)],
      true,
    ),
    ownTimesBetween(practitionerId, firstDate, lastDate),
    queryAll<BookingItem>(
      between(
        practitionerId,
        `${keys.bookingPrefix}${addDays(firstDate, -1)}`,
        `${keys.bookingPrefix}${lastDate}~`,
      ),
    ),
  ]);
  const practitioner = found.find((item) => item.SK === "PROFILE") as PractitionerItem | undefined;
  if (!practitioner?.isActive) throw new NotFoundError(PRACTITIONER_NOT_FOUND);
  const weekly = found.find((item) => item.SK === "AVAIL#WEEK") as WeeklyAvailabilityItem | undefined;
  return {
    practitioner,
    template: weekly?.days ?? {},
    ...own,
    bookings: bookingItems
      .filter((item) => BLOCKING_STATUSES.includes(item.status))
      .map((item) => ({
        date: `${item.date} ${item.time}`,
        status: item.status,
        duration: item.duration,
        item,
      })),
  };
}

export function recordFor(schedule: Schedule, date: string): TimeSlotRecord | null {
  return dayRecord(date, weekdayOf(date), schedule.template, schedule.dateRecords);
}

export function slotContext(schedule: Schedule, nowMs: number, withBookings = true): SlotContext {
  return {
    bookings: withBookings ? schedule.bookings : [],
    outOfOffice: schedule.outOfOffice,
    nowMs,
    minNoticeMinutes: schedule.practitioner.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES,
  };
}

export function today(nowMs: number): string {
  return sastDate(nowMs);
}
