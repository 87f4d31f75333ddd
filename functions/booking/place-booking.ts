/**
 * The one booking core: the public form (submit.ts) and an admin's phone booking
 * (functions/booking-admin) both place bookings here, so locks, the patient record, consent, the
 * outbox mails and idempotency hold the same way for both. See submit.ts for the public rules.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { modeOfType, notOfferedMessage, offeredModes } from "../../core/appointment-modes";
import {
  BadRequestError,
  ConflictError,
  type DomainError,
  NotFoundError,
  TooManyRequestsError,
} from "../../core/errors";
import { longDate } from "../../core/sast-time";
import type { MedicalAidCard } from "../../core/schemas/medical-aid-details";
import {
  type Duration,
  lockCells,
  slotProblem,
  type TimeSlotRecord,
  type Unavailable,
} from "../../core/slots";
import { TERMS_VERSION } from "../../core/terms";
import type {
  BookingItem,
  BookingWith,
  ConsentItem,
  IdempotencyItem,
  PatientItem,
  PractitionerItem,
  SlotLockItem,
} from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { directoryWrites } from "../directory/entries";
import { type DirectoryPatient, patientListing } from "../directory/patients";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import type { Logger } from "../lib/logger";
import { addMetric } from "../lib/metrics";
import { redactedErrorText } from "../lib/redact";
import { putNew, updateItem } from "../lib/transactions";
import { deliverByIds, outboxIds, queueMail } from "../outbox/outbox";
import { scheduledItemWrites } from "../reminders/scheduled-items";
import { reportCounterWritesOf } from "../reports/counters";
import { hasSeenPractitioner } from "../reports/new-patient";
import { reviewInviteItems } from "../reviews/invite";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { waitlistBookedWrite } from "../waitlist/after-booking";
import { HELD, HOLD_CHANGED, holdGuard } from "../waitlist/holds";
import { swapFor } from "../waitlist/swap";
import { loadSchedule, PRACTITIONER_NOT_FOUND, recordFor, slotContext } from "./availability";
import { BOOKING_CHANGED } from "./booking-update";
import { bookingStart, endMs, mailFacts } from "./booking-view";
import { currentBooking, refOfKey } from "./current-booking";
import { patientBookedByPhone, patientRequestReceived, practitionerNewRequest } from "./mails";
import {
  claimPendingPlace,
  freePendingPlace,
  releasePendingPlace,
  TOO_MANY_PENDING,
} from "./pending-allowance";

export const TAKEN = "Sorry, this time has just been booked by someone else. Please choose another time.";
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
const MAX_ATTEMPTS = 4;

/** What a booking asks for, whoever makes it (names and cellphone as the booking will keep them). */
export interface BookingRequest {
  practitionerId: string;
  /** Lower-cased. */
  email: string;
  firstName: string;
  lastName: string;
  cellphone: string;
  reason: string;
  bookingWith: BookingWith;
  medicalAidId?: string | undefined;
  /** The card's membership number and dependant code, when given (kept on a medical-aid booking only). */
  card?: MedicalAidCard | undefined;
  medicalInsurance?: string | undefined;
  /** 0 in person, 1 virtual (the form's values). */
  type: 0 | 1;
  /** SAST date and time the appointment starts. */
  date: string;
  time: string;
  duration: Duration;
  followUp: boolean;
  /** "Remind me by SMS" (the form refuses it without a South African cellphone number). */
  smsReminders?: boolean;
  /** Issue 26: the waitlist offer's token, which books the time while it is held for that offer. */
  offerToken?: string | undefined;
}

/**
 * Who places the booking. The patient online books only offered times, within the practitioner's
 * notice, and holds one of the email's pending places. An admin taking a booking by phone is
 * trusted with the allowance; `outOfHours` (an explicit override, stored on the booking) lets them
 * book any time on the 5-minute grid and any length, but never in the past, past the horizon,
 * during out-of-office or over another booking.
 */
export type BookingChannel =
  | { kind: "online" }
  | {
      kind: "phone";
      /** The account that entered it: an admin's, or the practitioner's own (issue 25, their diary). */
      adminId: string;
      outOfHours: boolean;
      existingPatientId?: string;
      /** The practitioner booked a patient who is at the practice. */
      walkIn?: boolean;
    };

