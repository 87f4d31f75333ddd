import { describe, expect, it } from "vitest";
import { isSearchType, parseSearchQuery, SEARCH_TYPES, searchUrl } from "./search-url";

describe("searchUrl", () => {
  it("builds a free-text find search with empty coordinates", () => {
    expect(searchUrl({ type: "find", term: "anxiety", address: "Sea Point" })).toBe(
      "/page/search?find=anxiety&type=find&address=Sea%20Point&lat=&lng=",
    );
  });

  it("builds a service search", () => {
    expect(searchUrl({ type: "service", term: "Couples counselling", address: "" })).toBe(
      "/page/search?service=Couples%20counselling&type=service&address=&lat=&lng=",
    );
  });

  it("sends empty values when only the type is known", () => {
    expect(searchUrl({ type: "find" })).toBe("/page/search?find=&type=find&address=&lat=&lng=");
  });

  it("percent-encodes a workplace so it stays one value", () => {
    const url = searchUrl({ type: "workplace", term: "12 Main Rd, Sea Point & Co #3/4 + 50%" });
    expect(url).toBe(
      "/page/search?workplace=12%20Main%20Rd%2C%20Sea%20Point%20%26%20Co%20%233%2F4%20%2B%2050%25&type=workplace&address=&lat=&lng=",
    );
    expect(new URL(url, "https://example.test").searchParams.get("workplace")).toBe(
      "12 Main Rd, Sea Point & Co #3/4 + 50%",
    );
  });

  it("writes coordinates when they are valid numbers or numeric strings", () => {
    expect(
      searchUrl({ type: "profession", term: "GP", address: "Sandton", lat: -26.1076, lng: "28.0567" }),
    ).toBe("/page/search?profession=GP&type=profession&address=Sandton&lat=-26.1076&lng=28.0567");
  });

  it("sends out-of-range or non-numeric coordinates empty", () => {
    expect(searchUrl({ type: "name", term: "Dr Naidoo", lat: 91, lng: "abc" })).toBe(
      "/page/search?name=Dr%20Naidoo&type=name&address=&lat=&lng=",
    );
    expect(searchUrl({ type: "name", term: "x", lat: Number.NaN, lng: null })).toContain("lat=&lng=");
  });

  it("supports every spec search type", () => {
    for (const type of SEARCH_TYPES) {
      expect(searchUrl({ type, term: "x" })).toBe(`/page/search?${type}=x&type=${type}&address=&lat=&lng=`);
    }
    expect(SEARCH_TYPES).toEqual(["find", "focusAreas", "profession", "name", "service", "workplace"]);
  });
});

describe("parseSearchQuery", () => {
  it("reads what searchUrl writes", () => {
    const query = {
      type: "workplace",
      term: "A & B, Rondebosch",
      address: "Cape Town",
      lat: -33.9,
      lng: 18.4,
    } as const;
    const url = searchUrl(query);
    expect(parseSearchQuery(url.slice(url.indexOf("?")))).toEqual(query);
  });

  it("reads the home page's 'Book online 24/7 Free' link", () => {
    expect(parseSearchQuery("?service=&address=&type=service&lat&lng")).toEqual({
      type: "service",
      term: "",
      address: "",
      lat: null,
      lng: null,
    });
  });

  it("falls back to the first search parameter with a value when type is missing or unknown", () => {
    expect(parseSearchQuery("?profession=Psychologist&type=bogus").type).toBe("profession");
    expect(parseSearchQuery("?focusAreas=Grief").term).toBe("Grief");
    expect(parseSearchQuery("").type).toBe("find");
  });

  it("accepts URLSearchParams", () => {
    expect(parseSearchQuery(new URLSearchParams({ find: " panic ", type: "find" })).term).toBe("panic");
  });
});

describe("isSearchType", () => {
  it("accepts only the spec's types", () => {
    expect(isSearchType("focusAreas")).toBe(true);
    expect(isSearchType("address")).toBe(false);
    expect(isSearchType(undefined)).toBe(false);
  });
});
