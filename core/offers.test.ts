import { describe, expect, it } from "vitest";
import { groupTherapyFacts, planCards, virtualReceptionistOffer } from "./offers";
import { siteConfig } from "./site-config";

describe("planCards", () => {
  it("shows the starter and business packages with the spec's prices", () => {
    const [starter, business] = planCards();
    expect(starter).toMatchObject({ id: "starter_package", price: "R375", period: "per member per month" });
    expect(business).toMatchObject({ id: "business_package", price: "R700", period: "per member per month" });
  });

  it("lists starter features and business additions, both cancel anytime, both sign up at /register", () => {
    const [starter, business] = planCards();
    expect(starter?.features).toEqual([
      "Unlimited bookings",
      "Practitioner bio",
      "Patient reviews",
      "Email notifications",
    ]);
    expect(business?.features).toEqual([
      ...(starter?.features ?? []),
      "Video bio",
      "Social media links",
      "Website link",
    ]);
    for (const plan of [starter, business]) {
      expect(plan?.note).toBe("Cancel anytime");
      expect(plan?.signUpHref).toBe("/register");
    }
  });
});

describe("groupTherapyFacts", () => {
  it("states the spec's group therapy terms", () => {
    expect(groupTherapyFacts()).toEqual({
      price: "R310 per person per session",
      facts: ["11 people per group", "One group session a week", "A programme of 8 or 12 weeks"],
    });
  });
});

describe("virtualReceptionistOffer", () => {
  it("is the spec's R1 155 a month incl. VAT for 400 calls, 200 SMS and 135 transfer minutes", () => {
    expect(virtualReceptionistOffer()).toEqual({
      price: "R1 155",
      period: "per month, including VAT",
      allowance: ["400 calls", "200 SMS", "135 transfer minutes"],
      hireHref: siteConfig.virtualReceptionist.hireUrl,
    });
  });
});
