import { vi } from "vitest";

/**
 * Turns on CloudFront invalidations (a distribution id and credentials in the environment) and
 * catches their requests at fetch, since CloudFront is not reachable from a test; any other fetch
 * goes out. Returns the request bodies as they arrive. Undo with vi.unstubAllEnvs() and
 * vi.unstubAllGlobals() (afterEach).
 */
export function catchInvalidations(): string[] {
  vi.stubEnv("SITE_DISTRIBUTION_ID", "E2EXAMPLE");
  vi.stubEnv("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "secret");
  const realFetch = globalThis.fetch;
  const invalidations: string[] = [];
  vi.stubGlobal("fetch", async (url: string | URL | Request, init?: RequestInit) => {
    if (!String(url).startsWith("https://cloudfront.amazonaws.com/")) return realFetch(url, init);
    invalidations.push(String(init?.body));
    return new Response("<Invalidation/>", { status: 201 });
  });
  return invalidations;
}
