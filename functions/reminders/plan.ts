/**
 * The planner of a booking's scheduled items (issue 23; docs/decisions.md "After the booking"):
 * pure, from the booking as it now is, so every write that changes a booking plans again and the
 * outbox holds exactly what the booking should have. No I/O here.
 *
 * - Confirmed, reminders on: the 72 h reminder (only when booked more than 72 h ahead) and the 24 h
 *   reminder, by email and, when asked for and configured, SMS.
 * - Pending: a nudge to the practitioner when the request has waited 12 h and another 24 h before
 *   its start, both only before the confirm-by deadline; the expiry at that deadline.
 * - Messages are never due 20:00-08:00 SAST: such a time moves back to 19:00 that evening (or the
 *   evening before, for a time before 08:00). A moved time already past is the next 08:00 instead
 *   when that is still in time (see `inTime`); a time past before any move is not scheduled.
 */
import { DAY_MS, HOUR_MS, SAST_OFFSET_MS } from "../../core/sast-time";

export type ScheduledKind = "remind-72h" | "remind-24h" | "nudge-12h" | "nudge-24h" | "expire";
export type ScheduledChannel = "email" | "sms" | "action";

export interface PlannedItem {
  kind: ScheduledKind;
  channel: ScheduledChannel;
  dueAtMs: number;
}

/** What the planner reads of a booking. */
export interface PlanInput {
  status: string;
  createdAtMs: number;
  startMs: number;
  remindersOff?: boolean | undefined;
  /** The patient asked for SMS reminders and an SMS provider is configured. */
  sms: boolean;
}

/** Quiet hours in SAST: no message is due from QUIET_FROM to QUIET_UNTIL. */
const QUIET_FROM_HOUR = 20;
const QUIET_UNTIL_HOUR = 8;
/** Where a time inside quiet hours moves to: that evening's (or the previous evening's) 19:00. */
const MOVED_TO_HOUR = 19;
/** A reminder moved to the next morning still has to come this long before the appointment. */
const REMINDER_MIN_LEAD_MS = 12 * HOUR_MS;
const CONFIRM_WINDOW_MS = 48 * HOUR_MS;
const CONFIRM_BEFORE_START_MS = 2 * HOUR_MS;

/** Every scheduled item a booking can have, in one order (ids and Delete entries follow it). */
export const SCHEDULED_SLOTS: readonly { kind: ScheduledKind; channel: ScheduledChannel }[] = [
  { kind: "remind-72h", channel: "email" },
  { kind: "remind-72h", channel: "sms" },
  { kind: "remind-24h", channel: "email" },
  { kind: "remind-24h", channel: "sms" },
  { kind: "nudge-12h", channel: "email" },
  { kind: "nudge-24h", channel: "email" },
  { kind: "expire", channel: "action" },
];

export const REMINDER_KINDS: readonly ScheduledKind[] = ["remind-72h", "remind-24h"];

/** The outbox id of a booking's scheduled item: derived, so any later write can find it. */
export function scheduledItemId(bookingId: string, kind: ScheduledKind, channel: ScheduledChannel): string {
  return `${bookingId}.${kind}.${channel}`;
}

/** Start of the SAST day (as epoch ms) that `ms` falls in. */
function sastMidnight(ms: number): number {
  return Math.floor((ms + SAST_OFFSET_MS) / DAY_MS) * DAY_MS - SAST_OFFSET_MS;
}

/** `ms` moved out of quiet hours, earlier into the day: 19:00 that evening, or the evening before. */
export function outOfQuietHours(ms: number): number {
  const midnight = sastMidnight(ms);
  const hour = (ms - midnight) / HOUR_MS;
  if (hour >= QUIET_FROM_HOUR) return midnight + MOVED_TO_HOUR * HOUR_MS;
  if (hour < QUIET_UNTIL_HOUR) return midnight - DAY_MS + MOVED_TO_HOUR * HOUR_MS;
  return ms;
}

/** The first 08:00 SAST at or after `ms`. */
function nextMorning(ms: number): number {
  const today = sastMidnight(ms) + QUIET_UNTIL_HOUR * HOUR_MS;
  return today >= ms ? today : today + DAY_MS;
}

/**
 * When a message meant for `wantedMs` goes out, or null: not when `wantedMs` has passed; out of
 * quiet hours; when that moved time has passed, the next 08:00 if it is still before `latestMs`.
 */
export function messageTime(wantedMs: number, nowMs: number, latestMs: number): number | null {
  if (wantedMs <= nowMs) return null;
  const moved = outOfQuietHours(wantedMs);
  if (moved > nowMs) return moved;
  const morning = nextMorning(nowMs);
  return morning <= latestMs ? morning : null;
}

/**
 * A request's confirm-by deadline: the earlier of 48 h after it was made and 2 h before its start.
 * A request made less than 2 h ahead (an admin's phone booking can be) has none of its own: it
 * lapses at its start.
 */
export function confirmByMs(createdAtMs: number, startMs: number): number {
  const deadline = Math.min(createdAtMs + CONFIRM_WINDOW_MS, startMs - CONFIRM_BEFORE_START_MS);
  return deadline > createdAtMs ? deadline : startMs;
}

function reminders(input: PlanInput, nowMs: number): PlannedItem[] {
  const latest = input.startMs - REMINDER_MIN_LEAD_MS;
  const wanted: [ScheduledKind, number][] = [["remind-24h", input.startMs - DAY_MS]];
  // Booked less than 72 h ahead: the confirmation is recent enough; only the 24 h reminder.
  if (input.createdAtMs < input.startMs - 3 * DAY_MS)
    wanted.unshift(["remind-72h", input.startMs - 3 * DAY_MS]);
  return wanted.flatMap(([kind, wantedMs]) => {
    const dueAtMs = messageTime(wantedMs, nowMs, latest);
    if (dueAtMs === null) return [];
    const channels: ScheduledChannel[] = input.sms ? ["email", "sms"] : ["email"];
    return channels.map((channel) => ({ kind, channel, dueAtMs }));
  });
}

function chasing(input: PlanInput, nowMs: number): PlannedItem[] {
  const deadline = confirmByMs(input.createdAtMs, input.startMs);
  const nudges: [ScheduledKind, number][] = [
    ["nudge-12h", input.createdAtMs + 12 * HOUR_MS],
    ["nudge-24h", input.startMs - DAY_MS],
  ];
  const planned = nudges.flatMap(([kind, wantedMs]): PlannedItem[] => {
    if (wantedMs >= deadline) return [];
    const dueAtMs = messageTime(wantedMs, nowMs, deadline - 1);
    return dueAtMs === null || dueAtMs >= deadline ? [] : [{ kind, channel: "email", dueAtMs }];
  });
  // Two nudges moved to one time (a late-evening request for the day after next): the first is enough.
  const distinct = planned.filter(
    (item, index) => !planned.slice(0, index).some((other) => other.dueAtMs === item.dueAtMs),
  );
  return [...distinct, { kind: "expire", channel: "action", dueAtMs: Math.max(deadline, nowMs) }];
}

/** The items the booking should have now (none when it is past or no longer pending or confirmed). */
export function planScheduledItems(input: PlanInput, nowMs: number): PlannedItem[] {
  if (input.status === "confirmed" && !input.remindersOff) return reminders(input, nowMs);
  if (input.status === "pending" && input.startMs > nowMs) return chasing(input, nowMs);
  return [];
}
