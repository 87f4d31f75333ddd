import { useEffect, useState } from "react";
import { BILLING_STATUS_TEXT } from "../../core/billing";
import type { BillingOwnResponse } from "../../core/schemas/billing";
import { formatRandCents, type PlanId, siteConfig } from "../../core/site-config";
import { SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError, api } from "../api/client";
import { Loader } from "../ui/Loader";
import { showToast } from "../ui/toast";
import { billingDate } from "./billing-text";
import { LoadFailed } from "./list-parts";
import "./billing.css";

const CANCEL_QUESTION =
  "Cancel your package?\n\nNothing more is charged. Your listing stays in search until the end of the month you have paid for.";

const failure = (error: unknown) => (error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);

/** Saves a tax invoice's PDF (the API sends it as base64). */
async function download(number: string): Promise<void> {
  const file = await api.call("GET /api/billing/invoice/{number}", { path: { number } });
  const bytes = Uint8Array.from(atob(file.content_base64), (c) => c.charCodeAt(0));
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([bytes], { type: file.content_type }));
  link.download = file.filename;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The Billing section (issue 29): package, status, paid-until, tax invoices, plan change and cancel. */
export function BillingPanel() {
  const [billing, setBilling] = useState<BillingOwnResponse | null>(null);
  const [load, setLoad] = useState<"loading" | "error" | "ready">("loading");
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads (Try again).
  useEffect(() => {
    setLoad("loading");
    api
      .call("GET /api/billing/own")
      .then((body) => {
        setBilling(body);
        setLoad("ready");
      })
      .catch((error: unknown) => {
        showToast(failure(error), "error");
        setLoad("error");
      });
  }, [attempt]);

  const act = async (action: () => Promise<BillingOwnResponse>, done: string) => {
    setBusy(true);
    try {
      setBilling(await action());
      showToast(done, "success");
    } catch (error) {
      showToast(failure(error), "error");
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    if (window.confirm(CANCEL_QUESTION))
      void act(() => api.call("POST /api/billing/cancel"), "Cancelled. Nothing more will be charged.");
  };
  const change = (plan: PlanId) =>
    act(
      () => api.call("POST /api/billing/plan", { body: { plan } }),
      "Saved. The change starts with your next monthly payment.",
    );

  if (load === "loading") return <Loader />;
  if (load === "error" || !billing)
    return <LoadFailed what="your billing" onRetry={() => setAttempt((n) => n + 1)} />;
  const other: PlanId = billing.plan === "starter_package" ? "business_package" : "starter_package";
  const next = billing.next_plan;
  return (
    <section className="db-panel bl" aria-labelledby="bl-title">
      <h2 id="bl-title" className="db-panel__title">
        Billing
      </h2>
      <dl className="bl-facts">
        <dt>Package</dt>
        <dd>
          {siteConfig.plans[billing.plan].label}, {formatRandCents(billing.price_cents)} a month incl. VAT
        </dd>
        <dt>Status</dt>
        <dd>{BILLING_STATUS_TEXT[billing.status]}</dd>
        {billing.paid_until && (
          <>
            <dt>{billing.status === "cancelled" ? "Listed until" : "Paid until"}</dt>
            <dd>{billingDate(billing.paid_until)}</dd>
          </>
        )}
        {next && (
          <>
            <dt>From your next payment</dt>
            <dd>{siteConfig.plans[next].label}</dd>
          </>
        )}
      </dl>
      {billing.status === "active" && (
        <div className="bl-actions">
          <button
            type="button"
            className="vh-btn vh-btn--outline"
            disabled={busy}
            onClick={() => change(next ?? other)}
          >
            {next
              ? `Keep the ${siteConfig.plans[billing.plan].label.toLowerCase()}`
              : `Change to the ${siteConfig.plans[other].label.toLowerCase()}`}
          </button>
          <button type="button" className="vh-btn vh-btn--outline" disabled={busy} onClick={cancel}>
            Cancel package
          </button>
        </div>
      )}
      <h3>Tax invoices</h3>
      {billing.invoices.length === 0 ? (
        <p>Your tax invoices will be here after your first payment.</p>
      ) : (
        <ul className="bl-invoices">
          {billing.invoices.map((invoice) => (
            <li key={invoice.number}>
              <span>
                {invoice.number}, {billingDate(invoice.issued_at)}, {formatRandCents(invoice.total_cents)}
              </span>
              <button
                type="button"
                className="vh-btn vh-btn--outline"
                onClick={() =>
                  download(invoice.number).catch((error: unknown) => showToast(failure(error), "error"))
                }
              >
                Download {invoice.number} (PDF)
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
