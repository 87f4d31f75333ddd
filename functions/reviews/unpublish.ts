import { NotFoundError } from "../../core/errors";
import type { PublishedReviewsResponse, ReviewDecisionResponse } from "../../core/schemas/review";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import type { ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { decisionRecord } from "./decision-log";
import { changeRating, PartRefused, storedPractitioner } from "./publish";

export const REVIEW_NOT_PUBLISHED = "This review is not published any more. Reload the list.";
/** The most published reviews one practitioner's list shows (newest first). */
const SHOWN_REVIEWS = 100;

/** One practitioner's published reviews, newest first (their own partition: a bounded read). */
function publishedOf(practitionerId: string, max: number): Promise<ReviewItem[]> {
  return queryAll<ReviewItem>(
    {
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND begins_with(SK, :review)",
      ExpressionAttributeValues: {
        ":pk": keys.practitioner(practitionerId).PK,
        ":review": keys.reviewPrefix,
      },
      ScanIndexForward: false,
      ConsistentRead: true,
    },
    max,
  );
}

/** GET /api/review/published?practitioner_id (admin): a practitioner's published reviews, to unpublish one. */
export const publishedReviews = httpHandler(
  { route: "GET /api/review/published" },
  async ({ query }): Promise<PublishedReviewsResponse> => {
    await storedPractitioner(query.practitioner_id);
    const reviews = await publishedOf(query.practitioner_id, SHOWN_REVIEWS);
    return {
      data: reviews.map((review) => ({
        id: review.id,
        practitioner_id: review.practitionerId,
        name: review.name,
        email: review.email ?? "",
        rating: review.rating,
        comment: review.comment,
        created_at: review.createdAt,
        tied_to_booking: Boolean(review.bookingId),
      })),
    };
  },
);

/**
 * POST /api/review/unpublish (admin): takes a published review off the profile and out of the
 * practitioner's rating and search ranking (publish.ts changeRating, the reverse of publishing), with
 * the decision, its reason and who made it recorded in the same transaction. The review item goes;
 * the record keeps who wrote it, the stars and why it went.
 */
export const unpublishReview = httpHandler(
  { route: "POST /api/review/unpublish" },
  async ({ body, user, log }): Promise<ReviewDecisionResponse> => {
    // The key holds the creation time: found among the practitioner's reviews by its id.
    const review = (await publishedOf(body.practitioner_id, Number.POSITIVE_INFINITY)).find(
      (item) => item.id === body.id,
    );
    if (!review) throw new NotFoundError(REVIEW_NOT_PUBLISHED);
    const at = new Date(now()).toISOString();
    try {
      const rating = await changeRating(
        { practitionerId: review.practitionerId, sum: -review.rating, count: -1, activeOnly: false },
        (practitioner) => [
          {
            Delete: {
              TableName: tableName(),
              Key: { PK: review.PK, SK: review.SK },
              ConditionExpression: "attribute_exists(PK)",
            },
          },
          decisionRecord({
            review,
            practitionerName: practitioner.name,
            decision: "unpublish",
            reason: body.reason,
            by: user.email,
            at,
          }),
        ],
        1,
        at,
        log,
      );
      log.info("review unpublished", { practitionerId: review.practitionerId, reviewId: review.id });
      return { success: OPERATION_SUCCESSFUL, rating };
    } catch (error) {
      if (error instanceof PartRefused) throw new NotFoundError(REVIEW_NOT_PUBLISHED);
      throw error;
    }
  },
);
