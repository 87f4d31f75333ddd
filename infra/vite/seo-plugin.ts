import type { IncomingMessage, ServerResponse } from "node:http";
import type { Plugin } from "vite";
import { unescapeHtml } from "../../core/escape-html";
import { openGraphTags } from "../../core/open-graph";
import { renderRobots, SITEMAP_PAGES, siteOrigin } from "../../core/public-pages";

/** "/page/how-it-works/index.html" -> "/page/how-it-works"; "/index.html" -> "/". */
export function pagePath(htmlPath: string): string {
  const path = htmlPath.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  return path === "" ? "/" : path;
}

/**
 * A public page's link-preview tags (core/open-graph.ts) and canonical address, from its own title and
 * description, before </head>. Pages search engines are not meant to list get none (accounts, admin,
 * one-time links, the 404 page); neither does one whose head lacks a title or description (the build
 * fails instead: every public page has both). The search page gets no canonical (its address is the
 * query).
 */
export function withOpenGraph(html: string, path: string, origin: string): string {
  if (!(SITEMAP_PAGES as readonly string[]).includes(path)) return html;
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim();
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1];
  if (!title || description === undefined)
    throw new Error(`${path} is a public page without a <title> or a meta description.`);
  const url = new URL(path, origin).href;
  const canonical =
    path === "/page/search" || /<link\s+rel="canonical"/i.test(html)
      ? []
      : [`<link rel="canonical" href="${url}">`];
  const tags = [
    ...canonical,
    ...openGraphTags({
      type: "website",
      title: unescapeHtml(title),
      description: unescapeHtml(description),
      url,
      image: null,
    }),
  ];
  return html.replace(/<\/head>/i, () => `  ${tags.join("\n    ")}\n  </head>`);
}

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
    // After the partials plugin has filled the titles ({{brandName}}).
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => withOpenGraph(html, pagePath(context.path), origin),
    },
    generateBundle() {
      for (const [path, file] of Object.entries(files)) {
        this.emitFile({ type: "asset", fileName: path.slice(1), source: file.body() });
      }
    },
  };
}
