import { createContext, useContext, useEffect, useState } from "react";
import { MONTH, monthOf } from "../../core/commission";
import type {
  CommissionAffiliateRow,
  CommissionPractitionerRow,
  CommissionReportResponse,
} from "../../core/schemas/affiliate";
import * as z from "../../core/schemas/z";
import { formatRandCents, siteConfig } from "../../core/site-config";
import { type AdminColumn, AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { toastFailureWithDetail, toastSuccess } from "../admin-ui/toasts";
import { useAdminList } from "../admin-ui/use-admin-list";
import { useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";
import { commissionCsv } from "./csv";
import { PayoutFile } from "./PayoutFile";
import "./admin-affiliate-commission.css";

/**
 * /admin/affiliate-commission: a month's commission per affiliate (from the month's records of each
 * referred listing, functions/affiliate-admin/month-record.ts), the month in the address, totals,
 * the report as CSV, the payout run's bank payment file (./PayoutFile.tsx), and Void beside each
 * practitioner for a self-referral found later. One page:
 * every affiliate owed something that month.
 */
export const COMMISSION_PAGE = "/admin/affiliate-commission";
const DEFAULTS = { month: monthOf(Date.now()) };

const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString("en-ZA", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * The masked hint, and the details in full on request (for paying out): the API records every look
 * (functions/affiliate/reveal.ts), so they are fetched only when asked for and kept on screen until
 * Hide, leaving the page or two minutes.
 */
const SHOWN_FOR_MS = 2 * 60_000;

function BankDetail({ row }: { row: CommissionAffiliateRow }) {
  const [plain, setPlain] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const who = `${row.name} ${row.surname}`;
  const show = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await api.call("POST /api/program/bank-detail/{code}", {
        path: { code: row.referral_code },
      });
      setPlain(answer.bank_detail);
    } catch (error) {
      toastFailureWithDetail(error);
    } finally {
      setBusy(false);
    }
  };
  // Not left on a screen someone walks away from.
  useEffect(() => {
    if (plain === null) return;
    const timer = setTimeout(() => setPlain(null), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [plain]);
  return (
    <div className="acm-bank">
      <span className={plain === null ? undefined : "acm-bank__plain"} aria-live="polite">
        {plain ?? row.bank_detail_masked}
      </span>
      <button
        type="button"
        className="vh-btn vh-btn--ghost acm-bank__toggle"
        // Not `disabled`: a disabled button drops the keyboard focus to the page.
        aria-disabled={busy || undefined}
        onClick={plain === null ? show : () => setPlain(null)}
      >
        {plain === null ? "Show" : "Hide"}
        <span className="vh-sr-only"> bank details of {who}</span>
      </button>
    </div>
  );
}

/** Reloads the month after an action (the columns are module-level, the list is not). */
const Reload = createContext<() => void>(() => undefined);

/**
 * Voids one attribution (a self-referral found after approval): it then earns for no month. Asks
 * first, since it cannot be undone here.
 */
function VoidAttribution({ practitioner, code }: { practitioner: CommissionPractitionerRow; code: string }) {
  const reload = useContext(Reload);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    if (
      !window.confirm(
        `Void the attribution of ${practitioner.name} to affiliate ${code}? It will earn no commission.`,
      )
    )
      return;
    setBusy(true);
    try {
      await api.call("POST /api/program/referral/void/{id}", { path: { id: practitioner.id } });
      toastSuccess();
      reload();
    } catch (error) {
      toastFailureWithDetail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="vh-btn vh-btn--ghost acm-bank__toggle"
      aria-disabled={busy || undefined}
      onClick={run}
    >
      Void
      <span className="vh-sr-only"> the attribution of {practitioner.name}</span>
    </button>
  );
}

const col = adminColumns<CommissionAffiliateRow>();
const COLUMNS: AdminColumn<CommissionAffiliateRow>[] = [
  col.accessor("referral_code", {
    header: "Affiliate",
    enableSorting: false,
    cell: (info) => (
      <>
        {info.row.original.name} {info.row.original.surname}
        <span className="vh-admin-muted">Code {info.getValue()}</span>
      </>
    ),
  }),
  col.accessor("email", {
    header: "Contact",
    enableSorting: false,
    cell: (info) => (
      <>
        <a href={`mailto:${info.getValue()}`}>{info.getValue()}</a>
        <span className="vh-admin-muted">{info.row.original.contact}</span>
      </>
    ),
  }),
  col.accessor("bank_detail_masked", {
    header: "Bank details",
    enableSorting: false,
    cell: (info) => <BankDetail row={info.row.original} />,
  }),
  col.accessor("practitioners", {
    header: "Practitioners",
    enableSorting: false,
    cell: (info) => (
      <ul className="acm-list">
        {(info.getValue() as CommissionPractitionerRow[]).map((p) => (
          <li key={p.id}>
            <a href={`/page/practitioner/${encodeURIComponent(p.id)}`}>{p.name}</a>
            <span className="vh-admin-muted">
              {siteConfig.plans[p.plan].label}: {formatRandCents(p.commission_cents)}
            </span>
            <VoidAttribution practitioner={p} code={info.row.original.referral_code} />
          </li>
        ))}
      </ul>
    ),
  }),
  col.accessor("commission_cents", {
    header: "Commission",
    enableSorting: false,
    cell: (info) => <strong>{formatRandCents(info.getValue())}</strong>,
  }),
];

function download(content: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function CommissionReport() {
  const [view, update] = useUrlState(DEFAULTS);
  const month = MONTH.test(view.month) ? view.month : DEFAULTS.month;
  const [report, setReport] = useState<CommissionReportResponse | null>(null);
  const { load, reload } = useAdminList(month, (signal) =>
    api.call("GET /api/program/commission", { query: { month }, signal }).then((answer) => {
      setReport(answer);
      return { rows: answer.data, total: answer.data.length };
    }),
  );
  const shown = load.status === "ready" && report?.month === month ? report : null;
  return (
    <>
      <form className="vh-admin-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          Month
          <input
            type="month"
            value={month}
            max={DEFAULTS.month}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (MONTH.test(value)) update({ month: value });
            }}
          />
        </label>
        <button
          type="button"
          className="vh-btn vh-btn--outline"
          disabled={!shown}
          onClick={() => shown && download(commissionCsv(shown), `affiliate-commission-${shown.month}.csv`)}
        >
          Download CSV
        </button>
        {shown && shown.total_cents > 0 && (
          <PayoutFile month={month} monthName={monthName(month)} download={download} />
        )}
      </form>
      {shown && (
        <p className="acm-summary" role="status">
          {monthName(month)}: {shown.practitioner_count} practitioner
          {shown.practitioner_count === 1 ? "" : "s"} for {shown.data.length} affiliate
          {shown.data.length === 1 ? "" : "s"}, <strong>{formatRandCents(shown.total_cents)}</strong>{" "}
          commission in all ({shown.rate_percent}% of each package).
        </p>
      )}
      <Reload.Provider value={reload}>
        <AdminTable
          caption={`Affiliate commission for ${monthName(month)}`}
          columns={COLUMNS}
          load={load}
          getRowId={(row) => row.referral_code}
          page={1}
          pageSize={Math.max(1, load.status === "ready" ? load.total : 1)}
          onPage={() => undefined}
          onRetry={reload}
          lowPriority={["email", "bank_detail_masked"]}
        />
      </Reload.Provider>
    </>
  );
}

export const { mount } = defineAdminPage(z.object({}), CommissionReport, {
  title: "Affiliate commission",
  section: COMMISSION_PAGE,
});
