import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";

export type PageEvent = Pick<APIGatewayProxyEventV2, "rawPath" | "rawQueryString" | "headers" | "routeKey">;
export type PageResult = APIGatewayProxyStructuredResultV2 & { statusCode: number; body: string };

/**
 * How long CloudFront keeps a rendered page. Changes invalidate it at once (public-page-changed.ts);
 * this bounds how stale a page can get if an invalidation fails. Browsers always ask again.
 */
export const PAGE_EDGE_SECONDS = 300;

export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_EDGE_SECONDS}`;

export function htmlResponse(
  statusCode: number,
  body: string,
  cacheControl = PAGE_CACHE_CONTROL,
): PageResult {
  return {
    statusCode,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl },
    body,
  };
}

export function xmlResponse(body: string): PageResult {
  return {
    statusCode: 200,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PAGE_CACHE_CONTROL },
    body,
  };
}

/** Seconds a client is asked to wait when a page cannot be made for now (Retry-After). */
export const UNAVAILABLE_RETRY_SECONDS = 60;

/**
 * 503: the page's template could not be read. Self-contained (there is no template to fill), never
 * cached (CloudFront keeps no 5xx: SiteDistribution's CustomErrorResponses).
 */
export function unavailablePage(): PageResult {
  const page = htmlResponse(
    503,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Vula Health: page not available</title></head><body><main><h1>This page is not available right now</h1><p>Please try again in a minute.</p><p><a href="/">Vula Health home</a></p></main></body></html>',
    "no-store",
  );
  return { ...page, headers: { ...page.headers, "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) } };
}
