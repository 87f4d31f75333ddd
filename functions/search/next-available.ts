/**
 * "Next available" kept current (issue 26 item 5; docs/access-patterns.md "Next available"). One
 * function, refreshNextAvailable, recomputes a practitioner's next open time with the calendar's own
 * slot rule (functions/booking/availability.ts + core/slots.ts) minus waitlist holds, and stores it
 * where search reads it: `PRAC#{id}/NEXT`, the practitioner's cards in the "soonest" lists, and the
 * due list the sweep reads when the time lapses. Every write that can change the answer calls it
 * after saving; nothing is computed per search.
 */
import { createHash } from "node:crypto";
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import { addDays, DAY_MS, MINUTE_MS, sastDate, sastToMs } from "../../core/sast-time";
import { normalize } from "../../core/search-text";
import { BOOKING_HORIZON_DAYS, DEFAULT_MIN_NOTICE_MINUTES, offeredTimes } from "../../core/slots";
import { loadSchedule, recordFor, slotContext } from "../booking/availability";
import type { NextAvailableItem, PractitionerItem, SoonestEntryItem } from "../data/items";
import { keys, type SearchListKind } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { createLogger, errorDetail } from "../lib/logger";
import { putNew, type TransactItem } from "../lib/transactions";
import { isPublic } from "../practitioner/listing";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { heldStarts, startOf } from "../waitlist/holds";
import { postingLists, ratingScore, searchCard } from "./index-items";
import { storedNextAvailable } from "./next-available-read";
import { practitionerRatings } from "./ratings";

/** The lists that have a "soonest" twin: the empty search, professions and services. */
export const SOONEST_KINDS: ReadonlySet<SearchListKind> = new Set(["all", "profession", "service"]);

/** Days read per step: most practitioners have a time within a week, so start small. */
const STEP_DAYS = [7, 14, 28, 56, 90];

/** The first open start (UTC ISO) from `nowMs` to the booking horizon, or null. Unknown or deactivated: NotFoundError. */
export async function nextOpenTime(
  practitionerId: string,
  nowMs: number,
): Promise<{ practitioner: PractitionerItem; nextAvailable: string | null }> {
  const lastDate = sastDate(nowMs + BOOKING_HORIZON_DAYS * DAY_MS);
  let first = sastDate(nowMs);
  let practitioner: PractitionerItem | undefined;
  for (let step = 0; first <= lastDate; step++) {
    const end = addDays(first, (STEP_DAYS[step] ?? BOOKING_HORIZON_DAYS) - 1);
    const last = end < lastDate ? end : lastDate;
    const schedule = await loadSchedule(practitionerId, first, last);
    practitioner = schedule.practitioner;
    const held = new Set(
      await heldStarts(practitionerId, startOf(first, "00:00"), startOf(last, "23:59"), nowMs),
    );
    const context = slotContext(schedule, nowMs);
    for (let date = first; date <= last; date = addDays(date, 1)) {
      for (const time of offeredTimes(recordFor(schedule, date), context)) {
        if (!held.has(startOf(date, time)))
          return { practitioner, nextAvailable: new Date(sastToMs(date, time)).toISOString() };
      }
    }
    first = addDays(last, 1);
  }
  if (!practitioner) throw new NotFoundError("No such practitioner");
  return { practitioner, nextAvailable: null };
}

/**
 * When the stored answer stops being true by the clock alone: when the time enters the booking
 * notice. With nothing open, the horizon moving a day may open a time: look again at the next SAST midnight.
 */
export function recheckAt(
  practitioner: PractitionerItem,
  nextAvailable: string | null,
  nowMs: number,
): string {
  if (nextAvailable === null) return new Date(sastToMs(addDays(sastDate(nowMs), 1))).toISOString();
  const noticeMs = (practitioner.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES) * MINUTE_MS;
  return new Date(Date.parse(nextAvailable) - noticeMs).toISOString();
}

/** The practitioner's cards in the soonest lists (pure). */
export function soonestEntries(
  practitioner: PractitionerItem,
  ratings: number[],
  nextAvailable: string | null,
): SoonestEntryItem[] {
  const SK = keys.soonestEntry(
    nextAvailable,
    keys.searchListEntry(ratingScore(ratings), normalize(practitioner.name), practitioner.id),
  );
  const card = searchCard(practitioner, ratings);
  return postingLists(practitioner)
    .filter(({ kind }) => SOONEST_KINDS.has(kind))
    .map(({ kind, value }) => ({
      PK: keys.soonestList(kind, value),
      SK,
      entity: "soonestEntry",
      ...card,
      nextAvailable,
    }));
}

