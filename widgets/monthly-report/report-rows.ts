/**
 * The monthly report (issue 24) as people read it: grouped figures with plain labels for the page,
 * and the same figures as CSV (one row per figure: numbers only, but every cell still goes through
 * the formula guard). Pure, shared by the practitioner's dashboard and the admin's record page.
 */
import type { MonthlyReportResponse } from "../../core/schemas/report";
import { csvCell } from "../lib/csv-cell";

export interface ReportRow {
  label: string;
  /** What the page shows. */
  shown: string;
  /** What the CSV holds: a number, or "" where there is nothing to divide by. */
  value: number | "";
}

export interface ReportGroup {
  title: string;
  rows: ReportRow[];
}

/** "2 h 30 min", "45 min", "0 min". */
export function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const percent = (ratio: number | null) => (ratio === null ? "" : Math.round(ratio * 1000) / 10);

function countRow(label: string, value: number): ReportRow {
  return { label, shown: String(value), value };
}

export function reportGroups(report: MonthlyReportResponse): ReportGroup[] {
  const noShowRate = percent(report.no_show_rate);
  const utilisation = percent(report.utilisation);
  return [
    {
      title: "Requests",
      rows: [
        countRow("Booking requests", report.requests),
        countRow("Confirmed", report.confirmed),
        countRow("Waiting for an answer", report.pending),
        countRow("Declined", report.declined),
        countRow("Not answered in time", report.expired),
        countRow("Cancelled", report.cancelled),
        countRow("Cancelled late (inside the cut-off)", report.late_cancellations),
      ],
    },
    {
      title: "Attendance",
      rows: [
        countRow("Attended", report.attended),
        countRow("No-shows", report.no_shows),
        {
          label: "No-show rate",
          shown: noShowRate === "" ? "None marked yet" : `${noShowRate}%`,
          value: noShowRate,
        },
      ],
    },
    {
      title: "Time",
      rows: [
        { label: "Booked", shown: hoursAndMinutes(report.booked_minutes), value: report.booked_minutes },
        { label: "Offered", shown: hoursAndMinutes(report.offered_minutes), value: report.offered_minutes },
        {
          label: "Time booked",
          shown: utilisation === "" ? "No times offered" : `${utilisation}%`,
          value: utilisation,
        },
      ],
    },
    {
      title: "Patients",
      rows: [
        countRow("New patients", report.new_patients),
        countRow("Returning patients", report.returning_patients),
        countRow("Reminders sent", report.reminders_sent),
      ],
    },
  ];
}

/** CSV labels say the unit the page shows beside the number. */
const CSV_LABELS: Record<string, string> = {
  Booked: "Booked minutes",
  Offered: "Offered minutes",
  "No-show rate": "No-show rate (%)",
  "Time booked": "Time booked (% of offered)",
};

export function reportCsv(report: MonthlyReportResponse): string {
  const rows = reportGroups(report).flatMap((group) => group.rows);
  const lines = [
    ["Figure", `Value for ${report.month}`],
    ...rows.map((row) => [CSV_LABELS[row.label] ?? row.label, row.value]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
