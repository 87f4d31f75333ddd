/**
 * POST /api/billing/checkout: the provider's hosted checkout for the caller's package, first month
 * (the plan on the transaction makes the provider start the monthly subscription with this charge).
 * Also how a past-due practitioner pays with another card, and how a cancelled one comes back. The
 * listing changes only when the signed charge.success arrives (functions/billing/webhook.ts), never
 * on the browser's return.
 */
import { ConflictError } from "../../core/errors";
import { siteConfig } from "../../core/site-config";
import { httpHandler } from "../lib/http-handler";
import { billingAddress } from "./mails";
import { ownListing } from "./own";
import { initializeTransaction } from "./paystack";

export const ALREADY_PAID = "Your package is paid and renews by itself: there is nothing to pay now.";

export const startCheckout = httpHandler({ route: "POST /api/billing/checkout" }, async ({ user, log }) => {
  const practitioner = await ownListing(user);
  if (practitioner.billing === undefined || practitioner.billing.status === "active")
    throw new ConflictError(ALREADY_PAID);
  const started = await initializeTransaction({
    email: practitioner.email,
    amountCents: siteConfig.plans[practitioner.plan].monthlyCents,
    plan: practitioner.plan,
    callbackUrl: billingAddress().replace("#billing", "?paid=1#billing"),
    practitionerId: practitioner.id,
  });
  log.info("checkout started", { practitionerId: practitioner.id, plan: practitioner.plan });
  return { authorization_url: started.authorization_url };
});
