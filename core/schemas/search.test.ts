import { describe, expect, it } from "vitest";
import { lastSearchPage, SEARCH_MAX_DEPTH, searchPerPage, searchQuery } from "./search";
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
