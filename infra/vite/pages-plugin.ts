import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { NOT_FOUND_PAGE, PAGES, type PageRow, type PublicPage, type Shell } from "../../core/pages";
import { pageFile } from "../cloudfront/site-function";

const widgetsDir = fileURLToPath(new URL("../../widgets/", import.meta.url));
const pagesDir = fileURLToPath(new URL("../../pages-static/", import.meta.url));

/** Text and double-quoted attribute values; apostrophes stay as written. */
const escapeText = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char,
  );

/**
 * An account or admin page's HTML: a noindex page in account.css (core/site-config placeholders
 * filled by the partials plugin) whose <main> is the card holding the page's widget with its h1 and
 * a <noscript> line. The admin shell (widgets/admin-ui) renders the nav and content inside the card.
 */
export function shellHtml(shell: Shell, admin: boolean): string {
  const heading = escapeText(shell.heading);
  const card = shell.card ?? (admin ? "admin" : undefined);
  const noscript = shell.noscript ?? "Please turn on JavaScript to use the admin pages.";
  const page: PublicPage = {
    title: `${shell.heading}${admin ? " | Admin" : ""} | {{brandName}}`,
    description: shell.description,
    styles: ["account"],
    noindex: true,
    ...(shell.noReferrer && { noReferrer: true }),
    mainClass: "account-page",
  };
  return publicPageHtml(
    shell.widget,
    page,
    `      <div class="container">
        <div class="account-page__card${card ? ` account-page__card--${card}` : ""}" data-widget="${shell.widget}">
          <h1 class="account-page__title">${heading}</h1>
          <noscript><p>${escapeText(noscript)}</p></noscript>
        </div>
      </div>`,
  );
}

/** The line that ends the hero in a public page's file: the lines above it go in the hero. */
const HERO_END = /^[ \t]*<!--\s*\/hero\s*-->[ \t]*\n?/m;

/**
 * A page's HTML: the shell its row describes (core/pages.ts) around its content, which is what goes
 * in <main> (a public page's file). The partials plugin then fills the partials and placeholders.
 */
export function publicPageHtml(path: string, page: PublicPage, content: string): string {
  const title = `<title>${escapeText(page.title)}</title>`;
  const head = [
    page.noindex && '<meta name="robots" content="noindex" />',
    page.noReferrer && '<meta name="referrer" content="no-referrer" />',
    "<!-- partial:head -->",
    ...(page.styles ?? []).map((name) => `<link rel="stylesheet" href="/styles/${name}.css" />`),
    page.titleRegion ? `<!-- ${page.titleRegion} -->${title}<!-- /${page.titleRegion} -->` : title,
    page.description !== undefined && `<meta name="description" content="${escapeText(page.description)}" />`,
    page.canonical && `<link rel="canonical" href="{{siteUrl}}${path}" />`,
  ].filter((line): line is string => typeof line === "string");
  const split = HERO_END.exec(content);
  if (split && !page.hero) throw new Error(`${path}: the file ends a hero its row does not have.`);
  const inHero = split ? content.slice(0, split.index) : "";
  const afterHero = split ? content.slice(split.index + split[0].length) : content;
  const hero = page.hero;
  const main = [
    hero &&
      `      <section class="page-hero${hero.className ? ` ${hero.className}` : ""}" aria-labelledby="page-title">
        <div class="container${hero.containerClass ? ` ${hero.containerClass}` : ""}">
${hero.eyebrow ? `          <p class="eyebrow">${hero.eyebrow}</p>\n` : ""}          <h1 id="page-title" class="page-hero__title">${hero.heading}</h1>
          <p class="page-hero__lead">${hero.lead}</p>
${inHero}        </div>
      </section>`,
    afterHero.trimEnd(),
    page.helplines &&
      `      <section id="helplines" class="section section--crisis-page" aria-labelledby="crisis-title" tabindex="-1">
        <div class="container">
          <!-- partial:crisis -->
        </div>
      </section>`,
  ].filter((part): part is string => typeof part === "string" && part !== "");
  return `<!doctype html>
<html lang="en-ZA">
  <head>
${head.map((line) => `    ${line}`).join("\n")}
  </head>
  <body>
    <!-- partial:header -->
    <main id="main"${page.mainClass ? ` class="${page.mainClass}"` : ""} tabindex="-1">
${main.join("\n\n")}
    </main>
    <!-- partial:footer -->
  </body>
</html>
`;
}

/** Each public page's row by its file, relative to pages-static/ ("page/contact-us/index.html", "404.html"). */
export function publicFiles(
  pages: readonly PageRow[] = PAGES,
): Map<string, { path: string; page: PublicPage }> {
  const rows = pages.flatMap((row) =>
    row.public ? [[pageFile(row.path).slice(1), { path: row.path, page: row.public }] as const] : [],
  );
  return new Map([...rows, ["404.html", { path: "/404", page: NOT_FOUND_PAGE }]]);
}

