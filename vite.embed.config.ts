import { existsSync, readdirSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { EMBED_ENTRY, embedBuildCssPlugin } from "./infra/vite/embed-plugin";
import { widgetAliases, widgetDefine } from "./vite.config";

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The partner embed, built after the site (`npm run build`) into the same dist/site: /embed.js (a
 * stable name, partners' script tags point at it) and its chunks under /embed/. Apart from the site's
 * build so its chunks are cut for a partner's first open time, not shared with our pages: the
 * loader, then the calendar with Preact and its styles, then the form when a time is chosen.
 */
export default defineConfig({
  define: widgetDefine,
  resolve: { alias: widgetAliases },
  plugins: [
    embedBuildCssPlugin(),
    {
      // dist/site is the site's build (not emptied here): only the embed's own old chunks go, not
      // the site's page beside them (dist/site/embed/booking-form/, the form's frame).
      name: "empty-embed-dir",
      buildStart: () => {
        const dir = resolve(here, "dist/site/embed");
        if (!existsSync(dir)) return;
        for (const entry of readdirSync(dir, { withFileTypes: true }))
          if (entry.isFile()) rmSync(resolve(dir, entry.name), { force: true });
      },
    },
  ],
  // Chunks find their siblings relative to their own URL: on a partner's page that is our origin.
  experimental: { renderBuiltUrl: () => ({ relative: true }) },
  build: {
    outDir: resolve(here, "dist/site"),
    emptyOutDir: false,
    target: "es2020",
    // No modulepreload polyfill or <link> tags: the host page is not ours.
    modulePreload: false,
    rollupOptions: {
      input: { embed: resolve(here, EMBED_ENTRY) },
      output: {
        entryFileNames: "embed.js",
        chunkFileNames: "embed/[name]-[hash].js",
        assetFileNames: "embed/[name]-[hash][extname]",
      },
    },
  },
});
