/**
 * Times a practitioner's own change opens (issue 26 item 2: an out-of-office period removed, new
 * availability), offered to the waitlist like a freed time (freed.ts). Bounded so a big change
 * cannot flood patients: nothing is read unless someone is waiting (a count first), and only the
 * earliest few newly open times that suit an active entry are queued (config.ts openedTimesCap),
 * each after the usual settle delay. The round itself checks again that the time is still open.
 */
import { offeredModes, typeOfMode } from "../../core/appointment-modes";
import { NotFoundError } from "../../core/errors";
import { addDays, DAY_MS, sastDate } from "../../core/sast-time";
import {
  BOOKING_HORIZON_DAYS,
  type OutOfOfficePeriod,
  offeredTimes,
  type TimeSlotRecord,
  type WeeklyTemplate,
} from "../../core/slots";
import { suits } from "../../core/waitlist-match";
import { loadSchedule, recordFor, type Schedule, slotContext } from "../booking/availability";
import { errorDetail, type Logger } from "../lib/logger";
import type { TransactItem } from "../lib/transactions";
import { openedTimesCap } from "./config";
import { activeEntries, waitingCount } from "./entries";
import { freedTimeWrite } from "./freed";

/** What the change does to the schedule as read (pure: the change itself is written by the caller). */
export type ScheduleChange = (schedule: Schedule) => Schedule;

/** The open starts of `schedule` from `first` to `last` (SAST dates), in order, as `date` and `time`. */
function openTimes(schedule: Schedule, first: string, last: string, nowMs: number) {
  const context = slotContext(schedule, nowMs);
  const open: { date: string; time: string }[] = [];
  for (let date = first; date <= last; date = addDays(date, 1))
    for (const time of offeredTimes(recordFor(schedule, date), context)) open.push({ date, time });
  return open;
}

/**
 * The outbox actions offering the times `change` opens (empty when nobody waits or nothing opens).
 * Computed before the change is written, so the caller writes both in one transaction.
 */
export async function openedTimeWrites(
  practitionerId: string,
  change: ScheduleChange,
  nowMs: number,
): Promise<TransactItem[]> {
  const cap = openedTimesCap();
  if (cap === 0 || (await waitingCount(practitionerId, nowMs)) === 0) return [];
  const first = sastDate(nowMs);
  const last = sastDate(nowMs + BOOKING_HORIZON_DAYS * DAY_MS);
  let before: Schedule;
  try {
    before = await loadSchedule(practitionerId, first, last);
  } catch (error) {
    if (error instanceof NotFoundError) return [];
    throw error;
  }
  if (!before.practitioner.listed) return [];
  const wasOpen = new Set(openTimes(before, first, last, nowMs).map(({ date, time }) => `${date}T${time}`));
  const opened = openTimes(change(before), first, last, nowMs).filter(
    ({ date, time }) => !wasOpen.has(`${date}T${time}`),
  );
  if (opened.length === 0) return [];
  const entries = await activeEntries(practitionerId, nowMs);
  const types = offeredModes(before.practitioner.appointmentModes).map(typeOfMode);
  return opened
    .filter(({ date, time }) => entries.some((entry) => suits(entry, date, time, types)))
    .slice(0, cap)
    .map(({ date, time }) => freedTimeWrite(practitionerId, date, time, nowMs));
}

/**
 * openedTimeWrites for a change that must not fail for it: a failed look is logged and the change
 * goes ahead without offers (the times stay open and bookable; only the waitlist misses them).
 */
export function openedTimeWritesOrNone(
  practitionerId: string,
  change: ScheduleChange,
  nowMs: number,
  log: Logger,
): Promise<TransactItem[]> {
  return openedTimeWrites(practitionerId, change, nowMs).catch((error: unknown) => {
    log.error("waitlist not offered the times a change opens", { practitionerId, ...errorDetail(error) });
    return [];
  });
}

const samePeriod = (a: OutOfOfficePeriod) => (b: OutOfOfficePeriod) =>
  a.day === b.day && a.second_day === b.second_day && a.time === b.time && a.to_time === b.to_time;

/** An out-of-office period removed, or replaced by `next` (one copy of it: an identical one still counts). */
export function periodChange(removed: OutOfOfficePeriod, next?: OutOfOfficePeriod): ScheduleChange {
  return (schedule) => {
    const outOfOffice = [...schedule.outOfOffice];
    const at = outOfOffice.findIndex(samePeriod(removed));
    if (at >= 0) outOfOffice.splice(at, 1);
    if (next) outOfOffice.push(next);
    return { ...schedule, outOfOffice };
  };
}

/** A new weekly template. */
export const templateChange =
  (template: WeeklyTemplate): ScheduleChange =>
  (schedule) => ({ ...schedule, template });

/** A date's own times saved, or removed (undefined: the date follows the template again). */
export function dateRecordChange(
  date: string,
  record: Omit<TimeSlotRecord, "date"> | undefined,
): ScheduleChange {
  return (schedule) => {
    const dateRecords = new Map(schedule.dateRecords);
    if (record) dateRecords.set(date, record);
    else dateRecords.delete(date);
    return { ...schedule, dateRecords };
  };
}
