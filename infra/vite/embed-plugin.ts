import type { Plugin } from "vite";

/** The partner embed's entry (built to /embed.js by vite.embed.config.ts). */
export const EMBED_ENTRY = "widgets/embed/index.ts";

/**
 * The partner embed on the dev server, as in production: /embed.js is the embed's entry module
 * (its imports resolve against its own URL, so every chunk comes from us), and a stylesheet a
 * widget imports is not added to the page when the embed is what runs there: the embed puts its
 * styles into its shadow root (widgets/embed/shadow-styles.ts), and the partner's page stays theirs.
 */
export function embedDevPlugin(): Plugin {
  return {
    name: "embed-dev",
    apply: "serve",
    // After Vite's own CSS plugins, which write the module that injects the <style>.
    enforce: "post",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url === "/embed.js" || req.url?.startsWith("/embed.js?")) req.url = `/${EMBED_ENTRY}`;
        next();
      });
    },
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || !code.includes("__vite__updateStyle(__vite__id, __vite__css)"))
        return null;
      return code.replace(
        "__vite__updateStyle(__vite__id, __vite__css)",
        "if (!window.__vulaEmbed) __vite__updateStyle(__vite__id, __vite__css)",
      );
    },
  };
}

const NO_CSS = "\0embed-no-css";

/**
 * For the embed's own build: a stylesheet imported for its side effect (`import "./x.css"`, how our
 * pages get a widget's styles) becomes nothing. The embed imports the text (`?inline`) for its
 * shadow root instead, so no <link> is ever added to a partner's page.
 */
export function embedBuildCssPlugin(): Plugin {
  return {
    name: "embed-no-page-css",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return /\.css$/.test(source) ? NO_CSS : null;
    },
    load(id) {
      return id === NO_CSS ? "export {};" : null;
    },
  };
}
