import { useEffect, useState } from "react";
import type { BillingOwnResponse } from "../../core/schemas/billing";
import { formatRandCents, siteConfig } from "../../core/site-config";
import { SOMETHING_WENT_WRONG } from "../../core/ui-text";
import { ApiError, api } from "../api/client";
import { showToast } from "../ui/toast";
import { billingDate, openCheckout } from "./billing-text";
import { usePaymentArrival } from "./use-payment-arrival";
import "./billing.css";

/**
 * Above every dashboard section (issue 29): "Activate your listing" until the first payment (the
 * package chosen at registration, its price incl. VAT, Pay), and a past-due banner after a failed
 * renewal (until when the listing stays, Pay with another card). Nothing when paid up. Back from the
 * checkout it waits for the payment to arrive and then shows the new state (use-payment-arrival.ts).
 */
export function BillingNotice() {
  const [billing, setBilling] = useState<BillingOwnResponse | null>(null);
  const [paying, setPaying] = useState(false);
  useEffect(() => {
    api
      .call("GET /api/billing/own")
      .then(setBilling)
      // The Billing section reports a failed load; the notice simply stays away.
      .catch(() => undefined);
  }, []);
  const slow = usePaymentArrival(billing?.status);
  if (!billing || (billing.status !== "unpaid" && billing.status !== "past_due")) return null;
  const pay = async () => {
    setPaying(true);
    try {
      await openCheckout(() => api.call("POST /api/billing/checkout"));
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG, "error");
      setPaying(false);
    }
  };
  const price = formatRandCents(billing.price_cents);
  const confirming = new URLSearchParams(window.location.search).has("paid") && (
    <p role="status">
      {slow
        ? "Your payment has not reached us yet. Please reload this page in a few minutes."
        : "Thank you. We are confirming your payment: this page updates by itself."}
    </p>
  );
  return billing.status === "unpaid" ? (
    <section className="bl-notice" aria-labelledby="bl-notice-title">
      <h2 id="bl-notice-title">Activate your listing</h2>
      <p>
        Your {siteConfig.plans[billing.plan].label.toLowerCase()}: <strong>{price} a month</strong>, VAT
        included. Cancel anytime.
      </p>
      <p>Patients can find and book you once the first payment has gone through.</p>
      {confirming}
      <button type="button" className="vh-btn vh-btn--primary bl-pay" onClick={pay} disabled={paying}>
        {paying ? "Opening the payment page..." : `Pay ${price}`}
      </button>
    </section>
  ) : (
    <section className="bl-notice bl-notice--due" aria-labelledby="bl-notice-title">
      <h2 id="bl-notice-title">Your payment did not go through</h2>
      <p>
        Your listing stays in search until{" "}
        {billing.grace_ends_at ? billingDate(billing.grace_ends_at) : "soon"}. Pay with a card that works to
        keep it there; bookings you already have stay as they are.
      </p>
      {confirming}
      <button type="button" className="vh-btn vh-btn--primary bl-pay" onClick={pay} disabled={paying}>
        {paying ? "Opening the payment page..." : `Pay ${price}`}
      </button>
    </section>
  );
}
