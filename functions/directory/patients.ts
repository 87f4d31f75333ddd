/** The patients' admin directory: one scope, a filter tag per medical aid named on their bookings. */
import type { PatientItem } from "../data/items";
import { keys } from "../data/keys";
import { factsOf, type Listing } from "./entries";

export const PATIENT_SCOPE = "PAT";

/** What the directory mirrors of a patient. */
export type DirectoryPatient = Pick<
  PatientItem,
  "id" | "email" | "firstName" | "lastName" | "cellphone" | "medicalAidIds"
>;

export const medicalAidTag = (schemeId: string) => `AID#${schemeId}`;

/** A patient's listing: searched by name, surname and email; ordered by "surname name" (as GSI1). Absent fields are empty. */
export function patientListing(patient: DirectoryPatient): Listing {
  const p: Partial<DirectoryPatient> = patient;
  const [firstName, lastName, email] = [p.firstName ?? "", p.lastName ?? "", p.email ?? ""];
  return {
    scope: PATIENT_SCOPE,
    facts: factsOf({
      id: patient.id,
      pk: keys.patient(email).PK,
      nameKey: `${lastName} ${firstName}`.trim().toLowerCase(),
      texts: [firstName, lastName, email],
      phone: p.cellphone ?? "",
      tags: [...(p.medicalAidIds ?? [])].sort().map(medicalAidTag),
    }),
  };
}
