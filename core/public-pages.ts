/**
 * What search engines may read: the static public pages (sitemap.xml) and the addresses they
 * should leave alone (robots.txt). Both files are written at build time (infra/vite/seo-plugin.ts).
 * Practitioner profiles are public too, but their list changes with every approval: they are not in
 * this build-time sitemap (docs/decisions.md).
 */
import { escapeHtml } from "./escape-html";
import { PAGES, type PageRow } from "./pages";
import { siteConfig } from "./site-config";

/**
 * Every static page a visitor can reach without an account, in the order the sitemap lists them:
 * the public rows of the table of pages that are not noindex, nor templates (the practitioner pages
 * and blog posts are added by the live sitemap, functions/public-pages/sitemap.ts).
 */
export function sitemapPages(pages: readonly PageRow[] = PAGES): string[] {
  return pages.flatMap((page) => (page.public && !page.public.noindex && !page.template ? [page.path] : []));
}

export const SITEMAP_PAGES: readonly string[] = sitemapPages();

/** Accounts, one-time links and the API: no use in search results (the pages also say noindex). */
export const DISALLOWED_PATHS = [
  "/dashboard",
  "/login",
  "/set-password",
  "/forgot-password",
  "/page/booking/manage",
  "/page/affiliate/programme/confirm",
  "/admin/",
  "/api/",
] as const;

/** The origin the files name: SITE_URL when set (a stage's own domain), else production's. */
export function siteOrigin(siteUrl: string | undefined = undefined): string {
  const value = siteUrl?.trim() || siteConfig.siteUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.vulahealth.co.za, not "${value}".`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an http(s) URL, not "${value}".`);
  }
  return url.origin;
}

/** sitemap.xml (sitemaps.org 0.9): one <url> per page, absolute, XML-escaped. */
export function renderSitemap(origin: string, paths: readonly string[] = SITEMAP_PAGES): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc></url>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** robots.txt: everything but the private paths, and where the sitemap is. */
export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
