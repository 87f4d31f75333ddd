import { describe, expect, it } from "vitest";
import { callToCancel, cancelClosedMessage, practicePhone } from "./cutoff-text";

describe("the practice's phone", () => {
  it("reads a South African number in groups and dials its digits", () => {
    expect(practicePhone("0215550100")).toEqual({ text: "021 555 0100", href: "tel:0215550100" });
    expect(practicePhone(" 082-123 4567 ")).toEqual({ text: "082 123 4567", href: "tel:0821234567" });
  });

  it("keeps an international number as entered, and has none for an empty one", () => {
    expect(practicePhone("+27 21 555 0100")).toEqual({ text: "+27 21 555 0100", href: "tel:+27215550100" });
    expect(practicePhone("")).toBeNull();
    expect(practicePhone("n/a")).toBeNull();
  });
});

describe("the inside-cut-off message", () => {
  it("says when online cancelling closed (SAST) and whom to call", () => {
    const until = Date.parse("2026-12-03T08:00:00Z"); // Thursday 10:00 SAST
    expect(cancelClosedMessage(until, 24, practicePhone("0215550100"))).toBe(
      "Online cancellation closed on Thursday 3 December 2026 at 10:00 (24 hours before your appointment). " +
        "To cancel, please call the practice on 021 555 0100.",
    );
  });

  it("asks to contact the practice when the listing has no number", () => {
    expect(callToCancel(null)).toBe("To cancel, please contact the practice directly.");
  });
});
