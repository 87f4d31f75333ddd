/**
 * The earlier-time swap (issue 26): a patient who books an earlier time offered through the waitlist
 * has their later booking with the same practitioner released in the booking's own transaction, so
 * they never hold both times, nor lose both. The release is a cancellation by the patient: the
 * status, its lock cells, its reminders and nudges (the report's counters: the caller's, summed
 * with the new booking's, reportCounterWritesOf), a mail telling the
 * practitioner, and the released time offered on to the list after the settle delay.
 */
import { BLOCKING_STATUSES } from "../../core/slots";
import { mailFacts, startMs } from "../booking/booking-view";
import { practitionerCancelled } from "../booking/mails";
import type { BookingItem, PractitionerItem, WaitlistOfferRef } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { type TransactItem, updateItem } from "../lib/transactions";
import { outboxIds, queueMail } from "../outbox/outbox";
import { newScheduledIds, scheduledItemWrites } from "../reminders/scheduled-items";
import { entryAt } from "./entries";
import { freedTimeWrite } from "./freed";

export interface Swap {
  original: BookingItem;
  /** The original as released (the caller's report counters take it with the new booking). */
  released: BookingItem;
  writes: TransactItem[];
}

/** The offer entry's later booking with the practitioner (pending or confirmed, not overlapping `cells`). */
async function laterBooking(
  practitionerId: string,
  email: string,
  after: { date: string; time: string },
  cells: readonly string[],
): Promise<BookingItem | undefined> {
  const bookings = await queryAll<BookingItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    FilterExpression: "patientEmail = :email",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":from": `${keys.bookingPrefix}${after.date}`,
      ":to": `${keys.bookingPrefix}~`,
      ":email": email,
    },
    ConsistentRead: true,
  });
  const newStart = startMs(after);
  return bookings.find(
    (booking) =>
      BLOCKING_STATUSES.includes(booking.status) &&
      !booking.erasedAt &&
      startMs(booking) > newStart &&
      !booking.lockCells.some((cell) => cells.includes(cell)),
  );
}

/** The release of the offer's patient's later booking, when there is one. */
export async function swapFor(
  practitioner: PractitionerItem,
  offer: WaitlistOfferRef,
  booking: Pick<BookingItem, "date" | "time" | "lockCells">,
  nowMs: number,
): Promise<Swap | undefined> {
  const entry = await entryAt({ PK: keys.waitlistPartition(practitioner.id), SK: offer.entrySK });
  if (!entry) return undefined;
  const original = await laterBooking(practitioner.id, entry.email, booking, booking.lockCells);
  if (!original) return undefined;
  const at = new Date(nowMs).toISOString();
  const released: BookingItem = {
    ...original,
    status: "cancelled",
    previousStatus: original.status,
    cancelledAt: at,
    cancelledBy: "patient",
    updatedAt: at,
  };
  const mail = queueMail(
    practitionerCancelled(mailFacts(released, practitioner, undefined, nowMs)),
    "booking-cancelled-practitioner",
    nowMs,
  );
  const scheduled = scheduledItemWrites(original, released, practitioner, nowMs);
  const mailIds = [...outboxIds([mail]), ...newScheduledIds(original, scheduled)];
  return {
    original,
    released,
    writes: [
      updateItem({
        Key: { PK: original.PK, SK: original.SK },
        UpdateExpression:
          "SET #status = :to, previousStatus = :was, cancelledAt = :at, cancelledBy = :by, updatedAt = :at, mailIds = list_append(if_not_exists(mailIds, :none), :mails)",
        ConditionExpression: "#status = :was AND attribute_not_exists(erasedAt)",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":to": "cancelled",
          ":was": original.status,
          ":at": at,
          ":by": "patient",
          ":none": [],
          ":mails": mailIds,
        },
      }),
      ...original.lockCells.map((cell) => ({
        Delete: {
          TableName: tableName(),
          Key: keys.slotLock(practitioner.id, cell),
          ConditionExpression: "attribute_not_exists(PK) OR bookingId = :id",
          ExpressionAttributeValues: { ":id": original.id },
        },
      })),
      mail,
      ...scheduled,
      freedTimeWrite(practitioner.id, original.date, original.time, nowMs),
    ],
  };
}
