import { describe, expect, it } from "vitest";
import { postDate, postPath, slugFromPath } from "./blog-address";

describe("blog addresses", () => {
  it("reads the slug of a post's address, refusing anything else", () => {
    expect(slugFromPath("/page/blog/detail/adhd-in-adults")).toBe("adhd-in-adults");
    expect(slugFromPath("/page/blog/detail/adhd-in-adults/")).toBe("adhd-in-adults");
    expect(slugFromPath("/page/blog/detail/")).toBeNull();
    expect(slugFromPath("/page/blog/detail/Bad_Slug")).toBeNull();
    expect(slugFromPath("/page/blog/detail/%E0%A4%A")).toBeNull();
    expect(slugFromPath("/page/blog")).toBeNull();
  });
  it("links and dates posts", () => {
    expect(postPath("adhd-in-adults")).toBe("/page/blog/detail/adhd-in-adults");
    expect(postDate("2026-03-10T07:00:00.000Z")).toBe("10 March 2026");
    expect(postDate("nope")).toBe("");
  });
});
