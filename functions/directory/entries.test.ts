import { describe, expect, it } from "vitest";
import type { BillingStatus } from "../../core/billing";
import type { PlanId } from "../../core/site-config";
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
      // Active and paying (no billing yet counts as active): the billing overview's counters.
      "PRAC#1#BILL#active",
      "PRAC#1#MRR#starter_package",
      // Profession and package together: one partition for the two filters.
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
      ["DIRCOUNT#PRAC#1#BILL#active", -1],
      ["DIRCOUNT#PRAC#1#MRR#starter_package", -1],
      ["DIRCOUNT#PRAC#1#PLAN#starter_package&PROF#Clinical Psychologist", -1],
      ["DIRCOUNT#PRAC#0#ALL", 1],
      ["DIRCOUNT#PRAC#0#PROF#Clinical Psychologist", 1],
      ["DIRCOUNT#PRAC#0#PLAN#starter_package", 1],
      ["DIRCOUNT#PRAC#0#PLAN#starter_package&PROF#Clinical Psychologist", 1],
    ]);
    const deleted = moved.filter((entry) => entry.Delete).length;
    const put = moved.filter((entry) => entry.Put).length;
    // A deactivated listing has no billing tags: two entries fewer.
    expect(deleted).toBe(put + 2);
  });

  it("moves the billing counters with the status, and the revenue only when it stops counting", () => {
    type Billed = Omit<typeof lerato, "plan"> & { billing: { status: BillingStatus }; plan: PlanId };
    const pastDue: Billed = { ...lerato, billing: { status: "past_due" } };
    const counts = (before: Billed, after: Billed) =>
      directoryWrites(practitionerListing(before), practitionerListing(after)).flatMap((entry) =>
        entry.Update ? [[entry.Update.Key?.PK, entry.Update.ExpressionAttributeValues?.[":delta"]]] : [],
      );
    expect(counts({ ...lerato, billing: { status: "active" } }, pastDue)).toEqual([
      ["DIRCOUNT#PRAC#1#BILL#active", -1],
      ["DIRCOUNT#PRAC#1#BILL#past_due", 1],
    ]);
    expect(counts(pastDue, { ...lerato, billing: { status: "cancelled" } })).toEqual([
      ["DIRCOUNT#PRAC#1#BILL#past_due", -1],
      ["DIRCOUNT#PRAC#1#MRR#starter_package", -1],
      ["DIRCOUNT#PRAC#1#BILL#cancelled", 1],
    ]);
    expect(counts(pastDue, { ...pastDue, plan: "business_package" })).toEqual([
      ["DIRCOUNT#PRAC#1#PLAN#starter_package", -1],
      ["DIRCOUNT#PRAC#1#MRR#starter_package", -1],
      ["DIRCOUNT#PRAC#1#PLAN#starter_package&PROF#Clinical Psychologist", -1],
      ["DIRCOUNT#PRAC#1#PLAN#business_package", 1],
      ["DIRCOUNT#PRAC#1#MRR#business_package", 1],
      ["DIRCOUNT#PRAC#1#PLAN#business_package&PROF#Clinical Psychologist", 1],
    ]);
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
