import { GetCommand, type QueryCommandInput, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError, NotFoundError } from "../../core/errors";
import {
  type PendingReviewRow,
  REVIEW_QUEUE_PAGE_SIZE,
  type ReviewDecisionResponse,
  type ReviewQueueResponse,
} from "../../core/schemas/review";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import type { PendingReviewItem, ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll, queryCount } from "../lib/query-all";
import { failedAt, updateItem } from "../lib/transactions";
import { pointerAfterDecision } from "./by-email";
import { decisionRecord } from "./decision-log";
import { pendingReviewCutoff, pendingReviewExpired } from "./pending-expiry";
import { PartRefused, publishReview } from "./publish";

export const REVIEW_GONE = "This review is no longer in the queue. Reload the list.";
export const ALREADY_DECIDED = "Someone decided on this review meanwhile. Reload the list.";
export const DONE = OPERATION_SUCCESSFUL;
const MAX_PAGE_SIZE = 50;
/** Rejected reviews are kept this long for reference. */
const KEEP_REJECTED_SECONDS = 90 * 24 * 60 * 60;

function row(item: PendingReviewItem): PendingReviewRow {
  return {
    id: item.id,
    practitioner_id: item.practitionerId,
    practitioner_name: item.practitionerName,
    name: item.name,
    rating: item.rating,
    comment: item.comment,
    created_at: item.createdAt,
    email: item.email ?? "",
    tied_to_booking: false,
  };
}

/** The pending reviews not yet expired (pending-expiry.ts), newest first. */
export function queueQuery(nowMs: number): QueryCommandInput {
  return {
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk AND GSI1SK > :since",
    ExpressionAttributeValues: {
      ":pk": keys.pendingReviewStatePartition("pending"),
      // "~" sorts after "#{id}": one left exactly at the cutoff is expired too (pendingReviewExpired).
      ":since": `${pendingReviewCutoff(nowMs)}~`,
    },
    ScanIndexForward: false,
  };
}

/**
 * GET /api/review/queue (admin): anonymous reviews waiting for a decision, newest first and paged
 * through the whole queue with its true total, so a flood of new ones pushes older reviews to later
 * pages but never out of reach. Page n reads the n pages before it (an admin pages a few at most).
 */
export const reviewQueue = httpHandler(
  { route: "GET /api/review/queue" },
  async ({ query }): Promise<ReviewQueueResponse> => {
    const perPage = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(query.perPage ?? REVIEW_QUEUE_PAGE_SIZE)));
    const page = Math.max(1, Number(query.page ?? 1));
    const input = queueQuery(now());
    const [items, total] = await Promise.all([
      queryAll<PendingReviewItem>(input, page * perPage),
      queryCount(input),
    ]);
    const shown = items.slice((page - 1) * perPage, page * perPage);
    return { data: { data: shown.map(row) }, total };
  },
);

/**
 * POST /api/review/decide (admin): approve publishes the review (transactionally with the rating,
 * publish.ts) and takes it off the queue; reject keeps it aside, uncounted, for 90 days. Either
 * way the decision is recorded with who, when and the optional reason in the same transaction
 * (decision-log.ts).
 */
export const decideReview = httpHandler(
  { route: "POST /api/review/decide" },
  async ({ body, user, log }): Promise<ReviewDecisionResponse> => {
    const key = keys.pendingReview(body.id);
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    const pending = Item as PendingReviewItem | undefined;
    const nowMs = now();
    // Expired (60 days) but not yet swept by TTL: as gone as if it were.
    if (!pending || (pending.state === "pending" && pendingReviewExpired(pending, nowMs)))
      throw new NotFoundError(REVIEW_GONE);
    if (pending.state !== "pending") throw new ConflictError(ALREADY_DECIDED);
    const at = new Date(nowMs).toISOString();
    const record = decisionRecord({
      review: pending,
      practitionerName: pending.practitionerName,
      decision: body.decision,
      reason: body.reason ?? "",
      by: user.email,
      at,
    });
    if (body.decision === "reject") {
      try {
        await db().send(
          new TransactWriteCommand({
            TransactItems: [
              updateItem({
                Key: key,
                UpdateExpression: "SET #state = :rejected, decidedAt = :at, expiresAt = :exp, GSI1PK = :pk",
                ConditionExpression: "#state = :pending",
                ExpressionAttributeNames: { "#state": "state" },
                ExpressionAttributeValues: {
                  ":rejected": "rejected",
                  ":pending": "pending",
                  ":at": at,
                  ":exp": Math.floor(nowMs / 1000) + KEEP_REJECTED_SECONDS,
                  ":pk": keys.pendingReviewStatePartition("rejected"),
                },
              }),
              record,
              ...pointerAfterDecision(pending, Math.floor(nowMs / 1000) + KEEP_REJECTED_SECONDS),
            ],
          }),
        );
      } catch (error) {
        if (failedAt(error)(0)) throw new ConflictError(ALREADY_DECIDED);
        throw error;
      }
      log.info("review rejected", { reviewId: pending.id });
      return { success: DONE, rating: null };
    }
    const review: ReviewItem = {
      ...keys.review(pending.practitionerId, pending.createdAt, pending.id),
      entity: "review",
      id: pending.id,
      practitionerId: pending.practitionerId,
      name: pending.name,
      rating: pending.rating,
      comment: pending.comment,
      createdAt: pending.createdAt,
      ...(pending.email ? { email: pending.email } : {}),
    };
    try {
      const rating = await publishReview(
        review,
        [
          {
            Delete: {
              TableName: tableName(),
              Key: key,
              ConditionExpression: "#state = :pending",
              ExpressionAttributeNames: { "#state": "state" },
              ExpressionAttributeValues: { ":pending": "pending" },
            },
          },
          record,
          ...pointerAfterDecision(pending, null),
        ],
        at,
        log,
      );
      return { success: DONE, rating };
    } catch (error) {
      if (error instanceof PartRefused) throw new ConflictError(ALREADY_DECIDED);
      throw error;
    }
  },
);
