/** The practitioners' admin directory: one scope per status, filter tags for profession and package. */
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { factsOf, type Listing } from "./entries";

/** What the directory mirrors of a practitioner (a write changing one of these rewrites the entries). */
export type DirectoryPractitioner = Pick<
  PractitionerItem,
  | "id"
  | "name"
  | "firstName"
  | "lastName"
  | "email"
  | "contactNumber"
  | "businessAddressPhysical"
  | "profession"
  | "plan"
  | "isActive"
>;

export const practitionerScope = (isActive: boolean) => `PRAC#${isActive ? 1 : 0}`;
export const professionTag = (profession: string) => `PROF#${profession}`;
export const planTag = (plan: string) => `PLAN#${plan}`;

/**
 * A practitioner's listing: searched by name, practice address and email; ordered by name (as
 * GSI1). Tolerates a record missing fields (an old stage's, met by the backfill): absent is empty.
 */
export function practitionerListing(practitioner: DirectoryPractitioner): Listing {
  const p: Partial<DirectoryPractitioner> = practitioner;
  const name = p.name ?? "";
  return {
    scope: practitionerScope(p.isActive === true),
    facts: factsOf({
      id: practitioner.id,
      pk: keys.practitioner(practitioner.id).PK,
      nameKey: name.toLowerCase(),
      texts: [name, p.firstName ?? "", p.lastName ?? "", p.businessAddressPhysical ?? "", p.email ?? ""],
      phone: p.contactNumber ?? "",
      tags: [...(p.profession ? [professionTag(p.profession)] : []), ...(p.plan ? [planTag(p.plan)] : [])],
    }),
  };
}
