import { useEffect, useState } from "react";
import type { BillingStatus } from "../../core/billing";
import { api } from "../api/client";

/** How often, and how many times, the dashboard asks whether the payment has reached us. */
export const ARRIVAL_POLL_MS = 2500;
export const ARRIVAL_POLLS = 24;

/**
 * Back from the provider's checkout (`?paid=1`), the listing changes only when the provider's signed
 * event reaches us, usually within seconds. While `status` is still what it was before paying, ask
 * again every few seconds; once it changes, reload the dashboard without `paid` so every panel shows
 * the new state. Answers true once a minute has passed with nothing: the page then says so.
 */
export function usePaymentArrival(status: BillingStatus | undefined): boolean {
  const [slow, setSlow] = useState(false);
  const returned = new URLSearchParams(window.location.search).has("paid");
  const waiting = returned && (status === "unpaid" || status === "past_due");
  useEffect(() => {
    if (!waiting) return;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      polls += 1;
      if (polls > ARRIVAL_POLLS) setSlow(true);
      else timer = setTimeout(check, ARRIVAL_POLL_MS);
    };
    const check = () =>
      api
        .call("GET /api/billing/own")
        .then((billing) =>
          billing.status === status
            ? next()
            : window.location.replace(window.location.href.replace(/[?&]paid=1/, "")),
        )
        // A failed ask (the network on a phone) is simply asked again.
        .catch(next);
    next();
    return () => clearTimeout(timer);
  }, [waiting, status]);
  return slow;
}
