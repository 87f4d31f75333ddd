import type { PendingReviewItem } from "../data/items";

/**
 * A review left without a link waits at most this long for an admin: older ones expire by
 * TTL (`expiresAt`), and since DynamoDB's TTL sweeper may run days late, the queue and the decision
 * treat them as gone from the moment they are due.
 */
export const PENDING_REVIEW_DAYS = 60;
const PENDING_REVIEW_MS = PENDING_REVIEW_DAYS * 24 * 60 * 60 * 1000;

/** The queue lists reviews left after this instant (ISO, as GSI1SK begins). */
export const pendingReviewCutoff = (nowMs: number) => new Date(nowMs - PENDING_REVIEW_MS).toISOString();

export const pendingReviewExpired = (item: Pick<PendingReviewItem, "createdAt">, nowMs: number) =>
  item.createdAt <= pendingReviewCutoff(nowMs);
