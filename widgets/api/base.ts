import type { RouteKey } from "../../core/api/contract";

/**
 * The API lives on the origin that served our scripts, so partner pages (other origins) reach it too:
 * import.meta.url is the chunk's own URL, not the host page's.
 */
export const apiBase = new URL(/* @vite-ignore */ "/api/", import.meta.url);

export const scriptHeader = { "X-Requested-With": "XMLHttpRequest" } as const;

/**
 * The headers every call starts with. Our own pages mark each request script-made (spec section 7);
 * a public read from a partner's page (another origin) leaves the custom header out, so it stays a
 * simple request and pays no CORS preflight (the API asks it only of writes and protected reads).
 */
export function baseHeaders(url: URL, publicRead: boolean): Record<string, string> {
  const sameOrigin = typeof location !== "undefined" && url.origin === location.origin;
  return publicRead && !sameOrigin
    ? { Accept: "application/json" }
    : { ...scriptHeader, Accept: "application/json" };
}

/** A page of our site as an absolute URL: links inside widgets must work on partner origins too. */
export function siteUrl(path: string): string {
  return new URL(path, apiBase).href;
}

/** The URL of a contract route without path parameters ("GET /api/csrf-token" -> .../api/csrf-token). */
export function routeUrl(key: RouteKey): URL {
  return new URL(key.slice(key.indexOf("/api/") + "/api/".length), apiBase);
}
