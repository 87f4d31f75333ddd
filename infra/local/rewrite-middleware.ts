import type { IncomingMessage, ServerResponse } from "node:http";
import { siteFunctionCode } from "../cloudfront/site-function";

/** The site's CloudFront Function, called as CloudFront calls it for each of its two events. */
export interface CloudFrontSiteFunction {
  /** viewer-request: the object (file) a request for `uri` reads. */
  viewerRequest(uri: string): string;
  /** viewer-response: the status the viewer gets when the origin (or cache) answered `statusCode`. */
  viewerResponse(uri: string, statusCode: number): number;
  /** The pretty addresses of the pages it knows. */
  pages: readonly string[];
}

/** Evaluates the production CloudFront Function code (default: the table's, as serverless.yml deploys it). */
export function loadCloudFrontRewrite(code = siteFunctionCode()): CloudFrontSiteFunction {
  const { handler, pages } = new Function(`${code}\nreturn { handler, pages: PAGES };`)() as {
    /** A request for viewer-request events, a response for viewer-response ones. */
    handler: (event: unknown) => { uri?: unknown; statusCode?: unknown };
    pages: string[];
  };
  return {
    pages,
    viewerRequest: (uri) =>
      String(handler({ context: { eventType: "viewer-request" }, request: { uri } }).uri),
    viewerResponse: (uri, statusCode) =>
      Number(
        handler({ context: { eventType: "viewer-response" }, request: { uri }, response: { statusCode } })
          .statusCode,
      ),
  };
}

/**
 * Addresses CloudFront sends to the public-pages function (serverless.yml, SiteDistribution's
 * behaviours): the local web server proxies them to the API server likewise.
 */
export const SERVER_RENDERED =
  /^\/page\/(practitioner|blog\/detail)\/[^?#]|^\/(page\/search|sitemap\.xml)(\?|$)/;

/**
 * Locally the public-pages function reads its templates from the web server (SITE_FILES_ORIGIN):
 * `/__site/<path>` is the file at <path> itself, past the rewrites (in AWS it reads the site bucket).
 * Keep in step with LOCAL_SITE_FILES_PREFIX in functions/public-pages/site-files.ts.
 */
const SITE_FILES = /^\/__site(\/.*)$/;

/** Requests for such a file: the proxy of SERVER_RENDERED lets them through to the file (vite.config.ts). */
export const siteFileRequests = new WeakSet<IncomingMessage>();

/** What CloudFront never sees: the API, photos and rendered pages (their own behaviours) and Vite's own modules. */
const untouched = /^\/(api|photos)\/|^\/(@|__|node_modules\/)/;

/**
 * Connect middleware for the Vite dev and preview servers, doing what the site's CloudFront Function
 * does in production with the same source: rewrites the address before the file is looked up
 * (viewer-request), then sets the status of the answer (viewer-response: 404 for the 404 page).
 */
export function rewriteMiddleware() {
  const rewrite = loadCloudFrontRewrite();
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? "/";
    const siteFile = SITE_FILES.exec(url);
    if (siteFile?.[1]) {
      req.url = siteFile[1];
      siteFileRequests.add(req);
      return next();
    }
    if ((req.method !== "GET" && req.method !== "HEAD") || untouched.test(url) || SERVER_RENDERED.test(url))
      return next();
    const [path = "/", query] = url.split("?", 2);
    const uri = rewrite.viewerRequest(path);
    req.url = query === undefined ? uri : `${uri}?${query}`;
    // Every answer goes through writeHead (res.end calls it when nobody did), so the status is
    // settled there, as CloudFront's viewer-response event sees the answer before the viewer does.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((statusCode: number, ...rest: unknown[]) =>
      writeHead(rewrite.viewerResponse(uri, statusCode), ...rest)) as ServerResponse["writeHead"];
    next();
  };
}
