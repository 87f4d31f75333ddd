/**
 * POST /api/billing/plan {plan}: starter <-> business from the next renewal (docs/decisions.md
 * "Billing (issue 29)"): the month paid for keeps its package, so nobody is charged twice or refunded
 * a part-month. A new subscription to the other plan is created on the saved card, first charged when
 * the paid period ends, and the current one is disabled (retried by the billing sweep until the
 * provider confirms: functions/billing/retire.ts); the listing's plan (and with it the
 * business-only profile links) changes when that first charge arrives (functions/billing/transition.ts).
 * Choosing the current plan again undoes a waiting change the same way.
 */
import { ConflictError } from "../../core/errors";
import { siteConfig } from "../../core/site-config";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { practitionerAt } from "./listing-sync";
import { billingAnswer, ownListing } from "./own";
import { createSubscription } from "./paystack";
import { disableRetired } from "./retire";
import { saveBilling } from "./store-billing";

export const PLAN_NEEDS_ACTIVE =
  "You can change your package while it is paid up. Please pay first; then choose the package.";

export const changePlan = httpHandler({ route: "POST /api/billing/plan" }, async ({ user, body, log }) => {
  const practitioner = await ownListing(user);
  const billing = practitioner.billing;
  const waiting = billing?.nextPlan ?? practitioner.plan;
  if (body.plan === waiting) return billingAnswer(practitioner);
  if (
    billing?.status !== "active" ||
    !billing.customerCode ||
    !billing.authorizationCode ||
    !billing.paidUntil ||
    !billing.subscriptionCode ||
    !billing.emailToken
  )
    throw new ConflictError(PLAN_NEEDS_ACTIVE);
  const created = await createSubscription({
    customer: billing.customerCode,
    plan: body.plan,
    authorization: billing.authorizationCode,
    startDate: billing.paidUntil,
  });
  // The provider's subscription.create for it may have been applied meanwhile: read again. The new
  // subscription is stored before the old one is disabled, so the old one's disable event is not
  // taken for a cancellation (it names a subscription that is no longer the listing's).
  const fresh = (await practitionerAt(practitioner.id)) ?? practitioner;
  const { nextPlan: _previous, ...kept } = fresh.billing ?? billing;
  // The old one is listed as retired in the same write: if disabling it fails below, the billing
  // sweep retries (functions/billing/retire.ts), so the card is never charged by both.
  const nowMs = now();
  const saved = await saveBilling(
    fresh,
    {
      ...kept,
      subscriptionCode: created.subscription_code,
      emailToken: created.email_token,
      retiredSubscriptions: [
        ...(kept.retiredSubscriptions ?? []),
        { code: billing.subscriptionCode, token: billing.emailToken },
      ],
      ...(body.plan === practitioner.plan ? {} : { nextPlan: body.plan }),
    },
    nowMs,
  );
  const after = await disableRetired(saved, nowMs, log);
  log.info("package change set for renewal", {
    practitionerId: practitioner.id,
    to: siteConfig.plans[body.plan].label,
  });
  return billingAnswer(after);
});
