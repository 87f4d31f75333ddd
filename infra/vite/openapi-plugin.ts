import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";
import { openApiText } from "../openapi/document";

const PATH = "/api/openapi.json";

/**
 * The API description on the site at /api/openapi.json: written into the build (CloudFront serves
 * that one path from the site bucket, before its /api/* behaviour) and answered by the dev and
 * preview servers ahead of their /api proxy, so partners find it at the same address everywhere.
 */
export function openApiPlugin(): Plugin {
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.url?.split("?")[0] !== PATH) return next();
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.end(openApiText());
  };
  return {
    name: "openapi-document",
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: PATH.slice(1), source: openApiText() });
    },
  };
}
