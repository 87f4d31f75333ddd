import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PAGES, type PageRow } from "../../core/pages";
import { DISALLOWED_PATHS, sitemapPages } from "../../core/public-pages";
import { adminRegistry } from "../../widgets/admin-registry";
import { ADMIN_PAGES } from "../../widgets/admin-ui/admin-pages";
import { siteFunctionCode } from "../cloudfront/site-function";
import { loadCloudFrontRewrite } from "../local/rewrite-middleware";
import {
  adminNav,
  adminRegistrySource,
  generatedInputs,
  generatedPages,
  publicFiles,
  publicPageHtml,
  publicPages,
} from "./pages-plugin";

const pagesRoot = fileURLToPath(new URL("../../pages-static", import.meta.url));
const widgetsRoot = fileURLToPath(new URL("../../widgets", import.meta.url));

/** The pretty address of every index.html under pages-static/ ("/" for the home page). */
function folderPages(): string[] {
  return readdirSync(pagesRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => (file === "index.html" || file.endsWith("/index.html")) && !file.startsWith("public/"))
    .map((file) => `/${file.replace(/\/?index\.html$/, "")}`);
}

describe("the table of pages (core/pages.ts)", () => {
  it("has a row for every HTML page in pages-static/, and a file for every row not generated", () => {
    const written = PAGES.filter((page) => !page.admin && !page.account).map((page) => page.path);
    expect(written.sort()).toEqual(folderPages().sort());
  });

  it("names each address once, and an existing widget folder (admin-*) for each admin page", () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of PAGES.filter((row) => row.admin)) {
      const widget = page.admin?.widget ?? "";
      expect(widget, page.path).toMatch(/^admin-[a-z-]+$/);
      expect(existsSync(`${widgetsRoot}/${widget}/index.tsx`), widget).toBe(true);
    }
  });

  it("keeps admin pages out of search engines: noindex in the shell, under a disallowed path", () => {
    for (const [file, html] of Object.entries(generatedPages())) {
      expect(html, file).toContain('<meta name="robots" content="noindex" />');
      expect(
        DISALLOWED_PATHS.some((path) => `/${file}`.startsWith(path)),
        file,
      ).toBe(true);
    }
  });

  it("is what the admin nav and the admin widget registry read", () => {
    expect(ADMIN_PAGES).toEqual(adminNav());
    expect(ADMIN_PAGES[0]).toEqual({ href: "/dashboard", label: "Registration requests" });
    expect(Object.keys(adminRegistry).sort()).toEqual(
      PAGES.flatMap((page) => (page.admin ? [page.admin.widget] : [])).sort(),
    );
  });

  it("is what CloudFront routes: every page but the templates, ids for dynamic pages", () => {
    const site = loadCloudFrontRewrite();
    expect([...site.pages].sort()).toEqual(
      PAGES.filter((page) => !page.template)
        .map((page) => page.path)
        .sort(),
    );
    for (const page of PAGES.filter((row) => row.dynamic)) {
      expect(site.viewerRequest(`${page.path}/abc-123`)).toBe(`${page.path}/index.html`);
    }
  });
});

describe("adding a page is one row", () => {
  const row: PageRow = {
    path: "/admin/throwaway/list",
    dynamic: true,
    nav: "Throwaway things",
    admin: {
      widget: "admin-throwaway",
      heading: "Throwaway <things>",
      description: 'Administrators try "one row".',
      card: "wide",
    },
  };
  const pages = [...PAGES, row];

  it("gives the page its HTML shell and build input", () => {
    const html = generatedPages(pages)["admin/throwaway/list/index.html"];
    expect(html).toContain("<title>Throwaway &lt;things&gt; | Admin | {{brandName}}</title>");
    expect(html).toContain('<meta name="description" content="Administrators try &quot;one row&quot;." />');
    expect(html).toContain(
      '<div class="account-page__card account-page__card--wide" data-widget="admin-throwaway">',
    );
    expect(html).toContain('<h1 class="account-page__title">Throwaway &lt;things&gt;</h1>');
    expect(generatedInputs("/site", pages)["admin-throwaway-list-index"]).toBe(
      "/site/admin/throwaway/list/index.html",
    );
  });

  it("routes it at the edge, with its ids", () => {
    const site = loadCloudFrontRewrite(siteFunctionCode(pages));
    expect(site.viewerRequest("/admin/throwaway/list")).toBe("/admin/throwaway/list/index.html");
    expect(site.viewerRequest("/admin/throwaway/list/42/")).toBe("/admin/throwaway/list/index.html");
    expect(site.viewerRequest("/admin/throwaway/list/42/x")).toBe("/404.html");
    expect(loadCloudFrontRewrite().viewerRequest("/admin/throwaway/list")).toBe("/404.html");
  });

  it("lists it in the admin nav, last, and registers its widget as a chunk of its own", () => {
    expect(adminNav(pages).at(-1)).toEqual({ href: "/admin/throwaway/list", label: "Throwaway things" });
    expect(adminRegistrySource(pages)).toContain(
      `"admin-throwaway": () => import(${JSON.stringify(`${widgetsRoot}/admin-throwaway/index.tsx`)}),`,
    );
  });
});

