import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Plugin } from "vite";
import { escapeHtml } from "../../core/escape-html";
import { renderFragment } from "../../core/fragments";
import { siteConfig } from "../../core/site-config";
import { TERMS_EFFECTIVE_DATE_LABEL, TERMS_VERSION } from "../../core/terms";

/** What `{{key}}` may name: the text values of siteConfig, and the version of the legal pages (core/terms.ts). */
const placeholderValues: Readonly<Record<string, unknown>> = {
  ...siteConfig,
  termsVersion: TERMS_VERSION,
  termsEffectiveDate: TERMS_EFFECTIVE_DATE_LABEL,
};

/**
 * Static pages are assembled at build time (and by the dev server), in this order:
 * 1. `<!-- partial:header -->` is replaced by partials/header.html;
 * 2. `{{contactEmail}}`-style placeholders by values from core/site-config.ts (and `{{termsVersion}}`,
 *    `{{termsEffectiveDate}}` from core/terms.ts), HTML-escaped;
 * 3. `<!-- fragment:helplines -->` by the HTML core/fragments.ts renders (in pages and partials alike).
 * An unknown partial, placeholder or fragment fails the build, naming the page it is in.
 */
export function partialsPlugin(partialsDir: string): Plugin {
  const fill = (html: string, page: string) =>
    html.replace(/\{\{(\w+)\}\}/g, (_whole, key: string) => {
      const value = Object.hasOwn(placeholderValues, key) ? placeholderValues[key] : undefined;
      if (typeof value !== "string")
        throw new Error(
          `Unknown placeholder {{${key}}} in ${page}: not a text value of siteConfig or core/terms.ts.`,
        );
      return escapeHtml(value);
    });
  return {
    name: "static-partials",
    transformIndexHtml: {
      order: "pre",
      handler(html, context) {
        const page = relative(process.cwd(), context.filename);
        const withPartials = html.replace(/<!--\s*partial:([\w-]+)\s*-->/g, (_whole, name: string) => {
          const file = join(partialsDir, `${name}.html`);
          if (!existsSync(file)) {
            throw new Error(
              `Unknown partial "${name}" in ${page}: there is no ${relative(process.cwd(), file)}.`,
            );
          }
          return readFileSync(file, "utf8");
        });
        // Fragments go in after the fill, so their (escaped) output is never read as placeholders.
        return fill(withPartials, page).replace(/<!--\s*fragment:([\w-]+)\s*-->/g, (_whole, name: string) => {
          try {
            return renderFragment(name);
          } catch (error) {
            throw new Error(`${(error as Error).message} (in ${page})`, { cause: error });
          }
        });
      },
    },
  };
}