export interface PlaceOptions {
  channel: BookingChannel;
  /** SHA-256 of the Idempotency-Key header, when one was sent. */
  keyHash?: string | undefined;
  log: Logger;
}

export interface Placed {
  booking: BookingItem;
  practitioner: PractitionerItem;
  medicalAidName: string | undefined;
  /** A retry under the same Idempotency-Key: the first booking, nothing written now. */
  replayed: boolean;
  nowMs: number;
}

/** Online booking of a practitioner whose profile is not listed yet (404, as their page). */
export const NOT_TAKING_BOOKINGS =
  "This practitioner is not taking online bookings yet. Please choose another practitioner.";

/** Why a time cannot be booked, in words a patient can act on. */
function refusal(problem: Unavailable, date: string, time: string): DomainError {
  const when = `${time} on ${longDate(date)}`;
  switch (problem) {
    case "not-a-slot":
      return new BadRequestError(
        `The practitioner does not offer an appointment at ${when}. Please choose one of the times shown.`,
      );
    case "past":
      return new BadRequestError(`${when} has already passed. Please choose a later time.`);
    case "notice":
      return new BadRequestError(
        `${when} is too soon for this practitioner to prepare. Please choose a later time.`,
      );
    case "horizon":
      return new BadRequestError(`${when} is too far ahead to book yet. Please choose an earlier date.`);
    case "out-of-office":
      return new ConflictError(`The practitioner is out of office at ${when}. Please choose another time.`);
    case "taken":
      return new SlotTakenError(TAKEN);
  }
}

/** The time overlaps a pending or confirmed booking (the admin form answers it as status 300). */
export class SlotTakenError extends ConflictError {}

/** The parts of a request that make it "the same booking" for a retry under one Idempotency-Key. */
function requestHash(request: BookingRequest): string {
  const same = [
    request.practitionerId,
    request.email,
    `${request.date} ${request.time}`,
    request.duration,
    request.type,
    request.bookingWith,
    request.medicalAidId,
  ];
  return createHash("sha256").update(JSON.stringify(same)).digest("base64url");
}

/** The Idempotency-Key header, hashed (400 when it is not 8 to 200 printable characters). */
export function idempotencyKey(headers: Record<string, string | undefined>): string | undefined {
  const key = headers["idempotency-key"];
  if (key === undefined || key === "") return undefined;
  if (!/^[\x21-\x7e]{8,200}$/.test(key))
    throw new BadRequestError("The Idempotency-Key header must be 8 to 200 printable characters.");
  return createHash("sha256").update(key).digest("base64url");
}

async function getItem<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}

function checkPayment(
  request: BookingRequest,
  practitioner: PractitionerItem,
  names: Map<string, string>,
): string | undefined {
  if (request.bookingWith === "Cash/Card") {
    if (practitioner.workWith === "Medical Aid")
      throw new BadRequestError(
        "This practitioner only sees patients on medical aid. Please choose Medical aid.",
        {
          booking_with: "must be Medical aid for this practitioner",
        },
      );
    return undefined;
  }
  if (practitioner.workWith === "Cash-Card")
    throw new BadRequestError("This practitioner does not accept medical aid. Please choose Cash/Card.", {
      booking_with: "must be Cash/Card for this practitioner",
    });
  const id = request.medicalAidId ?? "";
  if (!practitioner.medicalAidIds.includes(id) || !names.has(id))
    throw new BadRequestError(
      "This practitioner does not accept that medical aid. Please choose one from the list.",
      {
        medical_aid_id: "is not accepted by this practitioner",
      },
    );
  return names.get(id);
}

/** In person or virtual only where the practitioner offers it (an admin's phone booking too). */
function checkMode(request: BookingRequest, practitioner: PractitionerItem): void {
  const mode = modeOfType(request.type);
  if (!offeredModes(practitioner.appointmentModes).includes(mode))
    throw new BadRequestError(notOfferedMessage(mode), {
      type: `${mode} is not offered by this practitioner`,
    });
}

