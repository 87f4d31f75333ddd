/**
 * The availability editor's quick fill: slots every `duration` minutes from a start time until the
 * last slot that ends by the end time, skipping an optional break. After the break the slots start
 * again at its end. Times are "HH:mm" on the 5-minute grid (core/schemas/availability.ts).
 */
import { isTime, minutesOf, timeOf } from "../../core/sast-time";

export interface TimeRange {
  start: string;
  end: string;
  duration: number;
  breakStart?: string;
  breakEnd?: string;
}

/** Why a quick-fill range cannot make slots, or null when it can. */
export function rangeProblem(range: TimeRange): string | null {
  const onGrid = (value: string) => isTime(value) && minutesOf(value) % 5 === 0;
  if (!onGrid(range.start) || !onGrid(range.end)) return "Start and end must be times on the 5 minutes.";
  if (minutesOf(range.end) <= minutesOf(range.start)) return "The end must be after the start.";
  const hasBreak = Boolean(range.breakStart || range.breakEnd);
  if (hasBreak) {
    if (!onGrid(range.breakStart ?? "") || !onGrid(range.breakEnd ?? "")) {
      return "A break needs a start and an end on the 5 minutes.";
    }
    if (minutesOf(range.breakEnd ?? "") <= minutesOf(range.breakStart ?? "")) {
      return "The break must end after it starts.";
    }
  }
  return null;
}

/** The slot times of `range` (empty when `rangeProblem` finds one). */
export function generateTimes(range: TimeRange): string[] {
  if (rangeProblem(range) || !(range.duration > 0)) return [];
  const end = minutesOf(range.end);
  const breakStart = range.breakStart ? minutesOf(range.breakStart) : -1;
  const breakEnd = range.breakEnd ? minutesOf(range.breakEnd) : -1;
  const times: string[] = [];
  let t = minutesOf(range.start);
  while (t + range.duration <= end) {
    if (t < breakEnd && t + range.duration > breakStart) {
      t = breakEnd;
      continue;
    }
    times.push(timeOf(t));
    t += range.duration;
  }
  return times;
}

/** Adds times to a day's list, keeping it sorted and without repeats. */
export function mergeTimes(current: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...current, ...added])].sort();
}
