/** Reading payment records (docs/access-patterns.md "Billing"): a month's, and one practitioner's. */
import type { PaymentItem } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";

/** A SAST month's payments, failures and refunds, oldest first (one Query of GSI1). */
export function paymentsInMonth(month: string): Promise<PaymentItem[]> {
  return queryAll<PaymentItem>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.paymentMonthPartition(month) },
  });
}

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
