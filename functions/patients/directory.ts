/**
 * Reading patients for admins (docs/access-patterns.md "Admin operations"). Patients are created by
 * the booking core only (functions/booking/place-booking.ts): `PATIENT#{email} / PROFILE`, listed in
 * the patients' admin directory (and on GSI1 `PATIENTS` by "surname name"), and each of their
 * bookings is on GSI1 `PATIENT#{patientId}`.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import type { PatientRow } from "../../core/schemas/patients";
import type { BookingItem, PatientItem } from "../data/items";
import { keys } from "../data/keys";
import type { Anchor } from "../directory/anchor";
import { medicalAidTag, PATIENT_SCOPE } from "../directory/patients";
import { findInDirectory } from "../directory/read";
import { phoneDigits } from "../lib/admin-list";
import { batchGetAll } from "../lib/batch-get";
import { db, tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";

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

/**
 * One page of patients by surname and name, and how many match: from the patients' admin
 * directory (functions/directory/; docs/decisions.md "Admin lists at scale"), then their records.
 */
export async function patientsPage(
  filters: PatientFilters,
  offset: number,
  limit: number,
  anchor?: Anchor,
): Promise<{ patients: ListedPatient[]; total: number; capped: boolean; anchor: Anchor | null }> {
  const found = await findInDirectory({
    anchor,
    scope: PATIENT_SCOPE,
    search: filters.search ?? "",
    phone: phoneDigits(filters.contactNumber ?? ""),
    tags: filters.medicalAid ? [medicalAidTag(filters.medicalAid)] : [],
    offset,
    limit,
    descending: false,
  });
  const records = await batchGetAll<PatientItem>(found.records);
  const byId = new Map(records.map((record) => [record.id, record]));
  // In the list's order; one erased between the two reads is left out.
  const patients = found.ids.flatMap((id) => byId.get(id) ?? []);
  return { patients, total: found.total, capped: found.capped, anchor: found.anchor };
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
