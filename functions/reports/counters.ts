import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import { updateItem } from "../lib/transactions";
import type { TransactEntry } from "../reminders/scheduled-items";
import {
  addFigures,
  contribution,
  REPORT_FIGURES,
  type ReportFigures,
  reportMonthOf,
  zeroFigures,
} from "./contribution";

/**
 * The ADD to one month's counter item: creates it on first use (entity, practitioner and month set
 * with it) and adds only the figures that change.
 */
export function counterUpdate(
  practitionerId: string,
  month: string,
  delta: Partial<ReportFigures>,
): TransactEntry {
  const changed = REPORT_FIGURES.filter((figure) => (delta[figure] ?? 0) !== 0);
  return updateItem({
    Key: keys.reportMonth(practitionerId, month),
    UpdateExpression:
      "SET entity = :entity, practitionerId = :practitionerId, #month = :month " +
      `ADD ${changed.map((figure) => `#${figure} :${figure}`).join(", ")}`,
    ExpressionAttributeNames: {
      "#month": "month",
      ...Object.fromEntries(changed.map((figure) => [`#${figure}`, figure])),
    },
    ExpressionAttributeValues: {
      ":entity": "reportMonth",
      ":practitionerId": practitionerId,
      ":month": month,
      ...Object.fromEntries(changed.map((figure) => [`:${figure}`, delta[figure]])),
    },
  });
}

/**
 * The practitioner's monthly report counters (issue 24) follow every booking change in the change's
 * own transaction: the figures `before` contributed are taken away and those `after` contributes are
 * added (either may be absent: a new booking, an erased one). A move across months touches both
 * months; a change that moves no figure writes nothing. Never two entries for one key.
 */
export function reportCounterWrites(
  before: BookingItem | undefined,
  after: BookingItem | undefined,
): TransactEntry[] {
  return reportCounterWritesOf([[before, after]]);
}

/**
 * The counters of several changes to one practitioner's bookings in one transaction (issue 26: a
 * booking and the release of the patient's later one), summed per month: a transaction may touch
 * each month's counter once.
 */
export function reportCounterWritesOf(
  changes: readonly [before: BookingItem | undefined, after: BookingItem | undefined][],
): TransactEntry[] {
  const practitionerId = changes.map(([before, after]) => (after ?? before)?.practitionerId).find(Boolean);
  if (!practitionerId) return [];
  const deltas = new Map<string, ReportFigures>();
  const add = (booking: BookingItem | undefined, sign: 1 | -1) => {
    if (!booking) return;
    const month = reportMonthOf(booking);
    deltas.set(month, addFigures(deltas.get(month) ?? zeroFigures(), contribution(booking), sign));
  };
  for (const [before, after] of changes) {
    add(before, -1);
    add(after, 1);
  }
  return [...deltas]
    .filter(([, delta]) => REPORT_FIGURES.some((figure) => delta[figure] !== 0))
    .map(([month, delta]) => counterUpdate(practitionerId, month, delta));
}

/** The month a booking key's appointment falls in: its SK is BOOKING#{YYYY-MM-DD}T{HH:mm}#{id}. */
function monthOfBookingKey(sk: string): string {
  return sk.slice(keys.bookingPrefix.length, keys.bookingPrefix.length + 7);
}

/**
 * A reminder about the booking at `key` went out: one more on the booking and on its month's counter
 * (functions/outbox/outbox.ts, in the write that marks the reminder sent). Read from the key alone:
 * the outbox item's send condition names it.
 */
export function reminderSentWrites(key: { PK: string; SK: string }): TransactEntry[] {
  const practitionerId = key.PK.slice(keys.practitioner("").PK.length);
  return [
    updateItem({
      Key: { PK: key.PK, SK: key.SK },
      UpdateExpression: "ADD remindersSent :one",
      ConditionExpression: "attribute_exists(PK)",
      ExpressionAttributeValues: { ":one": 1 },
    }),
    counterUpdate(practitionerId, monthOfBookingKey(key.SK), { remindersSent: 1 }),
  ];
}
