/**
 * One practitioner's monthly report (issue 24), for the dashboard and the admin's record page: the
 * month's counter item (kept with every booking change, counters.ts) and the minutes offered that
 * month (core/offered-minutes.ts). Bounded reads: one BatchGet (profile, weekly template, counters)
 * and the month's date records and out-of-office periods; never the bookings themselves.
 */

import { monthDates, offeredMinutes } from "../../core/offered-minutes";
import type { MonthlyReportResponse } from "../../core/schemas/report";
import { ownTimesBetween } from "../booking/availability";
import type { ReportMonthItem, WeeklyAvailabilityItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { REPORT_FIGURES, type ReportFigures } from "./contribution";

/** A ratio for the answer: null when there is nothing to divide by, else to 4 decimal places. */
function ratio(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** The report as the API answers it, from the month's figures and offered minutes. */
export function reportAnswer(month: string, figures: ReportFigures, offered: number): MonthlyReportResponse {
  return {
    month,
    requests: figures.requests,
    pending: figures.pending,
    confirmed: figures.confirmed,
    declined: figures.declined,
    cancelled: figures.cancelled,
    expired: figures.expired,
    late_cancellations: figures.lateCancellations,
    attended: figures.attended,
    no_shows: figures.noShows,
    no_show_rate: ratio(figures.noShows, figures.attended + figures.noShows),
    booked_minutes: figures.bookedMinutes,
    offered_minutes: offered,
    utilisation: ratio(figures.bookedMinutes, offered),
    new_patients: figures.newPatients,
    returning_patients: figures.returningPatients,
    reminders_sent: figures.remindersSent,
  };
}

/** The month's report, or null when the practitioner has no listing (unknown or deleted). */
export async function monthReport(
  practitionerId: string,
  month: string,
): Promise<MonthlyReportResponse | null> {
  const first = `${month}-01`;
  const [found, own] = await Promise.all([
    batchGetAll<Record<string, unknown>>(
      [
        keys.practitioner(practitionerId),
        keys.weeklyAvailability(practitionerId),
        keys.reportMonth(practitionerId, month),
      ],
      true,
    ),
    ownTimesBetween(practitionerId, first, monthDates(month).at(-1) ?? first),
  ]);
  const bySK = new Map(found.map((item) => [item.SK, item]));
  if (bySK.get("PROFILE")?.entity !== "practitioner") return null;
  const weekly = bySK.get(keys.weeklyAvailability(practitionerId).SK) as WeeklyAvailabilityItem | undefined;
  const counters = bySK.get(keys.reportMonth(practitionerId, month).SK) as ReportMonthItem | undefined;
  const figures = Object.fromEntries(
    REPORT_FIGURES.map((figure) => [figure, counters?.[figure] ?? 0]),
  ) as ReportFigures;
  return reportAnswer(
    month,
    figures,
    offeredMinutes(month, weekly?.days ?? {}, own.dateRecords, own.outOfOffice),
  );
}
