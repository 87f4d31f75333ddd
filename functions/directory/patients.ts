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

/** A patient's listing: searched by name, surname and email; ordered by "surname name" (as GSI1). */
export function patientListing(p: DirectoryPatient): Listing {
  return {
    scope: PATIENT_SCOPE,
    facts: factsOf({
      id: p.id,
      pk: keys.patient(p.email).PK,
      nameKey: `${p.lastName} ${p.firstName}`.trim().toLowerCase(),
      texts: [p.firstName, p.lastName, p.email],
      phone: p.cellphone,
      tags: [...(p.medicalAidIds ?? [])].sort().map(medicalAidTag),
    }),
  };
}
