import { useEffect, useState } from "react";
import type { AdminAttention as Counts } from "../../core/schemas/admin-bookings";
import { api } from "../api/client";

const todayInSast = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date());

/** "1 request" / "3 requests". */
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The admin home's "Needs attention" (issue 25): what is waiting, each a count linking to its list
 * (GET /api/booking/admin/attention). Failing mails have no page: the outbox retries them, and the
 * count says when to look at the log.
 */
export function AdminAttention() {
  const [counts, setCounts] = useState<Counts | "failed">();
  useEffect(() => {
    const controller = new AbortController();
    api
      .call("GET /api/booking/admin/attention", { signal: controller.signal })
      .then(setCounts)
      .catch(() => !controller.signal.aborted && setCounts("failed"));
    return () => controller.abort();
  }, []);
  const today = todayInSast();
  return (
    <section className="db-section db-attention" aria-labelledby="db-attention">
      <h2 id="db-attention">Needs attention</h2>
      {counts === undefined && <p className="vh-admin-muted">Loading...</p>}
      {counts === "failed" && <p role="alert">We could not load these counts. Please reload the page.</p>}
      {counts && counts !== "failed" && (
        <ul className="db-attention__list">
          <li>
            <a href="/admin/bookings?status=pending">
              {counted(counts.waiting_requests, "request", "requests")} waiting over 24 hours
            </a>
          </li>
          <li>
            <a href={`/admin/bookings?from=${today}&to=${today}`}>
              {counted(counts.today_bookings, "booking", "bookings")} today
            </a>
          </li>
          <li>
            <a href="#rr-title">
              {counted(counts.applications_waiting, "application", "applications")} waiting
            </a>
          </li>
          <li>
            <a href="/admin/reviews">{counted(counts.reviews_waiting, "review", "reviews")} waiting</a>
          </li>
          <li>
            {counted(counts.mails_failing, "email", "emails")} failing to send
            {counts.mails_failing > 0 && (
              <span className="vh-admin-muted"> (retried automatically; see the outbox log)</span>
            )}
          </li>
        </ul>
      )}
    </section>
  );
}
