/**
 * Each Lambda's bundle as `osls package` builds it (same esbuild options, read from serverless.yml),
 * its size, and how long a fresh Node process takes to load it: the cold-start proxy.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import lambdaPlugins from "../infra/esbuild-plugins.cjs";
import { readServerlessConfig } from "../infra/serverless-config";

const LOAD_RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Milliseconds for `node` to start, import the bundle and return, minus a bare `node` start. */
function loadTimes(file: string): number[] {
  const env = {
    ...process.env,
    TABLE_NAME: "bench",
    SIGNING_SECRET: "bench-signing-secret-of-at-least-32-bytes",
    AWS_REGION: "af-south-1",
  };
  const script = `const t=performance.now();await import(${JSON.stringify(file)});console.log(performance.now()-t)`;
  return Array.from({ length: LOAD_RUNS }, () => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`loading ${file} failed: ${run.stderr}`);
    return Number(run.stdout.trim());
  });
}

export async function benchFunctionBundles(): Promise<void> {
  const file = readServerlessConfig();
  const options = file.custom.esbuild;
  const outdir = mkdtempSync(join(tmpdir(), "vula-bench-"));
  console.log(
    "\nFunction bundles (esbuild as serverless.yml; load = fresh node process importing the bundle)",
  );
  console.log(
    "function".padEnd(14),
    "bytes".padStart(10),
    "gzip".padStart(9),
    "load p50 ms".padStart(12),
    "min ms".padStart(8),
  );
  for (const [name, fn] of Object.entries(file.functions)) {
    const entry = `${fn.handler.replace(/\.[^.]+$/, "")}.ts`;
    const outfile = join(outdir, `${name}.mjs`);
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: options.platform,
      format: options.format,
      target: options.target,
      minify: options.minify,
      treeShaking: options.treeShaking,
      mainFields: options.mainFields,
      banner: options.banner,
      loader: options.loader,
      define: options.define,
      plugins: lambdaPlugins,
      logLevel: "error",
    });
    const bytes = statSync(outfile).size;
    const gzip = gzipSync(readFileSync(outfile)).length;
    const times = loadTimes(outfile);
    console.log(
      name.padEnd(14),
      String(bytes).padStart(10),
      String(gzip).padStart(9),
      median(times).toFixed(1).padStart(12),
      Math.min(...times)
        .toFixed(1)
        .padStart(8),
    );
  }
}