/**
 * The slot rule for this channel: online, the time must be offered and last what that day's slots
 * last. An admin's out-of-hours override checks the chosen time and length as if it were a slot
 * with no notice: still never past, past the horizon, out of office or taken.
 */
export function checkTime(
  request: Pick<BookingRequest, "date" | "time" | "duration">,
  channel: BookingChannel,
  record: TimeSlotRecord | null,
  context: ReturnType<typeof slotContext>,
): void {
  const { date, time, duration } = request;
  if (channel.kind === "phone" && channel.outOfHours) {
    const asked: TimeSlotRecord = { date, time_slots: [time], duration };
    const problem = slotProblem(asked, time, { ...context, minNoticeMinutes: 0 });
    if (problem) throw refusal(problem, date, time);
    return;
  }
  const problem = slotProblem(record, time, context);
  if (problem || !record) {
    if (channel.kind === "phone" && (problem === "not-a-slot" || problem === "notice"))
      throw new BadRequestError(
        `${time} on ${longDate(date)} is outside the practitioner's bookable times. Tick "Book outside the practitioner's hours" to book it anyway.`,
        { date: "is outside the practitioner's bookable times" },
      );
    throw refusal(problem ?? "not-a-slot", date, time);
  }
  if (duration !== record.duration)
    throw new BadRequestError(
      `Appointments at this time last ${record.duration} minutes, not ${duration}.` +
        (channel.kind === "phone" ? ` Tick "Book outside the practitioner's hours" for another length.` : ""),
      { duration: `must be ${record.duration}` },
    );
}

type Part =
  | "booking"
  | "lock"
  | "patient"
  | "pending"
  | "consent"
  | "mail"
  | "idempotency"
  | "listed"
  | "report"
  | "hold"
  | "swap"
  | "directory";
type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]["TransactItems"]
>[number];

interface CancellationReason {
  Code?: string;
}

/**
 * Validates the request against the practitioner's schedule and payment options, then writes in one
 * transaction: the booking (pending), a lock item per 5-minute cell of its time (each conditioned on
 * not existing, so overlapping bookings can never both commit), the patient (created or matched by
 * email), the consent record, the idempotency record, the two outbox mails and, online, one of the
 * email's pending places. Contention is retried; a lock held by another booking is SlotTakenError.
 */
