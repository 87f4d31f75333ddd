/**
 * Tax invoices: numbered from one gapless sequence. The number is taken in the same transaction that
 * writes the invoice (the counter moves from the value read to the next, conditioned on still being
 * that value), so a number is used exactly when its invoice exists: concurrent payments retry, and a
 * failed write leaves no hole.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { addMonth, invoiceNumberText, vatSplit } from "../../core/billing";
import { longDate, sastDate } from "../../core/sast-time";
import { type PlanId, siteConfig } from "../../core/site-config";
import type { InvoiceCounterItem, InvoiceItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { putNew, type TransactItem, updateItem } from "../lib/transactions";

/** The last number issued (0 before the first invoice). */
export async function lastInvoiceSequence(): Promise<number> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.invoiceCounter, ConsistentRead: true }),
  );
  return (Item as InvoiceCounterItem | undefined)?.last ?? 0;
}

/** The counter's move from `last` to `last + 1`, failing if another invoice took it first. */
function counterStep(last: number): TransactItem {
  return updateItem({
    Key: keys.invoiceCounter,
    UpdateExpression: "SET #last = :next, entity = :entity",
    ConditionExpression: last === 0 ? "attribute_not_exists(PK)" : "#last = :last",
    ExpressionAttributeNames: { "#last": "last" },
    ExpressionAttributeValues: {
      ":next": last + 1,
      ":entity": "invoiceCounter",
      ...(last === 0 ? {} : { ":last": last }),
    },
  });
}

/** The buyer's address as the invoice prints it: the practice's street address, else its place. */
function buyerAddress(practitioner: PractitionerItem): string {
  const { street, suburb, city, postalCode } = practitioner.address;
  const parts = [street, suburb, city, postalCode].map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : practitioner.businessAddressPhysical;
}

/** The next invoice for a payment, and the transaction entries that issue it (counter first). */
export function issueInvoice(input: {
  last: number;
  practitioner: PractitionerItem;
  plan: PlanId;
  totalCents: number;
  paidAt: string;
  reference: string;
}): { invoice: InvoiceItem; writes: TransactItem[] } {
  const sequence = input.last + 1;
  const number = invoiceNumberText(sequence);
  const from = Date.parse(input.paidAt);
  const period = `${longDate(sastDate(from))} to ${longDate(sastDate(addMonth(from)))}`;
  const invoice: InvoiceItem = {
    ...keys.invoice(number),
    ...keys.invoiceByPractitioner(input.practitioner.id, number),
    entity: "invoice",
    number,
    sequence,
    practitionerId: input.practitioner.id,
    buyerName: input.practitioner.name,
    buyerAddress: buyerAddress(input.practitioner),
    description: `${siteConfig.plans[input.plan].label}, ${siteConfig.brandName} listing, ${period}`,
    totalCents: input.totalCents,
    ...vatSplit(input.totalCents),
    issuedAt: input.paidAt,
    reference: input.reference,
  };
  return { invoice, writes: [counterStep(input.last), putNew(invoice)] };
}
