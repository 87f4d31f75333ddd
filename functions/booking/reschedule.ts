/**
 * The patient moves their booking (issue 23): POST /api/booking/reschedule through the manage link.
 * The new time must be one the practitioner offers online, checked by the booking core's own rule
 * (place-booking.ts checkTime). The move is ONE transaction: the booking leaves its key for the new
 * one (same id), the lock cells it no longer needs are released, the new ones taken, the shared
 * ones kept (re-pointed), and everything that names the booking's key follows, with both mails.
 * docs/decisions.md "After the booking (issue 23)" says why a confirmed booking stays confirmed.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { cutoffsFor, patientMayReschedule } from "../../core/cutoffs";
import { ConflictError, NotFoundError } from "../../core/errors";
import { lockCells } from "../../core/slots";
import type {
  BookingItem,
  BookingPointerItem,
  ConsentItem,
  OutboxItem,
  PractitionerItem,
} from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { batchGetAll } from "../lib/batch-get";
import { db, tableName } from "../lib/db";
import { failedAt, putNew, type TransactItem, updateItem } from "../lib/transactions";
import { outboxIds, queueMail } from "../outbox/outbox";
import { scheduledItemWrites } from "../reminders/scheduled-items";
import { reportCounterWrites } from "../reports/counters";
import { reviewInviteItems } from "../reviews/invite";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { freedTimeWrite } from "../waitlist/freed";
import { HELD, holdGuard } from "../waitlist/holds";
import { loadSchedule, PRACTITIONER_NOT_FOUND, recordFor, slotContext } from "./availability";
import { BOOKING_CHANGED } from "./booking-update";
import { bookingStart, endMs, mailFacts, startMs, statusNow } from "./booking-view";
import { patientMoved, practitionerMoved } from "./moved-mails";
import { checkTime, dayAfterEnd, lockItem, SlotTakenError, stillListed, TAKEN } from "./place-booking";
import { ERASED_BOOKING } from "./status-change";

/** Why this booking cannot be moved at all, in words a patient can act on; null when it can. */
function notMovable(booking: BookingItem, practitioner: PractitionerItem, nowMs: number): string | null {
  if (booking.erasedAt) return ERASED_BOOKING;
  switch (statusNow(booking, nowMs)) {
    case "cancelled":
      return "This appointment was cancelled, so it cannot be moved. You are welcome to book a new time.";
    case "declined":
      return `${practitioner.name} could not accept this request, so it cannot be moved. You are welcome to choose another time or another practitioner.`;
    case "expired":
      return "This request was not confirmed in time, so it cannot be moved. You are welcome to book a new time.";
    case "completed":
      return "This appointment has already taken place, so it can no longer be moved.";
    default:
      return startMs(booking) <= nowMs
        ? `This appointment has already started, so it can no longer be moved online. Please contact ${practitioner.name} on ${practitioner.contactNumber}.`
        : null;
  }
}

/** Inside the reschedule cut-off only an earlier time may be chosen online: the practice's phone does the rest. */
function insideCutoff(practitioner: PractitionerItem, hours: number): string {
  return (
    `Your appointment is less than ${hours} hours away, so online it can only be moved to an earlier time. ` +
    `To move it to a later time, please call ${practitioner.name} on ${practitioner.contactNumber}.`
  );
}

/** The booking as it will be at `date` `time`: same id, new key, the length of that day's slots. */
function movedTo(
  booking: BookingItem,
  date: string,
  time: string,
  duration: BookingItem["duration"],
  nowMs: number,
): BookingItem {
  const start = `${date}T${time}`;
  const moved: BookingItem = {
    ...booking,
    ...keys.booking(booking.practitionerId, start, booking.id),
    ...keys.bookingByMonth(start, booking.id),
    date,
    time,
    duration,
    lockCells: lockCells(date, time, duration),
    moves: (booking.moves ?? 0) + 1,
    updatedAt: new Date(nowMs).toISOString(),
  };
  if (booking.GSI1PK) Object.assign(moved, keys.bookingByPatient(booking.patientId, start, booking.id));
  return moved;
}

