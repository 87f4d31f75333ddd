import { describe, expect, it } from "vitest";
import { loadCloudFrontRewrite } from "../local/rewrite-middleware";

describe("CloudFront page rewrite", () => {
  const rewrite = loadCloudFrontRewrite();
  const uri = (path: string) => rewrite({ request: { uri: path } }).uri;

  it.each([
    ["/", "/index.html"],
    ["/page/search", "/page/search/index.html"],
    ["/page/search/", "/page/search/index.html"],
    ["/page/practitioner/42", "/page/practitioner/index.html"],
    ["/page/practitioner/42/", "/page/practitioner/index.html"],
    ["/page/blog/detail/adhd-in-adults", "/page/blog/detail/index.html"],
    ["/register", "/register/index.html"],
    ["/embed.js", "/embed.js"],
    ["/images/avatars/avatar-01.svg", "/images/avatars/avatar-01.svg"],
  ])("%s -> %s", (from, to) => {
    expect(uri(from)).toBe(to);
  });
});
