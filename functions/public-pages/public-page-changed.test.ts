import { afterEach, describe, expect, it, vi } from "vitest";
import {
  blogPostPageChanged,
  invalidationBody,
  invalidationPaths,
  publicPageChanged,
} from "./public-page-changed";

describe("publicPageChanged", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("drops each changed page (with and without a trailing slash), the search pages and the sitemap", () => {
    expect(invalidationPaths(["12", "7", "12"])).toEqual([
      "/page/practitioner/12*",
      "/page/practitioner/7*",
      "/page/search*",
      "/sitemap.xml",
    ]);
  });

  it("uses one wildcard for a bulk change (CloudFront bills each path)", () => {
    expect(invalidationPaths("all")).toEqual([
      "/page/practitioner/*",
      "/page/blog/detail/*",
      "/page/search*",
      "/sitemap.xml",
    ]);
    const many = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect(invalidationPaths(many)).toEqual(["/page/practitioner/*", "/page/search*", "/sitemap.xml"]);
  });

  it("writes CloudFront's InvalidationBatch, escaped", () => {
    expect(invalidationBody(["/page/practitioner/1*", "/sitemap.xml"], "ref<&>")).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Paths><Quantity>2</Quantity><Items><Path>/page/practitioner/1*</Path><Path>/sitemap.xml</Path></Items></Paths><CallerReference>ref&lt;&amp;&gt;</CallerReference></InvalidationBatch>',
    );
  });

  it("does nothing without a distribution (the local stack has no edge cache)", async () => {
    vi.stubEnv("SITE_DISTRIBUTION_ID", "");
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await publicPageChanged(["1"]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends one signed POST to CloudFront, and a failure does not fail the change", async () => {
    vi.stubEnv("SITE_DISTRIBUTION_ID", "E2EXAMPLE");
    vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", "secret");
    vi.stubEnv("AWS_SESSION_TOKEN", "session");
    // The fault injected: CloudFront refuses (throttled).
    const fetch = vi.fn(async () => new Response("<Error>Throttling</Error>", { status: 400 }));
    vi.stubGlobal("fetch", fetch);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(publicPageChanged(["3"])).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [
      string,
      RequestInit & { headers: Record<string, string> },
    ];
    expect(url).toBe("https://cloudfront.amazonaws.com/2020-05-31/distribution/E2EXAMPLE/invalidation");
    expect(init.method).toBe("POST");
    expect(init.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/cloudfront\/aws4_request, SignedHeaders=[\w;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(init.headers["x-amz-security-token"]).toBe("session");
    expect(String(init.body)).toContain("<Path>/page/practitioner/3*</Path>");
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("CloudFront invalidation failed"));
    errors.mockRestore();
  });

  it("drops a saved blog post's page and the sitemap", async () => {
    vi.stubEnv("SITE_DISTRIBUTION_ID", "E2EXAMPLE");
    vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", "secret");
    // CloudFront itself is not reachable from a test: the request is caught at fetch.
    const fetch = vi.fn(async () => new Response("<Invalidation/>", { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    await blogPostPageChanged("adhd-in-adults");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(init.body)).toContain(
      "<Items><Path>/page/blog/detail/adhd-in-adults*</Path><Path>/sitemap.xml</Path></Items>",
    );
  });
});