describe("adding a public page is one row and its content", () => {
  const row: PageRow = {
    path: "/page/throwaway",
    public: {
      title: "Throwaway & co | {{brandName}}",
      description: 'A page to try "one row".',
      styles: ["info", "forms"],
      hero: { eyebrow: "Trying", heading: "One <em>row</em>", lead: "And its content." },
      helplines: true,
    },
  };
  const pages = [...PAGES, row];
  const content =
    '      <p class="in-hero">Beside the lead.</p>\n      <!-- /hero -->\n      <section id="own">Its own.</section>\n';
  const read = (file: string) => (file === "page/throwaway/index.html" ? content : "");

  it("puts its file's content in the shell its row describes", () => {
    const html = publicPages(pages, read)["page/throwaway/index.html"] ?? "";
    expect(html).toContain("<title>Throwaway &amp; co | {{brandName}}</title>");
    expect(html).toContain('<meta name="description" content="A page to try &quot;one row&quot;." />');
    expect(html).toMatch(
      /<!-- partial:head -->\s*<link rel="stylesheet" href="\/styles\/info.css" \/>\s*<link rel="stylesheet" href="\/styles\/forms.css" \/>/,
    );
    expect(html).not.toContain('name="robots"');
    expect(html).toMatch(
      /<main id="main" tabindex="-1">\s*<section class="page-hero" aria-labelledby="page-title">\s*<div class="container">\s*<p class="eyebrow">Trying<\/p>\s*<h1 id="page-title" class="page-hero__title">One <em>row<\/em><\/h1>\s*<p class="page-hero__lead">And its content.<\/p>\s*<p class="in-hero">Beside the lead.<\/p>\s*<\/div>\s*<\/section>\s*<section id="own">Its own.<\/section>\s*<section id="helplines"[^>]*>\s*<div class="container">\s*<!-- partial:crisis -->\s*<\/div>\s*<\/section>\s*<\/main>\s*<!-- partial:footer -->/,
    );
    expect(html).not.toContain("/hero");
  });

  it("lists it in the sitemap, unless noindex, and routes it at the edge", () => {
    expect(sitemapPages(pages).at(-1)).toBe("/page/throwaway");
    const hidden = { ...row, public: { ...row.public, title: "Hidden", noindex: true, noReferrer: true } };
    expect(sitemapPages([...PAGES, hidden])).not.toContain("/page/throwaway");
    const html = publicPageHtml(hidden.path, hidden.public, "");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<meta name="referrer" content="no-referrer" />');
    const site = loadCloudFrontRewrite(siteFunctionCode(pages));
    expect(site.viewerRequest("/page/throwaway")).toBe("/page/throwaway/index.html");
  });

  it("refuses a file that ends a hero its row does not have", () => {
    const { hero: _hero, ...plain } = row.public ?? { title: "" };
    expect(() => publicPageHtml(row.path, plain, content)).toThrow("/page/throwaway: the file ends a hero");
  });
});

describe("the public pages", () => {
  // A whole page in a public file would end up inside the shell's <main>.
  it("are files of <main> content only, 404.html included: the shell comes from the table", () => {
    const files = [...publicFiles().keys()];
    expect(files).toContain("404.html");
    for (const file of files) {
      expect(readFileSync(`${pagesRoot}/${file}`, "utf8"), file).not.toMatch(
        /<!doctype|<(html|head|body|main)\b|partial:(head|header|footer)\b/i,
      );
    }
  });
});
