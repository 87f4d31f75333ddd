import { createHash, randomBytes } from "node:crypto";
import { siteConfig } from "../../core/site-config";
import { render } from "../auth/account-mails";
import type { BookingItem, ReviewTokenItem } from "../data/items";
import { keys } from "../data/keys";
import { greeting } from "../email/greeting";
import type { Mail } from "../email/mime";
import { tableName } from "../lib/db";
import { env } from "../lib/env";
import { queueMail } from "../outbox/outbox";

/**
 * The review invitation (verified reviews): queued with the booking, due when the
 * appointment ends, and sent only if the booking is confirmed by then (the outbox checks; a
 * cancelled, declined or never-confirmed booking gets no mail). Its link carries a single-use token;
 * only the token's hash is stored, and a review through it is published at once as "Verified patient".
 */
export const REVIEW_LINK_DAYS = 60;

export const reviewTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function reviewLink(practitionerId: string, token: string): string {
  return `${env().siteUrl}/page/practitioner/${encodeURIComponent(practitionerId)}?review=${encodeURIComponent(token)}#reviews`;
}

export function reviewInviteMail(f: {
  to: string;
  firstName: string;
  practitionerName: string;
  link: string;
}): Mail {
  return render({
    to: f.to,
    subject: `How was your appointment with ${f.practitionerName}?`,
    heading: "How was your appointment?",
    paragraphs: [
      greeting(f.firstName),
      `Thank you for booking with ${f.practitionerName} through ${siteConfig.brandName}. Would you tell other patients how it went? Your review will show on the practitioner's profile as from a verified patient.`,
    ],
    button: { label: "Leave a review", href: f.link },
    after: [
      `This link works once and expires in ${REVIEW_LINK_DAYS} days. Your review shows the name you give, the stars and your comment, nothing about your appointment.`,
    ],
    why: `You are receiving this email because you booked an appointment on ${siteConfig.brandName}.`,
  });
}

type TransactItem = ReturnType<typeof queueMail> | { Put: { TableName: string; Item: ReviewTokenItem } };

/** The booking transaction's extra items: the token and the invitation, due at the appointment's end. */
export function reviewInviteItems(
  booking: Pick<BookingItem, "PK" | "SK" | "id" | "practitionerId" | "patientEmail" | "firstName">,
  practitionerName: string,
  endAtMs: number,
  nowMs: number,
): TransactItem[] {
  const token = randomBytes(32).toString("base64url");
  const item: ReviewTokenItem = {
    ...keys.reviewToken(reviewTokenHash(token)),
    entity: "reviewToken",
    practitionerId: booking.practitionerId,
    bookingId: booking.id,
    bookingSK: booking.SK,
    expiresAt: Math.floor(endAtMs / 1000) + REVIEW_LINK_DAYS * 24 * 60 * 60,
  };
  const mail = reviewInviteMail({
    to: booking.patientEmail,
    firstName: booking.firstName,
    practitionerName,
    link: reviewLink(booking.practitionerId, token),
  });
  return [
    { Put: { TableName: tableName(), Item: item } },
    queueMail(mail, "review-invite", nowMs, {
      dueAtMs: endAtMs,
      onlyIfConfirmed: { PK: booking.PK, SK: booking.SK },
    }),
  ];
}
