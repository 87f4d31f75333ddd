/**
 * A booking's scheduled outbox items (issue 23): the patient's reminders (72 h and 24 h before a
 * confirmed appointment, by email and, when asked for, SMS), the practitioner's nudges about a
 * request left unanswered, and the request's expiry at its confirm-by deadline. Each has an id
 * derived from the booking, so any write that changes the booking (placed, confirmed, declined,
 * cancelled, moved, erased) removes or rebuilds them in its own transaction.
 *
 * INTERFACE ONLY in this commit: the reminders work fills it in.
 */
import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import type { ManagedBooking } from "../../core/schemas/booking";
import type { BookingItem, PractitionerItem } from "../data/items";

export type TransactEntry = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

/**
 * The transaction entries that make the booking's scheduled items match `after` (the booking as
 * this write leaves it): Put for each item it should have, Delete for each one `before` may have had
 * that it no longer should. Never two entries for one key.
 */
export function scheduledItemWrites(
  _before: BookingItem | undefined,
  _after: BookingItem,
  _practitioner: PractitionerItem,
  _nowMs: number,
): TransactEntry[] {
  return [];
}

/** The booking's reminders as its manage link shows them. */
export async function remindersOf(
  _booking: BookingItem,
  _nowMs: number,
): Promise<ManagedBooking["reminders"]> {
  return [];
}
