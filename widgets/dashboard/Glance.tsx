import { useEffect, useState } from "react";
import type { DashboardGlance } from "../../core/schemas/dashboard";
import { api } from "../api/client";
import { appointmentsText, requestsText, waitlistText, weekSpanText } from "./glance-text";
import { LoadFailed } from "./list-parts";
import "./glance.css";

type GlanceLoad = { status: "loading" } | { status: "error" } | { status: "ready"; glance: DashboardGlance };

/**
 * Today and this week at a glance, at the top of the bookings (issue 25): requests waiting (a
 * button that shows them in the list below), today's and this week's appointments, and the way to
 * past appointments. Loads again whenever `changes` moves (a booking was confirmed or cancelled).
 */
export function Glance({ changes, onShowRequests }: { changes: number; onShowRequests(): void }) {
  const [load, setLoad] = useState<GlanceLoad>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` and `attempt` are what trigger a load.
  useEffect(() => {
    const controller = new AbortController();
    api
      .call("GET /api/dashboard/glance", { signal: controller.signal })
      .then((glance) => setLoad({ status: "ready", glance }))
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError") setLoad({ status: "error" });
      });
    return () => controller.abort();
  }, [changes, attempt]);

  if (load.status === "error")
    return <LoadFailed what="today's and this week's counts" onRetry={() => setAttempt((n) => n + 1)} />;
  // The tiles keep their place while loading, so nothing below them jumps when the counts arrive.
  const glance = load.status === "ready" ? load.glance : undefined;
  const waiting = glance?.requests_waiting ?? 0;
  return (
    <section className="db-glance" aria-labelledby="db-glance-title" aria-busy={!glance}>
      <h2 id="db-glance-title" className="vh-sr-only">
        At a glance
      </h2>
      <ul className="db-glance__tiles">
        <li className="db-glance__tile" data-attention={waiting > 0 || undefined}>
          <span className="db-glance__label">Requests</span>
          <strong className="db-glance__count">{glance ? requestsText(waiting) : "…"}</strong>
          {waiting > 0 && (
            <button type="button" className="db-glance__action" onClick={onShowRequests}>
              Show {waiting === 1 ? "it" : "them"}
            </button>
          )}
        </li>
        <li className="db-glance__tile">
          <span className="db-glance__label">Today</span>
          <strong className="db-glance__count">
            {glance ? appointmentsText(glance.today_appointments) : "…"}
          </strong>
        </li>
        <li className="db-glance__tile">
          <span className="db-glance__label">This week</span>
          <strong className="db-glance__count">
            {glance ? appointmentsText(glance.week_appointments) : "…"}
          </strong>
          {/* A blank line while loading: the tile has its height from the first paint. */}
          <span className="db-glance__note">{glance ? weekSpanText(glance) : "\u00a0"}</span>
        </li>
        <li className="db-glance__tile">
          <span className="db-glance__label">Waitlist</span>
          <strong className="db-glance__count">{glance ? waitlistText(glance.waitlist_waiting) : "…"}</strong>
          <span className="db-glance__note">Freed times are offered to them in turn</span>
        </li>
      </ul>
      <p className="db-glance__past">
        <a href="#past-appointments">Past appointments</a>
      </p>
    </section>
  );
}
