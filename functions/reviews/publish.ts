import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import { starRatingFromTotals } from "../../core/rating";
import type { PractitionerItem, ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import type { Logger } from "../lib/logger";
import { putNew, type TransactItem, updateItem } from "../lib/transactions";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { reindexMarkerPut, reindexOrLeaveToSweep, scoreOf } from "./reindex";

export const PRACTITIONER_GONE = "We could not find this practitioner. They may no longer be listed.";

/** Thrown when one of the caller's own transaction parts (the token, the pending review) failed. */
export class PartRefused extends Error {
  constructor(readonly index: number) {
    super("publication refused by its condition");
  }
}

const MAX_ATTEMPTS = 5;

export async function activePractitioner(id: string): Promise<PractitionerItem> {
  const practitioner = await storedPractitioner(id);
  if (!practitioner.isActive) throw new NotFoundError(PRACTITIONER_GONE);
  return practitioner;
}

/** The practitioner, listed or not (404 when deleted). */
export async function storedPractitioner(id: string): Promise<PractitionerItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practitioner(id), ConsistentRead: true }),
  );
  if (!Item) throw new NotFoundError(PRACTITIONER_GONE);
  return Item as PractitionerItem;
}

/**
 * Publishes a review: in one transaction the review item, the practitioner's new totals and the
 * caller's `parts` (using the link's token, or taking the review off the moderation queue), through
 * changeRating(). Returns the new star rating.
 */
export async function publishReview(
  review: ReviewItem,
  parts: TransactItem[],
  at: string,
  log: Logger,
): Promise<number | null> {
  const rating = await changeRating(
    { practitionerId: review.practitionerId, sum: review.rating, count: 1, activeOnly: true },
    () => [...parts, putNew(review)],
    parts.length,
    at,
    log,
  );
  log.info("review published", {
    practitionerId: review.practitionerId,
    reviewId: review.id,
    verified: review.verified === true,
  });
  return rating;
}

interface RatingDelta {
  practitionerId: string;
  /** Added to ratingSum and ratingCount (negative to take a review out). */
  sum: number;
  count: number;
  /** Publishing needs a listed practitioner; taking a review out does not. */
  activeOnly: boolean;
}

/**
 * Moves a practitioner's ratingSum and ratingCount by `delta` in one transaction with `parts(practitioner)`
 * (conditional on the totals just read, so two changes never lose one), the score the search index
 * still carries (`indexedScore`, kept if already pending) and a re-index marker. The first
 * `ownParts` parts are the caller's conditions: one refused throws PartRefused. Then the search index
 * is brought in line (reindex.ts; if that fails the marker stays for the sweep) and the cached page
 * dropped. Returns the new star rating.
 */
export async function changeRating(
  delta: RatingDelta,
  parts: (practitioner: PractitionerItem) => TransactItem[],
  ownParts: number,
  at: string,
  log: Logger,
): Promise<number | null> {
  for (let attempt = 1; ; attempt++) {
    const practitioner = delta.activeOnly
      ? await activePractitioner(delta.practitionerId)
      : await storedPractitioner(delta.practitionerId);
    const sum = practitioner.ratingSum + delta.sum;
    const count = practitioner.ratingCount + delta.count;
    const items: TransactItem[] = [
      ...parts(practitioner),
      updateItem({
        Key: keys.practitioner(practitioner.id),
        UpdateExpression:
          "SET ratingSum = :sum, ratingCount = :count, indexedScore = if_not_exists(indexedScore, :indexed)",
        ConditionExpression: `${delta.activeOnly ? "isActive = :yes AND " : ""}ratingSum = :seenSum AND ratingCount = :seenCount`,
        ExpressionAttributeValues: {
          ":sum": sum,
          ":count": count,
          ":indexed": scoreOf(practitioner.ratingSum, practitioner.ratingCount),
          ...(delta.activeOnly ? { ":yes": true } : {}),
          ":seenSum": practitioner.ratingSum,
          ":seenCount": practitioner.ratingCount,
        },
      }),
      reindexMarkerPut(practitioner.id, at),
    ];
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if ((error as Error).name !== "TransactionCanceledException") throw error;
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      const refused = reasons.findIndex(
        (reason, index) => index < ownParts && reason.Code === "ConditionalCheckFailed",
      );
      if (refused >= 0) throw new PartRefused(refused);
      // The totals moved (another review) or the transactions collided: read again and retry.
      if (attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((done) => setTimeout(done, 10 + Math.random() * 40 * attempt));
      continue;
    }
    await reindexOrLeaveToSweep(practitioner.id, log);
    // The practitioner's page shows its reviews and rating: drop the edge's cached copy.
    await publicPageChanged([practitioner.id]);
    return starRatingFromTotals(sum, count);
  }
}
