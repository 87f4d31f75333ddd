/**
 * When a practitioner is LISTED (issue 25 item 9): shown in search and the sitemap, their public
 * profile shown and bookable online (our pages and the partner widget). Approval makes an account and
 * a profile; the listing waits until the profile can stand on its own. THE one rule: the writers
 * store its answer on the profile as `listed` (functions/practitioner/listing.ts) and the readers read
 * that flag. Billing (issue 29) adds "paid" here as one more part.
 */

/** The parts a listing needs, in the order the dashboard's checklist shows them. */
export const LISTING_PARTS = ["photo", "bio", "services", "address"] as const;
export type ListingPart = (typeof LISTING_PARTS)[number];

/** What the rule reads, as the profile item stores it. */
export interface ListingFacts {
  image: string;
  bio: string;
  services: readonly string[];
  address: { street: string };
}

const HAS: Record<ListingPart, (facts: ListingFacts) => boolean> = {
  photo: (facts) => facts.image.trim() !== "",
  bio: (facts) => facts.bio.trim() !== "",
  services: (facts) => facts.services.some((service) => service.trim() !== ""),
  // Approval knows only the suburb and city: the street line is what the practitioner adds.
  address: (facts) => facts.address.street.trim() !== "",
};

/** What is still missing before the profile can be listed; empty when it is ready. */
export function missingForListing(facts: ListingFacts): ListingPart[] {
  return LISTING_PARTS.filter((part) => !HAS[part](facts));
}

/** Each part in a few words, for lists ("Missing: photo, bio"). */
export const LISTING_PART_NAME: Record<ListingPart, string> = {
  photo: "photo",
  bio: "bio",
  services: "services",
  address: "street address",
};

/** The dashboard's checklist line for each part, and the editor section it links to. */
export const LISTING_PART_TEXT: Record<ListingPart, { label: string; anchor: string }> = {
  photo: { label: "Add a photo of yourself", anchor: "profile-photo" },
  bio: { label: "Write a short bio", anchor: "profile-bio" },
  services: { label: "List at least one service you offer", anchor: "profile-services" },
  address: { label: "Add your practice's street address", anchor: "profile-address" },
};
