/**
 * GET /api/patient/delete/{id} (admin, after a browser confirmation): the POPIA erasure path
 * (docs/decisions.md "Admin operations"). In this order, so that a retry after any failure finishes
 * the job (every step is idempotent, and the bookings stay findable until their own step):
 *
 * 1. Future pending or confirmed bookings are cancelled through the booking core's status change
 *    (functions/booking/status-change.ts: status, lock cells freed, the practitioner's cancellation
 *    mail queued in the outbox, all in one transaction).
 * 2. Everything in the patient's own partition goes: the patient record, consent records, pending
 *    places (all keyed by the email).
 * 3. The mails about each booking (it lists its outbox ids) go: sent and dropped ones, and pending
 *    ones to the patient; a pending mail to the practitioner (step 1's cancellation) is still sent,
 *    then deleted instead of kept for support.
 * 4. Each booking keeps what the practitioner's and our records need (practitioner, date, time,
 *    length, type, payment kind and scheme, status, created/cancelled times, terms version) and
 *    loses the rest: names, email, cellphone, reason, video link, medical aid member text, and its
 *    link to the patient (GSI1).
 */
import { DeleteCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { PatientErasedResponse } from "../../core/schemas/patients";
import { isCancellable } from "../booking/booking-view";
import { practitionerCancelled } from "../booking/mails";
import { changeStatus } from "../booking/status-change";
import type { BookingItem, OutboxItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { isConditionFailure } from "../lib/window-counter";
import { forgetMail } from "../outbox/outbox";
import { patientById } from "./directory";

export const ERASED = "Operation Successfull !";
/** What an erased booking shows where the patient's name was. */
export const ERASED_NAME = "Patient data erased";

async function practitionersOf(bookings: BookingItem[]): Promise<Map<string, PractitionerItem>> {
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
    ? [{ kind: "booking-cancelled-practitioner", render: practitionerCancelled }]
    : [];
  return changeStatus(
    booking,
    practitioner ?? ({ id: booking.practitionerId } as PractitionerItem),
    { to: "cancelled", by: "admin", mails },
    nowMs,
  );
}

/** Deletes every item of the patient's own partition (record, consents, pending places). */
async function deletePatientPartition(email: string): Promise<void> {
  const { PK } = keys.patient(email);
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk",
        ExpressionAttributeValues: { ":pk": PK },
        ProjectionExpression: "PK, SK",
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    await Promise.all(
      (page.Items ?? []).map((item) =>
        db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } })),
      ),
    );
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/**
 * Steps 3 and 4 for one booking: its mails, then its personal fields, on condition that its list of
 * mails is still the one handled (a practitioner declining it meanwhile queues one more); if not, again.
 */
async function eraseBooking(first: BookingItem, at: string): Promise<number> {
  let booking = first;
  let forgotten = 0;
  for (let attempt = 1; ; attempt++) {
    const mails = await batchGetAll<OutboxItem>(
      (booking.mailIds ?? []).map((id) => keys.outbox(id)),
      true,
    );
    for (const mail of mails) await forgetMail(mail, booking.patientEmail);
    forgotten += mails.length;
    try {
      await anonymise(booking, at);
      return forgotten;
    } catch (error) {
      if (!isConditionFailure(error) || attempt === 3) throw error;
      const [current] = await batchGetAll<BookingItem>([{ PK: booking.PK, SK: booking.SK }], true);
      if (!current) return forgotten;
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
        "REMOVE GSI1PK, GSI1SK, videoUrl, medicalInsurance, requestHash, pendingPlace",
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

export const erasePatient = httpHandler(
  { route: "GET /api/patient/delete/{id}" },
  async ({ path, log }): Promise<PatientErasedResponse> => {
    const nowMs = now();
    const { patient, bookings: listed } = await patientById(path.id);
    // The index may lag: act on each booking as it is now.
    const found = await batchGetAll<BookingItem>(
      listed.map((booking) => ({ PK: booking.PK, SK: booking.SK })),
      true,
    );
    const practitioners = await practitionersOf(found);
    let cancelled = 0;
    const bookings: BookingItem[] = [];
    for (const booking of found) {
      // A cancellation adds its mail to the booking's list: go on with the booking as it now is.
      const current = await cancelIfAhead(booking, practitioners.get(booking.practitionerId), nowMs);
      if (current) cancelled += 1;
      bookings.push(current ?? booking);
    }
    const email = patient?.email ?? bookings[0]?.patientEmail;
    if (email) await deletePatientPartition(email);
    const at = new Date(nowMs).toISOString();
    const forgotten = await Promise.all(bookings.map((booking) => eraseBooking(booking, at)));
    const mails = forgotten.reduce((sum, n) => sum + n, 0);
    log.info("patient erased", { patientId: path.id, cancelled, mails, anonymised: bookings.length });
    return { success: ERASED, cancelled, anonymised: bookings.length };
  },
);
