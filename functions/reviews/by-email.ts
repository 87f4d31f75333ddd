/**
 * Reviews by the email given on the review form (issue 25 asks for it, for admins only), so a
 * patient's erasure (functions/patients/erase-by-email.ts) finds them without a Scan: beside the
 * review, in its transaction, a pointer in the partition of the address's hash. It expires with a
 * pending review (60 days) or a rejected one; approval makes it permanent, as the review is.
 * Reviews left through a booking's link are found through the booking instead (anonymise.ts).
 */
import type { PendingReviewItem, ReviewByEmailItem } from "../data/items";
import { keys } from "../data/keys";
import { batchDelete } from "../lib/batch-write";
import { tableName } from "../lib/db";
import { emailHash } from "../lib/email-hash";
import { queryAll } from "../lib/query-all";
import { putNew, type TransactItem, updateItem } from "../lib/transactions";
import { anonymiseReview } from "./anonymise";

type Reviewed = Pick<PendingReviewItem, "id" | "practitionerId" | "createdAt" | "email">;

/** The pointer written with a pending review that has an email; expires when the review does. */
export function reviewPointer(review: Reviewed & { email: string }, expiresAt: number): TransactItem {
  const item: ReviewByEmailItem = {
    ...keys.reviewByEmail(emailHash(review.email), review.id),
    entity: "reviewByEmail",
    reviewId: review.id,
    practitionerId: review.practitionerId,
    createdAt: review.createdAt,
    expiresAt,
  };
  return putNew(item);
}

/**
 * A moderation decision's change to the pointer, in the decision's transaction: kept for good
 * when published (`expiresAt` null), or expiring with the rejected review. No email, no pointer.
 */
export function pointerAfterDecision(review: Reviewed, expiresAt: number | null): TransactItem[] {
  if (!review.email) return [];
  // An upsert, so a review written before pointers existed gets one when decided.
  const set = "SET #entity = :entity, reviewId = :id, practitionerId = :pid, createdAt = :at";
  const values = {
    ":entity": "reviewByEmail",
    ":id": review.id,
    ":pid": review.practitionerId,
    ":at": review.createdAt,
  };
  return [
    updateItem({
      Key: keys.reviewByEmail(emailHash(review.email), review.id),
      UpdateExpression: expiresAt === null ? `${set} REMOVE expiresAt` : `${set}, expiresAt = :exp`,
      ExpressionAttributeNames: { "#entity": "entity" },
      ExpressionAttributeValues: expiresAt === null ? values : { ...values, ":exp": expiresAt },
    }),
  ];
}

/**
 * Erases what reviews left with `email` on the form hold: a pending or rejected one goes; a
 * published one keeps only its stars (as a booking's review on erasure); the reviewer's name leaves
 * the admins' decision records. Idempotent: the pointer goes last, so a retry finds the rest.
 */
export async function eraseReviewsByEmail(email: string, nowMs: number): Promise<number> {
  const pointers = await queryAll<ReviewByEmailItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.reviewByEmailPartition(emailHash(email)) },
    ConsistentRead: true,
  });
  for (const pointer of pointers) {
    await batchDelete([keys.pendingReview(pointer.reviewId)]);
    await anonymiseReview(
      {
        ...keys.review(pointer.practitionerId, pointer.createdAt, pointer.reviewId),
        id: pointer.reviewId,
        practitionerId: pointer.practitionerId,
      },
      nowMs,
    );
    await batchDelete([{ PK: pointer.PK, SK: pointer.SK }]);
  }
  return pointers.length;
}
