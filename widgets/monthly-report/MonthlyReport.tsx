import { useEffect, useId, useState } from "react";
import { MONTH, monthOf } from "../../core/commission";
import type { MonthlyReportResponse } from "../../core/schemas/report";
import { SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError } from "../api/client";
import { Loader } from "../ui/Loader";
import { reportCsv, reportGroups } from "./report-rows";
import "./monthly-report.css";

export const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString("en-ZA", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function download(report: MonthlyReportResponse, fileName: string): void {
  const url = URL.createObjectURL(new Blob([reportCsv(report)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${fileName}-${report.month}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Load =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; report: MonthlyReportResponse };

/**
 * A month's report (issue 24): a month picker (this month first), the figures in groups that read
 * as a list on a phone, and Download CSV. `load` asks the API: the practitioner's own route on the
 * dashboard, the admin's route on a practitioner's record.
 */
export function MonthlyReport({
  load,
  fileName,
  intro,
}: {
  load: (month: string, signal: AbortSignal) => Promise<MonthlyReportResponse>;
  fileName: string;
  intro?: string;
}) {
  const [month, setMonth] = useState(() => monthOf(Date.now()));
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Load>({ state: "loading" });
  const pickerId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` loads the month again (Try again).
  useEffect(() => {
    const abort = new AbortController();
    setShown({ state: "loading" });
    load(month, abort.signal)
      .then((report) => setShown({ state: "ready", report }))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setShown({
          state: "error",
          message: error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG,
        });
      });
    return () => abort.abort();
  }, [load, month, attempt]);

  const report = shown.state === "ready" ? shown.report : null;
  return (
    <div className="mr">
      {intro && <p className="mr-intro">{intro}</p>}
      <div className="mr-controls">
        <div className="mr-month">
          <label htmlFor={pickerId}>Month</label>
          <input
            id={pickerId}
            type="month"
            value={month}
            required
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (MONTH.test(value)) setMonth(value);
            }}
          />
        </div>
        <button
          type="button"
          className="vh-btn vh-btn--outline"
          disabled={!report}
          onClick={() => report && download(report, fileName)}
        >
          Download CSV
        </button>
      </div>
      {shown.state === "loading" && <Loader />}
      {shown.state === "error" && (
        <p className="db-row mr-error" role="alert">
          {shown.message}{" "}
          <button type="button" className="vh-btn vh-btn--outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      )}
      {report && (
        <>
          <p className="mr-summary" role="status">
            {report.requests === 0
              ? `No booking requests for appointments in ${monthName(report.month)}.`
              : `${monthName(report.month)}: ${report.requests} booking request${report.requests === 1 ? "" : "s"}, ${report.confirmed} confirmed.`}
          </p>
          <div className="mr-groups">
            {reportGroups(report).map((group) => (
              <section
                key={group.title}
                className="mr-group"
                aria-label={`${group.title}, ${monthName(report.month)}`}
              >
                <h3 className="mr-group__title">{group.title}</h3>
                <dl className="mr-figures">
                  {group.rows.map((row) => (
                    <div key={row.label} className="mr-figure">
                      <dt>{row.label}</dt>
                      <dd>{row.shown}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <p className="mr-note">
            Counted by the date of each appointment. Time booked compares confirmed appointments with the
            times offered in the availability, less time out of office.
          </p>
        </>
      )}
    </div>
  );
}
