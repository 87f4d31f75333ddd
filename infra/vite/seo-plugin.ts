import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";
import { renderRobots, siteOrigin } from "../../core/public-pages";

/**
 * robots.txt, for the origin in SITE_URL (default production's): written into the build (the site
 * bucket serves it, the preview server from dist/) and answered by the dev server. sitemap.xml lists
 * live practitioners, so the public-pages function renders it (functions/public-pages/sitemap.ts).
 */
export function seoPlugin(siteUrl = process.env.SITE_URL): Plugin {
  const origin = siteOrigin(siteUrl);
  const files: Record<string, { type: string; body: () => string }> = {
    "/robots.txt": { type: "text/plain; charset=utf-8", body: () => renderRobots(origin) },
  };
  const serve = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const file = files[req.url?.split("?")[0] ?? ""];
    if (!file) return next();
    res.setHeader("Content-Type", file.type);
    res.end(file.body());
  };
  return {
    name: "seo-files",
    configureServer(server) {
      server.middlewares.use(serve);
    },
    generateBundle() {
      for (const [path, file] of Object.entries(files)) {
        this.emitFile({ type: "asset", fileName: path.slice(1), source: file.body() });
      }
    },
  };
}
