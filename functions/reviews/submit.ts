import { randomUUID } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError, ConflictError } from "../../core/errors";
import { REVIEW_THANKS, type ReviewForm, type ReviewSubmitResponse } from "../../core/schemas/review";
import type { BookingItem, PendingReviewItem, ReviewItem, ReviewTokenItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import type { Logger } from "../lib/logger";
import { putNew } from "../lib/transactions";
import { reviewPointer } from "./by-email";
import { reviewTokenHash } from "./invite";
import { PENDING_REVIEW_DAYS } from "./pending-expiry";
import { activePractitioner, PartRefused, publishReview } from "./publish";
import { APPOINTMENT_NOT_HELD, linkReviewToBooking, verificationRefusal } from "./verified-booking";

export const LINK_USED =
  "This review link has already been used or has expired. Thank you, your review counts once.";
export const LINK_OTHER = "This review link is for another practitioner.";

function reviewItem(
  form: ReviewForm,
  id: string,
  at: string,
  verified?: { bookingId: string; email: string },
): ReviewItem {
  return {
    ...keys.review(form.practitioner_id, at, id),
    entity: "review",
    id,
    practitionerId: form.practitioner_id,
    name: form.name,
    rating: form.rating,
    comment: form.comment ?? "",
    createdAt: at,
    ...(verified ? { verified: true, bookingId: verified.bookingId, email: verified.email } : {}),
  };
}

/**
 * Through the emailed link: the booking itself must show an appointment that took place
 * (verified-booking.ts); the token is used up, and the booking linked to the review, in the
 * transaction that publishes it.
 */
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
  const read = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { PK: keys.practitioner(token.practitionerId).PK, SK: token.bookingSK },
      ConsistentRead: true,
    }),
  );
  const booking = read.Item as BookingItem | undefined;
  const refusal = verificationRefusal(booking, nowMs);
  if (!booking || refusal) {
    log.info("verified review refused by its booking", { bookingId: token.bookingId });
    throw new ConflictError(refusal ?? APPOINTMENT_NOT_HELD);
  }
  const review = reviewItem(form, randomUUID(), at, {
    bookingId: token.bookingId,
    email: booking.patientEmail,
  });
  try {
    await publishReview(
      review,
      [
        { Delete: { TableName: tableName(), Key: key, ConditionExpression: "attribute_exists(PK)" } },
        linkReviewToBooking(booking, review.SK),
      ],
      at,
      log,
    );
  } catch (error) {
    if (!(error instanceof PartRefused)) throw error;
    // The token went meanwhile (used twice at once), or the booking changed since it was read.
    if (error.index === 0) throw new BadRequestError(LINK_USED, { token: "is used or expired" });
    throw new ConflictError(APPOINTMENT_NOT_HELD);
  }
}

/**
 * POST /api/review/submit (public, CSRF, per-address limit, and per email when one is given): with the emailed link's token the
 * review is published at once as a verified patient's; without, it waits for an admin. A filled
 * honeypot gets the same thanks and nothing is stored.
 */
export const submitReview = httpHandler(
  {
    route: "POST /api/review/submit",
    limits: { ip: "review-ip", email: { name: "review-email", of: (form) => form.email?.toLowerCase() } },
  },
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
    const expiresAt = Math.floor(nowMs / 1000) + PENDING_REVIEW_DAYS * 24 * 60 * 60;
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
      ...(body.email ? { email: body.email.toLowerCase() } : {}),
      state: "pending",
      // Unread for 60 days, it goes (TTL); the queue skips it from then on (moderation.ts).
      expiresAt,
    };
    // With an email, a pointer beside it lets that patient's erasure find it (by-email.ts).
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          putNew(item),
          ...(item.email ? [reviewPointer({ ...item, email: item.email }, expiresAt)] : []),
        ],
      }),
    );
    log.info("review held for moderation", { reviewId: id, practitionerId: practitioner.id });
    return { success: REVIEW_THANKS, state: "pending" };
  },
);
