/**
 * The partner embed's weight (`npm run bench -- --only embed`; run `npm run build` first): starts
 * the stack on the production build (in memory, on the test ports: TEST_PORT, TEST_PARTNER_PORT,
 * ...; not while e2e runs), opens the demo partner page in Chromium with a cold cache, and counts
 * what our origin sent before the booking widget's first week of open times showed: scripts and
 * styles (bytes gzip -9, as size-limit counts them; requests), API calls, and the requests that
 * needed a CORS preflight (those carrying a header outside the CORS-safelisted ones); then the
 * page's layout shift while the inline widget mounts, at 390 and 1366 px. Prints figures against
 * the goals (docs/benchmarks.md); asserts nothing.
 */
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { unlimitedForTests } from "../functions/lib/rate-limit-config";
import { testPorts, testStackPortEnv } from "../infra/local/test-ports";
import { GOAL_CLS, LAYOUT_WIDTHS, partnerPageShift } from "./embed-layout-shift";

const GOAL_BYTES = 25 * 1024;
const GOAL_REQUESTS = 6;
const GOAL_LOADER = 2.5 * 1024;
const RUNS = 3;
/**
 * Request headers that need no CORS preflight: the safelisted ones and those the browser sets
 * itself (a page's script cannot). Content-Type is safelisted only for form and text types.
 */
const SAFELISTED = new Set(["accept", "accept-language", "content-language"]);
const BROWSER_SET = /^(sec-|user-agent$|referer$|origin$|accept-encoding$|connection$|host$|cookie$)/;
const SIMPLE_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/;

function needsPreflight(method: string, headers: Record<string, string>): boolean {
  if (!["GET", "HEAD", "POST"].includes(method)) return true;
  return Object.entries(headers).some(([name, value]) => {
    const lower = name.toLowerCase();
    if (lower === "content-type") return !SIMPLE_TYPE.test(value);
    return !SAFELISTED.has(lower) && !BROWSER_SET.test(lower);
  });
}

const site = `http://localhost:${testPorts.web}`;
const partner = `http://localhost:${testPorts.partner}/`;

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

interface Load {
  ms: number;
  assets: { url: string; gzip: number }[];
  api: { method: string; url: string; preflight: boolean }[];
}

async function coldLoad(executablePath: string): Promise<Load> {
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage();
  const assets: Load["assets"] = [];
  const api: Load["api"] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const request = response.request();
    const url = request.url();
    if (!url.startsWith(site)) return;
    if (url.startsWith(`${site}/api/`)) {
      const preflight = needsPreflight(request.method(), request.headers());
      api.push({ method: request.method(), url: url.slice(site.length), preflight });
    } else if (["script", "stylesheet"].includes(request.resourceType())) {
      pending.push(
        response.body().then((body) => {
          assets.push({ url: url.slice(site.length), gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    }
  });
  const started = Date.now();
  await page.goto(partner);
  await page.locator('#book > [data-widget="booking"] .bk-days').waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await Promise.all(pending);
  await browser.close();
  return { ms, assets, api };
}

/** The partner page's layout shift while the inline widget mounts, per width (./embed-layout-shift.ts). */
async function printLayoutShift(executablePath: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const viewport of LAYOUT_WIDTHS) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push((await partnerPageShift(browser, partner, viewport)).cls);
      const worst = Math.max(...runs);
      console.log(
        `  layout shift (CLS) at ${viewport.width} px (${viewport.name}): ${runs.map((cls) => cls.toFixed(4)).join(", ")} ` +
          `(goal < ${GOAL_CLS}: ${worst < GOAL_CLS ? "within" : "OVER"})`,
      );
    }
  } finally {
    await browser.close();
  }
}

export async function benchEmbed(): Promise<void> {
  console.log(`\n## Partner embed: first week of open times on ${partner} (cold cache)`);
  const stack = spawn(
    process.execPath,
    ["--import", "tsx", "infra/local/start.ts", "--in-memory", "--preview"],
    {
      stdio: "ignore",
      env: {
        ...process.env,
        ...testStackPortEnv(),
        RATE_LIMITS: unlimitedForTests(),
      },
    },
  );
  try {
    await waitUntilUp(partner, 420_000);
    await waitUntilUp(`${site}/api/csrf-token`, 420_000);
    const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    // The first load wakes the API's functions; the figures are from the loads after it.
    await coldLoad(executablePath);
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) loads.push(await coldLoad(executablePath));
    const last = loads[loads.length - 1] as Load;
    for (const asset of last.assets)
      console.log(`  ${asset.url.padEnd(44)} ${(asset.gzip / 1024).toFixed(2)} KB gzip`);
    const bytes = last.assets.reduce((sum, asset) => sum + asset.gzip, 0);
    const loader = last.assets.find((asset) => asset.url === "/embed.js")?.gzip ?? 0;
    const preflights = last.api.filter((call) => call.preflight);
    for (const call of last.api)
      console.log(`  ${call.method} ${call.url}${call.preflight ? "  (preflight)" : ""}`);
    const verdict = (ok: boolean) => (ok ? "within" : "OVER");
    console.log(
      `  scripts and styles: ${(bytes / 1024).toFixed(1)} KB gzip in ${last.assets.length} requests ` +
        `(goal <= ${GOAL_BYTES / 1024} KB in <= ${GOAL_REQUESTS}: ${verdict(bytes <= GOAL_BYTES && last.assets.length <= GOAL_REQUESTS)})`,
    );
    console.log(
      `  embed.js: ${(loader / 1024).toFixed(2)} KB gzip (goal <= 2.5 KB: ${verdict(loader <= GOAL_LOADER)})`,
    );
    console.log(`  API calls: ${last.api.length}, needing a CORS preflight: ${preflights.length}`);
    console.log(
      `  time to the first week, local loopback: ${loads.map((load) => `${load.ms} ms`).join(", ")}`,
    );
    await printLayoutShift(executablePath);
  } finally {
    stack.kill("SIGTERM");
    await new Promise((resolve) => stack.once("exit", resolve));
  }
}
