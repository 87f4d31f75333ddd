/**
 * GET /api/my/export (patient session): everything kept about the session's email (POPIA s23), from
 * indexed reads only (docs/access-patterns.md "Patients' own data"): the patient record and its
 * partition (consents), the bookings (GSI1 and the consents, as erasure finds them) with their
 * reasons, which are the patient's own words, reviews (through their bookings and the email's
 * pointers), waitlist entries and contact messages (the email's pointers), and the mails we sent
 * them: kind and date only.
 */
import type { MyExport } from "../../core/schemas/my-data";
import { bookingRowBase } from "../booking/booking-view";
import { messagesFrom } from "../contact/by-email";
import type {
  BookingItem,
  ConsentItem,
  ContactMessageItem,
  OutboxItem,
  PendingReviewItem,
  ReviewByEmailItem,
  ReviewItem,
  WaitlistEntryItem,
} from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { emailHash } from "../lib/email-hash";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { recipientHash } from "../outbox/sealed-mail";
import { practitionersOf } from "../patients/erase";
import { findBookingReview } from "../reviews/booking-review";
import { entryAt, pointersOf } from "../waitlist/entries";
import { ownData } from "./own-data";

type ExportedReview = MyExport["reviews"][number];

/** Reviews left through the patient's bookings, and those left with the email on the form. */
async function reviewsOf(emailLower: string, bookings: BookingItem[]): Promise<ExportedReview[]> {
  const pointers = await queryAll<ReviewByEmailItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.reviewByEmailPartition(emailHash(emailLower)) },
  });
  const [live, pending, throughBookings] = await Promise.all([
    batchGetAll<ReviewItem>(pointers.map((p) => keys.review(p.practitionerId, p.createdAt, p.reviewId))),
    batchGetAll<PendingReviewItem>(pointers.map((p) => keys.pendingReview(p.reviewId))),
    Promise.all(bookings.map((booking) => findBookingReview(booking))),
  ]);
  const published = [...live, ...throughBookings.filter((review) => review !== undefined)];
  const byId = new Map<string, ExportedReview>();
  for (const review of [...published.map((r) => ({ ...r, state: "published" })), ...pending])
    byId.set(review.id, {
      practitioner_id: review.practitionerId,
      rating: review.rating,
      name: review.name,
      comment: review.comment,
      created_at: review.createdAt,
      state: review.state,
    });
  return [...byId.values()];
}

/** The mails (and texts) that went to the patient among these, oldest first: kind and date. */
async function mailsSent(emailLower: string, ids: string[]): Promise<MyExport["mails"]> {
  const mails = await batchGetAll<OutboxItem>([...new Set(ids)].map((id) => keys.outbox(id)));
  const toPatient = recipientHash(emailLower);
  return mails
    .filter((mail) => mail.state === "sent" && (mail.channel === "sms" || mail.toHashes.includes(toPatient)))
    .map((mail) => ({ kind: mail.kind, date: mail.sentAt ?? mail.createdAt }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export const myExport = httpHandler(
  { route: "GET /api/my/export" },
  async ({ user, log }): Promise<MyExport> => {
    const nowMs = now();
    const email = user.email;
    const [own, contactPointers, waitlistPointers] = await Promise.all([
      ownData(email),
      messagesFrom(email),
      pointersOf(email),
    ]);
    const { patient, bookings } = own;
    const [practitioners, consents, messages, entries, reviews] = await Promise.all([
      practitionersOf(bookings),
      patient
        ? queryAll<ConsentItem>({
            TableName: tableName(),
            KeyConditionExpression: "PK = :pk AND begins_with(SK, :consent)",
            ExpressionAttributeValues: { ":pk": keys.patient(email).PK, ":consent": "CONSENT#" },
          })
        : Promise.resolve([]),
      batchGetAll<ContactMessageItem>(contactPointers.map((p) => keys.contactMessage(p.messageId))),
      Promise.all(
        waitlistPointers.map((p) => entryAt({ PK: keys.waitlistPartition(p.practitionerId), SK: p.entrySK })),
      ).then((found) => found.filter((entry): entry is WaitlistEntryItem => entry !== undefined)),
      reviewsOf(email, bookings),
    ]);
    const mails = await mailsSent(email, [
      ...bookings.flatMap((booking) => booking.mailIds ?? []),
      ...contactPointers.flatMap((pointer) => pointer.mailIds),
      ...entries.flatMap((entry) => entry.mailIds),
    ]);
    log.info("patient data exported", { bookings: bookings.length, mails: mails.length });
    return {
      email,
      generated_at: new Date(nowMs).toISOString(),
      patient: patient
        ? {
            first_name: patient.firstName,
            last_name: patient.lastName,
            cellphone_number: patient.cellphone,
            created_at: patient.createdAt,
            updated_at: patient.updatedAt,
          }
        : null,
      bookings: bookings.map((booking) => ({
        ...bookingRowBase(booking, nowMs),
        duration: booking.duration,
        booking_with: booking.bookingWith,
        practitioner: {
          id: booking.practitionerId,
          name: practitioners.get(booking.practitionerId)?.name ?? "",
        },
        reason_for_appointment: booking.reason,
        created_at: booking.createdAt,
        ...(booking.cancelledAt ? { cancelled_at: booking.cancelledAt } : {}),
        ...(booking.cancelledBy ? { cancelled_by: booking.cancelledBy } : {}),
      })),
      consents: consents.map((consent) => ({
        booking_id: consent.bookingId,
        terms_version: consent.termsVersion,
        consented_at: consent.consentedAt,
      })),
      reviews,
      waitlist: entries.map((entry) => ({
        practitioner_id: entry.practitionerId,
        joined_at: entry.joinedAt,
        first_name: entry.firstName,
        cellphone_number: entry.cellphone,
      })),
      contact_messages: messages.map((message) => ({
        sent_at: message.createdAt,
        name: message.name,
        message: message.message,
      })),
      mails,
    };
  },
);
