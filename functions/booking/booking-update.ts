/**
 * The one write of a change to a booking in place (status, attendance, reminders, a patient's "I'm
 * coming"): the booking's update on condition that it is as it was read and not erased, the
 * entries that go with it (lock cells, mails, scheduled items, a review's mark), the report
 * counters the change moves, all in one transaction. A change that raced it answers 409.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../core/errors";
import type { BookingItem } from "../data/items";
import { db } from "../lib/db";
import { updateItem } from "../lib/transactions";
import type { TransactEntry } from "../reminders/scheduled-items";
import { reportCounterWrites } from "../reports/counters";

export const BOOKING_CHANGED = "This booking changed a moment ago. Please reload the page and try again.";

export interface BookingUpdate {
  /** The SET (and REMOVE) clauses; the new mail ids are appended to `mailIds` here. */
  update: string;
  /** More that must hold of the booking as read, as " AND ..." clauses (status and erasure are always checked). */
  condition?: string;
  values: Record<string, unknown>;
  /** Outbox and scheduled item ids this change adds: the booking lists them for erasure. */
  mailIds?: string[];
}

/** The booking's own update in a change's transaction: conditioned on its status as read and not erased. */
export function bookingUpdateWrite(before: BookingItem, change: BookingUpdate): TransactEntry {
  const mailIds = change.mailIds ?? [];
  const listMails =
    mailIds.length > 0 ? ", mailIds = list_append(if_not_exists(mailIds, :none), :mails)" : "";
  return updateItem({
    Key: { PK: before.PK, SK: before.SK },
    UpdateExpression: `${change.update}${listMails}`,
    // An erased booking changes no more: a late decline would mail the erased patient.
    ConditionExpression: `#status = :was AND attribute_not_exists(erasedAt)${change.condition ?? ""}`,
    ExpressionAttributeNames: { "#status": "status" },
    ExpressionAttributeValues: {
      ...change.values,
      ":was": before.status,
      ...(mailIds.length > 0 ? { ":none": [], ":mails": mailIds } : {}),
    },
  });
}

/** Writes `before` -> `after` with `more` entries; 409 when the booking changed since it was read. */
export async function writeBookingUpdate(
  before: BookingItem,
  after: BookingItem,
  change: BookingUpdate,
  more: TransactEntry[] = [],
): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [bookingUpdateWrite(before, change), ...more, ...reportCounterWrites(before, after)],
      }),
    );
  } catch (error) {
    if ((error as Error).name !== "TransactionCanceledException") throw error;
    // Someone else changed it at the same moment (the patient cancelled, the practitioner confirmed).
    throw new ConflictError(BOOKING_CHANGED);
  }
}
