import { describe, expect, it } from "vitest";
import { postDate, postPath, slugFromPath } from "./blog-address";

describe("blog addresses", () => {
  it.each([
    ["/page/blog/detail/adhd-in-adults", "adhd-in-adults"],
    ["/page/blog/detail/adhd-in-adults/", "adhd-in-adults"],
    ["/page/blog/detail/", null],
    ["/page/blog/detail/Bad_Slug", null],
    ["/page/blog/detail/%E0%A4%A", null],
    ["/page/blog", null],
  ])("reads the slug of a post's address, refusing anything else: %s", (path, slug) => {
    expect(slugFromPath(path)).toBe(slug);
  });
  it("links and dates posts", () => {
    expect(postPath("adhd-in-adults")).toBe("/page/blog/detail/adhd-in-adults");
    expect(postDate("2026-03-10T07:00:00.000Z")).toBe("10 March 2026");
    expect(postDate("nope")).toBe("");
  });
});
