/** Reading DynamoDB transactions' outcomes, and the shape of one entry. */
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import { db, tableName } from "./db";

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

/**
 * Deletes the item at `key`, or answers 404 with `notFound` when there is none (already deleted).
 * `alongside`: entries written in the same transaction (e.g. the outbox actions the delete causes).
 */
export async function deleteExisting(
  key: Record<string, unknown>,
  notFound: string,
  alongside: TransactItem[] = [],
): Promise<void> {
  const Delete = { TableName: tableName(), Key: key, ConditionExpression: "attribute_exists(PK)" };
  try {
    if (alongside.length === 0) await db().send(new DeleteCommand(Delete));
    else await db().send(new TransactWriteCommand({ TransactItems: [{ Delete }, ...alongside] }));
  } catch (error) {
    if ((error as Error)?.name === "ConditionalCheckFailedException") throw new NotFoundError(notFound);
    if ((error as Error)?.name === "TransactionCanceledException" && failedAt(error)(0))
      throw new NotFoundError(notFound);
    throw error;
  }
}

/** Puts `put` (a whole item, its own condition if any) with `alongside` in one transaction when there are any. */
export async function putWith(put: PutInput, alongside: TransactItem[]): Promise<void> {
  if (alongside.length === 0) await db().send(new PutCommand(put));
  else await db().send(new TransactWriteCommand({ TransactItems: [{ Put: put }, ...alongside] }));
}

type PutInput = NonNullable<TransactItem["Put"]>;

/** A put that creates the item or fails: no item with its key may exist yet (idempotency, locks, holds). */
export function newItem(item: PutInput["Item"]): PutInput {
  return { TableName: tableName(), Item: item, ConditionExpression: "attribute_not_exists(PK)" };
}

/** The transaction entry for {@link newItem}. */
export function putNew(item: PutInput["Item"]): TransactItem {
  return { Put: newItem(item) };
}

type UpdateInput = NonNullable<TransactItem["Update"]>;

/** A transaction entry that updates an item of the table (the entry's key, expressions and condition given). */
export function updateItem(update: Omit<UpdateInput, "TableName">): TransactItem {
  return { Update: { TableName: tableName(), ...update } };
}
