/**
 * The retention purge (docs/decisions.md "Operations: load test, housekeeping, restore (issue 30)"):
 * the privacy policy keeps booking information for up to 24 months after the appointment; a booking
 * of a deleted practitioner or an erased patient is deleted once its appointment is older than that.
 * Indexed reads only: the month partitions of GSI3 (keys.bookingByMonth, which projects the
 * practitioner's id and `erasedAt`), then one BatchGet of the practitioners' profile keys to find
 * the deleted ones (their tombstones). No Scan.
 *
 * Deleted with the booking: its pointer (a moved booking's old key). Kept: the report counters (no
 * personal data), the patient's consent records (the patient's own; erasure removes them). Lock
 * items need nothing: they expire by TTL once their time has passed.
 *
 * Months are walked from the oldest one that may still hold bookings (stored: a month with none left
 * is not read again); a month whose bookings are kept (active practitioner, patient not erased) is
 * read again on the next run, as its practitioner may be deleted later.
 */
import { DeleteCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { sastDate, sastTime } from "../../core/sast-time";
import type { BookingItem, DeletedPractitionerItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { db, tableName } from "../lib/db";
import { endJob, pause, readJob, saveJob } from "./job-cursor";

export const RETENTION_MONTHS = 24;
/** Before the marketplace took its first booking: where the first run starts. */
export const FIRST_MONTH = "2025-01";

/** What GSI3 holds of a booking (infra/table.json). */
type MonthEntry = Pick<BookingItem, "id" | "practitionerId" | "date" | "time" | "erasedAt" | "GSI3SK">;

/** "YYYY-MM" `months` after (or before, negative) `month`. */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The first appointment start ("YYYY-MM-DDTHH:mm", SAST) still kept: 24 months before now. */
export function retentionCutoff(nowMs: number): string {
  const date = sastDate(nowMs);
  const month = addMonths(date.slice(0, 7), -RETENTION_MONTHS);
  // 29 February two years on is 28 February's end: clamp to the month's last day.
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const day = String(Math.min(Number(date.slice(8, 10)), lastDay)).padStart(2, "0");
  return `${month}-${day}T${sastTime(nowMs)}`;
}

export interface PurgeRun {
  purged: number;
  kept: number;
  /** False when the run stopped for time; the next run continues. */
  finished: boolean;
}

export async function purgeExpiredBookings(
  nowMs: number,
  options: { pauseMs?: number; keepGoing?: () => boolean } = {},
): Promise<PurgeRun> {
  const { pauseMs = 20, keepGoing = () => true } = options;
  const cutoff = retentionCutoff(nowMs);
  const job = await readJob("retention");
  const startedAt = job?.startedAt ?? new Date(nowMs).toISOString();
  const run: PurgeRun = { purged: 0, kept: 0, finished: false };
  let fromMonth = job?.fromMonth ?? FIRST_MONTH;
  let leading = true;
  for (let month = fromMonth; month <= cutoff.slice(0, 7); month = addMonths(month, 1)) {
    let cursor: Record<string, unknown> | undefined;
    let keptHere = 0;
    do {
      if (!keepGoing()) return run;
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: "GSI3",
          KeyConditionExpression: "GSI3PK = :month AND GSI3SK < :cutoff",
          ExpressionAttributeValues: { ":month": keys.bookingsMonthPartition(month), ":cutoff": cutoff },
          ProjectionExpression: "id, practitionerId, #date, #time, erasedAt, GSI3SK",
          ExpressionAttributeNames: { "#date": "date", "#time": "time" },
          ExclusiveStartKey: cursor,
        }),
      );
      const entries = (page.Items ?? []) as MonthEntry[];
      const deleted = await deletedPractitioners(entries);
      for (const entry of entries) {
        if (!entry.erasedAt && !deleted.has(entry.practitionerId)) {
          keptHere += 1;
          continue;
        }
        await purge(entry);
        run.purged += 1;
        await pause(pauseMs);
      }
      cursor = page.LastEvaluatedKey;
    } while (cursor);
    run.kept += keptHere;
    // The cut-off's own month fills up as days pass: never skipped.
    leading = leading && keptHere === 0 && month < cutoff.slice(0, 7);
    if (leading) {
      fromMonth = addMonths(month, 1);
      await saveJob("retention", { fromMonth }, (job?.done ?? 0) + run.purged, startedAt);
    }
  }
  run.finished = true;
  return run;
}

/** Which of these bookings' practitioners were deleted (their profile key holds a tombstone). */
async function deletedPractitioners(entries: MonthEntry[]): Promise<Set<string>> {
  const ids = [...new Set(entries.map((entry) => entry.practitionerId))];
  const profiles = await batchGetAll<Pick<PractitionerItem | DeletedPractitionerItem, "id" | "entity">>(
    ids.map((id) => keys.practitioner(id)),
  );
  return new Set(profiles.filter((p) => p.entity === "deletedPractitioner").map((p) => p.id));
}

async function purge(entry: MonthEntry): Promise<void> {
  const start = `${entry.date}T${entry.time}`;
  // The pointer first: a purge stopped half-way is found again by the booking's GSI3 entry.
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.bookingPointer(entry.id) }));
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.booking(entry.practitionerId, start, entry.id) }),
  );
}

/** For tests and a fresh start: forget where the purge stopped. */
export const restartPurge = () => endJob("retention");
