import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ReviewDecisionsResponse } from "../../core/schemas/review";
import type { ReviewDecisionItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { putNew, type TransactItem } from "../lib/transactions";

/** How many decisions the queue page shows (the latest). */
const SHOWN_DECISIONS = 50;

export interface Decision {
  review: { id: string; practitionerId: string; name: string; rating: number };
  practitionerName: string;
  decision: ReviewDecisionItem["decision"];
  reason: string;
  by: string;
  at: string;
}

/**
 * The record of an admin's decision on a review (issue 25), as a part of the decision's own
 * transaction: the decision and its record are written together or not at all.
 */
export function decisionRecord({
  review,
  practitionerName,
  decision,
  reason,
  by,
  at,
}: Decision): TransactItem {
  const item: ReviewDecisionItem = {
    ...keys.reviewDecision(review.id, at),
    entity: "reviewDecision",
    reviewId: review.id,
    practitionerId: review.practitionerId,
    practitionerName,
    reviewerName: review.name,
    rating: review.rating,
    decision,
    reason,
    by,
    at,
  };
  return putNew(item);
}

/** GET /api/review/decisions (admin): the latest decisions on reviews, newest first, for the queue page. */
export const reviewDecisions = httpHandler(
  { route: "GET /api/review/decisions" },
  async (): Promise<ReviewDecisionsResponse> => {
    const items = await queryAll<ReviewDecisionItem>(
      {
        TableName: tableName(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.reviewDecisionPartition },
        ScanIndexForward: false,
      },
      SHOWN_DECISIONS,
    );
    return {
      data: items.map((item) => ({
        review_id: item.reviewId,
        practitioner_id: item.practitionerId,
        practitioner_name: item.practitionerName,
        reviewer_name: item.reviewerName,
        rating: item.rating,
        decision: item.decision,
        reason: item.reason,
        by: item.by,
        at: item.at,
      })),
    };
  },
);

/** The admins' decision records of a review keep its stars and the decision, not the reviewer's name. */
export async function forgetReviewerInDecisions(reviewId: string): Promise<void> {
  const records = await queryAll<{ PK: string; SK: string }>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.reviewDecision(reviewId, "").PK },
    ProjectionExpression: "PK, SK",
    ConsistentRead: true,
  });
  for (const record of records) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: record,
        UpdateExpression: "SET reviewerName = :empty",
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeValues: { ":empty": "" },
      }),
    );
  }
}
