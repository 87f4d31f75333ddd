import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { passIncludes, SYNC_PASSES, siteSyncCommands } from "./site-sync";

const CLI = fileURLToPath(new URL("./cli.ts", import.meta.url));

/** The Cache-Control a file of the build gets: the header of the one pass that uploads it. */
function cacheControlOf(path: string): string[] {
  return SYNC_PASSES.filter((pass) => passIncludes(pass, path)).map((pass) => pass.cacheControl);
}

const YEAR = "public, max-age=31536000, immutable";

describe("site upload: Cache-Control per file", () => {
  it.each([
    // The partner loader has a fixed name: short, so partners get a new one within minutes.
    ["embed.js", "public, max-age=300"],
    ["embed/booking-CkP1x9aZ.js", YEAR],
    ["embed/booking-D0aB12cd.css", YEAR],
    ["assets/index-BdV3kQ1e.js", YEAR],
    ["assets/widget-runtime-Cq9bN3xW.css", YEAR],
    ["widgets/booking-B2x7YcPq.js", YEAR],
    ["index.html", "no-cache"],
    ["404.html", "no-cache"],
    ["page/search/index.html", "no-cache"],
    ["page/practitioner/index.html", "no-cache"],
    ["favicon.svg", "public, max-age=300"],
    ["robots.txt", "public, max-age=300"],
    ["images/hero.webp", "public, max-age=300"],
    ["docs/openapi.json", "public, max-age=300"],
  ])("%s: %s, from exactly one pass", (path, expected) => {
    expect(cacheControlOf(path)).toEqual([expected]);
  });

  it("uploads chunks before the loader and pages that name them, and never deletes old chunks", () => {
    const order = (path: string) => SYNC_PASSES.findIndex((pass) => passIncludes(pass, path));
    expect(order("embed/booking-CkP1x9aZ.js")).toBeLessThan(order("embed.js"));
    expect(order("assets/index-BdV3kQ1e.js")).toBeLessThan(order("index.html"));
    expect(SYNC_PASSES.find((pass) => passIncludes(pass, "embed/booking-CkP1x9aZ.js"))?.delete).toBe(false);
  });

  it("builds the aws s3 sync argument lists", () => {
    // biome-ignore format: one command per block reads better than one argument per line
    expect(siteSyncCommands("dist/site", "site-bucket")).toEqual([
      [
        "s3", "sync", "dist/site", "s3://site-bucket",
        "--exclude", "*", "--include", "assets/*", "--include", "widgets/*", "--include", "embed/*",
        "--cache-control", YEAR,
      ],
      [
        "s3", "sync", "dist/site", "s3://site-bucket",
        "--exclude", "assets/*", "--exclude", "widgets/*", "--exclude", "embed/*", "--exclude", "*.html",
        "--cache-control", "public, max-age=300", "--delete",
      ],
      [
        "s3", "sync", "dist/site", "s3://site-bucket",
        "--exclude", "*", "--include", "*.html",
        "--cache-control", "no-cache", "--delete",
      ],
    ]);
  });

  it("npm run deploy:site -- <bucket> --dry-run prints the commands; no bucket is a usage error", () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", CLI, ...args], { encoding: "utf8", timeout: 60_000 });
    const dry = run(["site-bucket", "--dry-run"]);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout.trim().split("\n")).toHaveLength(3);
    expect(dry.stdout).toContain("aws s3 sync dist/site s3://site-bucket --exclude '*' --include 'assets/*'");
    expect(dry.stdout).toContain("--cache-control 'public, max-age=300' --delete");
    const usage = run([]);
    expect(usage.status).toBe(2);
    expect(usage.stdout).toContain("Usage: npm run deploy:site");
  }, 120_000);
});
