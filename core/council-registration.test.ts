import { describe, expect, it } from "vitest";
import {
  badgeText,
  checkLapsesAt,
  lastAprilFirst,
  normaliseNumber,
  numberFits,
  registrationBadge,
} from "./council-registration";
import { registrationForm } from "./schemas/registration";

const APRIL_2027 = Date.parse("2027-03-31T22:00:00.000Z"); // 1 Apr 2027 00:00 SAST

describe("the 1 April rule", () => {
  it("finds the last 1 April (SAST) at or before an instant", () => {
    expect(lastAprilFirst(APRIL_2027)).toBe(APRIL_2027);
    expect(new Date(lastAprilFirst(APRIL_2027 - 1)).toISOString()).toBe("2026-03-31T22:00:00.000Z");
    expect(new Date(lastAprilFirst(Date.parse("2027-01-15T12:00:00Z"))).toISOString()).toBe(
      "2026-03-31T22:00:00.000Z",
    );
  });

  it("lapses a check at the next 1 April", () => {
    expect(checkLapsesAt("2026-11-25T08:00:00.000Z")).toBe("2027-03-31T22:00:00.000Z");
    expect(checkLapsesAt("2027-03-31T22:00:00.000Z")).toBe("2028-03-31T22:00:00.000Z");
  });

  it("shows the badge only for a current, unvoided check", () => {
    const checked = { council: "HPCSA", checked_at: "2026-11-25T08:00:00.000Z" };
    expect(registrationBadge(checked, APRIL_2027 - 1)).toEqual({
      council: "HPCSA",
      checkedAt: checked.checked_at,
    });
    expect(registrationBadge(checked, APRIL_2027)).toBeNull();
    expect(registrationBadge({ ...checked, voided: true }, APRIL_2027 - 1)).toBeNull();
    expect(registrationBadge({ council: "HPCSA" }, APRIL_2027 - 1)).toBeNull();
    expect(registrationBadge(undefined, APRIL_2027 - 1)).toBeNull();
  });

  it("says what was checked and when, in SAST", () => {
    expect(badgeText({ council: "HPCSA", checkedAt: "2026-11-24T23:30:00.000Z" })).toBe(
      "HPCSA registered, checked 25 Nov 2026",
    );
  });
});

describe("number shapes", () => {
  it.each([
    ["HPCSA", "ps 0123456", true],
    ["HPCSA", "PS0123456", true],
    ["HPCSA", "PS 123", false],
    ["SACSSP", "10-12345", true],
    ["SACSSP", "10 - 12345", true],
    ["SACSSP", "12345", false],
    ["SANC", "12345678", true],
    ["SANC", "A1234", false],
    ["SAPC", "P 12345678", true],
    ["AHPCSA", "A 12345", true],
    ["other", "ASCHP 0012345", true],
    ["other", "<b>", false],
  ])("%s %s fits: %s", (council, number, fits) => {
    expect(numberFits(council, number)).toBe(fits);
  });

  it("stores numbers upper case with spaces tidied", () => {
    expect(normaliseNumber("  ps   0123456 ")).toBe("PS 0123456");
    expect(normaliseNumber("10 - 12345")).toBe("10-12345");
  });
});

describe("the application's council fields", () => {
  const form = {
    title: "Dr",
    name: "Ayanda",
    surname: "Khumalo",
    sex: "Female",
    occupation: "Clinical Psychologist",
    email: "a@example.org",
    cell_number: "082 123 4567",
    suburb: "Rondebosch",
    city: "Cape Town",
    postal_code: "7700",
    subscription_plan: "starter_package",
    work_with: ["Cash/Card"],
    council: "HPCSA",
    registration_number: "ps 0123456",
    image_key: "registrations/00000000-0000-4000-8000-000000000000.jpg",
  };
  const problems = (input: object) => {
    const result = registrationForm.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("accepts a number of the council's shape and an optional 7-digit BHF number", () => {
    const parsed = registrationForm.parse({ ...form, bhf_practice_number: "012 3456" });
    expect(parsed.registration_number).toBe("PS 0123456");
    expect(parsed.bhf_practice_number).toBe("0123456");
  });

  it("names the field and the council's example when the shape is wrong", () => {
    expect(problems({ ...form, council: "SACSSP" })).toEqual({
      registration_number: expect.stringContaining("10-12345"),
    });
    expect(problems({ ...form, bhf_practice_number: "12345" })).toEqual({
      bhf_practice_number: expect.stringContaining("7 digits"),
    });
    expect(problems({ ...form, council: "other", registration_number: "ABC 123" })).toEqual({
      council_name: expect.stringContaining("name the council"),
    });
    expect(problems({ ...form, council: "NOPE" })).toHaveProperty("council");
  });
});
