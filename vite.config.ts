import { readdirSync, statSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { csrfProtectedRouteKeys, protectedRouteKeys } from "./core/api/contract";
import { LOCAL_UPLOADS_BUCKET, ports } from "./infra/local/ports";
import { rewriteMiddleware, SERVER_RENDERED, siteFileRequests } from "./infra/local/rewrite-middleware";
import { checklistPdfsPlugin } from "./infra/vite/checklist-pdfs-plugin";
import { embedDevPlugin } from "./infra/vite/embed-plugin";
import { openApiPlugin } from "./infra/vite/openapi-plugin";
import { generatedInputs, pagesPlugin } from "./infra/vite/pages-plugin";
import { partialsPlugin } from "./infra/vite/partials-plugin";
import { securityHeadersPlugin } from "./infra/vite/security-headers-plugin";
import { seoPlugin } from "./infra/vite/seo-plugin";

const here = dirname(fileURLToPath(import.meta.url));
const pagesRoot = resolve(here, "pages-static");

/** Every HTML page under pages-static/ (partials excluded) is a build input, as is every generated one. */
function htmlPages(dir: string): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== "partials" && entry !== "public") Object.assign(pages, htmlPages(full));
    } else if (entry.endsWith(".html")) {
      pages[
        relative(pagesRoot, full)
          .replace(/\.html$/, "")
          .replaceAll("/", "-")
      ] = full;
    }
  }
  return pages;
}

/** Widget chunks are named after their folder so size budgets and reports can name them. */
function chunkName(moduleId: string | null): string | undefined {
  const match = moduleId?.match(/\/widgets\/([^/]+)\/index\.tsx?$/);
  return match?.[1];
}

/**
 * As CloudFront routes them: /api/* and the server-rendered pages (practitioner pages, blog posts,
 * the search page, sitemap.xml) to the API, /photos/* to the photos/ prefix of the uploads bucket.
 */
const localProxy = {
  "/api": { target: `http://127.0.0.1:${ports.api}`, changeOrigin: false },
  [SERVER_RENDERED.source]: {
    target: `http://127.0.0.1:${ports.api}`,
    changeOrigin: false,
    // The public-pages function reading its template (/__site/...) gets the file, not itself.
    bypass: (req: IncomingMessage) => (siteFileRequests.has(req) ? req.url : undefined),
  },
  "/photos": {
    target: `http://127.0.0.1:${ports.s3}`,
    rewrite: (path: string) => `/${LOCAL_UPLOADS_BUCKET}${path}`,
  },
};

/** Shared with vite.embed.config.ts: widgets are written against React's API and shipped as Preact. */
export const widgetAliases = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
  // @tanstack/react-store's CommonJS shim would pull preact/compat whole into every page's runtime.
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: resolve(here, "widgets/lib/use-sync-external-store-with-selector.ts"),
  },
  // Host pages load the mount runtime as /widgets/mount/index.ts: widgets live beside pages-static/.
  { find: /^\/widgets\//, replacement: `${resolve(here, "widgets")}/` },
];

/** The typed client (widgets/api/client.ts) learns from the contract which routes want a bearer token and which a CSRF token. */
export const widgetDefine = {
  __PROTECTED_ROUTES__: JSON.stringify(protectedRouteKeys()),
  __CSRF_PROTECTED_ROUTES__: JSON.stringify(csrfProtectedRouteKeys()),
};

/**
 * CORS of the dev and preview servers, which answer preflights for /api before the proxy does:
 * Vite's default origins (localhost only: a dev server must not serve any website), and preflights
 * cached as API Gateway lets browsers cache them in production (serverless.yml httpApi.cors.maxAge).
 */
const localCors = {
  origin: /^https?:\/\/(?:(?:[^:]+\.)?localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/,
  maxAge: 600,
};

export default defineConfig({
  root: pagesRoot,
  // Many pages, no client-side router: an address that is no page is the 404 page (the rewrite
  // function's doing), never index.html as Vite's default "spa" fallback would answer.
  appType: "mpa",
  define: widgetDefine,
  publicDir: resolve(pagesRoot, "public"),
  resolve: { alias: widgetAliases },
  plugins: [
    partialsPlugin(resolve(pagesRoot, "partials")),
    openApiPlugin(),
    seoPlugin(),
    // Symptom checker: the PDF checklists, rendered from core/checklists.ts at build time.
    checklistPdfsPlugin(),
    securityHeadersPlugin(ports.s3),
    embedDevPlugin(),
    {
      name: "cloudfront-rewrites",
      configureServer(server) {
        server.middlewares.use(rewriteMiddleware());
      },
      configurePreviewServer(server) {
        server.middlewares.use(rewriteMiddleware());
      },
    },
    // After the rewrites: the admin pages' HTML and the admin nav and registry, from core/pages.ts.
    pagesPlugin(pagesRoot),
  ],
  server: {
    host: "127.0.0.1",
    port: ports.web,
    strictPort: true,
    fs: { allow: [here] },
    cors: localCors,
    proxy: localProxy,
  },
  preview: {
    host: "127.0.0.1",
    port: ports.web,
    strictPort: true,
    cors: localCors,
    proxy: localProxy,
  },
  // Chunks find their siblings relative to their own URL, so partner pages (other origins) load
  // widget chunks and CSS from us; HTML keeps root-absolute URLs for rewritten routes.
  experimental: {
    renderBuiltUrl: (filename, { hostType }) => (hostType === "js" ? { relative: true } : `/${filename}`),
  },
  build: {
    outDir: resolve(here, "dist/site"),
    emptyOutDir: true,
    target: "es2020",
    rollupOptions: {
      // The partner embed (/embed.js) is built apart: vite.embed.config.ts.
      input: { ...htmlPages(pagesRoot), ...generatedInputs(pagesRoot) },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        // Preact, zod/mini, defineWidget and the base styles are shared by every widget: one
        // cacheable chunk (and one stylesheet beside it).
        manualChunks: (id) =>
          /node_modules\/(preact|zod)\/|widgets\/ui\/(define-widget|base\.css)/.test(id)
            ? "widget-runtime"
            : // What every form is built from, in one chunk whichever forms a page has (the form runtime).
              /node_modules\/react-hook-form\/|widgets\/ui\/(zod-resolver|fields)\./.test(id)
              ? "zod-resolver"
              : undefined,
        chunkFileNames: (chunk) => {
          const widget = chunkName(chunk.facadeModuleId);
          return widget ? `widgets/${widget}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
});
