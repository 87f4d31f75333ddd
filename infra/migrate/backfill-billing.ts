/**
 * Issue 30: the billing overview's counters and failed-payment index for records written before
 * them. Active listings' billing status and revenue tags are part of the admin directory
 * (functions/directory/practitioners.ts), so the directory backfill, run again under this name,
 * puts the new tag entries and recounts every directory total exactly; failed payments without
 * their GSI2 keys get them (keys.failedPaymentByTime). Idempotent and resumable as that one is.
 */
import type { PaymentItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { backfillDirectory } from "./backfill-directory";
import type { Migration } from "./migration";

function failedPaymentKeys(items: Record<string, unknown>[]): PaymentItem[] {
  return items.flatMap((item) => {
    const payment = item as unknown as PaymentItem;
    if (payment.entity !== "payment" || payment.kind !== "failed" || payment.GSI2PK) return [];
    return [{ ...payment, ...keys.failedPaymentByTime(payment.at, payment.practitionerId) }];
  });
}

export const backfillBilling: Migration = {
  name: "2026-11-billing-counters",
  description: "Billing status and revenue counters, and the failed-payment index (issue 30)",
  async visit(items, state, run) {
    return [...(await backfillDirectory.visit(items, state, run)), ...failedPaymentKeys(items)];
  },
  finish: (state) => backfillDirectory.finish(state),
};
