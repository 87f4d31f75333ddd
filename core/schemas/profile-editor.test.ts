import { describe, expect, it } from "vitest";
import { businessOnlyFields, cleanList, isWebUrl, profileEditBody } from "./profile-editor";
import { fieldErrors, safeParse } from "./z";

const valid = {
  version: 0,
  title: "Dr",
  first_name: "Thandi",
  last_name: "Mokoena",
  profession: "Clinical Psychologist",
  contact_number: "021 555 0100",
  address: { suburb: "Sea Point", city: "Cape Town", province: "Western Cape", postal_code: "8005" },
  languages: ["English"],
  work_with: "both",
  min_notice_minutes: 120,
};

function errorsOf(value: unknown) {
  const parsed = safeParse(profileEditBody, value);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

describe("profileEditBody", () => {
  it("accepts the required fields, defaults the rest and drops unknown ones", () => {
    const parsed = safeParse(profileEditBody, { ...valid, id: "42", plan: "business_package" });
    expect(parsed.success && parsed.data).toEqual({
      ...valid,
      contact_number: "0215550100",
      address: { ...valid.address, street: "" },
      qualifications: [],
      services: [],
      focus_areas: "",
      bio: "",
      medical_aid_ids: [],
      practise_url: "",
      video_url: "",
      social: [],
      meeting_url: "",
    });
  });

  it("takes http(s) links only", () => {
    expect(errorsOf({ ...valid, meeting_url: "javascript:alert(1)" }).meeting_url).toBeTruthy();
    expect(errorsOf({ ...valid, practise_url: "ftp://x.example.com" }).practise_url).toBeTruthy();
    expect(
      errorsOf({ ...valid, social: [{ link_for: "x", url: "data:text/html,hi" }] })["social.0.url"],
    ).toBeTruthy();
    expect(errorsOf({ ...valid, video_url: "https://youtu.be/abc" })).toEqual({});
    expect(isWebUrl("https://localhost")).toBe(false);
  });

  it("bounds lists, lengths and the notice", () => {
    expect(errorsOf({ ...valid, services: Array.from({ length: 31 }, (_, i) => `s${i}`) }).services).toBe(
      "must be at most 30",
    );
    expect(errorsOf({ ...valid, bio: "x".repeat(3001) }).bio).toBe("must be at most 3000");
    expect(errorsOf({ ...valid, min_notice_minutes: 59 }).min_notice_minutes).toBe("must be at least 60");
    expect(errorsOf({ ...valid, min_notice_minutes: 2881 }).min_notice_minutes).toBe("must be at most 2880");
    expect(errorsOf({ ...valid, min_notice_minutes: 90.5 }).min_notice_minutes).toBeTruthy();
    expect(errorsOf({ ...valid, languages: [] }).languages).toBe("must list at least one language");
    expect(errorsOf({ ...valid, version: -1 }).version).toBeTruthy();
  });

  it("takes in person, virtual or both as appointment modes, at least one; absent keeps the stored ones", () => {
    expect(errorsOf({ ...valid, appointment_modes: ["virtual"] })).toEqual({});
    expect(errorsOf({ ...valid, appointment_modes: ["in-person", "virtual"] })).toEqual({});
    expect(errorsOf({ ...valid, appointment_modes: [] }).appointment_modes).toBe(
      "must include at least one: in person or virtual",
    );
    expect(errorsOf({ ...valid, appointment_modes: ["phone"] })["appointment_modes.0"]).toBe(
      "must be one of: in-person, virtual",
    );
    const parsed = safeParse(profileEditBody, valid);
    expect(parsed.success && "appointment_modes" in parsed.data).toBe(false);
  });
});

describe("helpers", () => {
  it("cleans lists: trimmed, no empties, no case-insensitive repeats", () => {
    expect(cleanList([" Play  therapy ", "", "play therapy", "CBT"])).toEqual(["Play therapy", "CBT"]);
  });

  it("names the business-only fields that are set", () => {
    expect(businessOnlyFields({ practise_url: "", video_url: "", social: [] })).toEqual({});
    expect(
      Object.keys(
        businessOnlyFields({
          practise_url: "https://a.example",
          video_url: "",
          social: [{ link_for: "x", url: "y" }],
        }),
      ),
    ).toEqual(["practise_url", "social"]);
  });
});
