import { currentStatus } from "../../core/booking-lifecycle";
import type { CalendarEvent, CalendarStatus } from "../../core/ics";
import type { BookingStatus } from "../../core/slots";
import { endMs, startMs } from "../booking/booking-view";
import type { BookingItem } from "../data/items";

/**
 * What the feed reads of a booking (the Query projects only these): never the reason, an email,
 * a phone number or a medical aid, so none of them can reach a calendar.
 */
export const FEED_FIELDS = [
  "id",
  "date",
  "time",
  "duration",
  "type",
  "status",
  "firstName",
  "lastName",
  "moves",
  "updatedAt",
  "erasedAt",
] as const;
export type FeedBooking = Pick<BookingItem, (typeof FEED_FIELDS)[number]>;

const CALENDAR_STATUS: Record<BookingStatus, CalendarStatus> = {
  pending: "TENTATIVE",
  confirmed: "CONFIRMED",
  completed: "CONFIRMED",
  cancelled: "CANCELLED",
  declined: "CANCELLED",
  expired: "CANCELLED",
};

/** Google Calendar shows neither TENTATIVE nor CANCELLED: the title says what is not a plain appointment. */
const TITLE_PREFIX: Record<BookingStatus, string> = {
  pending: "Requested: ",
  confirmed: "",
  completed: "",
  cancelled: "Cancelled: ",
  declined: "Declined: ",
  expired: "Not confirmed: ",
};

/**
 * Where a status stands in a booking's life: pending, then confirmed, then an end. A move counts
 * two (it may turn a confirmed booking back into a request, one step down), so SEQUENCE rises with
 * every change a calendar must apply.
 */
const STEP: Record<BookingStatus, number> = {
  pending: 0,
  confirmed: 1,
  completed: 1,
  cancelled: 2,
  declined: 2,
  expired: 2,
};

/** Unlike the patient's invitation (calendarUid): a practitioner who is also a patient keeps both events. */
export function feedUid(bookingId: string): string {
  return `${bookingId}.practice@vulahealth.co.za`;
}

/** "Thabo M."; an erased booking has no name. */
function patientName(booking: FeedBooking): string {
  if (booking.erasedAt) return "";
  const first = booking.firstName.trim();
  const initial = [...booking.lastName.trim()][0]?.toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export function feedTitle(booking: FeedBooking, status: BookingStatus): string {
  const kind = booking.type === "virtual" ? "virtual" : "in person";
  const name = patientName(booking);
  return `${TITLE_PREFIX[status]}${name ? `${name} (${kind})` : `Appointment (${kind})`}`;
}

/** One booking as the practitioner's calendar shows it at `nowMs`. */
export function feedEvent(booking: FeedBooking, nowMs: number, dashboardUrl: string): CalendarEvent {
  const start = startMs(booking);
  const status = currentStatus(booking.status, start, endMs(booking), nowMs);
  const updated = Date.parse(booking.updatedAt);
  // A request expires by itself at its start time: that is when it last changed.
  const changedMs = status === "expired" ? Math.max(updated, start) : updated;
  return {
    uid: feedUid(booking.id),
    sequence: 2 * (booking.moves ?? 0) + STEP[status],
    stampMs: changedMs,
    lastModifiedMs: changedMs,
    startMs: start,
    endMs: endMs(booking),
    status: CALENDAR_STATUS[status],
    summary: feedTitle(booking, status),
    description:
      status === "pending"
        ? `Confirm or decline this request in your dashboard: ${dashboardUrl}`
        : `Details in your dashboard: ${dashboardUrl}`,
    url: dashboardUrl,
  };
}
