import { describe, expect, it } from "vitest";
import { firstNameOf, greeting } from "./greeting";

describe("greeting", () => {
  it("greets by the first name alone", () => {
    expect(greeting("Richard")).toBe("Hi Richard,");
    expect(greeting(" Mary  Anne ")).toBe("Hi Mary Anne,");
  });

  it("leaves out a title typed in front of the first name", () => {
    expect(greeting("Mr Richard")).toBe("Hi Richard,");
    expect(greeting("dr. Thandi")).toBe("Hi Thandi,");
  });

  it("says only Hi without a name", () => {
    expect(greeting("")).toBe("Hi,");
    expect(greeting(undefined)).toBe("Hi,");
  });
});

describe("firstNameOf", () => {
  it("takes the first name from a display name with a title", () => {
    expect(firstNameOf("Mr Richard Cooper")).toBe("Richard");
    expect(firstNameOf("Dr Pieter van der Merwe")).toBe("Pieter");
    expect(firstNameOf("Prof. Ayesha Patel")).toBe("Ayesha");
  });

  it("keeps a first name that only looks like a title's start", () => {
    expect(firstNameOf("Drew Barrymore")).toBe("Drew");
    expect(firstNameOf("Missy Elliott")).toBe("Missy");
  });

  it("is empty without a name", () => {
    expect(firstNameOf(undefined)).toBe("");
    expect(firstNameOf("  ")).toBe("");
  });
});
