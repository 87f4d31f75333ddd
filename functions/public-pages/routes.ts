/**
 * The site's server-rendered addresses as serverless.yml routes them to the public-pages function
 * (HTML and XML, so not in the API contract). CloudFront sends these paths to the API origin.
 */
export const PAGE_ROUTE_KEYS = [
  "GET /page/practitioner/{path+}",
  "GET /page/blog/detail/{path+}",
  "GET /page/search",
  "GET /sitemap.xml",
] as const;
export type PageRouteKey = (typeof PAGE_ROUTE_KEYS)[number];
