/** Reading DynamoDB transactions' outcomes, and the shape of one entry. */
import type { TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";

export type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

interface Cancelled extends Error {
  CancellationReasons?: { Code?: string }[];
}

/**
 * For a cancelled transaction: which entries' conditions failed (by index). Any other error is
 * rethrown, so callers handle only the refusals they expect.
 */
export function failedAt(error: unknown): (index: number) => boolean {
  const reasons = (error as Cancelled).CancellationReasons;
  if ((error as Error).name !== "TransactionCanceledException" || !reasons) throw error;
  return (index) => reasons[index]?.Code === "ConditionalCheckFailed";
}
