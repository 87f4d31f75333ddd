import { describe, expect, it } from "vitest";
import { directoryWrites, entriesOf, pairTag, searchWords } from "./entries";

// Transaction entries name the table; no table is used.
process.env.TABLE_NAME ??= "unit-directory";

import { practitionerListing } from "./practitioners";

const lerato = {
  id: "42",
  name: "Dr Lerato O'Neill-Mokoena",
  firstName: "Lerato",
  lastName: "O'Neill-Mokoena",
  email: "lerato.mokoena@example.co.za",
  contactNumber: "+27 21 555 0100",
  businessAddressPhysical: "12 Main Road, Sea Point",
  profession: "Clinical Psychologist",
  plan: "starter_package" as const,
  isActive: true,
};

describe("the admin directory's entries", () => {
  it("folds and splits words at anything not a letter or digit", () => {
    expect(searchWords("Zoë O'Neill-Botha 12")).toEqual(["zoe", "o", "neill", "botha", "12"]);
  });

  it("lists a practitioner under everyone, each tag, each word and the phone; counts everyone and tags", () => {
    const { items, counted } = entriesOf(practitionerListing(lerato));
    expect(counted).toEqual([
      "PRAC#1#ALL",
      "PRAC#1#PROF#Clinical Psychologist",
      "PRAC#1#PLAN#starter_package",
      "PRAC#1#PLAN#starter_package&PROF#Clinical Psychologist",
    ]);
    const pks = items.map((item) => item.PK);
    expect(pks).toContain("DIR#PRAC#1#W#m");
    expect(items.find((item) => item.PK === "DIR#PRAC#1#TEL")?.SK).toBe("0215550100#42");
    expect(new Set(items.map((item) => `${item.PK} ${item.SK}`)).size).toBe(items.length);
  });

  it("writes nothing when nothing mirrored changed; moves entries and counters when the status does", () => {
    expect(directoryWrites(practitionerListing(lerato), practitionerListing({ ...lerato }))).toEqual([]);
    const moved = directoryWrites(
      practitionerListing(lerato),
      practitionerListing({ ...lerato, isActive: false }),
    );
    const adds = moved.flatMap((entry) => (entry.Update ? [entry.Update] : []));
    expect(adds.map((update) => [update.Key?.PK, update.ExpressionAttributeValues?.[":delta"]])).toEqual([
      ["DIRCOUNT#PRAC#1#ALL", -1],
      ["DIRCOUNT#PRAC#1#PROF#Clinical Psychologist", -1],
      ["DIRCOUNT#PRAC#1#PLAN#starter_package", -1],
      ["DIRCOUNT#PRAC#1#PLAN#starter_package&PROF#Clinical Psychologist", -1],
      ["DIRCOUNT#PRAC#0#ALL", 1],
      ["DIRCOUNT#PRAC#0#PROF#Clinical Psychologist", 1],
      ["DIRCOUNT#PRAC#0#PLAN#starter_package", 1],
      ["DIRCOUNT#PRAC#0#PLAN#starter_package&PROF#Clinical Psychologist", 1],
    ]);
    const deleted = moved.filter((entry) => entry.Delete).length;
    const put = moved.filter((entry) => entry.Put).length;
    expect(deleted).toBe(put);
  });

  it("pairs a profession with a package (either order), nothing else", () => {
    const pair = "PLAN#business_package&PROF#Psychologist";
    expect(pairTag("PROF#Psychologist", "PLAN#business_package")).toBe(pair);
    expect(pairTag("PLAN#business_package", "PROF#Psychologist")).toBe(pair);
    expect(pairTag("PROF#Psychologist", "PROF#Dietitian")).toBeUndefined();
    expect(pairTag("AID#902", "AID#17")).toBeUndefined();
    expect(pairTag("AID#902", "PLAN#business_package")).toBeUndefined();
  });
});
