/**
 * The month's figures recomputed from its bookings (one Query of the practitioner's partition over
 * the month's booking keys, every page): what the counters should hold. For tests and an ops check
 * of the counters, never for answering a request (the report reads the counter item alone).
 */
import type { BookingItem } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { addFigures, contribution, type ReportFigures, zeroFigures } from "./contribution";

export async function recomputeMonth(practitionerId: string, month: string): Promise<ReportFigures> {
  const prefix = `${keys.bookingPrefix}${month}`;
  const bookings = await queryAll<BookingItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":from": prefix,
      ":to": `${prefix}~`,
    },
    ConsistentRead: true,
  });
  return bookings.reduce((sum, booking) => addFigures(sum, contribution(booking)), zeroFigures());
}
