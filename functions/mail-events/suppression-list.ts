/**
 * Our mail suppression list (issue 30): an address SES reported as a hard bounce or a complaint gets
 * no more mail from the outbox. An entry holds the address's keyed hash (the outbox's recipientHash,
 * so a guessed address cannot be checked against a table export), the reason, SES's own word for it
 * (bounce subtype, complaint feedback type), the date and the address masked (mask-address.ts);
 * never the address.
 */
import { PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { SuppressedAddressItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { batchDelete } from "../lib/batch-write";
import { db, tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { recipientHash } from "../outbox/sealed-mail";
import { maskAddress } from "./mask-address";

export type SuppressionReason = SuppressedAddressItem["reason"];

/** Puts the address on the list (again: the latest report wins); `detail` is SES's one word (ses-event.ts). */
export async function suppressAddress(
  address: string,
  reason: SuppressionReason,
  detail: string,
  at: string,
): Promise<void> {
  const hash = recipientHash(address);
  const item: SuppressedAddressItem = {
    ...keys.suppressedAddress(hash),
    ...keys.suppressedAddressByDate(at, hash),
    entity: "suppressedAddress",
    reason,
    detail,
    at,
    masked: maskAddress(address),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** The entries of these recipient hashes (a mail's toHashes); none when no address is suppressed. */
export function suppressedAmong(hashes: readonly string[]): Promise<SuppressedAddressItem[]> {
  return batchGetAll<SuppressedAddressItem>(
    [...new Set(hashes)].map((hash) => keys.suppressedAddress(hash)),
    true,
  );
}

/** The entry of one address, if it is suppressed (the admins' look-up). */
export async function suppressionOf(address: string): Promise<SuppressedAddressItem | undefined> {
  const [item] = await suppressedAmong([recipientHash(address)]);
  return item;
}

/** One page of the list, newest first, and the cursor of the next (the last entry's index key). */
export async function suppressionPage(
  limit: number,
  after?: { at: string; hash: string },
): Promise<{ items: SuppressedAddressItem[]; next?: { at: string; hash: string } }> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.suppressedAddresses },
      ScanIndexForward: false,
      Limit: limit,
      ...(after && {
        ExclusiveStartKey: {
          ...keys.suppressedAddress(after.hash),
          ...keys.suppressedAddressByDate(after.at, after.hash),
        },
      }),
    }),
  );
  const last = LastEvaluatedKey && (Items.at(-1) as SuppressedAddressItem | undefined);
  return {
    items: Items as SuppressedAddressItem[],
    ...(last && { next: { at: last.at, hash: last.PK.slice("SUPPRESSED#".length) } }),
  };
}

/**
 * Erasure (EMAIL_ERASERS): the address's entry goes with the rest, and the log of its lifts (their
 * masked address). Should the person book again, a new bounce puts it back.
 */
export async function eraseSuppression(email: string): Promise<number> {
  const hash = recipientHash(email);
  const [found, lifts] = await Promise.all([
    suppressionOf(email),
    queryAll<{ PK: string; SK: string }>({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.suppressionLift(hash, "").PK },
      ProjectionExpression: "PK, SK",
    }),
  ]);
  await batchDelete([...(found ? [keys.suppressedAddress(hash)] : []), ...lifts]);
  return found ? 1 : 0;
}