/**
 * Every public page's HTML as the build starts from it (before partials and placeholders), by file.
 * `read` gives a file's content (default: from pages-static/).
 */
export function publicPages(
  pages: readonly PageRow[] = PAGES,
  read: (file: string) => string = (file) => readFileSync(`${pagesDir}${file}`, "utf8"),
): Record<string, string> {
  return Object.fromEntries(
    [...publicFiles(pages)].map(([file, { path, page }]) => [file, publicPageHtml(path, page, read(file))]),
  );
}

/** The generated pages' HTML by file, relative to pages-static/ ("admin/blog/index.html"). */
export function generatedPages(pages: readonly PageRow[] = PAGES): Record<string, string> {
  return Object.fromEntries(
    pages.flatMap((page) => {
      const shell = page.admin ?? page.account;
      return shell ? [[`${page.path.slice(1)}/index.html`, shellHtml(shell, Boolean(page.admin))]] : [];
    }),
  );
}

/** The admin nav's entries (widgets/admin-ui/admin-pages.ts), in table order. */
export function adminNav(pages: readonly PageRow[] = PAGES): { href: string; label: string }[] {
  return pages.flatMap((page) => (page.nav ? [{ href: page.path, label: page.nav }] : []));
}

/**
 * widgets/admin-registry.ts's module: data-widget name -> chunk, one literal import() per admin page
 * so each widget stays a chunk of its own.
 */
export function adminRegistrySource(pages: readonly PageRow[] = PAGES): string {
  const widgets = pages.flatMap((page) => (page.admin ? [page.admin.widget] : [])).sort();
  const entries = widgets.map(
    (widget) =>
      `  ${JSON.stringify(widget)}: () => import(${JSON.stringify(`${widgetsDir}${widget}/index.tsx`)}),`,
  );
  return `export const adminRegistry = {\n${entries.join("\n")}\n};\n`;
}

export const ADMIN_NAV_MODULE = "virtual:admin-nav";
export const ADMIN_REGISTRY_MODULE = "virtual:admin-registry";

/**
 * The table of pages (core/pages.ts) as the build and the dev server see it: the admin pages' HTML
 * (build inputs at pages-static/<path>/index.html, files that exist nowhere else; the dev server
 * answers them after the rewrites), the public pages' shells around their files, and the admin nav
 * and widget registry as virtual modules.
 */
export function pagesPlugin(pagesRoot: string, pages: readonly PageRow[] = PAGES): Plugin[] {
  const byFile = new Map(
    Object.entries(generatedPages(pages)).map(([file, html]) => [`${pagesRoot}/${file}`, html]),
  );
  const byUrl = new Map(Object.entries(generatedPages(pages)).map(([file, html]) => [`/${file}`, html]));
  const modules = new Map([
    [`\0${ADMIN_NAV_MODULE}`, `export const ADMIN_PAGES = ${JSON.stringify(adminNav(pages))};\n`],
    [`\0${ADMIN_REGISTRY_MODULE}`, adminRegistrySource(pages)],
  ]);
  const shells = publicFiles(pages);
  return [
    {
      name: "page-table",
      // Before Vite's resolver, which would look for the generated pages on disk.
      enforce: "pre",
      resolveId(source) {
        if (source === ADMIN_NAV_MODULE || source === ADMIN_REGISTRY_MODULE) return `\0${source}`;
        return byFile.has(source) ? source : null;
      },
      load(id) {
        return modules.get(id) ?? byFile.get(id) ?? null;
      },
      // Before the partials plugin (this plugin comes first): the shell brings the partials' markers.
      transformIndexHtml: {
        order: "pre",
        handler(html, context) {
          const shell = shells.get(relative(pagesRoot, context.filename));
          return shell ? publicPageHtml(shell.path, shell.page, html) : html;
        },
      },
    },
    {
      // In plugin order, so after the rewrites that turn /admin/blog into /admin/blog/index.html.
      name: "page-table-dev-server",
      configureServer(server) {
        server.middlewares.use(async (req, res, next) => {
          const html = byUrl.get(req.url?.split("?")[0] ?? "");
          if (!html || (req.method !== "GET" && req.method !== "HEAD")) return next();
          try {
            const page = await server.transformIndexHtml(req.url ?? "/", html, req.originalUrl);
            res.setHeader("Content-Type", "text/html");
            res.setHeader("Cache-Control", "no-cache");
            res.end(page);
          } catch (error) {
            next(error);
          }
        });
      },
    },
  ];
}

/** Build inputs of the generated pages, named as vite.config.ts names the files' ("admin-blog-index"). */
export function generatedInputs(
  pagesRoot: string,
  pages: readonly PageRow[] = PAGES,
): Record<string, string> {
  return Object.fromEntries(
    Object.keys(generatedPages(pages)).map((file) => [
      file.replace(/\.html$/, "").replaceAll("/", "-"),
      `${pagesRoot}/${file}`,
    ]),
  );
}
