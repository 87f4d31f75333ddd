import { describe, expect, it } from "vitest";
import { LISTING_PART_TEXT, LISTING_PARTS, type ListingFacts, missingForListing } from "./listing-readiness";

const complete: ListingFacts = {
  image: "/photos/7-ab12cd34.jpg",
  bio: "I help adults with anxiety.",
  services: ["Individual therapy"],
  address: { street: "12 Main Road" },
};

describe("missingForListing", () => {
  it("is empty for a complete profile", () => {
    expect(missingForListing(complete)).toEqual([]);
  });

  it("names everything an approval leaves out, in the checklist's order", () => {
    expect(missingForListing({ image: "", bio: "", services: [], address: { street: "" } })).toEqual([
      "photo",
      "bio",
      "services",
      "address",
    ]);
  });

  it.each([
    ["photo", { image: "  " }],
    ["bio", { bio: " \n " }],
    ["services", { services: [" "] }],
    ["address", { address: { street: "" } }],
  ] as const)("misses the %s when it is blank", (part, change) => {
    expect(missingForListing({ ...complete, ...change })).toEqual([part]);
  });

  it("has checklist words and an editor anchor for every part", () => {
    for (const part of LISTING_PARTS) {
      expect(LISTING_PART_TEXT[part].label).not.toBe("");
      expect(LISTING_PART_TEXT[part].anchor).toMatch(/^profile-/);
    }
  });
});
