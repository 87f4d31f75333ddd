/**
 * The billing sweep (docs/decisions.md "Billing (issue 29)"): a listing's hold can change with no
 * event, when a past-due grace or a cancelled listing's paid period ends. Each such deadline is a
 * `BILLINGDUE` item (functions/billing/store-billing.ts); every minute (the outbox function's
 * schedule in AWS, the local worker's loop locally) the due ones are read, the listing's flag is
 * recomputed at `nowMs` and stored if it changed (conditioned on the billing version, so an event
 * that came meanwhile wins), and the index follows. Subscriptions a plan change replaced and the
 * provider has not yet disabled are tried again here (functions/billing/retire.ts). The item goes
 * once handled.
 */
import { DeleteCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { BillingDueItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import type { Logger } from "../lib/logger";
import { listedFlag } from "../practitioner/listing";
import { practitionerAt } from "./listing-sync";
import { disableRetired } from "./retire";
import { saveBilling } from "./store-billing";

export const BILLING_SWEEP_LIMIT = 50;

/** Handles the deadlines due by `nowMs`; returns how many listings changed. */
export async function sweepBilling(nowMs: number, log: Logger, limit = BILLING_SWEEP_LIMIT): Promise<number> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND SK <= :now",
      ExpressionAttributeValues: {
        ":pk": keys.billingDuePartition,
        ":now": `${new Date(nowMs).toISOString()}~`,
      },
      Limit: limit,
    }),
  );
  let changed = 0;
  for (const due of Items as BillingDueItem[]) {
    const found = await practitionerAt(due.practitionerId);
    const practitioner = found && (await disableRetired(found, nowMs, log));
    if (practitioner?.billing && listedFlag(practitioner, nowMs) !== practitioner.listed) {
      await saveBilling(practitioner, practitioner.billing, nowMs);
      changed += 1;
      log.info("billing deadline passed; listing updated", { practitionerId: practitioner.id });
    }
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: due.PK, SK: due.SK } }));
  }
  return changed;
}
