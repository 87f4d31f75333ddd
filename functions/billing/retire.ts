/**
 * Disabling the subscriptions a plan change replaced (core/billing.ts `retiredSubscriptions`). The
 * new subscription is stored first with the old one listed as retired; then the old one is disabled.
 * When the provider cannot be reached, the old one stays listed and the billing sweep tries again
 * every few minutes, long before its next charge (at the end of the paid period), so the card is
 * never charged by both.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { RETIRE_RETRY_MS } from "../../core/billing";
import { ConflictError } from "../../core/errors";
import type { PractitionerItem } from "../data/items";
import { db } from "../lib/db";
import type { Logger } from "../lib/logger";
import { practitionerAt } from "./listing-sync";
import { disableSubscription } from "./paystack";
import { billingCheckAt, saveBilling } from "./store-billing";

/** Tries each retired subscription once; stores which remain. Answers the listing as stored after. */
export async function disableRetired(
  practitioner: PractitionerItem,
  nowMs: number,
  log: Logger,
): Promise<PractitionerItem> {
  const retired = practitioner.billing?.retiredSubscriptions ?? [];
  if (retired.length === 0) return practitioner;
  const disabled = new Set<string>();
  for (const subscription of retired) {
    try {
      await disableSubscription(subscription.code, subscription.token);
      disabled.add(subscription.code);
    } catch {
      log.warn("replaced subscription not disabled yet; the sweep tries again", {
        practitionerId: practitioner.id,
      });
    }
  }
  if (disabled.size === 0) {
    // Nothing changed, so no billing write brings a new reminder: ask the sweep for one.
    await db().send(
      new TransactWriteCommand({ TransactItems: [billingCheckAt(practitioner.id, nowMs + RETIRE_RETRY_MS)] }),
    );
    return practitioner;
  }
  // An event may have been applied meanwhile: keep what it wrote, drop only what was disabled here.
  const fresh = (await practitionerAt(practitioner.id)) ?? practitioner;
  if (!fresh.billing) return fresh;
  const remaining = (fresh.billing.retiredSubscriptions ?? []).filter((s) => !disabled.has(s.code));
  const { retiredSubscriptions: _before, ...kept } = fresh.billing;
  try {
    return await saveBilling(
      fresh,
      remaining.length ? { ...kept, retiredSubscriptions: remaining } : kept,
      nowMs,
    );
  } catch (error) {
    // Another write won the race; the reminder written with the retired list brings the sweep back.
    if (error instanceof ConflictError) return fresh;
    throw error;
  }
}
