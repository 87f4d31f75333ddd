/**
 * The stored side of the listing rule (core/listing-readiness.ts). Every write that can change what
 * the rule reads (approval, profile save, photo change, the seed) stores its answer as `listed` in the
 * same write, so readers need no more than the profile item or an index filter: search keeps index
 * items only for listed practitioners (functions/search/index-items.ts), the sitemap filters on the
 * flag, the public profile answers 404 and online booking is refused while it is false.
 *
 * Issue 29: billing feeds the same flag. A listing billing holds back (never paid, past due after
 * the grace, cancelled after the paid period: core/billing.ts billingHolds) is not listed; the
 * billing writers (functions/billing/listing-sync.ts) recompute it at each event and at each
 * deadline (the billing sweep), so every reader above follows without knowing about payments.
 */
import { billingHolds } from "../../core/billing";
import { missingForListing } from "../../core/listing-readiness";
import type { PractitionerItem } from "../data/items";
import { now } from "../lib/clock";

type Facts = Pick<PractitionerItem, "image" | "bio" | "services" | "address"> &
  Partial<Pick<PractitionerItem, "billing">>;

/** The `listed` flag for a profile holding these facts (its billing as of now). */
export function listedFlag(facts: Facts, nowMs: number = now()): boolean {
  return missingForListing(facts).length === 0 && !billingHolds(facts.billing, nowMs);
}

/** The item with its `listed` flag recomputed: for writers that build the whole item. */
export function withListing<T extends Facts>(item: T): T & { listed: boolean } {
  return { ...item, listed: listedFlag(item) };
}

/** Shown to the public and bookable online: active (an admin's say) and listed (the profile's). */
export function isPublic(practitioner: Pick<PractitionerItem, "isActive" | "listed">): boolean {
  return practitioner.isActive && practitioner.listed;
}
