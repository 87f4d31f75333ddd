import { describe, expect, it } from "vitest";
import { loadCloudFrontRewrite, SERVER_RENDERED } from "../local/rewrite-middleware";
import { readServerlessConfig, resolveFileVariable } from "../serverless-config";
import { FUNCTION_CODE_LIMIT, siteFunctionCode } from "./site-function";

describe("CloudFront site function: viewer-request", () => {
  const site = loadCloudFrontRewrite();
  const uri = (path: string) => site.viewerRequest(path);

  it.each([
    ["/", "/index.html"],
    ["/index.html", "/index.html"],
    ["/page/search", "/page/search/index.html"],
    ["/page/search/", "/page/search/index.html"],
    ["/page/search/index.html", "/page/search/index.html"],
    ["/admin/doctor/detail/42", "/admin/doctor/detail/index.html"],
    ["/page/how-it-works", "/page/how-it-works/index.html"],
    ["/page/virtual-receptionist", "/page/virtual-receptionist/index.html"],
    ["/page/blog", "/page/blog/index.html"],
    ["/register", "/register/index.html"],
    ["/dashboard/", "/dashboard/index.html"],
    ["/embed.js", "/embed.js"],
    ["/images/avatars/avatar-01.svg", "/images/avatars/avatar-01.svg"],
    ["/robots.txt", "/robots.txt"],
    ["/sitemap.xml", "/sitemap.xml"],
    ["/404.html", "/404.html"],
  ])("%s -> %s", (from, to) => {
    expect(uri(from)).toBe(to);
  });

  it.each([
    "/page/nope",
    "/page/how-it-work",
    "/page/how-it-works/extra",
    "/page/practitioner", // a template (the public-pages function renders /page/practitioner/{id})
    "/page/practitioner/",
    "/page/blog/detail/",
    "/page/practitioner/index.html",
    "/admin/doctor/detail/42/edit",
    "/page",
    "/nope.html",
    "/page/search/other.html",
    "/Page/Search",
    "/page/blog/detail", // a template too (the public-pages function renders /page/blog/detail/{slug})
    "/page/blog/detail/index.html",
    "/page/blogs",
  ])("%s -> the 404 page", (from) => {
    expect(uri(from)).toBe("/404.html");
  });

  it("is idempotent, so the viewer-response event may see either address", () => {
    for (const path of ["/", "/page/search", "/page/nope", "/nope.html", "/embed.js"]) {
      expect(uri(uri(path))).toBe(uri(path));
    }
  });
});

describe("CloudFront site function: viewer-response", () => {
  const site = loadCloudFrontRewrite();

  it("answers the 404 page with 404, whether it sees the address asked for or the rewritten one", () => {
    expect(site.viewerResponse("/page/nope", 200)).toBe(404);
    expect(site.viewerResponse("/404.html", 200)).toBe(404);
    expect(site.viewerResponse("/nope.html", 200)).toBe(404);
  });

  it("turns S3's 403 for a missing object into 404", () => {
    expect(site.viewerResponse("/assets/gone-1234.js", 403)).toBe(404);
  });

  it("leaves pages, files and revalidations alone", () => {
    expect(site.viewerResponse("/page/search", 200)).toBe(200);
    expect(site.viewerResponse("/page/search/index.html", 200)).toBe(200);
    expect(site.viewerResponse("/robots.txt", 200)).toBe(200);
    expect(site.viewerResponse("/page/search", 304)).toBe(304);
    // A revalidated 404 page: the browser's stored copy already says 404.
    expect(site.viewerResponse("/page/nope", 304)).toBe(304);
  });
});

describe("serverless.yml", () => {
  const resources = readServerlessConfig().resources.Resources;
  const distribution = resources.SiteDistribution?.Properties.DistributionConfig as {
    DefaultCacheBehavior: { FunctionAssociations: { EventType: string; FunctionARN: unknown }[] };
    CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
    CustomErrorResponses?: Record<string, unknown>[];
  };

  it("sends the server-rendered pages to the API origin, as the local web server does", () => {
    const rendered = distribution.CacheBehaviors.filter(
      (behaviour) => behaviour.TargetOriginId === "api" && behaviour.PathPattern !== "/api/*",
    ).map((behaviour) => behaviour.PathPattern);
    expect(rendered).toEqual([
      "/page/practitioner/?*",
      "/page/blog/detail/?*",
      "/page/search",
      "/sitemap.xml",
    ]);
    for (const path of [
      "/page/search",
      "/page/search?type=find&find=anxiety&page=2",
      "/page/practitioner/1",
      "/page/practitioner/x/y",
      "/page/blog/detail/adhd-in-adults",
      "/sitemap.xml",
      "/sitemap.xml?a=1",
    ]) {
      expect(SERVER_RENDERED.test(path), path).toBe(true);
    }
    // A folder's bare address is the site function's (the 404 page), as "?*" leaves it in CloudFront.
    for (const path of [
      "/page/practitioner",
      "/page/practitioner/",
      "/page/blog/detail/",
      "/page/blog/detail/?a=1",
      "/page/blog",
      // The static search page (its widget asks the API itself), as CloudFront's exact pattern leaves it.
      "/page/search/",
      "/page/search/index.html",
      "/page/searching",
      "/sitemap.xml.gz",
      "/robots.txt",
    ]) {
      expect(SERVER_RENDERED.test(path), path).toBe(false);
    }
  });

  it("runs this source on both events of the site's default behaviour", () => {
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: "viewer-request", FunctionARN: "PageRewriteFunction.FunctionMetadata.FunctionARN" },
      { EventType: "viewer-response", FunctionARN: "PageStatusFunction.FunctionMetadata.FunctionARN" },
    ]);
    const source = siteFunctionCode();
    for (const name of ["PageRewriteFunction", "PageStatusFunction"]) {
      const code = resources[name]?.Properties.FunctionCode;
      expect(resolveFileVariable(String(code)), name).toBe(source);
    }
    expect(Buffer.byteLength(source)).toBeLessThanOrEqual(FUNCTION_CODE_LIMIT);
  });

  it("keeps no origin failure at the edge, and replaces no error's body (the API's JSON errors stay JSON)", () => {
    const responses = distribution.CustomErrorResponses ?? [];
    expect(responses.map((response) => response.ErrorCode)).toEqual([500, 502, 503, 504]);
    for (const response of responses) {
      expect(response).toEqual({ ErrorCode: response.ErrorCode, ErrorCachingMinTTL: 0 });
    }
  });
});
