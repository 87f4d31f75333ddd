/**
 * The practitioners' admin directory: one scope per status, filter tags for profession and package,
 * and for active listings their billing status and what they add to the monthly recurring revenue
 * (counted: the billing overview reads the counters, never the listings).
 */
import type { BillingStatus } from "../../core/billing";
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
  | "billing"
>;

export const practitionerScope = (isActive: boolean) => `PRAC#${isActive ? 1 : 0}`;
export const professionTag = (profession: string) => `PROF#${profession}`;
export const planTag = (plan: string) => `PLAN#${plan}`;
/** An active listing's billing status (a listing from before billing is "active"). */
export const billingTag = (status: BillingStatus) => `BILL#${status}`;
/** An active listing paying (or in its grace period) for this plan: the revenue counter's unit. */
export const revenueTag = (plan: string) => `MRR#${plan}`;
/** The billing statuses whose listings count in the monthly recurring revenue. */
export const countsInRevenue = (status: BillingStatus) => status === "active" || status === "past_due";

function billingTags(p: Partial<DirectoryPractitioner>): string[] {
  if (p.isActive !== true) return [];
  const status = p.billing?.status ?? "active";
  return [billingTag(status), ...(countsInRevenue(status) && p.plan ? [revenueTag(p.plan)] : [])];
}

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
      tags: [
        ...(p.profession ? [professionTag(p.profession)] : []),
        ...(p.plan ? [planTag(p.plan)] : []),
        ...billingTags(p),
      ],
    }),
  };
}
