import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { generatedPages, publicPages } from "../infra/vite/pages-plugin";
import { DISALLOWED_PATHS, renderRobots, renderSitemap, SITEMAP_PAGES, siteOrigin } from "./public-pages";

/** The pages the build writes from the table (core/pages.ts), public ones in their shells, by file under pages-static/. */
const generated = { ...generatedPages(), ...publicPages() };

const pageFile = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/** A page's HTML: its file in pages-static/, or what the build makes from its row of the table. */
const pageHtml = (path: string) =>
  generated[pageFile(path)] ??
  readFileSync(fileURLToPath(new URL(`../pages-static/${pageFile(path)}`, import.meta.url)), "utf8");

/** The pages under a folder prefix such as "/admin/" (every index.html below it, written or generated). */
const pagesUnder = (prefix: string): string[] => {
  const folder = fileURLToPath(new URL(`../pages-static${prefix}`, import.meta.url));
  const written = existsSync(folder)
    ? readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => `${prefix.slice(1)}${file}`)
    : [];
  return [...written, ...Object.keys(generated)]
    .filter((file) => file.startsWith(prefix.slice(1)) && file.endsWith("index.html"))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`);
};

describe("siteOrigin", () => {
  it("defaults to production and keeps only the origin of SITE_URL", () => {
    expect(siteOrigin(undefined)).toBe("https://www.vulahealth.co.za");
    expect(siteOrigin("")).toBe("https://www.vulahealth.co.za");
    expect(siteOrigin("https://staging.vulahealth.co.za/")).toBe("https://staging.vulahealth.co.za");
    expect(siteOrigin("https://d111.cloudfront.net/some/path")).toBe("https://d111.cloudfront.net");
  });

  it("refuses what is not an http(s) URL", () => {
    expect(() => siteOrigin("www.vulahealth.co.za")).toThrow("SITE_URL must be an absolute URL");
    expect(() => siteOrigin("ftp://vulahealth.co.za")).toThrow("SITE_URL must be an http(s) URL");
  });
});

describe("renderSitemap", () => {
  it("lists every static public page as an absolute URL", () => {
    const xml = renderSitemap("https://www.vulahealth.co.za");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = Array.from(xml.matchAll(/<loc>([^<]*)<\/loc>/g), (match) => match[1]);
    expect(locs).toEqual([
      "https://www.vulahealth.co.za/",
      "https://www.vulahealth.co.za/page/search",
      "https://www.vulahealth.co.za/page/how-it-works",
      "https://www.vulahealth.co.za/page/virtual-receptionist",
      "https://www.vulahealth.co.za/page/symptom-checker",
      "https://www.vulahealth.co.za/page/term-condition",
      "https://www.vulahealth.co.za/page/privacy-policy",
      "https://www.vulahealth.co.za/register",
      "https://www.vulahealth.co.za/page/contact-us",
      "https://www.vulahealth.co.za/page/affiliate/programme",
      "https://www.vulahealth.co.za/page/affiliate/programme/signup",
      "https://www.vulahealth.co.za/page/blog",
    ]);
  });

  it("escapes what XML would read as markup", () => {
    expect(renderSitemap("https://example.org", ["/a?b=1&c=<2>"])).toContain(
      "<loc>https://example.org/a?b=1&amp;c=%3C2%3E</loc>",
    );
  });
});

describe("renderRobots", () => {
  const robots = renderRobots("https://www.vulahealth.co.za");

  it("keeps crawlers out of accounts, one-time links and the API, and names the sitemap", () => {
    expect(robots).toBe(
      [
        "User-agent: *",
        "Disallow: /dashboard",
        "Disallow: /login",
        "Disallow: /set-password",
        "Disallow: /forgot-password",
        "Disallow: /page/booking/manage",
        "Disallow: /page/affiliate/programme/confirm",
        "Disallow: /admin/",
        "Disallow: /api/",
        "Allow: /",
        "",
        "Sitemap: https://www.vulahealth.co.za/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  it("disallows no page the sitemap lists", () => {
    for (const page of SITEMAP_PAGES) {
      for (const path of DISALLOWED_PATHS) expect(page.startsWith(path), `${page} vs ${path}`).toBe(false);
    }
  });
});

describe("the pages themselves", () => {
  it("sitemap pages exist and may be indexed; disallowed pages say noindex too", () => {
    for (const page of SITEMAP_PAGES) expect(pageHtml(page), page).not.toMatch(/name="robots"/);
    for (const path of DISALLOWED_PATHS.filter((path) => path !== "/api/")) {
      // A folder prefix ("/admin/") stands for every page under it.
      const pages = path.endsWith("/") ? pagesUnder(path) : [path];
      if (path === "/admin/") expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        expect(pageHtml(page), page).toContain('<meta name="robots" content="noindex" />');
      }
    }
  });
});
