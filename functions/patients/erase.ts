/**
 * GET /api/patient/delete/{id} (admin, after a browser confirmation): the POPIA erasure path
 * (docs/decisions.md "Erasure (POPIA)"). A job item records the erasure and the patient's email
 * first (erasure-job.ts); then, in this order, so that a retry after any failure finishes the job
 * (every step is idempotent, and what a step needs stays findable until that step is done):
 *
 * 1. The patient's bookings (and their no-show counts with the practitioners): those linked to them on GSI1, and those their own partition's consent
 *    records name (read strongly consistent: a booking written a moment ago is there before the
 *    index shows it). Future pending or confirmed ones are cancelled through the booking core's
 *    status change (practitioner mailed). Each booking's mails are forgotten, the review left
 *    through its link is anonymised (the rating stays), and the booking keeps only what the
 *    practitioner's and our records need.
 * 2. The patient record goes: a booking's transaction checks it, so none can join this patient
 *    after it. Step 1 runs again for a booking that joined just before.
 * 3. The rest of the patient's partition (consents, pending places) goes, and everything else kept
 *    under their email (erase-by-email.ts: contact messages, affiliate record).
 * 4. The job item goes.
 *
 * Steps 1 to 3 are eraseEverything, which the patient's own "Delete my data" runs too.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { PatientErasedResponse } from "../../core/schemas/patients";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import { isCancellable } from "../booking/booking-view";
import { practitionerCancelled } from "../booking/mails";
import { changeStatus } from "../booking/status-change";
import { noShowCountKeys } from "../dashboard/no-show-counts";
import type { BookingItem, PatientItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { directoryWrites } from "../directory/entries";
import { patientListing } from "../directory/patients";
import { batchGetAll } from "../lib/batch-get";
import { batchDelete } from "../lib/batch-write";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { failedAt } from "../lib/transactions";
import { isConditionFailure } from "../lib/window-counter";
import { anonymiseBookingReview } from "../reviews/anonymise";
import { eraseByEmail } from "./erase-by-email";
import { finishErasure, startErasure } from "./erasure-job";
import { forgetMails } from "./forget-mails";
import { type PatientBookings, patientBookings } from "./patient-bookings";

export const ERASED = OPERATION_SUCCESSFUL;
/** What an erased booking shows where the patient's name was. */
export const ERASED_NAME = "Patient data erased";

/** The practitioners of these bookings, by id (a deleted listing is missing). */
export async function practitionersOf(bookings: BookingItem[]): Promise<Map<string, PractitionerItem>> {
  const ids = [...new Set(bookings.map((booking) => booking.practitionerId))];
  const found = await batchGetAll<PractitionerItem>(ids.map((id) => keys.practitioner(id)));
  return new Map(found.map((practitioner) => [practitioner.id, practitioner]));
}

/** Cancels the booking if it is still ahead and holds its time: the booking as it now is, or null. */
async function cancelIfAhead(
  booking: BookingItem,
  practitioner: PractitionerItem | undefined,
  nowMs: number,
): Promise<BookingItem | null> {
  if (!isCancellable(booking, nowMs)) return null;
  // A practitioner whose listing was deleted has nobody to tell: the slot just stops being held.
  const mails = practitioner
    ? [{ kind: "booking-cancelled-practitioner" as const, render: practitionerCancelled }]
    : [];
  return changeStatus(
    booking,
    practitioner ?? ({ id: booking.practitionerId } as PractitionerItem),
    { to: "cancelled", by: "admin", mails },
    nowMs,
  );
}

/**
 * One booking's erasure: its mails, its review's words, then its personal fields, on condition that
 * its list of mails is still the one handled (a practitioner declining it meanwhile queues one
 * more); if not, again. The review goes before the booking: the booking's id and practitioner, which
 * find the review, stay on the booking anyway.
 */
async function eraseBooking(first: BookingItem, nowMs: number): Promise<void> {
  const at = new Date(nowMs).toISOString();
  let booking = first;
  await anonymiseBookingReview(booking, nowMs);
  for (let attempt = 1; ; attempt++) {
    await forgetMails(booking.mailIds, booking.patientEmail);
    try {
      await anonymise(booking, at);
      return;
    } catch (error) {
      if (!isConditionFailure(error) || attempt === 3) throw error;
      const [current] = await batchGetAll<BookingItem>([{ PK: booking.PK, SK: booking.SK }], true);
      if (!current) return;
      // Keep the address read before: the mails to forget were sent to it.
      booking = { ...current, patientEmail: current.patientEmail || booking.patientEmail };
    }
  }
}

