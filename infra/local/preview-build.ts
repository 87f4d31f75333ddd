import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import {
  BLOG_POST_TEMPLATE,
  NOT_FOUND_PAGE,
  PRACTITIONER_TEMPLATE,
  SEARCH_TEMPLATE,
} from "../../functions/public-pages/site-files";

/**
 * What `npm start -- --preview` serves that only `npm run build` makes: the home page, the
 * partner embed, and the templates the server-rendered pages are filled from. Without them every
 * page would fail at its first request instead of at start.
 */
export const PREVIEW_FILES = [
  "index.html",
  "embed.js",
  PRACTITIONER_TEMPLATE,
  BLOG_POST_TEMPLATE,
  SEARCH_TEMPLATE,
  NOT_FOUND_PAGE,
] as const;

/** Why `--preview` cannot start on `siteDir` (the build's output), or undefined when it can. */
export function previewBuildProblem(siteDir: string, cwd = process.cwd()): string | undefined {
  const missing = PREVIEW_FILES.filter((file) => !existsSync(join(siteDir, file)));
  if (missing.length === 0) return undefined;
  const where = relative(cwd, siteDir) || siteDir;
  const what = existsSync(siteDir) ? `${where} has no ${missing.join(", ")}` : `there is no ${where}`;
  return `--preview serves the production build, and ${what}. Run \`npm run build\` first, then \`npm start -- --preview\`.`;
}
