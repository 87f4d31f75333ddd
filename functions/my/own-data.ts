/**
 * What a patient session reads of its own email (issue 28): the patient record and its bookings,
 * through the same indexed reads as the admins' erasure (functions/patients/patient-bookings.ts).
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { bookingStart } from "../booking/booking-view";
import type { BookingItem, PatientItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { type PartitionItem, patientBookings } from "../patients/patient-bookings";

export interface OwnData {
  patient: PatientItem | undefined;
  /** Newest appointment first. */
  bookings: BookingItem[];
  /** The patient's partition (record, consents, pending places). */
  partition: PartitionItem[];
}

export async function ownPatient(emailLower: string): Promise<PatientItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.patient(emailLower), ConsistentRead: true }),
  );
  return Item as PatientItem | undefined;
}

export async function ownData(emailLower: string): Promise<OwnData> {
  const patient = await ownPatient(emailLower);
  if (!patient) return { patient, bookings: [], partition: [] };
  const { mine, partition } = await patientBookings(patient.id, emailLower);
  const bookings = mine.sort((a, b) => bookingStart(b).localeCompare(bookingStart(a)));
  return { patient, bookings, partition };
}
