import { useState } from "react";
import type { PayoutFileResponse } from "../../core/schemas/payout";
import { formatRandCents } from "../../core/site-config";
import { toastFailureWithDetail } from "../admin-ui/toasts";
import { api } from "../api/client";

/**
 * The monthly payout run (issue 29 item 6): one click makes the month's bank payment file (FNB's CSV
 * import) with every affiliate's bank details in it, recorded as one look per affiliate, so it asks
 * first. Affiliates whose details the file cannot hold are listed to pay by hand (Show, beside them).
 */
export function PayoutFile({
  month,
  monthName,
  download,
}: {
  month: string;
  monthName: string;
  download(content: string, filename: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<PayoutFileResponse | null>(null);
  const run = async () => {
    if (busy) return;
    const ask = `Make the bank payment file for ${monthName}? It holds the bank details of every affiliate it pays, and records that you saw them.`;
    if (!window.confirm(ask)) return;
    setBusy(true);
    try {
      const answer = await api.call("POST /api/program/payout-file", { body: { month } });
      download(answer.csv, answer.filename);
      setMade(answer);
    } catch (error) {
      toastFailureWithDetail(error);
    } finally {
      setBusy(false);
    }
  };
  const shown = made?.month === month ? made : null;
  return (
    <>
      <button
        type="button"
        className="vh-btn vh-btn--outline"
        aria-disabled={busy || undefined}
        onClick={run}
      >
        Bank payment file (FNB)
      </button>
      {shown && (
        <p className="acm-summary" role="status">
          Saved {shown.filename}: {shown.paid.length} affiliate{shown.paid.length === 1 ? "" : "s"},{" "}
          <strong>{formatRandCents(shown.total_cents)}</strong>. Upload it in FNB Online Banking under
          Payments, Import.
          {shown.by_hand.length > 0 && (
            <>
              {" "}
              Pay these by hand (their bank details could not be read for certain):{" "}
              {shown.by_hand
                .map((row) => `${row.name} (${formatRandCents(row.commission_cents)})`)
                .join(", ")}
              .
            </>
          )}
        </p>
      )}
    </>
  );
}