/** What the move has to carry along, read before the transaction (strongly consistent). */
async function companions(booking: BookingItem) {
  const [consents, mails] = await Promise.all([
    batchGetAll<ConsentItem>([keys.consent(booking.patientEmail, booking.consentedAt, booking.id)], true),
    batchGetAll<OutboxItem>((booking.mailIds ?? []).map(keys.outbox), true),
  ]);
  const invite = mails.find((mail) => mail.kind === "review-invite" && mail.state === "pending");
  return { consent: consents[0], invite };
}

/**
 * The lock cells' entries: release old-minus-new, take new-minus-old (only if free), re-point the
 * overlap to the new key (only if still ours). One entry per cell, as a transaction requires.
 */
function lockWrites(
  before: BookingItem,
  after: BookingItem,
): { take: TransactItem[]; other: TransactItem[] } {
  const mine = { ":id": before.id };
  const kept = new Set(before.lockCells.filter((cell) => after.lockCells.includes(cell)));
  const release = before.lockCells
    .filter((cell) => !kept.has(cell))
    .map((cell) => ({
      Delete: {
        TableName: tableName(),
        Key: keys.slotLock(before.practitionerId, cell),
        ConditionExpression: "attribute_not_exists(PK) OR bookingId = :id",
        ExpressionAttributeValues: mine,
      },
    }));
  const keep = [...kept].map((cell) =>
    updateItem({
      Key: keys.slotLock(before.practitionerId, cell),
      UpdateExpression: "SET bookingSK = :sk, expiresAt = :ttl",
      ConditionExpression: "bookingId = :id",
      ExpressionAttributeValues: { ...mine, ":sk": after.SK, ":ttl": dayAfterEnd(after) },
    }),
  );
  const take = after.lockCells.filter((cell) => !kept.has(cell)).map((cell) => putNew(lockItem(after, cell)));
  return { take, other: [...release, ...keep] };
}

/**
 * Moves `booking` to `date` `time` for its patient and returns it as it now is. Moving to the time it
 * already has changes nothing (a repeated request). Refusals: 409 for a booking that cannot move or
 * a later time inside the cut-off, 400/409 for a time that is not open (the booking form's words).
 */
