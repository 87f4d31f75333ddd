import { describe, expect, it } from "vitest";
import type { MonthlyReportResponse } from "../../core/schemas/report";
import { hoursAndMinutes, reportCsv, reportGroups } from "./report-rows";

const REPORT: MonthlyReportResponse = {
  month: "2026-11",
  requests: 12,
  pending: 1,
  confirmed: 8,
  declined: 1,
  cancelled: 2,
  expired: 0,
  late_cancellations: 1,
  attended: 6,
  no_shows: 2,
  no_show_rate: 0.25,
  booked_minutes: 270,
  offered_minutes: 4620,
  utilisation: 0.0584,
  new_patients: 5,
  returning_patients: 3,
  reminders_sent: 9,
};

describe("the monthly report as people read it", () => {
  it("shows minutes as hours and minutes, and ratios as percentages", () => {
    expect(hoursAndMinutes(0)).toBe("0 min");
    expect(hoursAndMinutes(45)).toBe("45 min");
    expect(hoursAndMinutes(120)).toBe("2 h");
    expect(hoursAndMinutes(270)).toBe("4 h 30 min");
    const rows = reportGroups(REPORT).flatMap((group) => group.rows);
    expect(rows.find((row) => row.label === "No-show rate")?.shown).toBe("25%");
    expect(rows.find((row) => row.label === "Time booked")?.shown).toBe("5.8%");
  });

  it("says so where there is nothing to divide by", () => {
    const quiet = {
      ...REPORT,
      attended: 0,
      no_shows: 0,
      no_show_rate: null,
      offered_minutes: 0,
      utilisation: null,
    };
    const rows = reportGroups(quiet).flatMap((group) => group.rows);
    expect(rows.find((row) => row.label === "No-show rate")).toMatchObject({
      shown: "None marked yet",
      value: "",
    });
    expect(rows.find((row) => row.label === "Time booked")).toMatchObject({
      shown: "No times offered",
      value: "",
    });
  });

  it("writes one quoted row per figure, numbers only, with the unit in the label", () => {
    const lines = reportCsv(REPORT).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Figure","Value for 2026-11"');
    expect(lines).toContain('"Booking requests","12"');
    expect(lines).toContain('"Booked minutes","270"');
    expect(lines).toContain('"No-show rate (%)","25"');
    expect(lines).toHaveLength(1 + 16);
  });

  it("guards a cell that starts like a formula even though every figure is a number", () => {
    const negative = { ...REPORT, pending: -1 };
    expect(reportCsv(negative)).toContain(`"Waiting for an answer","'-1"`);
  });
});
