/**
 * npm run lighthouse: Lighthouse (from node_modules) on every public page of a running production
 * build, mobile with simulated throttling (Lighthouse's defaults), median of 3 runs per page, in
 * Debian's Chromium. Prints one table against our goals (GOALS). A benchmark, not a gate: it
 * exits 0 whatever the scores (figures go to docs/benchmarks.md by hand, with the date).
 *
 *   npm run build && npm start -- --preview        # in another terminal (or any PORT)
 *   npm run lighthouse                             # http://localhost:$PORT (default 3000)
 *   npm run lighthouse -- --url http://127.0.0.1:5520 --runs 3 --only profile,home
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

interface PublicPage {
  name: string;
  /** The address, or how to find one (a blog post's slug) on the running site; null: none yet. */
  path: string | ((base: string) => Promise<string | null>);
  /** The 404 page answers 404 on purpose; any other page answering 404 does not exist yet. */
  expectStatus?: number;
}

/** The first listed published blog post's page, from the public blog API (the list page renders by script). */
async function firstBlogPost(base: string): Promise<string | null> {
  const response = await fetch(new URL("/api/blogs/index", base), {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) return null;
  const { data } = (await response.json()) as { data: { slug: string }[] };
  return data[0] ? `/page/blog/detail/${encodeURIComponent(data[0].slug)}` : null;
}

/** Every public page (spec section 2). Add a line for a new page; missing ones are skipped with a note. */
export const PUBLIC_PAGES: PublicPage[] = [
  { name: "home", path: "/" },
  { name: "search", path: "/page/search?profession=Psychologist&type=profession&address=&lat=&lng=" },
  { name: "profile", path: "/page/practitioner/1" },
  { name: "how-it-works", path: "/page/how-it-works" },
  { name: "virtual-receptionist", path: "/page/virtual-receptionist" },
  { name: "terms", path: "/page/term-condition" },
  { name: "privacy", path: "/page/privacy-policy" },
  { name: "404", path: "/page/nope", expectStatus: 404 },
  { name: "blog list", path: "/page/blog" },
  { name: "blog detail", path: firstBlogPost },
  { name: "symptom-checker", path: "/page/symptom-checker" },
  { name: "contact", path: "/page/contact-us" },
  { name: "affiliate", path: "/page/affiliate/programme" },
  { name: "affiliate signup", path: "/page/affiliate/programme/signup" },
  { name: "register", path: "/register" },
];

/** The goals the public pages are held to: scores 0-100 at least, metrics at most. */
const GOALS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
  lcpMs: 1800,
  tbtMs: 150,
};

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
}

const ROOT = resolve(import.meta.dirname, "..");
const CLI = join(ROOT, "node_modules/lighthouse/cli/index.js");

function runLighthouse(
  url: string,
  chromePath: string,
  profileDir: string,
  extra: string[],
): Promise<LighthouseResult> {
  const args = [
    CLI,
    url,
    ...extra,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --user-data-dir=${profileDir}`,
  ];
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return fail(new Error(`lighthouse failed for ${url}: ${stderr.slice(-500) || error.message}`));
        try {
          done(JSON.parse(stdout) as LighthouseResult);
        } catch {
          fail(new Error(`lighthouse printed no report for ${url}: ${stderr.slice(-500)}`));
        }
      },
    );
  });
}

function figures(result: LighthouseResult): Figures {
  if (result.runtimeError) throw new Error(result.runtimeError.message);
  const score = (id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: value("cumulative-layout-shift"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** The median of each figure over the runs (a metric's median, not the median run's). */
function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    cls: of("cls"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
  };
}

/** "97" or "93 ✗": a figure and whether it misses its goal. */
function cell(value: number, goal: number, atMost: boolean, text: string): string {
  const ok = atMost ? value <= goal : value >= goal;
  return ok ? text : `${text} ✗`;
}

function row(name: string, f: Figures): string[] {
  return [
    name,
    cell(f.performance, GOALS.performance, false, String(f.performance)),
    cell(f.accessibility, GOALS.accessibility, false, String(f.accessibility)),
    cell(f.bestPractices, GOALS.bestPractices, false, String(f.bestPractices)),
    cell(f.seo, GOALS.seo, false, String(f.seo)),
    cell(f.cls, GOALS.cls, true, f.cls.toFixed(3)),
    cell(f.lcpMs, GOALS.lcpMs, true, `${(f.lcpMs / 1000).toFixed(2)} s`),
    cell(f.tbtMs, GOALS.tbtMs, true, `${Math.round(f.tbtMs)} ms`),
  ];
}

function table(rows: string[][]): string {
  const header = ["page", "perf", "a11y", "best pr.", "SEO", "CLS", "LCP", "TBT"];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((cells) => (cells[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: `http://localhost:${process.env.PORT || 3000}` },
      runs: { type: "string", default: "3" },
      only: { type: "string" },
    },
  });
  const base = values.url;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number >= 1, not ${values.runs}`);
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  try {
    await fetch(base);
  } catch {
    throw new Error(
      `Nothing answers at ${base}. Start the production build first: npm run build && npm start -- --preview`,
    );
  }
  const only = values.only?.split(",").map((name) => name.trim());
  const pages = only ? PUBLIC_PAGES.filter((page) => only.includes(page.name)) : PUBLIC_PAGES;

  const rows: string[][] = [];
  const notes: string[] = [];
  for (const page of pages) {
    const path = typeof page.path === "string" ? page.path : await page.path(base);
    if (path === null) {
      notes.push(`${page.name}: skipped, no address found (page not built yet?)`);
      continue;
    }
    const url = new URL(path, base).href;
    const status = (await fetch(url)).status;
    if (status !== (page.expectStatus ?? 200)) {
      notes.push(`${page.name}: skipped, ${path} answers ${status} (page not built yet?)`);
      continue;
    }
    // Lighthouse refuses a 4xx document unless told it is meant.
    const extra = page.expectStatus ? ["--ignore-status-code"] : [];
    const results: Figures[] = [];
    try {
      for (let run = 1; run <= runs; run++) {
        process.stderr.write(`${page.name} ${run}/${runs}...\n`);
        // A fresh profile each run: no cache carried over, as for a first visit.
        const profileDir = await mkdtemp(join(tmpdir(), "vula-lighthouse-"));
        try {
          results.push(figures(await runLighthouse(url, chromePath, profileDir, extra)));
        } finally {
          await rm(profileDir, { recursive: true, force: true });
        }
      }
    } catch (error) {
      notes.push(`${page.name}: failed, ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const cells = row(page.name, medianFigures(results));
    // As it goes, so a long run that is stopped still shows what it measured.
    process.stderr.write(`${cells.join(" | ")}\n`);
    rows.push(cells);
  }
  console.log(
    `Lighthouse (mobile, simulated throttling), median of ${runs} run(s), ${base}, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log(
    `Goals: performance >= ${GOALS.performance}, accessibility, best practices and SEO ${GOALS.seo}, CLS <= ${GOALS.cls}, LCP <= ${GOALS.lcpMs / 1000} s, TBT <= ${GOALS.tbtMs} ms (✗ misses)`,
  );
  console.log(table(rows));
  for (const note of notes) console.log(`- ${note}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
