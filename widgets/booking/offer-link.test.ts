import { describe, expect, it } from "vitest";
import { issueToken } from "../../functions/waitlist/signed-token";
import { offerInAddress } from "./offer-link";

/** A token as the offer mail's link carries it (functions/waitlist/offer-link.ts), so the two stay in step. */
const tokenFor = (parts: (string | number)[]) => issueToken("a-test-secret", "waitlist-offer", parts);
const holdEnd = 1_800_000_000;

describe("offerInAddress", () => {
  it("reads the held time and the hold's end for the practitioner the page shows", () => {
    const token = tokenFor(["12", "2026-12-03T09:30", "entry-1", holdEnd]);
    expect(offerInAddress(`?offer=${encodeURIComponent(token)}`, "12")).toEqual({
      token,
      date: "2026-12-03",
      time: "09:30",
      heldUntilMs: holdEnd * 1000,
    });
  });

  it("ignores another practitioner's offer, a missing or damaged token and a wrong shape", () => {
    const token = tokenFor(["12", "2026-12-03T09:30", "entry-1", holdEnd]);
    expect(offerInAddress(`?offer=${token}`, "13")).toBeNull();
    expect(offerInAddress("", "12")).toBeNull();
    expect(offerInAddress("?offer=not-a-token", "12")).toBeNull();
    expect(offerInAddress(`?offer=${token.replace(".", "")}`, "12")).toBeNull();
    expect(
      offerInAddress(`?offer=${tokenFor(["12", "3 December 09:30", "entry-1", holdEnd])}`, "12"),
    ).toBeNull();
    expect(offerInAddress(`?offer=${tokenFor(["12", "2026-12-03T09:30", "entry-1"])}`, "12")).toBeNull();
    expect(
      offerInAddress(`?offer=${tokenFor(["12", "2026-12-03T09:30", "entry-1", "later"])}`, "12"),
    ).toBeNull();
  });
});
