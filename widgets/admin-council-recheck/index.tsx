import type { Answer } from "../../core/api/responses";
import { checkDate } from "../../core/council-badge";
import * as z from "../../core/schemas/z";
import { adminColumns } from "../admin-ui/AdminTable";
import { CursorTable } from "../admin-ui/CursorTable";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { useUrlState } from "../admin-ui/use-url-state";
import { api } from "../api/client";

type Row = Answer<"councilRecheckList">["data"][number];

/**
 * /admin/council-recheck (issue 27): practitioners whose council check lapsed on 1 April (no badge
 * until re-checked) or lapses soon, soonest first, 25 at a time from the re-check index; each links
 * to the record, where "Checked on the register" re-checks.
 */
export const RECHECK_PAGE = "/admin/council-recheck";
const HORIZONS = [
  { value: "0", label: "Lapsed already" },
  { value: "30", label: "Due within 30 days" },
  { value: "90", label: "Due within 90 days" },
];
const DEFAULTS = { within_days: "30" };

const col = adminColumns<Row>();
const COLUMNS = [
  col.accessor("name", {
    header: "Practitioner",
    enableSorting: false,
    cell: ({ row }) => (
      <>
        <a href={`/admin/doctor/detail/${encodeURIComponent(row.original.id)}`}>{row.original.name}</a>
        {row.original.is_active === 0 && <span className="vh-admin-muted"> (deactivated)</span>}
      </>
    ),
  }),
  col.accessor((row) => `${row.council} ${row.number}`, {
    id: "registration",
    header: "Registration",
    enableSorting: false,
  }),
  col.accessor((row) => checkDate(row.checked_at), {
    id: "checked",
    header: "Checked on",
    enableSorting: false,
  }),
  col.accessor((row) => `${checkDate(row.lapses_at)}${row.lapsed ? " (lapsed: no badge)" : ""}`, {
    id: "lapses",
    header: "Lapses on",
    enableSorting: false,
  }),
];

function RecheckList() {
  const [view, update] = useUrlState(DEFAULTS);
  const withinDays = HORIZONS.some((horizon) => horizon.value === view.within_days) ? view.within_days : "30";
  const fetchPage = async (cursor: string | undefined) => {
    const answer = await api.call("GET /api/practitioner/council-recheck", {
      query: { within_days: withinDays, ...(cursor ? { cursor } : {}) },
    });
    return { rows: answer.data, next: answer.next };
  };

  return (
    <>
      <form className="vh-admin-filters" onSubmit={(event) => event.preventDefault()}>
        <label>
          Show
          <select value={withinDays} onChange={(event) => update({ within_days: event.currentTarget.value })}>
            {HORIZONS.map((horizon) => (
              <option key={horizon.value} value={horizon.value}>
                {horizon.label}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p className="vh-admin-muted">
        Councils suspend practitioners who have not paid by 1 April, so a check from before then no longer
        shows the badge. Open a practitioner to look the number up again.
      </p>
      <CursorTable
        caption="Council checks due for a re-check"
        columns={COLUMNS}
        listKey={withinDays}
        fetchPage={fetchPage}
        getRowId={(row) => row.id}
      />
    </>
  );
}

export const { mount } = defineAdminPage(z.object({}), RecheckList, {
  title: "Council re-checks",
  section: RECHECK_PAGE,
});
