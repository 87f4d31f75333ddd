import type { MonthlyReportResponse } from "../../core/schemas/report";
import { api } from "../api/client";
import { MonthlyReport } from "../monthly-report/MonthlyReport";

// At module level: a stable identity, so the report loads once per month picked.
const loadOwn = (month: string, signal: AbortSignal): Promise<MonthlyReportResponse> =>
  api.call("GET /api/dashboard/report", { query: { month }, signal });

/** The practitioner's own monthly report (issue 24), a dashboard section. */
export function MonthlyReportPanel() {
  return (
    <section className="db-panel" aria-labelledby="mr-title">
      <h2 id="mr-title" className="db-panel__title">
        Monthly report
      </h2>
      <MonthlyReport
        load={loadOwn}
        fileName="vula-health-report"
        intro="How your month went: requests, attendance, and how much of your offered time was booked."
      />
    </section>
  );
}
