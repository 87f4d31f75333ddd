/**
 * What one booking adds to its practitioner's monthly report (issue 24; each figure is defined in
 * docs/decisions.md "The practitioner's week (issue 24)"). Pure: the counters (counters.ts) add the
 * difference a change makes, and the recomputation (recompute.ts) sums it over a month's bookings,
 * so both read the figures from this one place.
 */
import type { BookingItem } from "../data/items";

export const REPORT_FIGURES = [
  "requests",
  "pending",
  "confirmed",
  "declined",
  "cancelled",
  "expired",
  "lateCancellations",
  "attended",
  "noShows",
  "bookedMinutes",
  "newPatients",
  "returningPatients",
  "remindersSent",
] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];
export type ReportFigures = Record<ReportFigure, number>;

export function zeroFigures(): ReportFigures {
  return Object.fromEntries(REPORT_FIGURES.map((figure) => [figure, 0])) as ReportFigures;
}

/** The "YYYY-MM" (SAST) month the booking's appointment falls in: the report it counts in. */
export function reportMonthOf(booking: Pick<BookingItem, "date">): string {
  return booking.date.slice(0, 7);
}

type Counted = Pick<
  BookingItem,
  "status" | "duration" | "attendance" | "lateCancel" | "newPatient" | "remindersSent"
>;

export function contribution(booking: Counted): ReportFigures {
  const figures = zeroFigures();
  const { status } = booking;
  figures.requests = 1;
  if (status === "pending" || status === "declined" || status === "cancelled" || status === "expired")
    figures[status] = 1;
  // Attendance is marked only on confirmed appointments; a cancelled one is never a no-show.
  if (status === "confirmed") {
    figures.confirmed = 1;
    figures.bookedMinutes = booking.duration;
    if (booking.attendance === "attended") figures.attended = 1;
    if (booking.attendance === "no_show") figures.noShows = 1;
    // Bookings from before the flag existed are neither.
    if (booking.newPatient === true) figures.newPatients = 1;
    if (booking.newPatient === false) figures.returningPatients = 1;
  }
  if (status === "cancelled" && booking.lateCancel) figures.lateCancellations = 1;
  figures.remindersSent = booking.remindersSent ?? 0;
  return figures;
}

/** Adds `figures` times `sign` into `into` (in place). */
export function addFigures(into: ReportFigures, figures: ReportFigures, sign: 1 | -1 = 1): ReportFigures {
  for (const figure of REPORT_FIGURES) into[figure] += sign * figures[figure];
  return into;
}
