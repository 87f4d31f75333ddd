import { useEffect, useState } from "react";
import { BILLING_STATUS_TEXT } from "../../core/billing";
import { checkDate } from "../../core/council-badge";
import type { PaymentHistoryResponse } from "../../core/schemas/billing";
import { formatRandCents, siteConfig } from "../../core/site-config";
import { AdminTable, adminColumns } from "../admin-ui/AdminTable";
import { api } from "../api/client";
import { Loader } from "../ui/Loader";

type Payment = PaymentHistoryResponse["payments"][number];

const KIND_TEXT: Record<Payment["kind"], string> = { paid: "Paid", failed: "Failed", refund: "Refunded" };

const col = adminColumns<Payment>();
const COLUMNS = [
  col.accessor((row) => checkDate(row.at), { id: "date", header: "Date", enableSorting: false }),
  col.accessor((row) => KIND_TEXT[row.kind], { id: "kind", header: "What", enableSorting: false }),
  col.accessor((row) => formatRandCents(row.amount_cents), {
    id: "amount",
    header: "Amount",
    enableSorting: false,
  }),
  col.accessor((row) => siteConfig.plans[row.plan]?.label ?? row.plan, {
    id: "plan",
    header: "Package",
    enableSorting: false,
  }),
  col.accessor((row) => row.invoice_number ?? "", {
    id: "invoice",
    header: "Tax invoice",
    enableSorting: false,
  }),
];

/** The practitioner record's billing (issue 29 item 7): status, paid-until date and every payment, newest first. */
export function PaymentHistory({ practitionerId }: { practitionerId: string }) {
  const [history, setHistory] = useState<PaymentHistoryResponse | null>(null);
  const [error, setError] = useState("");
  const load = async () => {
    setError("");
    try {
      setHistory(await api.call("GET /api/billing/practitioner/{id}", { path: { id: practitionerId } }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The payment history could not be loaded.");
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per practitioner.
  useEffect(() => {
    void load();
  }, [practitionerId]);
  if (!history && !error) return <Loader />;
  return (
    <>
      {history && (
        <dl className="ap-facts">
          <div className="ap-fact">
            <dt>Billing status</dt>
            <dd>{BILLING_STATUS_TEXT[history.status]}</dd>
          </div>
          <div className="ap-fact">
            <dt>Paid until</dt>
            <dd>{history.paid_until ? checkDate(history.paid_until) : "No payment yet"}</dd>
          </div>
        </dl>
      )}
      <AdminTable
        caption="Payments"
        columns={COLUMNS}
        getRowId={(row) => `${row.kind}#${row.reference}`}
        load={
          error
            ? { status: "error", message: error }
            : { status: "ready", rows: history?.payments ?? [], total: history?.payments.length ?? 0 }
        }
        page={1}
        pageSize={Math.max(history?.payments.length ?? 0, 1)}
        onPage={() => undefined}
        onRetry={() => void load()}
      />
    </>
  );
}
