import { describe, expect, it } from "vitest";
import type { PractitionerItem } from "../data/items";
import { setClockForTests } from "../lib/clock";
import { searchCard } from "../search/index-items";
import { toResult } from "../search/search-list";
import { TEST_NOW } from "../test/booking-fixtures";

/** The search card carries the check when written; the 1 April rule is applied when answered. */
describe("the badge on search results", () => {
  const practitioner = {
    id: "7",
    name: "Dr Thandi Nkosi",
    profession: "Clinical Psychologist",
    image: "",
    businessAddressPhysical: "Sea Point",
    lat: -33.9,
    lng: 18.4,
    medicalAidIds: [] as string[],
    languages: [] as string[],
    council_registration: { council: "HPCSA", number: "PS 0123456", checked_at: "2026-11-25T08:00:00.000Z" },
  } as PractitionerItem;
  const checked = { council: "HPCSA", number: "PS 0123456", checked_at: "2026-11-25T08:00:00.000Z" };

  it("answers the badge while the check is current, and not from 1 April", () => {
    const card = { ...searchCard(practitioner, []), PK: "SEARCH", SK: "7" };
    setClockForTests(() => TEST_NOW);
    expect(toResult(card, null).council_badge).toEqual({
      council: "HPCSA",
      checked_at: "2026-11-25T08:00:00.000Z",
    });
    setClockForTests(() => Date.parse("2027-03-31T22:00:00.000Z"));
    expect(toResult(card, null).council_badge).toBeUndefined();
    setClockForTests(undefined);
  });

  it("carries no check for an unchecked or voided registration", () => {
    const unchecked = { ...practitioner, council_registration: { council: "HPCSA", number: "PS 0123456" } };
    expect(searchCard(unchecked, []).reg).toBeUndefined();
    const voided = {
      ...practitioner,
      council_registration: { ...checked, voided: true },
    };
    expect(searchCard(voided as PractitionerItem, []).reg).toBeUndefined();
  });
});
