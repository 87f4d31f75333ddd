import { createHash, randomBytes, randomUUID } from "node:crypto";
import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError, ConflictError, type DomainError, TooManyRequestsError } from "../../core/errors";
import { longDate, parseDateTime } from "../../core/sast-time";
import type { BookingForm, BookingSubmitResponse } from "../../core/schemas/booking";
import { lockCells, slotProblem, type Unavailable } from "../../core/slots";
import { TERMS_VERSION } from "../../core/terms";
import type {
  BookingItem,
  ConsentItem,
  IdempotencyItem,
  PatientItem,
  PractitionerItem,
  SlotLockItem,
} from "../data/items";
import { keys } from "../data/keys";
import { schemeNames } from "../data/medical-schemes";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { queueMail } from "../outbox/outbox";
import { reviewInviteItems } from "../reviews/invite";
import { loadSchedule, recordFor, slotContext } from "./availability";
import { bookingStart, bookingSummary, endMs, mailFacts } from "./booking-view";
import { patientRequestReceived, practitionerNewRequest } from "./mails";
import { claimPendingPlace, freePendingPlace, TOO_MANY_PENDING } from "./pending-allowance";

export const BOOKED = "Booking request received. Please check your email.";
const TAKEN = "Sorry, this time has just been booked by someone else. Please choose another time.";
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
const MAX_ATTEMPTS = 4;

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
      return new ConflictError(TAKEN);
  }
}

/** The parts of a request that make it "the same booking" for a retry under one Idempotency-Key. */
function requestHash(form: BookingForm, email: string): string {
  const same = [
    form.practitioner_id,
    email,
    form.date,
    form.duration,
    form.type,
    form.booking_with,
    form.medical_aid_id,
  ];
  return createHash("sha256").update(JSON.stringify(same)).digest("base64url");
}

