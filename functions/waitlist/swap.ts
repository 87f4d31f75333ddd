/**
 * The earlier-time swap (issue 26): a patient who books an earlier time offered through the waitlist
 * has their later booking with the same practitioner released in the booking's own transaction, so
 * they never hold both times, nor lose both. The release is the booking core's cancellation by the
 * patient (functions/booking/status-change.ts statusChangeWrites): the status, its lock cells, its
 * reminders and nudges, a mail telling the practitioner, and the released time offered on to the
 * list after the settle delay; never a late cancellation. The report's counters: the caller's,
 * summed with the new booking's (reportCounterWritesOf).
 */
import { BLOCKING_STATUSES } from "../../core/slots";
import { bookingUpdateWrite } from "../booking/booking-update";
import { startMs } from "../booking/booking-view";
import { practitionerCancelled } from "../booking/mails";
import { statusChangeWrites } from "../booking/status-change";
import type { BookingItem, PractitionerItem, WaitlistOfferRef } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import type { TransactItem } from "../lib/transactions";
import { entryAt } from "./entries";

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
  // The patient's own cancellation of the later booking, as the manage link would make it.
  const release = await statusChangeWrites(
    original,
    practitioner,
    {
      to: "cancelled",
      by: "patient",
      neverLate: true,
      mails: [{ kind: "booking-cancelled-practitioner", render: practitionerCancelled }],
    },
    nowMs,
  );
  return {
    original,
    released: release.updated,
    writes: [bookingUpdateWrite(original, release.update), ...release.more],
  };
}
