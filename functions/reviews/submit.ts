import { randomUUID } from "node:crypto";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError } from "../../core/errors";
import { REVIEW_THANKS, type ReviewForm, type ReviewSubmitResponse } from "../../core/schemas/review";
import type { PendingReviewItem, ReviewItem, ReviewTokenItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import type { Logger } from "../lib/logger";
import { reviewTokenHash } from "./invite";
import { activePractitioner, PartRefused, publishReview } from "./publish";

export const LINK_USED =
  "This review link has already been used or has expired. Thank you, your review counts once.";
export const LINK_OTHER = "This review link is for another practitioner.";

function reviewItem(form: ReviewForm, id: string, at: string, verified?: { bookingId: string }): ReviewItem {
  return {
    ...keys.review(form.practitioner_id, at, id),
    entity: "review",
    id,
    practitionerId: form.practitioner_id,
    name: form.name,
    rating: form.rating,
    comment: form.comment ?? "",
    createdAt: at,
    ...(verified ? { verified: true, bookingId: verified.bookingId } : {}),
  };
}

/** Through the emailed link: the token is used up in the transaction that publishes the review. */
async function verifiedReview(form: ReviewForm & { token: string }, at: string, nowMs: number, log: Logger) {
  const key = keys.reviewToken(reviewTokenHash(form.token));
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const token = Item as ReviewTokenItem | undefined;
  if (!token || token.expiresAt * 1000 <= nowMs)
    throw new BadRequestError(LINK_USED, { token: "is used or expired" });
  if (token.practitionerId !== form.practitioner_id)
    throw new BadRequestError(LINK_OTHER, { token: "is for another practitioner" });
  const review = reviewItem(form, randomUUID(), at, { bookingId: token.bookingId });
  try {
    await publishReview(
      review,
      [{ Delete: { TableName: tableName(), Key: key, ConditionExpression: "attribute_exists(PK)" } }],
      at,
      log,
    );
  } catch (error) {
    if (error instanceof PartRefused) throw new BadRequestError(LINK_USED, { token: "is used or expired" });
    throw error;
  }
}

/**
 * POST /api/review/submit (public, CSRF, per-address limit): with the emailed link's token the
 * review is published at once as a verified patient's; without, it waits for an admin. A filled
 * honeypot gets the same thanks and nothing is stored.
 */
export const submitReview = httpHandler(
  { route: "POST /api/review/submit", limits: { ip: "review-ip" } },
  async ({ body, log }): Promise<ReviewSubmitResponse> => {
    if (body.website) {
      log.warn("review honeypot filled; nothing stored");
      return { success: REVIEW_THANKS, state: "pending" };
    }
    const nowMs = now();
    const at = new Date(nowMs).toISOString();
    if (body.token) {
      await verifiedReview({ ...body, token: body.token }, at, nowMs, log);
      return { success: REVIEW_THANKS, state: "published" };
    }
    const practitioner = await activePractitioner(body.practitioner_id);
    const id = randomUUID();
    const item: PendingReviewItem = {
      ...keys.pendingReview(id),
      ...keys.pendingReviewByState("pending", at, id),
      entity: "pendingReview",
      id,
      practitionerId: practitioner.id,
      practitionerName: practitioner.name,
      name: body.name,
      rating: body.rating,
      comment: body.comment ?? "",
      createdAt: at,
      state: "pending",
    };
    await db().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: "attribute_not_exists(PK)" }),
    );
    log.info("review held for moderation", { reviewId: id, practitionerId: practitioner.id });
    return { success: REVIEW_THANKS, state: "pending" };
  },
);
