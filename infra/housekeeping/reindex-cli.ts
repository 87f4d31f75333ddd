/**
 * npm run reindex -- --stage STAGE [--practitioner ID] [--restart] [--pause-ms 100]
 *
 * Rebuilds the search lists (functions/housekeeping/reindex.ts) of one practitioner, or of every
 * active practitioner, `--pause-ms` apart. "All" stores its place after each page: stopped (Ctrl-C,
 * a lost connection), it continues where it was on the next run; --restart starts from the top.
 */
import { parseArgs } from "node:util";
import { pointAtStage } from "./stage-env";

const USAGE = `Usage: npm run reindex -- --stage <local|dev|prod> [--practitioner <id>] [--restart] [--pause-ms <ms>]`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      stage: { type: "string" },
      practitioner: { type: "string" },
      restart: { type: "boolean", default: false },
      "pause-ms": { type: "string", default: "100" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const pauseMs = Number(values["pause-ms"]);
  if (values.help || !values.stage || !Number.isInteger(pauseMs) || pauseMs < 0) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const target = pointAtStage(values.stage);
  // After the environment is set: the API's modules read it when first used.
  const { reindexAll, reindexPractitioner } = await import("../../functions/housekeeping/reindex");
  if (values.practitioner) {
    const outcome = await reindexPractitioner(values.practitioner, { recount: true });
    console.log(`Practitioner ${values.practitioner} in ${target}: ${outcome}.`);
    return outcome === "not found" ? 1 : 0;
  }
  console.log(`Re-indexing every active practitioner in ${target}, ${pauseMs} ms apart...`);
  const run = await reindexAll({ pauseMs, restart: values.restart });
  console.log(`Re-indexed ${run.reindexed} now, ${run.total} since the job started. Finished.`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`reindex: ${error instanceof Error ? error.message : String(error)}`);
  console.error("Run the same command again to continue from where it stopped.");
  process.exitCode = 1;
}
