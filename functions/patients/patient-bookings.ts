/**
 * A patient's bookings as erasure must see them (functions/patients/erase.ts): GSI1 lists those
 * linked to the patient's id, but an index is eventually consistent, so a booking written a moment
 * ago may be missing there. Its consent record, written in the booking's own transaction into the
 * patient's partition, names it; that partition is read strongly consistent.
 */
import type { BookingItem, ConsentItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { bookingsOfPatient } from "./directory";

/** An item of the patient's partition: record, consents, pending places (those name a booking). */
export type PartitionItem = { PK: string; SK: string; bookingId?: string } & Partial<
  Pick<ConsentItem, "practitionerId" | "bookingSK">
>;

export interface PatientBookings {
  /** The patient's bookings not erased yet, as they are now. */
  mine: BookingItem[];
  /** Bookings named in the partition that belong to another patient (who booked with the address later). */
  others: Set<string>;
  /** Every item of the patient's partition, as read. */
  partition: PartitionItem[];
}

export async function patientBookings(patientId: string, email: string): Promise<PatientBookings> {
  const [linked, partition] = await Promise.all([
    bookingsOfPatient(patientId),
    queryAll<PartitionItem>({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.patient(email).PK },
      ProjectionExpression: "PK, SK, bookingId, practitionerId, bookingSK",
      ConsistentRead: true,
    }),
  ]);
  const named = partition.flatMap(({ practitionerId, bookingSK }) =>
    practitionerId && bookingSK ? [{ PK: keys.practitioner(practitionerId).PK, SK: bookingSK }] : [],
  );
  const unique = new Map([...linked, ...named].map(({ PK, SK }) => [`${PK}\n${SK}`, { PK, SK }]));
  // As they are now (the index may lag behind an erasure or a cancellation).
  const found = await batchGetAll<BookingItem>([...unique.values()], true);
  return {
    mine: found.filter((booking) => booking.patientId === patientId),
    others: new Set(
      found
        .filter((booking) => booking.patientId !== patientId && booking.patientId !== "")
        .map((booking) => booking.id),
    ),
    partition,
  };
}