export async function placeBooking(request: BookingRequest, options: PlaceOptions): Promise<Placed> {
  const started = now();
  const { channel, keyHash, log } = options;
  const { date, time, email } = request;
  const hash = requestHash(request);

  if (keyHash) {
    const prior = await getItem<IdempotencyItem>(keys.idempotency(keyHash));
    if (prior) return replayIdempotent(prior, hash, started);
  }

  const schedule = await loadSchedule(request.practitionerId, date, date);
  const { practitioner } = schedule;
  // Online booking waits for a complete profile (core/listing-readiness.ts); a phone booking does not.
  if (channel.kind === "online" && !practitioner.listed) throw new NotFoundError(NOT_TAKING_BOOKINGS);
  checkMode(request, practitioner);
  checkTime(request, channel, recordFor(schedule, date), slotContext(schedule, started));
  const names = await schemeNames();
  const medicalAidName = checkPayment(request, practitioner, names);
  // Issue 26: a time held for waitlist offers is refused online (409) unless this is the offer's
  // token; the practice's own booking takes it (docs/decisions.md "Waitlist back end").
  const hold = await holdGuard(
    practitioner.id,
    date,
    time,
    channel.kind === "online" ? request.offerToken : undefined,
    started,
    channel.kind === "phone",
  );

  const at = new Date(started).toISOString();
  const bookingId = randomUUID();
  const cells = lockCells(date, time, request.duration);
  const booking: BookingItem = {
    ...keys.booking(practitioner.id, `${date}T${time}`, bookingId),
    ...keys.bookingByMonth(`${date}T${time}`, bookingId),
    GSI1PK: "",
    GSI1SK: "",
    entity: "booking",
    id: bookingId,
    practitionerId: practitioner.id,
    patientId: "",
    patientEmail: email,
    firstName: request.firstName,
    lastName: request.lastName,
    cellphone: request.cellphone,
    date,
    time,
    duration: request.duration,
    type: request.type === 1 ? "virtual" : "in-person",
    bookingWith: request.bookingWith,
    followUp: request.followUp,
    reason: request.reason,
    status: "pending",
    lockCells: cells,
    termsVersion: TERMS_VERSION,
    consentedAt: at,
    requestHash: hash,
    createdAt: at,
    updatedAt: at,
  };
  if (request.bookingWith === "Medical aid" && request.medicalAidId)
    Object.assign(booking, { medicalAidId: request.medicalAidId }, request.card);
  if (request.medicalInsurance) booking.medicalInsurance = request.medicalInsurance;
  if (request.smsReminders) booking.smsReminders = true;
  if (channel.kind === "phone") {
    booking.bookedBy = { channel: channel.walkIn ? "walk-in" : "phone", adminId: channel.adminId };
    if (channel.outOfHours) booking.outOfHours = true;
  }
  if (booking.type === "virtual")
    booking.videoUrl =
      practitioner.meetingUrl ?? `https://meet.jit.si/VulaHealth-${randomBytes(12).toString("hex")}`;

  // Issue 26: an earlier time taken through a waitlist offer releases the patient's later booking.
  const swap = hold.offer ? await swapFor(practitioner, hold.offer, booking, started) : undefined;
  // Issue 26: the waitlist's part of the booking, queued with it and run once it is written.
  const waitlist = waitlistBookedWrite(
    {
      practitionerId: practitioner.id,
      bookingSK: booking.SK,
      date,
      time,
      ...(hold.offer ? { offer: hold.offer } : {}),
      others: hold.others,
    },
    started,
  );

  for (let attempt = 1; ; attempt++) {
    const [patient, place] = await Promise.all([
      getItem<PatientItem>(keys.patient(email)),
      channel.kind === "online" ? freePendingPlace(email, started) : Promise.resolve(undefined),
    ]);
    if (channel.kind === "online" && place === undefined)
      throw new TooManyRequestsError(TOO_MANY_PENDING, 60 * 60);
    if (channel.kind === "phone" && channel.existingPatientId && patient?.id !== channel.existingPatientId)
      throw new ConflictError("This patient's record changed a moment ago. Please search for them again.");
    const patientId = patient?.id ?? randomUUID();
    Object.assign(booking, keys.bookingByPatient(patientId, bookingStart(booking), bookingId), { patientId });
    if (place !== undefined) booking.pendingPlace = place;
    // The report's new vs returning: a patient without a record is new to every practitioner.
    booking.newPatient = !(patient && (await hasSeenPractitioner(patient.id, practitioner.id)));
    const facts = mailFacts(booking, practitioner, medicalAidName, started);
    const parts: { part: Part; item: TransactItem }[] = [
      {
        part: "booking",
        item: putNew(booking),
      },
      ...cells.map((cell) => ({ part: "lock" as const, item: putNew(lockItem(booking, cell)) })),
      { part: "patient", item: patientWrite(patient, patientId, request, at) },
      ...patientDirectoryWrites(patient, patientId, request).map((item) => ({
        part: "directory" as const,
        item,
      })),
      ...(place === undefined
        ? []
        : [{ part: "pending" as const, item: claimPendingPlace(booking, place, started) }]),
      {
        part: "consent",
        item: { Put: { TableName: tableName(), Item: consentItem(email, at, booking, channel) } },
      },
      {
        part: "mail",
        item: queueMail(
          (channel.kind === "phone" ? patientBookedByPhone : patientRequestReceived)(facts),
          "booking-received-patient",
          started,
        ),
      },
      {
        part: "mail",
        item: queueMail(practitionerNewRequest(facts), "booking-received-practitioner", started),
      },
      { part: "listed", item: stillListed(practitioner.id, channel.kind === "online") },
      // Reviews: the verified-review invitation, due when the appointment ends (sent if confirmed).
      ...reviewInviteItems(booking, practitioner.name, endMs(booking), started).map((item) => ({
        part: "mail" as const,
        item,
      })),
      // The request's nudges to the practitioner and its expiry at the confirm-by deadline.
      ...scheduledItemWrites(undefined, booking, practitioner, started).map((item) => ({
        part: "mail" as const,
        item,
      })),
      ...reportCounterWritesOf([
        [undefined, booking],
        ...(swap ? [[swap.original, swap.released] as [BookingItem, BookingItem]] : []),
      ]).map((item) => ({ part: "report" as const, item })),
      ...(hold.check ? [{ part: "hold" as const, item: hold.check }] : []),
      { part: "mail", item: waitlist },
      ...(swap?.writes ?? []).map((item) => ({ part: "swap" as const, item })),
    ];
    // The booking item in `parts` is this object: it records the ids of the mails written with it.
    booking.mailIds = outboxIds(parts.filter(({ part }) => part !== "swap").map(({ item }) => item));
    if (keyHash) {
      const idem: IdempotencyItem = {
        ...keys.idempotency(keyHash),
        entity: "idempotency",
        practitionerId: practitioner.id,
        bookingId,
        bookingSK: booking.SK,
        requestHash: hash,
        expiresAt: Math.floor(started / 1000) + IDEMPOTENCY_TTL_SECONDS,
      };
      parts.push({
        part: "idempotency",
        item: putNew(idem),
      });
    }
    try {
      await db().send(new TransactWriteCommand({ TransactItems: parts.map(({ item }) => item) }));
      log.info("booking requested", {
        bookingId,
        practitionerId: practitioner.id,
        attempt,
        by: channel.kind,
      });
      addMetric("BookingsMade", { Service: "booking" });
      // Issue 26: the email's (and the offer's) waitlist entry ends, the offers hear the time has
      // gone. The booking is written: a failure here is logged (the outbox runs it again later),
      // never answered as a failed booking.
      await deliverByIds(outboxIds([waitlist]), started).catch((error: unknown) =>
        log.error("waitlist not updated after a booking", { bookingId, error: redactedErrorText(error) }),
      );
      if (swap) await releasePendingPlace(swap.original);
      await nextAvailableMayHaveChanged(practitioner.id);
      return { booking, practitioner, medicalAidName, replayed: false, nowMs: started };
    } catch (error) {
      if ((error as Error).name !== "TransactionCanceledException") throw error;
      const reasons = (
        (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? []
      ).map((reason, index) => ({ code: reason.Code ?? "None", part: parts[index]?.part }));
      const failed = (part: Part) =>
        reasons.some((r) => r.part === part && r.code === "ConditionalCheckFailed");
      if (keyHash && failed("idempotency")) {
        const prior = await getItem<IdempotencyItem>(keys.idempotency(keyHash));
        if (prior) return replayIdempotent(prior, hash, started);
      }
      if (failed("listed")) throw new NotFoundError(PRACTITIONER_NOT_FOUND);
      if (failed("lock")) throw new SlotTakenError(TAKEN);
      if (failed("hold")) throw new ConflictError(channel.kind === "online" ? HELD : HOLD_CHANGED);
      if (failed("swap")) throw new ConflictError(BOOKING_CHANGED);
      // A patient record or pending place written meanwhile, or a transaction running into another:
      // read again and retry.
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError(TAKEN);
      await new Promise((done) => setTimeout(done, 10 + Math.random() * 40 * attempt));
    }
  }
}

/** TTL of what is worthless once the appointment is over (lock cells): a day after it ends. */
export function dayAfterEnd(booking: BookingItem): number {
  return Math.floor(endMs(booking) / 1000) + 24 * 60 * 60;
}

/** One 5-minute cell of the booking's time, held for it. */
export function lockItem(booking: BookingItem, cell: string): SlotLockItem {
  return {
    ...keys.slotLock(booking.practitionerId, cell),
    entity: "slotLock",
    practitionerId: booking.practitionerId,
    bookingId: booking.id,
    bookingSK: booking.SK,
    expiresAt: dayAfterEnd(booking),
  };
}

/**
 * The transaction entry that keeps the practitioner listed until it commits: an admin's deactivation
 * between our read and this write must not leave a booking behind (the deactivation cancels only
 * what it can see). `online`: the profile must still be complete too (its `listed` flag).
 */
export function stillListed(practitionerId: string, online = false): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.practitioner(practitionerId),
      ConditionExpression: online ? "isActive = :listed AND listed = :listed" : "isActive = :listed",
      ExpressionAttributeValues: { ":listed": true },
    },
  };
}

