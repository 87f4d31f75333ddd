import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";

type CloudFrontHandler = (event: { request: { uri: string } }) => { uri: string };

/** Loads the production CloudFront Function source and returns its `handler`. */
export function loadCloudFrontRewrite(): CloudFrontHandler {
  const source = readFileSync(fileURLToPath(new URL("../cloudfront/rewrite.js", import.meta.url)), "utf8");
  return new Function(`${source}\nreturn handler;`)() as CloudFrontHandler;
}

/**
 * Connect middleware for the Vite dev and preview servers: page navigations are rewritten by the same
 * function CloudFront runs; assets, module requests and /api pass through untouched.
 */
export function rewriteMiddleware() {
  const rewrite = loadCloudFrontRewrite();
  return (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    const url = req.url ?? "/";
    const isNavigation = (req.headers.accept ?? "").includes("text/html");
    if (isNavigation && !url.startsWith("/api/") && !url.startsWith("/@")) {
      const [path = "/", query] = url.split("?", 2);
      const { uri } = rewrite({ request: { uri: path } });
      req.url = query === undefined ? uri : `${uri}?${query}`;
    }
    next();
  };
}
