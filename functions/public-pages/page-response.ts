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
