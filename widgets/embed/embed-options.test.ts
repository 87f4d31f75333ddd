import { describe, expect, it } from "vitest";
import { embedOptions, safeAfterBooking } from "./embed-options";
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

describe("afterBooking", () => {
  const PAGE = "https://partner.example/book";
  const goesTo = (value: unknown, page = PAGE) => embedOptions({ afterBooking: value }, page).afterBooking;

  it("keeps https addresses and paths on the partner's own site, as the browser reads them", () => {
    expect(goesTo("https://partner.example/thanks")).toBe("https://partner.example/thanks");
    expect(goesTo("HTTPS://Partner.Example/thanks")).toBe("https://partner.example/thanks");
    expect(goesTo("  https://partner.example/thanks\n")).toBe("https://partner.example/thanks");
    expect(goesTo("/thanks?booked=1")).toBe("https://partner.example/thanks?booked=1");
    expect(goesTo("thanks")).toBe("https://partner.example/thanks");
  });

  it("allows plain http only on loopback", () => {
    expect(goesTo("http://localhost:3001/thanks")).toBe("http://localhost:3001/thanks");
    expect(goesTo("http://127.0.0.1/thanks")).toBe("http://127.0.0.1/thanks");
    expect(goesTo("http://[::1]:8080/")).toBe("http://[::1]:8080/");
    expect(goesTo("http://partner.example/thanks")).toBeUndefined();
    expect(goesTo("http://localhost.evil.example/")).toBeUndefined();
    // A path on a plain-http page is plain http too.
    expect(goesTo("/thanks", "http://partner.example/")).toBeUndefined();
    expect(goesTo("/thanks", "http://localhost:3001/")).toBe("http://localhost:3001/thanks");
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["a leading control character", "\u0001javascript:alert(1)"],
    ["leading NUL and spaces", "\u0000 \u001f javascript:alert(1)"],
    ["mixed case", "JaVaScRiPt:alert(1)"],
    ["a tab inside the scheme", "java\tscript:alert(1)"],
    ["a newline inside the scheme", "java\nscript:alert(1)"],
    ["surrounding whitespace", "  javascript:alert(1)  "],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["vbscript:", "VBScript:msgbox(1)"],
    ["file:", "file:///etc/passwd"],
    ["protocol-relative", "//evil.example/x"],
    ["protocol-relative with a backslash", "/\\evil.example/x"],
    ["backslashes", "\\\\evil.example/x"],
    ["an unparseable address", "https://"],
  ])("refuses %s", (_what, value) => {
    expect(goesTo(value)).toBeUndefined();
  });

  it("is checked however options arrive: non-strings are dropped, not passed on", () => {
    expect(goesTo({ toString: () => "javascript:alert(1)" })).toBeUndefined();
    expect(embedOptions({ accent: 42, afterBooking: ["https://partner.example/"] }, PAGE)).toEqual({});
  });

  it("safeAfterBooking gives the address to navigate to, or null", () => {
    expect(safeAfterBooking("https://partner.example/a b", PAGE)).toBe("https://partner.example/a%20b");
    expect(safeAfterBooking("\u0001javascript:alert(1)", PAGE)).toBeNull();
  });
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
