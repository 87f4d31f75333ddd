/**
 * npm run deploy:site -- <bucket> [--dry-run]
 *
 * Uploads dist/site (after `npm run build`) to the site bucket with each file's Cache-Control
 * (infra/deploy/site-sync.ts). Needs the aws CLI and credentials; --dry-run prints the commands.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { siteSyncCommands } from "./site-sync";

const USAGE = "Usage: npm run deploy:site -- <site bucket name> [--dry-run]";

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "dry-run": { type: "boolean", default: false }, help: { type: "boolean", short: "h" } },
  });
  const bucket = positionals[0];
  if (values.help || !bucket || positionals.length > 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  for (const args of siteSyncCommands("dist/site", bucket)) {
    console.log(`aws ${args.map((a) => (/^[\w./:=-]+$/.test(a) ? a : `'${a}'`)).join(" ")}`);
    if (values["dry-run"]) continue;
    const run = spawnSync("aws", args, { stdio: "inherit" });
    if (run.status !== 0) {
      console.error(`deploy:site: aws s3 sync failed (${run.error?.message ?? `exit ${run.status}`})`);
      return 1;
    }
  }
  return 0;
}

process.exitCode = main();
