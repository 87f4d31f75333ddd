import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { siteConfig } from "../../core/site-config";

/**
 * Static pages share header/footer partials: `<!-- partial:header -->` is replaced by
 * partials/header.html, and `{{contactEmail}}`-style placeholders by values from core/site-config.ts.
 */
export function partialsPlugin(partialsDir: string): Plugin {
  const fill = (html: string) =>
    html.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
      const value = (siteConfig as Record<string, unknown>)[key];
      return typeof value === "string" ? value : whole;
    });
  return {
    name: "static-partials",
    transformIndexHtml: {
      order: "pre",
      handler(html) {
        const withPartials = html.replace(/<!--\s*partial:([\w-]+)\s*-->/g, (_whole, name: string) =>
          readFileSync(join(partialsDir, `${name}.html`), "utf8"),
        );
        return fill(withPartials);
      },
    },
  };
}
