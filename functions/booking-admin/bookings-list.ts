import { addDays, sastDate } from "../../core/sast-time";
import {
  ADMIN_BOOKINGS_DEFAULT_DAYS,
  ADMIN_BOOKINGS_MAX_PAGE_SIZE,
  ADMIN_BOOKINGS_PAGE_SIZE,
  type AdminBookingRow,
  type AdminBookingsQuery,
  type AdminBookingsResponse,
} from "../../core/schemas/admin-bookings";
import { bookingRowBase, statusNow } from "../booking/booking-view";
import type { BookingItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { pageOf, pageRequest } from "../lib/admin-list";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";

/** What a row needs of a booking: the GSI3 projection (never the reason or contact details). */
export type ListedBooking = Pick<
  BookingItem,
  | "id"
  | "practitionerId"
  | "firstName"
  | "lastName"
  | "date"
  | "time"
  | "duration"
  | "type"
  | "status"
  | "createdAt"
  | "bookedBy"
  | "erasedAt"
>;
const LISTED_FIELDS =
  "id, practitionerId, firstName, lastName, #date, #time, #duration, #type, #status, createdAt, bookedBy, erasedAt";
const LISTED_NAMES = {
  "#date": "date",
  "#time": "time",
  "#duration": "duration",
  "#type": "type",
  "#status": "status",
};

/** The SAST months ("YYYY-MM") from `from`'s to `to`'s, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    months.push(month);
    const [year, m] = month.split("-").map(Number) as [number, number];
    month = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  }
  return months;
}

/**
 * Every booking starting on the SAST days `from` to `to`, soonest first: one practitioner's from
 * their own partition, everyone's from GSI3's month partitions (at most four for the 92-day cap).
 */
export async function bookingsBetween(
  from: string,
  to: string,
  practitionerId?: string,
): Promise<ListedBooking[]> {
  const projection = { ProjectionExpression: LISTED_FIELDS, ExpressionAttributeNames: LISTED_NAMES };
  if (practitionerId)
    return queryAll<ListedBooking>({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
      ExpressionAttributeValues: {
        ":pk": keys.practitioner(practitionerId).PK,
        ":from": `${keys.bookingPrefix}${from}`,
        ":to": `${keys.bookingPrefix}${to}~`,
      },
      ...projection,
    });
  const months = await Promise.all(
    monthsBetween(from, to).map((month) =>
      queryAll<ListedBooking>({
        TableName: tableName(),
        IndexName: "GSI3",
        KeyConditionExpression: "GSI3PK = :pk AND GSI3SK BETWEEN :from AND :to",
        ExpressionAttributeValues: {
          ":pk": keys.bookingsMonthPartition(month),
          ":from": from,
          ":to": `${to}~`,
        },
        ...projection,
      }),
    ),
  );
  return months.flat();
}

/** Active or not, by id: the names a page of bookings shows. */
export async function practitionerNames(ids: Iterable<string>): Promise<Map<string, string>> {
  const found = await batchGetAll<PractitionerItem>([...new Set(ids)].map((id) => keys.practitioner(id)));
  return new Map(found.map((practitioner) => [practitioner.id, practitioner.name]));
}

export function adminBookingRow(
  booking: ListedBooking,
  names: Map<string, string>,
  nowMs: number,
): AdminBookingRow {
  return {
    ...bookingRowBase(booking, nowMs),
    duration: booking.duration,
    practitioner: {
      id: booking.practitionerId,
      name: names.get(booking.practitionerId) ?? "Practitioner no longer listed",
    },
    first_name: booking.firstName,
    last_name: booking.lastName,
    by_phone: booking.bookedBy !== undefined,
    erased: Boolean(booking.erasedAt),
    created_at: booking.createdAt,
  };
}

/** The days asked for: from today for 30 days unless given. */
export function listRange(query: Pick<AdminBookingsQuery, "from" | "to">, nowMs: number) {
  const from = query.from ?? sastDate(nowMs);
  return { from, to: query.to ?? addDays(from, ADMIN_BOOKINGS_DEFAULT_DAYS) };
}

/**
 * GET /api/booking/admin/list (admin): a page of bookings by start, with how many match. The status
 * filter is the status as of now (a pending request whose time passed is "expired").
 */
export const listAdminBookings = httpHandler(
  { route: "GET /api/booking/admin/list" },
  async ({ query }): Promise<AdminBookingsResponse> => {
    const nowMs = now();
    const { from, to } = listRange(query, nowMs);
    const asked = pageRequest(query, ADMIN_BOOKINGS_PAGE_SIZE, ADMIN_BOOKINGS_MAX_PAGE_SIZE);
    const bookings = await bookingsBetween(from, to, query.practitioner_id);
    const matching = bookings
      .filter((booking) => !query.status || statusNow(booking, nowMs) === query.status)
      .sort((a, b) => `${a.date}T${a.time}${a.id}`.localeCompare(`${b.date}T${b.time}${b.id}`));
    const page = pageOf(matching, asked);
    const names = await practitionerNames(page.map((booking) => booking.practitionerId));
    return {
      data: { data: page.map((booking) => adminBookingRow(booking, names, nowMs)) },
      total: matching.length,
    };
  },
);
