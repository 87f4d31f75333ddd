import type { PractitionerBookingRow } from "../../core/schemas/dashboard";
import { siteConfig } from "../../core/site-config";

type Row = Pick<PractitionerBookingRow, "status" | "cancelled_by">;
type Status = PractitionerBookingRow["status"];

/**
 * The bookings list's filter (issue 25). "Upcoming" is what still stands (today's ended ones
 * included); cancelled, declined and expired ones are kept apart under their own filter.
 */
export const BOOKING_FILTERS = [
  { id: "upcoming", label: "Upcoming", statuses: ["pending", "confirmed", "completed"] },
  { id: "pending", label: "Waiting for you", statuses: ["pending"] },
  { id: "confirmed", label: "Confirmed", statuses: ["confirmed", "completed"] },
  { id: "closed", label: "Cancelled and declined", statuses: ["cancelled", "declined", "expired"] },
] as const satisfies readonly { id: string; label: string; statuses: readonly Status[] }[];

export type BookingFilter = (typeof BOOKING_FILTERS)[number]["id"];

const EMPTY: Record<BookingFilter, string> = {
  upcoming: "No upcoming bookings in the next 60 days.",
  pending: "No requests are waiting for you.",
  confirmed: "No confirmed appointments in the next 60 days.",
  closed: "No cancelled or declined bookings in the next 60 days.",
};

function statusesOf(filter: BookingFilter): readonly Status[] {
  return BOOKING_FILTERS.find((candidate) => candidate.id === filter)?.statuses ?? [];
}

/** The rows a filter shows, in the order given. */
export function filterRows<R extends Row>(rows: readonly R[], filter: BookingFilter): R[] {
  const statuses = statusesOf(filter);
  return rows.filter((row) => statuses.includes(row.status));
}

/** How many rows each filter would show. */
export function filterCounts(rows: readonly Row[]): Record<BookingFilter, number> {
  const counts = { upcoming: 0, pending: 0, confirmed: 0, closed: 0 };
  for (const { id } of BOOKING_FILTERS) counts[id] = filterRows(rows, id).length;
  return counts;
}

/** The line an empty filter shows. */
export function emptyText(filter: BookingFilter): string {
  return EMPTY[filter];
}

/** The badge a booking's status shows the practitioner. */
export function statusLabel(row: Row): string {
  switch (row.status) {
    case "pending":
      return "Waiting for you";
    case "confirmed":
      return "Confirmed";
    case "completed":
      return "Completed";
    case "expired":
      return "Expired (not answered in time)";
    case "declined":
      return row.cancelled_by === "practitioner" ? "Cancelled by you" : "Declined";
    case "cancelled":
      if (row.cancelled_by === "practitioner") return "Cancelled by you";
      if (row.cancelled_by === "admin") return `Cancelled by ${siteConfig.brandName}`;
      return "Cancelled by patient";
  }
}