async function replayIdempotent(prior: IdempotencyItem, hash: string, nowMs: number): Promise<Placed> {
  if (prior.requestHash !== hash)
    throw new ConflictError(
      "This request was already used for a different booking. Please reload the page and try again.",
    );
  // The record keeps the key the booking was placed at: a move since is followed (current-booking.ts).
  const [booking, practitioner] = await Promise.all([
    currentBooking(refOfKey(prior.practitionerId, prior.bookingSK)),
    getItem<PractitionerItem>(keys.practitioner(prior.practitionerId)),
  ]);
  if (!booking || !practitioner) throw new ConflictError(TAKEN);
  const names = await schemeNames();
  return {
    booking,
    practitioner,
    medicalAidName: names.get(booking.medicalAidId ?? ""),
    replayed: true,
    nowMs,
  };
}

function consentItem(email: string, at: string, booking: BookingItem, channel: BookingChannel): ConsentItem {
  const item: ConsentItem = {
    ...keys.consent(email, at, booking.id),
    entity: "consent",
    bookingId: booking.id,
    // The booking's key: erasure reads it from here, consistently, before the index shows it.
    practitionerId: booking.practitionerId,
    bookingSK: booking.SK,
    termsVersion: TERMS_VERSION,
    consentedAt: at,
  };
  // Taken by phone: the admin recorded the patient's agreement, not a tick in our form.
  if (channel.kind === "phone") Object.assign(item, { channel: "phone", recordedBy: channel.adminId });
  return item;
}

