/**
 * Billing rules (issue 29), pure: what a practitioner's billing state means for their listing, the
 * periods a payment buys, and the VAT in a price. Money is integer cents of ZAR; prices include VAT.
 * The provider (Paystack) is the source of events; functions/billing applies them to this state.
 */
import { DAY_MS } from "./sast-time";

export const BILLING_STATUSES = ["unpaid", "active", "past_due", "cancelled"] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** A status in words, for the practitioner's panel and the admins' pages. */
export const BILLING_STATUS_TEXT: Record<BillingStatus, string> = {
  unpaid: "Not paid yet",
  active: "Paid up",
  past_due: "Payment failed",
  cancelled: "Cancelled",
};

/** Days a listing stays live after a failed renewal (the spec's dunning grace). */
export const GRACE_DAYS = 7;
export const GRACE_MS = GRACE_DAYS * DAY_MS;
/** South African VAT, percent (VAT Act section 7). */
export const VAT_PERCENT = 15;

/** What the profile item keeps of its billing (functions/data/items.ts PractitionerItem.billing). */
export interface BillingState {
  status: BillingStatus;
  /** The end of the period paid for (ISO); absent until the first payment. */
  paidUntil?: string;
  /** Past due: when the grace ends and the listing leaves search (ISO). */
  graceEndsAt?: string;
  /** The time of the latest event that set `status` (ISO): an older event arriving late does not undo it. */
  statusAt?: string;
  /** The provider's customer, subscription and its email token (needed to disable it). */
  customerCode?: string;
  subscriptionCode?: string;
  emailToken?: string;
  /** The card authorization a plan change starts its new subscription with. */
  authorizationCode?: string;
  /** A plan change waiting for the renewal that starts it (docs/decisions.md "Billing (issue 29)"). */
  nextPlan?: "starter_package" | "business_package";
  /**
   * Subscriptions a plan change replaced whose disabling the provider has not confirmed yet: retried
   * by the billing sweep until it is, so one card is never charged by two subscriptions.
   */
  retiredSubscriptions?: RetiredSubscription[];
}

/** A replaced subscription still to be disabled at the provider (its code and email token). */
export interface RetiredSubscription {
  code: string;
  token: string;
}

/** How soon the sweep tries again to disable a replaced subscription the provider refused or missed. */
export const RETIRE_RETRY_MS = 5 * 60_000;

/**
 * Whether billing holds the listing back at `nowMs`: never paid; past due after the grace; cancelled
 * after the paid period. No state at all is a listing from before billing (the demo's): paid.
 */
export function billingHolds(billing: BillingState | undefined, nowMs: number): boolean {
  if (!billing) return false;
  switch (billing.status) {
    case "unpaid":
      return true;
    case "active":
      return false;
    case "past_due":
      return billing.graceEndsAt !== undefined && Date.parse(billing.graceEndsAt) <= nowMs;
    case "cancelled":
      return billing.paidUntil === undefined || Date.parse(billing.paidUntil) <= nowMs;
  }
}

/** The next instant the hold can change without an event (grace or paid period ending), if any. */
export function nextBillingDeadline(billing: BillingState | undefined, nowMs: number): number | undefined {
  const at =
    billing?.status === "past_due"
      ? billing.graceEndsAt
      : billing?.status === "cancelled"
        ? billing.paidUntil
        : undefined;
  const ms = at === undefined ? undefined : Date.parse(at);
  return ms !== undefined && ms > nowMs ? ms : undefined;
}

/** The same instant one calendar month later (UTC fields; 31 Jan -> 3 Mar is avoided: the day is capped). */
export function addMonth(ms: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  const next = new Date(ms);
  next.setUTCDate(1);
  next.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.getTime();
}

/** A VAT-inclusive total split as a tax invoice shows it: VAT is 15/115 of it, rounded to the cent. */
export function vatSplit(totalCents: number): { exclusiveCents: number; vatCents: number } {
  const vatCents = Math.round((totalCents * VAT_PERCENT) / (100 + VAT_PERCENT));
  return { exclusiveCents: totalCents - vatCents, vatCents };
}

/** INV-000042: the gapless sequence's number as printed. */
export function invoiceNumberText(sequence: number): string {
  return `INV-${String(sequence).padStart(6, "0")}`;
}
