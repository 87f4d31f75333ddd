import { readFileSync } from "node:fs";
import { PAGES, type PageRow } from "../../core/pages";

/** CloudFront Functions take at most 10 KB of code. */
export const FUNCTION_CODE_LIMIT = 10 * 1024;

/** The HTML file a page's address reads ("/" is /index.html). */
export function pageFile(path: string): string {
  return path === "/" ? "/index.html" : `${path}/index.html`;
}

/** A regular expression literal matching `<path>/<id>` (and a trailing slash). */
function dynamicPattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return `/^${escaped}\\/[^/]+\\/?$/`;
}

/**
 * The site's CloudFront Function code (cloudfront-js-2.0, self-contained): the lists of the table's
 * pages, then the logic of infra/cloudfront/rewrite.js that reads them. serverless.yml deploys it
 * (infra/cloudfront/function-code.cjs) and the local web server runs it (infra/local/rewrite-middleware.ts).
 */
export function siteFunctionCode(pages: readonly PageRow[] = PAGES): string {
  const served = pages.filter((page) => !page.template);
  const dynamic = served
    .filter((page) => page.dynamic)
    .map((page) => `  [${dynamicPattern(page.path)}, ${JSON.stringify(pageFile(page.path))}],`);
  const logic = readFileSync(new URL("./rewrite.js", import.meta.url), "utf8");
  return [
    "// Generated from core/pages.ts by infra/cloudfront/site-function.ts.",
    "/** Every page's address. */",
    `const PAGES = ${JSON.stringify(served.map((page) => page.path))};`,
    "/** Addresses with an id in them, served by one page that reads the id from the address. */",
    `const DYNAMIC = [\n${dynamic.join("\n")}\n];`,
    "",
    logic,
  ].join("\n");
}
