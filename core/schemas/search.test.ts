import { describe, expect, it } from "vitest";
import { inferSearchType, lastSearchPage, SEARCH_MAX_DEPTH, searchPerPage, searchQuery } from "./search";
import { fieldErrors, safeParse } from "./z";

function errorsOf(query: Record<string, string>) {
  const parsed = safeParse(searchQuery, { type: "find", ...query });
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
}

describe("search depth (page × perPage)", () => {
  it("allows pages up to the first 1 000 results, with perPage as the search uses it", () => {
    expect(SEARCH_MAX_DEPTH).toBe(1000);
    expect(searchPerPage(undefined)).toBe(20);
    expect(searchPerPage(500)).toBe(50);
    expect(lastSearchPage()).toBe(50);
    expect(lastSearchPage(50)).toBe(20);
    expect(lastSearchPage(500)).toBe(20);
    expect(lastSearchPage(3)).toBe(333);
    const allowed: Record<string, string>[] = [
      { page: "50" },
      { page: "20", perPage: "50" },
      { page: "20", perPage: "500" },
      { page: "1000", perPage: "1" },
      { page: "333", perPage: "3" },
    ];
    for (const query of allowed) expect(errorsOf(query), JSON.stringify(query)).toEqual({});
  });

  it("refuses a deeper page with a message naming the last one", () => {
    expect(errorsOf({ page: "51" })).toEqual({
      page: "must be at most 50 with 20 results a page (a search shows its first 1000 results)",
    });
    expect(errorsOf({ page: "21", perPage: "500" })).toEqual({
      page: "must be at most 20 with 50 results a page (a search shows its first 1000 results)",
    });
    expect(errorsOf({ page: "1001", perPage: "1" }).page).toMatch(
      /^must be at most 1000 with 1 result a page/,
    );
    expect(errorsOf({ page: "334", perPage: "3" }).page).toMatch(/at most 333 with 3 results/);
  });

  it("still reports field errors first (no depth message for a page that is not a number)", () => {
    expect(errorsOf({ page: "two" })).toEqual({ page: "must be a whole number" });
  });
});

describe("the search type", () => {
  const parse = (query: Record<string, string>) => safeParse(searchQuery, query);
  const typeOf = (query: Record<string, string>) => {
    const parsed = parse(query);
    return parsed.success ? parsed.data.type : fieldErrors(parsed.error.issues);
  };

  it("is the one value given when `type` is missing or blank (the spec's `{type}={value}`)", () => {
    for (const type of ["find", "focusAreas", "profession", "name", "service", "workplace"] as const) {
      expect(typeOf({ [type]: "x", page: "1", perPage: "20" }), type).toBe(type);
      expect(typeOf({ [type]: "x", type: "" }), type).toBe(type);
      // Blank companions do not count: the form sends every box.
      expect(typeOf({ find: "", name: " ", [type]: "x" }), type).toBe(type);
    }
    expect(inferSearchType({ profession: "Psychologist" })).toBe("profession");
  });

  it("searches everyone when every value given is blank", () => {
    expect(typeOf({ service: "" })).toBe("service");
    expect(typeOf({ profession: " ", name: "" })).toBe("profession");
  });

  it("keeps an explicit type, whatever else is given", () => {
    expect(typeOf({ type: "name", name: "Mkhize", profession: "Psychologist" })).toBe("name");
    expect(typeOf({ type: "service" })).toBe("service");
    expect(typeOf({ type: "colour", colour: "blue" })).toEqual({
      type: "must be one of: find, focusAreas, profession, name, service, workplace",
    });
  });

  it("refuses several values without a type, saying how to choose", () => {
    expect(typeOf({ profession: "Psychologist", name: "Mkhize" })).toEqual({
      type: "must say which to search by when profession and name both have a value: add type=profession or type=name, or send only one of them",
    });
    expect(inferSearchType({ find: "a", service: "b", workplace: "c" })).toEqual({
      error:
        "must say which to search by when find, service and workplace all have a value: add type=find, type=service or type=workplace, or send only one of them",
    });
  });

  it("refuses a search with no type and no value", () => {
    const queries: Record<string, string>[] = [{}, { type: "" }, { page: "1", address: "Durban" }];
    for (const query of queries) {
      expect(typeOf(query), JSON.stringify(query)).toEqual({
        type: "is required, or send one of find, focusAreas, profession, name, service or workplace (empty for everyone)",
      });
    }
  });

  it("reports other fields' errors before guessing the type", () => {
    expect(typeOf({ profession: "a", name: "b", page: "two" })).toEqual({ page: "must be a whole number" });
  });
});
