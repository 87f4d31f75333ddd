/**
 * POST /api/billing/cancel: stop renewing (cancel anytime). The provider's subscription is disabled
 * first (nothing more is charged), then the listing is "cancelled": it stays in search until the paid
 * period ends (the billing sweep takes it out then). Cancelling again answers the same state.
 */
import { ConflictError } from "../../core/errors";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { practitionerAt } from "./listing-sync";
import { billingAnswer, ownListing } from "./own";
import { disableSubscription } from "./paystack";
import { saveBilling } from "./store-billing";

export const NOTHING_TO_CANCEL = "Your listing has no paid package to cancel.";

export const cancelPackage = httpHandler({ route: "POST /api/billing/cancel" }, async ({ user, log }) => {
  const practitioner = await ownListing(user);
  const billing = practitioner.billing;
  if (billing?.status === "cancelled") return billingAnswer(practitioner);
  if (!billing || billing.status === "unpaid" || !billing.subscriptionCode || !billing.emailToken)
    throw new ConflictError(NOTHING_TO_CANCEL);
  await disableSubscription(billing.subscriptionCode, billing.emailToken);
  // The provider's subscription.disable may have been applied meanwhile: read again.
  const fresh = (await practitionerAt(practitioner.id)) ?? practitioner;
  if (fresh.billing?.status === "cancelled") return billingAnswer(fresh);
  const nowMs = now();
  const { graceEndsAt: _grace, nextPlan: _next, ...kept } = fresh.billing ?? billing;
  const after = await saveBilling(
    fresh,
    { ...kept, status: "cancelled", statusAt: new Date(nowMs).toISOString() },
    nowMs,
  );
  log.info("package cancelled", { practitionerId: practitioner.id });
  return billingAnswer(after);
});