export async function moveBooking(
  booking: BookingItem,
  practitioner: PractitionerItem,
  target: { date: string; time: string },
  nowMs: number,
): Promise<BookingItem> {
  const { date, time } = target;
  const refusal = notMovable(booking, practitioner, nowMs);
  if (refusal) throw new ConflictError(refusal);
  if (bookingStart(booking) === `${date}T${time}`) return booking;
  const cutoffs = cutoffsFor(practitioner, startMs(booking));
  const newStart = startMs({ date, time });
  if (!patientMayReschedule(cutoffs, startMs(booking), newStart, nowMs))
    throw new ConflictError(insideCutoff(practitioner, cutoffs.rescheduleHours));

  const schedule = await loadSchedule(booking.practitionerId, date, date);
  const record = recordFor(schedule, date);
  // The booking's own time does not stand in its way (a move by half an hour may overlap it).
  const others = { ...schedule, bookings: schedule.bookings.filter((mark) => mark.item.id !== booking.id) };
  checkTime(
    { date, time, duration: record?.duration ?? booking.duration },
    { kind: "online" },
    record,
    slotContext(others, nowMs),
  );
  const after = movedTo(booking, date, time, record?.duration ?? booking.duration, nowMs);
  // Issue 26: a time held for waitlist offers is not open to a move either.
  const hold = await holdGuard(booking.practitionerId, date, time, undefined, nowMs);

  const { consent, invite } = await companions(booking);
  const names = await schemeNames();
  const facts = mailFacts(after, practitioner, names.get(booking.medicalAidId ?? ""), nowMs);
  const from = { date: booking.date, time: booking.time };
  const confirmed = booking.status === "confirmed";
  const mails = [
    queueMail(patientMoved(facts, from, confirmed), "booking-moved-patient", nowMs),
    queueMail(practitionerMoved(facts, from, confirmed), "booking-moved-practitioner", nowMs),
  ];
  // The review invitation is due at the appointment's end and checks the booking's key: a new one
  // replaces it (its single-use token existed only inside the dropped mail, so nobody can use it).
  const newInvite = invite ? reviewInviteItems(after, practitioner.name, endMs(after), nowMs) : [];
  const dropInvite = invite
    ? [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.outbox(invite.id),
            ConditionExpression: "#state = :pending",
            ExpressionAttributeNames: { "#state": "state" },
            ExpressionAttributeValues: { ":pending": "pending" },
          },
        },
      ]
    : [];
  after.mailIds = [
    ...(booking.mailIds ?? []).filter((id) => id !== invite?.id),
    ...outboxIds([...mails, ...newInvite]),
  ];
  const pointer: BookingPointerItem = {
    ...keys.bookingPointer(booking.id),
    entity: "bookingPointer",
    practitionerId: booking.practitionerId,
    bookingId: booking.id,
    bookingSK: after.SK,
    expiresAt: dayAfterEnd(after),
  };
  const locks = lockWrites(booking, after);
  const entries: TransactItem[] = [
    // The booking as it was read: a cancel, answer or move meanwhile makes this move fail whole.
    {
      Delete: {
        TableName: tableName(),
        Key: { PK: booking.PK, SK: booking.SK },
        ConditionExpression: "#status = :was AND updatedAt = :seen AND attribute_not_exists(erasedAt)",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":was": booking.status, ":seen": booking.updatedAt },
      },
    },
    putNew(after),
    ...locks.take,
    stillListed(booking.practitionerId),
    { Put: { TableName: tableName(), Item: pointer } },
    ...locks.other,
    ...(consent
      ? [
          updateItem({
            Key: { PK: consent.PK, SK: consent.SK },
            UpdateExpression: "SET bookingSK = :sk",
            ConditionExpression: "attribute_exists(PK)",
            ExpressionAttributeValues: { ":sk": after.SK },
          }),
        ]
      : []),
    ...(booking.status === "pending" && booking.pendingPlace !== undefined
      ? [
          // The place frees itself at the start: at the new one now.
          updateItem({
            Key: keys.pendingPlace(booking.patientEmail, booking.pendingPlace),
            UpdateExpression: "SET releaseAt = :at, expiresAt = :ttl",
            ConditionExpression: "bookingId = :id",
            ExpressionAttributeValues: {
              ":id": booking.id,
              ":at": newStart,
              ":ttl": Math.ceil(newStart / 1000) + 24 * 60 * 60,
            },
          }),
        ]
      : []),
    ...dropInvite,
    ...newInvite,
    ...scheduledItemWrites(booking, after, practitioner, nowMs),
    ...mails,
    ...reportCounterWrites(booking, after),
    // Issue 26: the time moved away from is offered to the waitlist after the settle delay.
    freedTimeWrite(booking.practitionerId, booking.date, booking.time, nowMs),
    ...(hold.check ? [hold.check] : []),
  ];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: entries }));
  } catch (error) {
    const failed = failedAt(error);
    const takeEnd = 2 + locks.take.length;
    if (failed(0)) throw new ConflictError(BOOKING_CHANGED);
    if (locks.take.some((_, index) => failed(2 + index))) throw new SlotTakenError(TAKEN);
    if (failed(takeEnd)) throw new NotFoundError(PRACTITIONER_NOT_FOUND);
    if (hold.check && failed(entries.length - 1)) throw new ConflictError(HELD);
    // Anything else (a transaction running into ours, a lock or record changed): read again.
    throw new ConflictError(BOOKING_CHANGED);
  }
  await nextAvailableMayHaveChanged(practitioner.id);
  return after;
}