function idempotencyKey(headers: Record<string, string | undefined>): string | undefined {
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

/** The first result again, for a request retried under the same Idempotency-Key (no video link). */
async function replay(booking: BookingItem, practitioner: PractitionerItem) {
  const names = await schemeNames();
  const body: BookingSubmitResponse = {
    success: BOOKED,
    booking: bookingSummary(booking, practitioner, names.get(booking.medicalAidId ?? ""), now()),
  };
  return respond(200, body);
}

async function bookingAt(bookingSK: string, practitionerId: string): Promise<BookingItem | undefined> {
  return getItem<BookingItem>({ PK: keys.practitioner(practitionerId).PK, SK: bookingSK });
}

function checkPayment(
  form: BookingForm,
  practitioner: PractitionerItem,
  names: Map<string, string>,
): string | undefined {
  if (form.booking_with === "Cash/Card") {
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
  const id = form.medical_aid_id ?? "";
  if (!practitioner.medicalAidIds.includes(id) || !names.has(id))
    throw new BadRequestError(
      "This practitioner does not accept that medical aid. Please choose one from the list.",
      {
        medical_aid_id: "is not accepted by this practitioner",
      },
    );
  return names.get(id);
}

type Part = "booking" | "lock" | "patient" | "pending" | "consent" | "mail" | "idempotency";

interface CancellationReason {
  Code?: string;
}

/**
 * POST /api/booking/submit (CSRF). Validates the form and the slot against the practitioner's
 * schedule, then writes in one transaction: the booking (pending), a lock item per 5-minute cell
 * of its time (each conditioned on not existing, so overlapping bookings can never both commit),
 * the patient (created or matched by email), the consent record, the idempotency record, and the
 * two emails in the outbox, and one of the email's pending places (pending-allowance.ts). Only a
 * retry under the same Idempotency-Key gets the first result back; the same email and slot without
 * it gets what anyone else would (409, no details), so knowing a patient's email reveals nothing.
 * An existing patient's stored details are never changed by a booking (they stay on the booking).
 */
export const submitBooking = httpHandler(
  {
    route: "POST /api/booking/submit",
    limits: { ip: "booking-ip", email: { name: "booking-email", of: (form) => form.email } },
  },
  async ({ body, headers, log }) => {
    const started = now();
    const { date, time } = parseDateTime(body.date) ?? { date: "", time: "" };
    const email = body.email.toLowerCase();
    const hash = requestHash(body, email);
    const keyHash = idempotencyKey(headers);

    if (keyHash) {
      const prior = await getItem<IdempotencyItem>(keys.idempotency(keyHash));
      if (prior) return replayIdempotent(prior, hash);
    }

    const schedule = await loadSchedule(body.practitioner_id, date, date);
    const { practitioner } = schedule;

    const record = recordFor(schedule, date);
    const problem = slotProblem(record, time, slotContext(schedule, started));
    if (problem || !record) throw refusal(problem ?? "not-a-slot", date, time);
    if (body.duration !== record.duration)
      throw new BadRequestError(
        `Appointments at this time last ${record.duration} minutes, not ${body.duration}.`,
        {
          duration: `must be ${record.duration}`,
        },
      );
    const names = await schemeNames();
    const medicalAidName = checkPayment(body, practitioner, names);

    const at = new Date(started).toISOString();
    const bookingId = randomUUID();
    const cells = lockCells(date, time, record.duration);
    const booking: BookingItem = {
      ...keys.booking(practitioner.id, `${date}T${time}`, bookingId),
      GSI1PK: "",
      GSI1SK: "",
      entity: "booking",
      id: bookingId,
      practitionerId: practitioner.id,
      patientId: "",
      patientEmail: email,
      firstName: body.first_name,
      lastName: body.last_name ?? "",
      cellphone: body.cellphone_number ?? "",
      date,
      time,
      duration: record.duration,
      type: body.type === 1 ? "virtual" : "in-person",
      bookingWith: body.booking_with,
      followUp: body.follow_up_session ?? false,
      reason: body.reason_for_appointment,
      status: "pending",
      lockCells: cells,
      termsVersion: TERMS_VERSION,
      consentedAt: at,
      requestHash: hash,
      createdAt: at,
      updatedAt: at,
    };
    if (body.booking_with === "Medical aid" && body.medical_aid_id)
      booking.medicalAidId = body.medical_aid_id;
    if (body.medical_insurance) booking.medicalInsurance = body.medical_insurance;
    if (booking.type === "virtual")
      booking.videoUrl =
        practitioner.meetingUrl ?? `https://meet.jit.si/VulaHealth-${randomBytes(12).toString("hex")}`;

    for (let attempt = 1; ; attempt++) {
      const [patient, place] = await Promise.all([
        getItem<PatientItem>(keys.patient(email)),
        freePendingPlace(email, started),
      ]);
      if (place === undefined) throw new TooManyRequestsError(TOO_MANY_PENDING, 60 * 60);
      const patientId = patient?.id ?? randomUUID();
      Object.assign(booking, keys.bookingByPatient(patientId, bookingStart(booking), bookingId), {
        patientId,
        pendingPlace: place,
      });
      const facts = mailFacts(booking, practitioner, medicalAidName, started);
      const parts: {
        part: Part;
        item: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]["TransactItems"]>[number];
      }[] = [
        {
          part: "booking",
          item: {
            Put: { TableName: tableName(), Item: booking, ConditionExpression: "attribute_not_exists(PK)" },
          },
        },
        ...cells.map((cell) => {
          const lock: SlotLockItem = {
            ...keys.slotLock(practitioner.id, cell),
            entity: "slotLock",
            practitionerId: practitioner.id,
            bookingId,
            bookingSK: booking.SK,
            expiresAt: Math.floor(endMs(booking) / 1000) + 24 * 60 * 60,
          };
          return {
            part: "lock" as const,
            item: {
              Put: { TableName: tableName(), Item: lock, ConditionExpression: "attribute_not_exists(PK)" },
            },
          };
        }),
        { part: "patient", item: patientWrite(patient, patientId, body, email, at) },
        { part: "pending", item: claimPendingPlace(booking, place, started) },
        {
          part: "consent",
          item: { Put: { TableName: tableName(), Item: consentItem(email, at, bookingId) } },
        },
        { part: "mail", item: queueMail(patientRequestReceived(facts), "booking-received-patient", started) },
        {
          part: "mail",
          item: queueMail(practitionerNewRequest(facts), "booking-received-practitioner", started),
        },
        // Reviews: the verified-review invitation, due when the appointment ends (sent if confirmed).
        ...reviewInviteItems(booking, practitioner.name, endMs(booking), started).map((item) => ({
          part: "mail" as const,
          item,
        })),
      ];
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
          item: {
            Put: { TableName: tableName(), Item: idem, ConditionExpression: "attribute_not_exists(PK)" },
          },
        });
      }
      try {
        await db().send(new TransactWriteCommand({ TransactItems: parts.map(({ item }) => item) }));
        log.info("booking requested", { bookingId, practitionerId: practitioner.id, attempt });
        const response: BookingSubmitResponse = {
          success: BOOKED,
          booking: bookingSummary(booking, practitioner, medicalAidName, started),
        };
        return respond(201, response);
      } catch (error) {
        if ((error as Error).name !== "TransactionCanceledException") throw error;
        const reasons = (
          (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? []
        ).map((reason, index) => ({ code: reason.Code ?? "None", part: parts[index]?.part }));
        const failed = (part: Part) =>
          reasons.some((r) => r.part === part && r.code === "ConditionalCheckFailed");
        if (keyHash && failed("idempotency")) {
          const prior = await getItem<IdempotencyItem>(keys.idempotency(keyHash));
          if (prior) return replayIdempotent(prior, hash);
        }
        if (failed("lock")) throw new ConflictError(TAKEN);
        // A patient record or pending place written meanwhile, or a transaction running into another:
        // read again and retry.
        if (attempt >= MAX_ATTEMPTS) throw new ConflictError(TAKEN);
        await new Promise((done) => setTimeout(done, 10 + Math.random() * 40 * attempt));
      }
    }
  },
);

