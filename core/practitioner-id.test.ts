import { describe, expect, it } from "vitest";
import {
  parsePractitionerId,
  practitionerIdFromPath,
  practitionerPath,
  resolvePractitionerId,
} from "./practitioner-id";

describe("practitioner id", () => {
  it("reads the id from /page/practitioner/{id}, with or without a trailing slash", () => {
    expect(practitionerIdFromPath("/page/practitioner/1")).toBe("1");
    expect(practitionerIdFromPath("/page/practitioner/104/")).toBe("104");
    expect(practitionerIdFromPath("/page/practitioner/%31%32")).toBe("12");
  });

  it("is null for a missing, malformed or over-long id and for other paths", () => {
    expect(practitionerIdFromPath("/page/practitioner/")).toBeNull();
    expect(practitionerIdFromPath("/page/practitioner")).toBeNull();
    expect(practitionerIdFromPath("/page/practitioner/abc")).toBeNull();
    expect(practitionerIdFromPath("/page/practitioner/12a")).toBeNull();
    expect(practitionerIdFromPath("/page/practitioner/-1")).toBeNull();
    expect(practitionerIdFromPath("/page/practitioner/1234567890123")).toBeNull();
    expect(practitionerIdFromPath("/page/practitioner/1/reviews")).toBeNull();
    expect(practitionerIdFromPath("/page/practitioner/%E0%A4%A")).toBeNull();
    expect(practitionerIdFromPath("/page/search")).toBeNull();
    expect(practitionerIdFromPath("/")).toBeNull();
  });

  it("accepts up to 12 digits, trimmed", () => {
    expect(parsePractitionerId(" 42 ")).toBe("42");
    expect(parsePractitionerId("123456789012")).toBe("123456789012");
    expect(parsePractitionerId("")).toBeNull();
    expect(parsePractitionerId(undefined)).toBeNull();
    expect(parsePractitionerId("4 2")).toBeNull();
  });

  it("lets an explicit id (partner embeds) override the URL, without falling back when it is bad", () => {
    expect(resolvePractitionerId("7", "/page/practitioner/1")).toBe("7");
    expect(resolvePractitionerId(undefined, "/page/practitioner/1")).toBe("1");
    expect(resolvePractitionerId("", "/page/practitioner/1")).toBe("1");
    expect(resolvePractitionerId("x", "/page/practitioner/1")).toBeNull();
    expect(resolvePractitionerId(undefined, "/partner/booking")).toBeNull();
  });

  it("builds the page path", () => {
    expect(practitionerPath(12)).toBe("/page/practitioner/12");
  });
});
