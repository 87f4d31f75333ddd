/**
 * The waitlist's timing (issue 26, docs/decisions.md "Waitlist and next available"): how long a
 * freed time settles before it is offered (an undo within it offers nothing), and how long an offer
 * holds the time, by how far away its start is.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** WAITLIST_SETTLE_SECONDS (default 120): the delay between a time freeing up and its offers. */
export function settleMs(): number {
  const raw = process.env.WAITLIST_SETTLE_SECONDS;
  const seconds = raw === undefined || raw === "" ? 120 : Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error("WAITLIST_SETTLE_SECONDS must be a number of seconds");
  return seconds * 1000;
}

/** 15 minutes for a start more than 24 h away, 5 when sooner, none within 2 h (first come): 0. */
export function holdMs(startMs: number, nowMs: number): number {
  const ahead = startMs - nowMs;
  if (ahead <= 2 * HOUR) return 0;
  return ahead > 24 * HOUR ? 15 * MINUTE : 5 * MINUTE;
}

/** How many entries one round offers a time to. */
export const OFFERS_PER_ROUND = 3;

/**
 * WAITLIST_OPENED_TIMES (default 3): how many newly open times one availability or out-of-office
 * change offers to the list, the earliest that suit someone waiting. A week of new hours opens
 * dozens of times; offering each would mail the same few patients many times over.
 */
export function openedTimesCap(): number {
  const raw = process.env.WAITLIST_OPENED_TIMES;
  const cap = raw === undefined || raw === "" ? 3 : Number(raw);
  if (!Number.isInteger(cap) || cap < 0) throw new Error("WAITLIST_OPENED_TIMES must be a whole number");
  return cap;
}
