/**
 * What one provider event does to a listing's billing state, pure. Events may arrive in any order and
 * more than once (a replay never gets here: its key is recorded). So: the paid period only grows (the
 * latest end any payment bought); the status follows the newest status-setting event by the
 * provider's time, and an older one arriving late changes nothing; a subscription event for a
 * subscription that is no longer the current one (replaced by a plan change) changes nothing.
 */
import { addMonth, type BillingState, GRACE_MS } from "../../core/billing";
import type { PlanId } from "../../core/site-config";
import type { ProviderEvent } from "./provider-event";

export interface Transition {
  billing: BillingState;
  /** The package the listing is on after the event (a plan change starts with its first payment). */
  plan: PlanId;
  /** The event moved the listing into past due: the practitioner is mailed. */
  becamePastDue: boolean;
}

const newer = (event: ProviderEvent, state: BillingState) =>
  state.statusAt === undefined || Date.parse(event.at) >= Date.parse(state.statusAt);

export function transition(
  before: BillingState,
  plan: PlanId,
  event: ProviderEvent,
  paidPlan: PlanId | undefined,
  nowMs: number,
): Transition {
  const state: BillingState = { ...before };
  let nextPlan = plan;
  let becamePastDue = false;
  const currentSubscription =
    event.subscriptionCode === undefined || event.subscriptionCode === before.subscriptionCode;
  switch (event.event) {
    case "charge.success": {
      const paidUntil = new Date(addMonth(Date.parse(event.at))).toISOString();
      if (!state.paidUntil || paidUntil > state.paidUntil) state.paidUntil = paidUntil;
      if (event.customerCode) state.customerCode = event.customerCode;
      if (event.authorizationCode) state.authorizationCode = event.authorizationCode;
      if (newer(event, state)) {
        state.status = "active";
        state.statusAt = event.at;
        delete state.graceEndsAt;
      }
      if (paidPlan && paidPlan !== plan) nextPlan = paidPlan;
      if (state.nextPlan === nextPlan) delete state.nextPlan;
      break;
    }
    case "subscription.create":
      // A plan change stores its new subscription itself; a first checkout's arrives here.
      if (!state.subscriptionCode || state.status === "unpaid" || state.status === "active") {
        if (event.subscriptionCode) state.subscriptionCode = event.subscriptionCode;
        if (event.emailToken) state.emailToken = event.emailToken;
        if (event.customerCode) state.customerCode = event.customerCode;
      }
      break;
    case "subscription.disable":
    case "subscription.not_renew":
      // The provider confirms a replaced subscription is off: nothing left to retry.
      if (state.retiredSubscriptions?.some((s) => s.code === event.subscriptionCode)) {
        const remaining = state.retiredSubscriptions.filter((s) => s.code !== event.subscriptionCode);
        if (remaining.length) state.retiredSubscriptions = remaining;
        else delete state.retiredSubscriptions;
      }
      if (currentSubscription && state.status !== "unpaid" && newer(event, state)) {
        state.status = "cancelled";
        state.statusAt = event.at;
        delete state.graceEndsAt;
      }
      break;
    case "invoice.payment_failed":
      if (currentSubscription && state.status === "active" && newer(event, state)) {
        state.status = "past_due";
        state.statusAt = event.at;
        state.graceEndsAt = new Date(nowMs + GRACE_MS).toISOString();
        becamePastDue = true;
      }
      break;
    case "refund.processed":
      break;
  }
  return { billing: state, plan: nextPlan, becamePastDue };
}
