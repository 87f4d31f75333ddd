/** Reading payment records (docs/access-patterns.md "Billing"): one practitioner's, all or a month's. */
import { monthBounds } from "../../core/commission";
import type { PaymentItem } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";

/** One practitioner's payment history, newest first. */
export function paymentsOf(practitionerId: string): Promise<PaymentItem[]> {
  return queryAll<PaymentItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :payment)",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      ":payment": keys.paymentPrefix,
    },
    ScanIndexForward: false,
  });
}

/**
 * One practitioner's payments, failures and refunds in a SAST month, oldest first: a range of their
 * own partition (the payment's sort key starts with its UTC time), so bounded by their own history.
 */
export function paymentsOfInMonth(practitionerId: string, month: string): Promise<PaymentItem[]> {
  const { startMs, endMs } = monthBounds(month);
  return queryAll<PaymentItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
    ExpressionAttributeValues: {
      ":pk": keys.practitioner(practitionerId).PK,
      // Every key of the month sorts between these ("PAYMENT#{at}#{reference}", `at` in UTC ISO).
      ":from": `${keys.paymentPrefix}${new Date(startMs).toISOString()}`,
      ":to": `${keys.paymentPrefix}${new Date(endMs).toISOString()}`,
    },
  });
}
