/**
 * What an outbox item depends on when it is due: the booking it is about (the review invitation
 * and the reminders only if it is confirmed, the nudges and the expiry only if it is still
 * pending), and the action a scheduled item runs instead of sending a mail.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { OutboxItem, SendCondition } from "../data/items";
import { db, tableName } from "../lib/db";

/** The item's condition; `onlyIfConfirmed` is the older form, still read on items queued with it. */
function conditionOf(item: OutboxItem): SendCondition | undefined {
  if (item.onlyIf) return item.onlyIf;
  return item.onlyIfConfirmed ? { ...item.onlyIfConfirmed, status: "confirmed" } : undefined;
}

/**
 * Whether the item's condition holds now (strongly consistent read), or its patient was erased (a
 * booking from before bookings listed their mails keeps its status when erased). A booking that is
 * gone or was moved to another time (its key changed) does not hold.
 */
export async function conditionState(item: OutboxItem): Promise<"holds" | "fails" | "erased"> {
  const condition = conditionOf(item);
  if (!condition) return "holds";
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { PK: condition.PK, SK: condition.SK },
      ProjectionExpression: "#status, erasedAt, attendance, remindersOff",
      ExpressionAttributeNames: { "#status": "status" },
      ConsistentRead: true,
    }),
  );
  if (Item?.erasedAt) return "erased";
  if (Item?.status !== condition.status) return "fails";
  // A patient marked as not having come is not invited to review the appointment.
  if (Item.attendance === "no_show") return "fails";
  if (condition.remindersOn && Item.remindersOff) return "fails";
  return "holds";
}

/** Runs a scheduled action; what the outbox records in place of a message id. */
export async function runAction(item: OutboxItem, nowMs: number): Promise<string> {
  // Loaded here: the booking core queues outbox items, so a static import would be circular.
  if (item.action === "waitlist-round") {
    const { runWaitlistOffer } = await import("../waitlist/offers");
    return runWaitlistOffer(item, nowMs);
  }
  if (item.action === "waitlist-booked") {
    const { runWaitlistBooked } = await import("../waitlist/after-booking");
    return runWaitlistBooked(item);
  }
  const { runScheduledAction } = await import("../reminders/actions");
  return runScheduledAction(item, nowMs);
}
