/**
 * Contact messages by their sender's email, so a patient's erasure (functions/patients/erase.ts)
 * finds theirs without a Scan: beside each message, in its transaction, an item in the partition of
 * the SHA-256 of the lower-cased address (docs/access-patterns.md "Contact and affiliate programme").
 * The hash keeps addresses out of key names (metrics, logs); the message itself holds the address.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ContactByEmailItem, ContactMessageItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { emailHash } from "../lib/email-hash";
import { queryAll } from "../lib/query-all";
import { isConditionFailure } from "../lib/window-counter";

/** The pointer's key for a message (its sender, when, which). */
export function contactPointerKey(message: Pick<ContactMessageItem, "email" | "createdAt" | "id">) {
  return keys.contactByEmail(emailHash(message.email), message.createdAt, message.id);
}

/** The pointer written with the message; `mailIds`: the mail to support that quotes it. */
export function contactPointer(message: ContactMessageItem, mailIds: string[]): ContactByEmailItem {
  return { ...contactPointerKey(message), entity: "contactByEmail", messageId: message.id, mailIds };
}

/** Every pointer to a message from `email` (strongly consistent: one sent a moment ago is there). */
export function messagesFrom(email: string): Promise<ContactByEmailItem[]> {
  return queryAll<ContactByEmailItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.contactByEmailPartition(emailHash(email)) },
    ConsistentRead: true,
  });
}

/** A handled message expires (`ttl`, epoch seconds): its pointer goes with it. Older messages have none. */
export async function expirePointer(message: ContactMessageItem, ttl: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: contactPointerKey(message),
        UpdateExpression: "SET expiresAt = :ttl",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeValues: { ":ttl": ttl },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
