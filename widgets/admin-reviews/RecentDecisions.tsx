import type { ReviewDecisionRow } from "../../core/schemas/review";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { useAdminList } from "../admin-ui/use-admin-list";
import { api } from "../api/client";
import { whenText } from "./review-cells";

const col = adminColumns<ReviewDecisionRow>();
const DECIDED = { approve: "Approved", reject: "Rejected", unpublish: "Unpublished" } as const;

const COLUMNS = [
  col.accessor("at", { header: "When", enableSorting: false, cell: ({ getValue }) => whenText(getValue()) }),
  col.accessor("decision", {
    header: "Decision",
    enableSorting: false,
    cell: ({ getValue }) => <span className="vh-badge">{DECIDED[getValue()]}</span>,
  }),
  col.accessor("reviewer_name", {
    header: "Review",
    enableSorting: false,
    cell: ({ row }) => (
      <span>
        {row.original.reviewer_name || "Anonymous"}, {row.original.rating} / 5
        <span className="vh-admin-muted"> for {row.original.practitioner_name}</span>
      </span>
    ),
  }),
  col.accessor("reason", {
    header: "Reason",
    enableSorting: false,
    cell: ({ getValue }) => getValue() || <span className="vh-admin-muted">None given</span>,
  }),
  col.accessor("by", { header: "By", enableSorting: false }),
];

/** The latest 50 decisions on reviews (who, when, why); `version` changes after each new one. */
export function RecentDecisions({ version }: { version: number }) {
  const { load, reload } = useAdminList(String(version), (signal) =>
    api
      .call("GET /api/review/decisions", { signal })
      .then((body) => ({ rows: body.data, total: body.data.length })),
  );
  return (
    <div className="ar-section">
      <h2 className="ar-title">Recent decisions</h2>
      <AdminTable
        caption="Recent decisions on reviews"
        columns={COLUMNS}
        load={load}
        page={1}
        pageSize={Math.max(1, load.status === "ready" ? load.rows.length : 1)}
        onPage={() => undefined}
        onRetry={reload}
        getRowId={(row) => `${row.review_id}#${row.at}`}
      />
    </div>
  );
}
