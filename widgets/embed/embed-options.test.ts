import { describe, expect, it } from "vitest";
import { embedOptions } from "./embed-options";
import { remToPx } from "./shadow-styles";

describe("embed options", () => {
  it("keeps the known attributes, trimmed, and drops empty and unknown ones", () => {
    expect(
      embedOptions({
        widget: "booking",
        practitionerId: "2",
        accent: " #1d4ed8 ",
        firstName: "Naledi",
        email: "",
        afterBooking: "https://partner.example/thanks",
        onclick: "alert(1)",
      }),
    ).toEqual({ accent: "#1d4ed8", firstName: "Naledi", afterBooking: "https://partner.example/thanks" });
  });
});

it("refuses an after-booking address that is not http(s)", () => {
  expect(embedOptions({ afterBooking: "javascript:alert(1)" }).afterBooking).toBeUndefined();
  expect(embedOptions({ afterBooking: "java\tscript:alert(1)" }).afterBooking).toBeUndefined();
  expect(embedOptions({ afterBooking: "https://partner.example/thanks" }).afterBooking).toBe(
    "https://partner.example/thanks",
  );
  expect(embedOptions({ afterBooking: "/thanks" }).afterBooking).toBe("/thanks");
});

describe("remToPx", () => {
  it("fixes rem lengths at 16 px so the host page's root font size cannot scale the widget", () => {
    expect(remToPx(".a{padding:.5rem 1.25rem;margin:-0.25rem;width:min(26rem,100vw - 2rem)}")).toBe(
      ".a{padding:8px 20px;margin:-4px;width:min(416px,100vw - 32px)}",
    );
    // Not a unit: words that merely contain "rem" stay.
    expect(remToPx(".remove{content:'2 remarks'}")).toBe(".remove{content:'2 remarks'}");
  });
});
