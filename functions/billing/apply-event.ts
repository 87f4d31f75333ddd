/**
 * Applies one verified provider event, once: in one transaction the event's record (conditioned on
 * not existing: a replay stops here and changes nothing), the listing's billing and `listed` flag
 * (conditioned on the billing version read: a concurrent event makes this one start again), and what
 * the event adds: a payment with its tax invoice and mail, a failed payment with the past-due mail,
 * a refund. Then the search index and pages follow the flag (functions/billing/listing-sync.ts).
 */
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { monthOf } from "../../core/commission";
import { PLAN_IDS } from "../../core/schemas/registration";
import type { PlanId } from "../../core/site-config";
import type { BillingCustomerItem, BillingEventItem, PaymentItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import type { Logger } from "../lib/logger";
import { failedAt, putNew, type TransactItem } from "../lib/transactions";
import { queueMail } from "../outbox/outbox";
import { invoicePdf } from "./invoice-pdf";
import { issueInvoice, lastInvoiceSequence } from "./invoices";
import { practitionerAt, syncListing } from "./listing-sync";
import { invoiceMail, pastDueMail } from "./mails";
import { planOfCode } from "./paystack";
import type { ProviderEvent } from "./provider-event";
import { billingWrites } from "./store-billing";
import { transition } from "./transition";

/** Event records are kept past the provider's 72 hours of retries. */
const KEEP_EVENTS_SECONDS = 90 * 24 * 60 * 60;
const ATTEMPTS = 8;

export type Outcome = "applied" | "replay" | "unknown-practitioner";

async function practitionerIdOf(event: ProviderEvent): Promise<string | undefined> {
  if (event.practitionerId) return event.practitionerId;
  if (!event.customerCode) return undefined;
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.billingCustomer(event.customerCode),
      ConsistentRead: true,
    }),
  );
  return (Item as BillingCustomerItem | undefined)?.practitionerId;
}

function paidPlanOf(event: ProviderEvent): PlanId | undefined {
  const fromMetadata = PLAN_IDS.find((plan) => plan === event.metadataPlan);
  return planOfCode(event.planCode) ?? fromMetadata;
}

function payment(
  practitioner: PractitionerItem,
  event: ProviderEvent,
  kind: PaymentItem["kind"],
  plan: PlanId,
  invoiceNumber?: string,
): PaymentItem {
  return {
    ...keys.payment(practitioner.id, event.at, event.reference),
    ...keys.paymentByMonth(monthOf(Date.parse(event.at)), event.at, practitioner.id),
    ...(kind === "failed" ? keys.failedPaymentByTime(event.at, practitioner.id) : {}),
    entity: "payment",
    practitionerId: practitioner.id,
    kind,
    amountCents: kind === "refund" ? -event.amountCents : event.amountCents,
    plan,
    reference: event.reference,
    at: event.at,
    ...(invoiceNumber ? { invoiceNumber } : {}),
  };
}

/** The writes of one attempt, from the listing as read. */
async function writesFor(practitioner: PractitionerItem, event: ProviderEvent, nowMs: number) {
  const before = practitioner.billing ?? { status: "active" as const };
  const next = transition(before, practitioner.plan, event, paidPlanOf(event), nowMs);
  const after: PractitionerItem = { ...practitioner, billing: next.billing, plan: next.plan };
  const record: BillingEventItem = {
    ...keys.billingEvent(event.key),
    entity: "billingEvent",
    event: event.event,
    practitionerId: practitioner.id,
    receivedAt: new Date(nowMs).toISOString(),
    expiresAt: Math.floor(nowMs / 1000) + KEEP_EVENTS_SECONDS,
  };
  const stored = billingWrites(practitioner, next.billing, next.plan, nowMs);
  // The event's record first: a replay is told by entry 0's condition.
  const writes: TransactItem[] = [putNew(record), ...stored.writes];
  if (event.event === "charge.success" && event.amountCents > 0) {
    const { invoice, writes: issue } = issueInvoice({
      last: await lastInvoiceSequence(),
      practitioner: after,
      plan: next.plan,
      totalCents: event.amountCents,
      paidAt: event.at,
      reference: event.reference,
    });
    const pdf = Buffer.from(await invoicePdf(invoice, env().billing.issuer)).toString("base64");
    writes.push(
      ...issue,
      {
        Put: {
          TableName: tableName(),
          Item: payment(practitioner, event, "paid", next.plan, invoice.number),
        },
      },
      queueMail(invoiceMail(practitioner, invoice, pdf), "billing-invoice", nowMs),
    );
    if (event.customerCode) {
      const customer: BillingCustomerItem = {
        ...keys.billingCustomer(event.customerCode),
        entity: "billingCustomer",
        practitionerId: practitioner.id,
      };
      writes.push({ Put: { TableName: tableName(), Item: customer } });
    }
  }
  if (event.event === "invoice.payment_failed")
    writes.push({
      Put: { TableName: tableName(), Item: payment(practitioner, event, "failed", practitioner.plan) },
    });
  if (event.event === "refund.processed" && event.amountCents > 0)
    writes.push({
      Put: { TableName: tableName(), Item: payment(practitioner, event, "refund", practitioner.plan) },
    });
  if (next.becamePastDue && next.billing.graceEndsAt)
    writes.push(queueMail(pastDueMail(practitioner, next.billing.graceEndsAt), "billing-past-due", nowMs));
  return { writes, changed: stored.changed };
}

export async function applyEvent(event: ProviderEvent, nowMs: number, log: Logger): Promise<Outcome> {
  const practitionerId = await practitionerIdOf(event);
  if (!practitionerId) return "unknown-practitioner";
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const practitioner = await practitionerAt(practitionerId);
    if (!practitioner) return "unknown-practitioner";
    const { writes, changed } = await writesFor(practitioner, event, nowMs);
    try {
      await db().send(new TransactWriteCommand({ TransactItems: writes }));
    } catch (error) {
      const failed = failedAt(error);
      if (failed(0)) {
        // A replay: nothing changes, but a sync that failed after the first delivery is finished.
        await syncListing(practitioner);
        return "replay";
      }
      log.info("billing event raced another write; reading again", { event: event.event, attempt });
      continue;
    }
    log.info("billing event applied", { event: event.event, practitionerId });
    if (changed) {
      const after = await practitionerAt(practitionerId);
      if (after) await syncListing(after);
    }
    return "applied";
  }
  throw new Error(`billing event ${event.event} could not be applied after ${ATTEMPTS} attempts`);
}
