import { describe, expect, it } from "vitest";
import { contactNumber, optionalPhoneNumber, PHONE_NUMBER_FORMAT } from "./public-form";
import { safeParse } from "./z";

describe("phone numbers", () => {
  it("take the numbers its message gives as examples, kept as digits", () => {
    for (const schema of [contactNumber, optionalPhoneNumber]) {
      expect(safeParse(schema, "082 123 4567")).toEqual({ success: true, data: "0821234567" });
      expect(safeParse(schema, "+27 82 123 4567")).toEqual({ success: true, data: "+27821234567" });
      expect(safeParse(schema, "(082) 123-4567")).toEqual({ success: true, data: "0821234567" });
    }
  });

  it("say what is accepted when a number cannot be one", () => {
    for (const schema of [contactNumber, optionalPhoneNumber]) {
      for (const typed of ["082 123", "082 123 4567 ext 2", "0821234567890123"]) {
        const parsed = safeParse(schema, typed);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues.map((issue) => issue.message)).toContain(PHONE_NUMBER_FORMAT);
      }
    }
    expect(PHONE_NUMBER_FORMAT).toContain("082 123 4567 or +27 82 123 4567");
  });

  it("may be left out where optional", () => {
    expect(safeParse(optionalPhoneNumber, "")).toEqual({ success: true, data: "" });
    expect(safeParse(optionalPhoneNumber, undefined)).toEqual({ success: true, data: undefined });
    expect(safeParse(contactNumber, "").success).toBe(false);
  });
});
