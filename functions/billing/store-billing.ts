/**
 * Writing a listing's billing: the new state, the `listed` flag it gives now, the plan, conditioned on
 * the billing version read (so two writers never both win), and the sweep's reminder when the hold
 * can change on its own later (grace or paid period ending).
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { type BillingState, nextBillingDeadline, RETIRE_RETRY_MS } from "../../core/billing";
import { ConflictError } from "../../core/errors";
import type { PlanId } from "../../core/site-config";
import type { BillingDueItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { directoryWrites } from "../directory/entries";
import { practitionerListing } from "../directory/practitioners";
import { db, tableName } from "../lib/db";
import { failedAt, type TransactItem, updateItem } from "../lib/transactions";
import { listedFlag } from "../practitioner/listing";
import { practitionerAt, syncListing } from "./listing-sync";

export const BILLING_CHANGED =
  "Your billing changed a moment ago (a payment may have just arrived). Please reload the page and try again.";

/** The sweep's reminder to look at a listing's billing again at `atMs` (functions/billing/sweep.ts). */
export function billingCheckAt(practitionerId: string, atMs: number): TransactItem {
  const due: BillingDueItem = {
    ...keys.billingDue(new Date(atMs).toISOString(), practitionerId),
    entity: "billingDue",
    practitionerId,
  };
  return { Put: { TableName: tableName(), Item: due } };
}

export function billingWrites(
  practitioner: PractitionerItem,
  billing: BillingState,
  plan: PlanId,
  nowMs: number,
): { writes: TransactItem[]; changed: boolean } {
  const listed = listedFlag({ ...practitioner, billing }, nowMs);
  const version = practitioner.billingVersion ?? 0;
  const writes: TransactItem[] = [
    updateItem({
      Key: keys.practitioner(practitioner.id),
      UpdateExpression: "SET billing = :billing, listed = :listed, #plan = :plan, billingVersion = :next",
      ConditionExpression:
        version === 0
          ? "attribute_exists(PK) AND attribute_not_exists(billingVersion)"
          : "attribute_exists(PK) AND billingVersion = :version",
      ExpressionAttributeNames: { "#plan": "plan" },
      ExpressionAttributeValues: {
        ":billing": billing,
        ":listed": listed,
        ":plan": plan,
        ":next": version + 1,
        ...(version === 0 ? {} : { ":version": version }),
      },
    }),
  ];
  // The admin directory's package filter and the billing overview's counters follow the plan and status.
  writes.push(
    ...directoryWrites(
      practitionerListing(practitioner),
      practitionerListing({ ...practitioner, plan, billing }),
    ),
  );
  const deadline = nextBillingDeadline(billing, nowMs);
  if (deadline !== undefined) writes.push(billingCheckAt(practitioner.id, deadline));
  if (billing.retiredSubscriptions?.length)
    writes.push(billingCheckAt(practitioner.id, nowMs + RETIRE_RETRY_MS));
  return { writes, changed: listed !== practitioner.listed || plan !== practitioner.plan };
}

/** Stores `billing` (409 when another write came first) and brings search and pages in line. */
export async function saveBilling(
  practitioner: PractitionerItem,
  billing: BillingState,
  nowMs: number,
): Promise<PractitionerItem> {
  const { writes, changed } = billingWrites(practitioner, billing, practitioner.plan, nowMs);
  try {
    await db().send(new TransactWriteCommand({ TransactItems: writes }));
  } catch (error) {
    if (failedAt(error)(0)) throw new ConflictError(BILLING_CHANGED);
    throw error;
  }
  const after = (await practitionerAt(practitioner.id)) ?? practitioner;
  if (changed) await syncListing(after);
  return after;
}
