import { describe, expect, it } from "vitest";
import { paymentText } from "./payment-text";

describe("paymentText", () => {
  it("names the scheme and the card's details when given", () => {
    expect(
      paymentText({
        booking_with: "Medical aid",
        medical_aid: "Discovery Health Medical Scheme",
        medical_aid_number: "123456789",
        medical_aid_dependant: "01",
      }),
    ).toBe("Medical aid: Discovery Health Medical Scheme, membership number 123456789, dependant code 01");
  });

  it("leaves out what the patient did not give", () => {
    expect(paymentText({ booking_with: "Medical aid", medical_aid: "Bonitas Medical Fund" })).toBe(
      "Medical aid: Bonitas Medical Fund",
    );
    expect(paymentText({ booking_with: "Medical aid", medical_aid_dependant: "00" })).toBe(
      "Medical aid, dependant code 00",
    );
  });

  it("says Cash/Card for a cash booking", () => {
    expect(paymentText({ booking_with: "Cash/Card" })).toBe("Cash/Card");
  });
});
