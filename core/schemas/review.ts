/**
 * Reviews (spec sections 3 "Review form", 5, 7 and 8; verified reviews): the Add Review
 * modal's form, the admin's moderation queue and its decisions. The same schemas validate the modal
 * in the browser and the request in functions/reviews/.
 */
import type { Answer } from "../api/responses";
import * as z from "./z";

export const REVIEW_NAME_MAX = 60;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_THANKS = "Thank you so much for feedback !";
export const REVIEW_QUEUE_PAGE_SIZE = 25;
export const REVIEW_REASON_MAX = 500;
/** Issue 25: what the patient is told after an anonymous review (the spec's thanks stay as they are). */
export const REVIEW_WAITS = "Your review will show on the profile once our team has checked it.";
export const UNPUBLISH_REASON_NEEDED = "Please say why you are unpublishing this review.";

/** Control characters other than tab and newline (the comment may have lines); built, not literal, for Biome. */
const CONTROL = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(8)}${String.fromCharCode(11)}${String.fromCharCode(12)}${String.fromCharCode(14)}-${String.fromCharCode(31)}${String.fromCharCode(127)}]`,
);
const NEWLINE = /[\r\n]/;

/** Plain text: control characters are refused, and newlines outside the comment. */
export const plain = (max: number, lines: boolean) =>
  z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((value) => !CONTROL.test(value) && (lines || !NEWLINE.test(value)), "must be plain text"),
  );

/** The single-use link's token from the review invitation (base64url, 32 bytes). */
export const reviewToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "is not a review link"));

export const reviewForm = z.object({
  practitioner_id: z.string().check(z.regex(/^[0-9]{1,10}$/, "is not a practitioner")),
  name: plain(REVIEW_NAME_MAX, false).check(z.minLength(1, "Please enter your name.")),
  rating: z
    .number()
    .check(
      z.refine((value) => Number.isInteger(value) && value >= 1 && value <= 5, "Please choose 1 to 5 stars."),
    ),
  comment: z.optional(plain(REVIEW_COMMENT_MAX, true)),
  /** Issue 25: optional, seen only by our team (to check the review); no mail is sent to it. */
  email: z.optional(z.string().check(z.trim(), z.maxLength(254), z.email())),
  /** From the emailed link: the review is published at once and marked "Verified patient". */
  token: z.optional(reviewToken),
  /** Honeypot: hidden from people; a bot that fills it is told "thank you" and nothing is stored. */
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type ReviewForm = z.infer<typeof reviewForm>;

export type ReviewSubmitResponse = Answer<"reviewSubmitted">;

const wholeNumber = z.string().check(z.regex(/^\d{1,6}$/, "must be a whole number"));

export const reviewQueueQuery = z.object({
  page: z.optional(wholeNumber),
  perPage: z.optional(wholeNumber),
});

const reviewId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, "is not a review id"));
const practitionerId = z.string().check(z.regex(/^[0-9]{1,10}$/, "is not a practitioner"));

export const reviewDecisionBody = z.object({
  id: reviewId,
  decision: z.enum(["approve", "reject"]),
  /** Issue 25: optional, kept with the decision. */
  reason: z.optional(plain(REVIEW_REASON_MAX, true)),
});

/** Issue 25: a practitioner's published reviews, for unpublishing. */
export const publishedReviewsQuery = z.object({ practitioner_id: practitionerId });

/** Issue 25: take a published review off the profile and out of the rating; the reason is required. */
export const reviewUnpublishBody = z.object({
  practitioner_id: practitionerId,
  id: reviewId,
  reason: plain(REVIEW_REASON_MAX, true).check(z.minLength(1, UNPUBLISH_REASON_NEEDED)),
});
export type ReviewUnpublish = z.infer<typeof reviewUnpublishBody>;

export type PublishedReviewRow = PublishedReviewsResponse["data"][number];
export type PublishedReviewsResponse = Answer<"publishedReviews">;
export type ReviewDecisionRow = ReviewDecisionsResponse["data"][number];
export type ReviewDecisionsResponse = Answer<"reviewDecisions">;
export type ReviewDecision = z.infer<typeof reviewDecisionBody>;

export type PendingReviewRow = ReviewQueueResponse["data"]["data"][number];

export type ReviewQueueResponse = Answer<"reviewQueue">;

export type ReviewDecisionResponse = Answer<"reviewDecision">;
