/**
 * A patient's no-shows with one practitioner (issue 24): kept by the attendance marks
 * (attendance.ts), shown only to that practitioner, on that patient's pending requests.
 */
import type { PractitionerBookingRow } from "../../core/schemas/dashboard";
import type { BookingItem, NoShowCountItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { type TransactItem, updateItem } from "../lib/transactions";

/** The counts of the given bookings' patients (one BatchGet), by patient id; absent when none. */
export async function noShowCounts(
  practitionerId: string,
  bookings: readonly BookingItem[],
): Promise<Map<string, number>> {
  // An erased booking has no patient id left: nothing to look up.
  const patients = [...new Set(bookings.map((booking) => booking.patientId).filter(Boolean))];
  const items = await batchGetAll<NoShowCountItem>(
    patients.map((patientId) => keys.noShowCount(practitionerId, patientId)),
  );
  return new Map(items.filter((item) => item.count > 0).map((item) => [item.patientId, item.count]));
}

/** The row with its patient's count, when the booking is one whose count was read and it is above 0. */
export function withNoShows(
  view: PractitionerBookingRow,
  booking: BookingItem,
  counts: ReadonlyMap<string, number>,
): PractitionerBookingRow {
  const count = view.status === "pending" ? counts.get(booking.patientId) : undefined;
  return count ? { ...view, patient_no_shows: count } : view;
}

/** The transaction entry moving a patient's count by `delta` (+1 a no-show, -1 one corrected). */
export function noShowCountChange(booking: BookingItem, delta: number): TransactItem {
  return updateItem({
    Key: keys.noShowCount(booking.practitionerId, booking.patientId),
    UpdateExpression:
      "SET entity = :entity, practitionerId = :practitioner, patientId = :patient ADD #count :delta",
    ExpressionAttributeNames: { "#count": "count" },
    ExpressionAttributeValues: {
      ":entity": "noShowCount",
      ":practitioner": booking.practitionerId,
      ":patient": booking.patientId,
      ":delta": delta,
    },
  });
}

/** Erasure: the counts of these bookings' patients with their practitioners (each key once). */
export function noShowCountKeys(bookings: readonly BookingItem[]): { PK: string; SK: string }[] {
  const unique = new Map(
    bookings
      .filter((booking) => booking.patientId)
      .map((booking) => keys.noShowCount(booking.practitionerId, booking.patientId))
      .map((key) => [key.SK + key.PK, key]),
  );
  return [...unique.values()];
}
