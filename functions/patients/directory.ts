/**
 * Reading patients for admins (docs/access-patterns.md "Admin operations"). Patients are created by
 * the booking core only (functions/booking/place-booking.ts): `PATIENT#{email} / PROFILE`, listed on
 * GSI1 `PATIENTS` by "surname name", and each of their bookings is on GSI1 `PATIENT#{patientId}`.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import type { PatientRow } from "../../core/schemas/patients";
import type { BookingItem, PatientItem } from "../data/items";
import { keys } from "../data/keys";
import { matchesNameOrEmail, phoneDigits } from "../lib/admin-list";
import { db, tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";

/**
 * Patients read per list request at most. The list reads the `PATIENTS` partition (about 250 bytes
 * a patient: ~4 000 per 1 MB Query page) and filters in memory; past this cap the answer says
 * `truncated` and a search index is the next step.
 */
export const PATIENT_LIST_CAP = 20_000;

export const PATIENT_NOT_FOUND = "We could not find this patient. They may have been deleted.";

/** What the list reads of each patient (not timestamps). */
export type ListedPatient = Pick<
  PatientItem,
  "id" | "email" | "firstName" | "lastName" | "cellphone" | "medicalAidIds"
>;

export interface PatientFilters {
  search?: string | undefined;
  contactNumber?: string | undefined;
  medicalAid?: string | undefined;
}

/** Every patient by surname and name, up to `max` (one Query, paged). */
export async function listedPatients(max = PATIENT_LIST_CAP): Promise<ListedPatient[]> {
  return queryAll<ListedPatient>(
    {
      TableName: tableName(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.patientsPartition },
      ProjectionExpression: "id, email, firstName, lastName, cellphone, medicalAidIds",
    },
    max,
  );
}

export function matchesPatient(patient: ListedPatient, filters: PatientFilters): boolean {
  const search = filters.search?.trim() ?? "";
  if (search && !matchesNameOrEmail(search, `${patient.firstName} ${patient.lastName}`, patient.email))
    return false;
  const digits = phoneDigits(filters.contactNumber ?? "");
  if (digits && !phoneDigits(patient.cellphone).includes(digits)) return false;
  if (filters.medicalAid && !patient.medicalAidIds?.has(filters.medicalAid)) return false;
  return true;
}

export function patientRow(patient: ListedPatient, schemeNames: Map<string, string>): PatientRow {
  return {
    id: patient.id,
    name: patient.firstName,
    surname: patient.lastName,
    contact_number: patient.cellphone,
    email_address: patient.email,
    medical_aids: [...(patient.medicalAidIds ?? [])]
      .map((id) => schemeNames.get(id) ?? "")
      .filter(Boolean)
      .sort(),
  };
}

/** A patient's bookings still linked to them (GSI1), newest first. */
export async function bookingsOfPatient(patientId: string): Promise<BookingItem[]> {
  return queryAll<BookingItem>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.patientBookingsPartition(patientId) },
    ScanIndexForward: false,
  });
}

/**
 * A patient by id: the id is on each of their bookings (GSI1), which also hold the email the
 * patient record is keyed by. A patient always has a booking (the booking core creates both in one
 * transaction); once erased, neither is there (404).
 */
export async function patientById(
  patientId: string,
): Promise<{ patient: PatientItem | undefined; bookings: BookingItem[] }> {
  const bookings = await bookingsOfPatient(patientId);
  const email = bookings[0]?.patientEmail;
  if (!email) throw new NotFoundError(PATIENT_NOT_FOUND);
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.patient(email), ConsistentRead: true }),
  );
  const patient = Item as PatientItem | undefined;
  return { patient: patient?.id === patientId ? patient : undefined, bookings };
}
