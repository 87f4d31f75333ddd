import { useEffect, useState } from "react";
import { checkDate } from "../../core/council-badge";
import type { BillingOverviewResponse } from "../../core/schemas/billing";
import * as z from "../../core/schemas/z";
import { formatRandCents } from "../../core/site-config";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { defineAdminPage } from "../admin-ui/define-admin-page";
import { api } from "../api/client";
import { Loader } from "../ui/Loader";

type Failed = BillingOverviewResponse["failed_payments"][number];

/**
 * /admin/billing (issue 29 item 7): listings by billing status, monthly recurring revenue, and this
 * and last month's failed payments, each linking to the practitioner's record (its payment history).
 */
export const BILLING_PAGE = "/admin/billing";

const col = adminColumns<Failed>();
const COLUMNS = [
  col.accessor("name", {
    header: "Practitioner",
    enableSorting: false,
    cell: ({ row }) => (
      <a href={`/admin/doctor/detail/${encodeURIComponent(row.original.practitioner_id)}`}>
        {row.original.name}
      </a>
    ),
  }),
  col.accessor((row) => checkDate(row.at), { id: "date", header: "Date", enableSorting: false }),
  col.accessor((row) => formatRandCents(row.amount_cents), {
    id: "amount",
    header: "Amount",
    enableSorting: false,
  }),
  col.accessor("reference", { header: "Reference", enableSorting: false }),
];

function Overview() {
  const [overview, setOverview] = useState<BillingOverviewResponse | null>(null);
  const [error, setError] = useState("");
  const load = async () => {
    setError("");
    try {
      setOverview(await api.call("GET /api/billing/overview"));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The billing overview could not be loaded.");
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once.
  useEffect(() => {
    void load();
  }, []);
  if (!overview && !error) return <Loader />;
  const figures = overview
    ? [
        { label: "Active", value: String(overview.active) },
        { label: "Past due", value: String(overview.past_due) },
        { label: "Cancelled", value: String(overview.cancelled) },
        { label: "Not paid yet", value: String(overview.unpaid) },
        { label: "Monthly recurring revenue (incl. VAT)", value: formatRandCents(overview.mrr_cents) },
      ]
    : [];
  return (
    <>
      {overview && (
        <dl className="vh-admin-figures">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2 className="vh-admin-subtitle">Failed payments, this month and last</h2>
      <AdminTable
        caption="Failed payments, this month and last"
        columns={COLUMNS}
        getRowId={(row) => `${row.practitioner_id}#${row.reference}`}
        load={
          error
            ? { status: "error", message: error }
            : {
                status: "ready",
                rows: overview?.failed_payments ?? [],
                total: overview?.failed_payments.length ?? 0,
              }
        }
        page={1}
        pageSize={Math.max(overview?.failed_payments.length ?? 0, 1)}
        onPage={() => undefined}
        onRetry={() => void load()}
      />
    </>
  );
}

export const { mount } = defineAdminPage(z.object({}), Overview, { title: "Billing", section: BILLING_PAGE });
