import { describe, expect, it } from "vitest";
import { pageFrom, readUrlState, writeUrlState } from "./url-state";

const defaults = { page: "1", search: "", is_active: "1" };

describe("readUrlState", () => {
  it("takes defaults for what the address does not say", () => {
    expect(readUrlState("", defaults)).toEqual(defaults);
  });
  it("takes the address's values, empty ones included, and ignores unknown keys", () => {
    expect(readUrlState("?page=3&search=Nel%20Dr&is_active=0&x=1", defaults)).toEqual({
      page: "3",
      search: "Nel Dr",
      is_active: "0",
    });
    expect(readUrlState("?is_active=", defaults).is_active).toBe("");
  });
});

describe("writeUrlState", () => {
  it("leaves defaults out, so the default view is the plain address", () => {
    expect(writeUrlState("", defaults, defaults)).toBe("");
    expect(writeUrlState("?page=2", { ...defaults, page: "1" }, defaults)).toBe("");
  });
  it("writes changed values and keeps parameters it does not own", () => {
    expect(writeUrlState("?ref=x", { ...defaults, page: "2", search: "a b" }, defaults)).toBe(
      "?ref=x&page=2&search=a+b",
    );
  });
  it("round-trips", () => {
    const state = { page: "4", search: "Ndlovu & Co", is_active: "0" };
    expect(readUrlState(writeUrlState("", state, defaults), defaults)).toEqual(state);
  });
});

describe("pageFrom", () => {
  it("is the page for a whole number from 1, else 1", () => {
    expect(pageFrom("3")).toBe(3);
    expect(pageFrom("0")).toBe(1);
    expect(pageFrom("-2")).toBe(1);
    expect(pageFrom("2.5")).toBe(1);
    expect(pageFrom("abc")).toBe(1);
    expect(pageFrom("")).toBe(1);
  });
});
