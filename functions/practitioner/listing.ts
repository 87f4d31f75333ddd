/**
 * The stored side of the listing rule (core/listing-readiness.ts). Every write that can change what
 * the rule reads (approval, profile save, photo change, the seed) stores its answer as `listed` in the
 * same write, so readers need no more than the profile item or an index filter: search keeps index
 * items only for listed practitioners (functions/search/index-items.ts), the sitemap filters on the
 * flag, the public profile answers 404 and online booking is refused while it is false.
 */
import { missingForListing } from "../../core/listing-readiness";
import type { PractitionerItem } from "../data/items";

type Facts = Pick<PractitionerItem, "image" | "bio" | "services" | "address">;

/** The `listed` flag for a profile holding these facts. */
export function listedFlag(facts: Facts): boolean {
  return missingForListing(facts).length === 0;
}

/** The item with its `listed` flag recomputed: for writers that build the whole item. */
export function withListing<T extends Facts>(item: T): T & { listed: boolean } {
  return { ...item, listed: listedFlag(item) };
}

/** Shown to the public and bookable online: active (an admin's say) and listed (the profile's). */
export function isPublic(practitioner: Pick<PractitionerItem, "isActive" | "listed">): boolean {
  return practitioner.isActive && practitioner.listed;
}
