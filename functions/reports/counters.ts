import type { BookingItem } from "../data/items";
import type { TransactEntry } from "../reminders/scheduled-items";

/**
 * The practitioner's monthly report counters (issue 24) follow every booking change in the change's
 * own transaction: the figures `before` contributed are taken away and those `after` contributes are
 * added (either may be absent: a new booking, an erased one). Never two entries for one key.
 *
 * Interface stub: the report work fills it in; every writer of a booking already calls it.
 */
export function reportCounterWrites(
  _before: BookingItem | undefined,
  _after: BookingItem | undefined,
): TransactEntry[] {
  return [];
}
