/** Which directory a stored item belongs to, if any: practitioners' and patients' records. */
import type { PatientItem, PractitionerItem } from "../data/items";
import type { Listing } from "./entries";
import { patientListing } from "./patients";
import { practitionerListing } from "./practitioners";

export function listingOf(item: { entity?: unknown } | undefined): Listing | undefined {
  if (item?.entity === "practitioner") return practitionerListing(item as PractitionerItem);
  if (item?.entity === "patient") return patientListing(item as PatientItem);
  return undefined;
}