const sameKey = (a: { PK: string; SK: string }) => (b: { PK: string; SK: string }) =>
  a.PK === b.PK && a.SK === b.SK;

/** What to store: the NEXT item, the entries and the due key; null when the practitioner is not shown. */
async function wanted(practitionerId: string, nowMs: number) {
  let found: Awaited<ReturnType<typeof nextOpenTime>>;
  try {
    found = await nextOpenTime(practitionerId, nowMs);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  const { practitioner, nextAvailable } = found;
  if (!isPublic(practitioner)) return null;
  const entries = soonestEntries(practitioner, await practitionerRatings(practitionerId), nextAvailable);
  const signature = createHash("sha256").update(JSON.stringify(entries)).digest("base64url").slice(0, 22);
  return { nextAvailable, entries, signature, recheckAt: recheckAt(practitioner, nextAvailable, nowMs) };
}

/** The writes turning `stored` into `next` (null: remove it all), conditioned on the version read. */
function writes(
  practitionerId: string,
  stored: NextAvailableItem | undefined,
  next: Awaited<ReturnType<typeof wanted>>,
): TransactItem[] {
  const TableName = tableName();
  const items: TransactItem[] = [];
  const condition = {
    ConditionExpression: "version = :version",
    ExpressionAttributeValues: { ":version": stored?.version ?? 0 },
  };
  const key = keys.nextAvailable(practitionerId);
  if (next) {
    const item: NextAvailableItem = {
      ...key,
      entity: "nextAvailable",
      practitionerId,
      nextAvailable: next.nextAvailable,
      recheckAt: next.recheckAt,
      entryKeys: next.entries.map(({ PK, SK }) => ({ PK, SK })),
      signature: next.signature,
      version: (stored?.version ?? 0) + 1,
    };
    items.push(stored ? { Put: { TableName, Item: item, ...condition } } : putNew(item));
    for (const entry of next.entries) items.push({ Put: { TableName, Item: entry } });
  } else if (stored) {
    items.push({ Delete: { TableName, Key: key, ...condition } });
  }
  for (const Key of stored?.entryKeys ?? [])
    if (!next?.entries.some(sameKey(Key))) items.push({ Delete: { TableName, Key } });
  if (stored?.recheckAt !== next?.recheckAt) {
    if (stored?.recheckAt)
      items.push({ Delete: { TableName, Key: keys.nextAvailableDue(stored.recheckAt, practitionerId) } });
    if (next) {
      items.push({
        Put: {
          TableName,
          Item: {
            ...keys.nextAvailableDue(next.recheckAt, practitionerId),
            entity: "nextAvailableDue",
            practitionerId,
          },
        },
      });
    }
  }
  return items;
}

const ROUNDS = 3;

/**
 * Recomputes and stores the practitioner's next open time. Writes nothing when nothing changed
 * (most bookings are not of the very next time). Concurrent refreshes are ordered by the NEXT
 * item's version: the loser reads again and recomputes. True when the stored time changed.
 */
export async function refreshNextAvailable(practitionerId: string): Promise<boolean> {
  for (let round = 0; round < ROUNDS; round++) {
    const stored = await storedNextAvailable(practitionerId);
    const next = await wanted(practitionerId, now());
    const unchanged = next
      ? stored?.signature === next.signature && stored.recheckAt === next.recheckAt
      : !stored;
    if (unchanged) return false;
    try {
      await db().send(new TransactWriteCommand({ TransactItems: writes(practitionerId, stored, next) }));
    } catch (error) {
      // Another refresh stored first (the version condition) or at the same time: compute again.
      if ((error as Error).name === "TransactionCanceledException") continue;
      throw error;
    }
    if (stored?.nextAvailable !== next?.nextAvailable) await publicPageChanged([practitionerId]);
    return stored?.nextAvailable !== next?.nextAvailable;
  }
  return false;
}

const log = createLogger({ component: "next-available" });

/**
 * For writers whose own change is already saved: refresh, and never fail their request for it. A
 * failed refresh is logged; the stored time is corrected by the next change or by the sweep.
 */
export async function nextAvailableMayHaveChanged(practitionerId: string): Promise<void> {
  try {
    await refreshNextAvailable(practitionerId);
  } catch (error) {
    log.error("next available not refreshed", { practitionerId, ...errorDetail(error) });
  }
}
