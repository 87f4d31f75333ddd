/**
 * Demo patients for a fresh `npm start`: a few booking requests placed through the booking core
 * (functions/booking/place-booking.ts), as the public form places them, so /admin/patients, the
 * admin's bookings and the practitioners' requests have something in them. Runs against the table
 * the functions' environment names (TABLE_NAME, DYNAMODB_ENDPOINT), which must be local.
 */

import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { offeredModes, typeOfMode } from "../../core/appointment-modes";
import { NotFoundError } from "../../core/errors";
import { addDays } from "../../core/sast-time";
import { offeredTimes } from "../../core/slots";
import { loadSchedule, recordFor, slotContext, today } from "../../functions/booking/availability";
import { type BookingRequest, placeBooking } from "../../functions/booking/place-booking";
import { keys } from "../../functions/data/keys";
import { now } from "../../functions/lib/clock";
import { db, tableName } from "../../functions/lib/db";
import { createLogger, type Logger } from "../../functions/lib/logger";
import { requireLocalTable } from "../local-table";
import { SEED_LOCAL_ONLY } from "./write";

/** Who a demo patient is (names, contact, what the booking is for). */
export interface DemoPatientDetails {
  firstName: string;
  lastName: string;
  email: string;
  cellphone: string;
  reason: string;
}

interface DemoPatient extends DemoPatientDetails {
  /** The first practitioner id to try; the next ones are tried when it is not listed or has no time. */
  practitionerId: number;
  /** The first day to look for an open time, counted from today. */
  daysAhead: number;
}

/**
 * Practitioners from 5 on: 1 to 3 are the demo logins and 4 is the seed's deactivated listing, and
 * the e2e tests book and read those, so demo bookings stay out of their way.
 */
export const DEMO_PATIENTS: readonly DemoPatient[] = [
  {
    firstName: "Nomvula",
    lastName: "Dlamini",
    email: "nomvula.dlamini@patients.example",
    cellphone: "0825550101",
    reason: "Check-up",
    practitionerId: 5,
    daysAhead: 2,
  },
  {
    firstName: "Johan",
    lastName: "Botha",
    email: "johan.botha@patients.example",
    cellphone: "0835550102",
    reason: "Follow-up appointment",
    practitionerId: 8,
    daysAhead: 3,
  },
  {
    firstName: "Ayesha",
    lastName: "Patel",
    email: "ayesha.patel@patients.example",
    cellphone: "0845550103",
    reason: "First consultation",
    practitionerId: 11,
    daysAhead: 5,
  },
  {
    firstName: "Sibusiso",
    lastName: "Ndlovu",
    email: "sibusiso.ndlovu@patients.example",
    cellphone: "0765550104",
    reason: "Check-up",
    practitionerId: 14,
    daysAhead: 8,
  },
];

/** Practitioners tried per patient, and days searched per practitioner, before giving up on one. */
const PRACTITIONERS_TRIED = 3;
const DAYS_SEARCHED = 14;

/** The first offered time of a listed practitioner from `firstDate` on (over `days` days), or undefined. */
export async function firstOpenTime(
  practitionerId: string,
  firstDate: string,
  nowMs: number,
  days = DAYS_SEARCHED,
) {
  const lastDate = addDays(firstDate, days - 1);
  let schedule: Awaited<ReturnType<typeof loadSchedule>>;
  try {
    schedule = await loadSchedule(practitionerId, firstDate, lastDate);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
  const context = slotContext(schedule, nowMs);
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    const record = recordFor(schedule, date);
    const time = offeredTimes(record, context)[0];
    if (record && time) return { practitioner: schedule.practitioner, date, time, duration: record.duration };
  }
  return undefined;
}

/** Whether the email already has a patient record (seeded before: nothing is placed twice). */
export async function hasPatientRecord(email: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.patient(email), ConsistentRead: true }),
  );
  return Item !== undefined;
}

export type OpenTime = NonNullable<Awaited<ReturnType<typeof firstOpenTime>>>;

/** The patient's request for an open time, paid as the practice takes payment. */
export function requestAt(patient: DemoPatientDetails, open: OpenTime): BookingRequest {
  const onMedicalAid = open.practitioner.workWith === "Medical Aid";
  return {
    practitionerId: open.practitioner.id,
    email: patient.email,
    firstName: patient.firstName,
    lastName: patient.lastName,
    cellphone: patient.cellphone,
    reason: patient.reason,
    bookingWith: onMedicalAid ? "Medical aid" : "Cash/Card",
    medicalAidId: onMedicalAid ? open.practitioner.medicalAidIds[0] : undefined,
    // In person where offered, else by video call: the booking core refuses an unoffered type.
    type: typeOfMode(offeredModes(open.practitioner.appointmentModes)[0] ?? "in-person"),
    date: open.date,
    time: open.time,
    duration: open.duration,
    followUp: false,
  };
}

/** Seed logger: warnings and errors only (`npm start` prints its own line). */
export function quietLog(source: string): Logger {
  return { ...createLogger({ source }), info: () => undefined };
}

/**
 * Places one pending booking for each demo patient who has no patient record yet (so a reseed, or
 * every `npm start`, adds nothing twice). Returns how many it placed; a patient for whom no listed
 * practitioner nearby in the list has an open time (a tiny seed) is skipped.
 */
export async function seedDemoBookings(): Promise<number> {
  await requireLocalTable(db(), "The demo bookings", SEED_LOCAL_ONLY);
  const log = quietLog("seed-demo-bookings");
  const nowMs = now();
  let placed = 0;
  for (const patient of DEMO_PATIENTS) {
    if (await hasPatientRecord(patient.email)) continue;
    for (let tried = 0; tried < PRACTITIONERS_TRIED; tried++) {
      const practitionerId = String(patient.practitionerId + tried);
      const open = await firstOpenTime(practitionerId, addDays(today(nowMs), patient.daysAhead), nowMs);
      if (!open) continue;
      await placeBooking(requestAt(patient, open), { channel: { kind: "online" }, log });
      placed++;
      break;
    }
  }
  return placed;
}