async function anonymise(booking: BookingItem, at: string): Promise<void> {
  const handled = booking.mailIds?.length ?? 0;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: booking.PK, SK: booking.SK },
      UpdateExpression:
        "SET firstName = :name, lastName = :empty, patientEmail = :empty, cellphone = :empty, reason = :empty, " +
        "patientId = :empty, erasedAt = if_not_exists(erasedAt, :at), updatedAt = :at " +
        "REMOVE GSI1PK, GSI1SK, videoUrl, medicalInsurance, medicalAidNumber, medicalAidDependant, requestHash, pendingPlace",
      ConditionExpression:
        handled > 0
          ? "attribute_exists(PK) AND size(mailIds) = :handled"
          : "attribute_exists(PK) AND attribute_not_exists(mailIds)",
      ExpressionAttributeValues: {
        ":name": ERASED_NAME,
        ":empty": "",
        ":at": at,
        ...(handled > 0 ? { ":handled": handled } : {}),
      },
    }),
  );
}

/** Step 1 for the bookings found: cancelled when ahead, then erased. How many were cancelled. */
async function eraseBookings(found: BookingItem[], nowMs: number): Promise<number> {
  const practitioners = await practitionersOf(found);
  // The patient's no-show counts go while their bookings still name them (a retry finds them), and
  // again after: a no-show marked in between would have written one anew.
  const counts = noShowCountKeys(found);
  await batchDelete(counts);
  let cancelled = 0;
  for (const booking of found) {
    // A cancellation adds its mail to the booking's list: go on with the booking as it now is.
    const current = await cancelIfAhead(booking, practitioners.get(booking.practitionerId), nowMs);
    if (current) cancelled += 1;
    await eraseBooking(current ?? booking, nowMs);
  }
  await batchDelete(counts);
  return cancelled;
}

/** Step 2: the record, unless it is already another patient's (one who booked after it went). */
async function deletePatientRecord(email: string, patientId: string): Promise<void> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.patient(email), ConsistentRead: true }),
  );
  const record = Item as PatientItem | undefined;
  if (record?.id !== patientId) return;
  try {
    // Its admin directory entries (name, email, number) go in the same write.
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.patient(email),
              ConditionExpression: "id = :id",
              ExpressionAttributeValues: { ":id": patientId },
            },
          },
          ...directoryWrites(patientListing(record), undefined),
        ],
      }),
    );
  } catch (error) {
    // Gone meanwhile (another erasure) or already another patient's: nothing of this one to delete.
    if (!failedAt(error)(0)) throw error;
  }
}

/** Step 3's partition part: all of it but what belongs to a patient who booked after the record went. */
async function deletePartition({ partition, others }: PatientBookings): Promise<void> {
  await batchDelete(
    partition
      .filter((item) => !(item.SK === "PROFILE" || (item.bookingId && others.has(item.bookingId))))
      .map(({ PK, SK }) => ({ PK, SK })),
  );
}

/** What an erasure did: bookings cancelled and anonymised, and what else it removed (for the log). */
export interface ErasureCounts {
  cancelled: number;
  anonymised: number;
  late: number;
  elsewhere: Record<string, number>;
}

/**
 * The erasure core, the admin's and the patient's own ("Delete my data", functions/my/delete.ts):
 * steps 1 to 3 above for the patient `patientId` (none: the email has no patient record, only
 * messages, reviews or waitlist entries), under an erasure job the caller recorded.
 */
export async function eraseEverything(
  patientId: string | undefined,
  email: string,
  nowMs: number,
): Promise<ErasureCounts> {
  let cancelled = 0;
  let anonymised = 0;
  let late = 0;
  if (patientId) {
    const first = await patientBookings(patientId, email);
    cancelled = await eraseBookings(first.mine, nowMs);
    await deletePatientRecord(email, patientId);
    const erased = new Set(first.mine.map((booking) => booking.id));
    // A booking that joined this patient just before the record went: its consent is there now.
    const last = await patientBookings(patientId, email);
    const joined = last.mine.filter((booking) => !erased.has(booking.id));
    cancelled += await eraseBookings(joined, nowMs);
    await deletePartition(last);
    anonymised = erased.size + joined.length;
    late = joined.length;
  }
  const elsewhere = await eraseByEmail(email);
  return { cancelled, anonymised, late, elsewhere };
}

export const erasePatient = httpHandler(
  { route: "GET /api/patient/delete/{id}" },
  async ({ path, user, log }): Promise<PatientErasedResponse> => {
    const nowMs = now();
    const patientId = path.id;
    const email = await startErasure(patientId, user.email, nowMs);
    const { cancelled, anonymised, late, elsewhere } = await eraseEverything(patientId, email, nowMs);
    await finishErasure(patientId);
    log.info("patient erased", { patientId, cancelled, anonymised, late, ...elsewhere });
    return { success: ERASED, cancelled, anonymised };
  },
);