async function replayIdempotent(prior: IdempotencyItem, hash: string) {
  if (prior.requestHash !== hash)
    throw new ConflictError(
      "This request was already used for a different booking. Please reload the page and try again.",
    );
  const [booking, profile] = await Promise.all([
    bookingAt(prior.bookingSK, prior.practitionerId),
    getItem<PractitionerItem>(keys.practitioner(prior.practitionerId)),
  ]);
  if (!booking || !profile) throw new ConflictError(TAKEN);
  return replay(booking, profile);
}

function consentItem(email: string, at: string, bookingId: string): ConsentItem {
  return {
    ...keys.consent(email, at, bookingId),
    entity: "consent",
    bookingId,
    termsVersion: TERMS_VERSION,
    consentedAt: at,
  };
}

/**
 * A new patient is created only if still absent. A known one is left exactly as stored (a booking
 * must not let whoever knows an email rename that patient): only checked to be the same record.
 */
function patientWrite(
  existing: PatientItem | undefined,
  patientId: string,
  form: BookingForm,
  email: string,
  at: string,
) {
  if (existing)
    return {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.patient(email),
        ConditionExpression: "id = :id",
        ExpressionAttributeValues: { ":id": patientId },
      },
    };
  const firstName = form.first_name;
  const lastName = form.last_name ?? "";
  const item: PatientItem = {
    ...keys.patient(email),
    ...keys.patientByName(`${lastName} ${firstName}`.trim().toLowerCase(), patientId),
    GSI1PK: "PATIENTS",
    entity: "patient",
    id: patientId,
    email,
    firstName,
    lastName,
    cellphone: form.cellphone_number ?? "",
    createdAt: at,
    updatedAt: at,
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: "attribute_not_exists(PK)" } };
}
