/**
 * A booking by a key that may be out of date. A booking's key holds its start, so a move gives it a
 * new key (functions/booking/reschedule.ts) and leaves a pointer from its id to where it is now.
 * Whatever names the earlier key (a manage link, an idempotency record) finds the booking here.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { BookingItem, BookingPointerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import type { BookingRef } from "./manage-token";

async function read<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

/** The booking `ref` names, as it is now (strongly consistent); undefined when there is none. */
export async function currentBooking(ref: BookingRef): Promise<BookingItem | undefined> {
  const named = await read<BookingItem>(keys.booking(ref.practitionerId, ref.start, ref.bookingId));
  if (named) return named;
  const pointer = await read<BookingPointerItem>(keys.bookingPointer(ref.bookingId));
  if (!pointer || pointer.practitionerId !== ref.practitionerId) return undefined;
  return read<BookingItem>({ PK: keys.practitioner(ref.practitionerId).PK, SK: pointer.bookingSK });
}

/** The ref of a booking key's SK ("BOOKING#{start}#{id}"), for records that keep only the SK. */
export function refOfKey(practitionerId: string, bookingSK: string): BookingRef {
  const [start = "", bookingId = ""] = bookingSK.slice(keys.bookingPrefix.length).split("#");
  return { practitionerId, start, bookingId };
}
