import { describe, expect, it } from "vitest";
import { starRating, starRatingFromTotals } from "./rating";

describe("star rating", () => {
  it("is the rounded mean, 1 to 5", () => {
    expect(starRating([5, 4, 4])).toBe(4);
    expect(starRating([5, 4])).toBe(5);
    expect(starRating([1, 2])).toBe(2);
    expect(starRating([3])).toBe(3);
  });
  it("is null without reviews and ignores unrated (0) reviews", () => {
    expect(starRating([])).toBeNull();
    expect(starRating([0, 0])).toBeNull();
    expect(starRating([0, 4])).toBe(4);
  });
  it("agrees when computed from totals", () => {
    expect(starRatingFromTotals(13, 3)).toBe(starRating([5, 4, 4]));
    expect(starRatingFromTotals(0, 0)).toBeNull();
  });
});