const bookedMedicalAid = (request: BookingRequest) =>
  request.bookingWith === "Medical aid" ? request.medicalAidId : undefined;

/** The admin directory (issue 30) follows a new patient, or a medical aid new to a known one. */
function patientDirectoryWrites(
  existing: PatientItem | undefined,
  patientId: string,
  request: BookingRequest,
): TransactItem[] {
  const medicalAid = bookedMedicalAid(request);
  const before: DirectoryPatient = existing ?? {
    id: patientId,
    email: request.email,
    firstName: request.firstName,
    lastName: request.lastName,
    cellphone: request.cellphone,
  };
  const after = {
    ...before,
    medicalAidIds: new Set([...(before.medicalAidIds ?? []), ...(medicalAid ? [medicalAid] : [])]),
  };
  return directoryWrites(existing && patientListing(existing), patientListing(after));
}

/**
 * A new patient is created only if still absent. A known one keeps its stored details (a booking
 * must not let whoever knows an email rename that patient): only checked to be the same record, and
 * the medical aid the booking names is added to the set the admin list filters on.
 */
function patientWrite(
  existing: PatientItem | undefined,
  patientId: string,
  request: BookingRequest,
  at: string,
): TransactItem {
  const { email, firstName, lastName } = request;
  const medicalAid = bookedMedicalAid(request);
  if (existing && medicalAid)
    return updateItem({
      Key: keys.patient(email),
      UpdateExpression: "ADD medicalAidIds :aid",
      ConditionExpression: "id = :id",
      ExpressionAttributeValues: { ":id": patientId, ":aid": new Set([medicalAid]) },
    });
  if (existing)
    return {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.patient(email),
        ConditionExpression: "id = :id",
        ExpressionAttributeValues: { ":id": patientId },
      },
    };
  const item: PatientItem = {
    ...keys.patient(email),
    ...keys.patientByName(`${lastName} ${firstName}`.trim().toLowerCase(), patientId),
    entity: "patient",
    id: patientId,
    email,
    firstName,
    lastName,
    cellphone: request.cellphone,
    createdAt: at,
    updatedAt: at,
  };
  if (medicalAid) item.medicalAidIds = new Set([medicalAid]);
  return putNew(item);
}
