/**
 * npm run migrate -- --stage STAGE [--only NAME] [--dry-run]
 *
 * Runs the registered migrations (infra/migrate/registry.ts) on a stage's table (vula-health-STAGE;
 * "local" is the local stack's). Each is idempotent and resumable: run it again after a stop and it
 * goes on from its progress item; a finished one is skipped.
 */
import { parseArgs } from "node:util";
import { tableFromEnv } from "../cli-table";
import { ports } from "../local/ports";
import { LOCAL_STAGE } from "../local/stack";
import { MIGRATIONS } from "./registry";
import { runMigration } from "./run";

const USAGE = `Usage: npm run migrate -- --stage <stage> [--only <name>] [--dry-run] [--page-size 500] [--pause-ms 100]

  --stage <stage>   the deployed stage (its table is vula-health-<stage>); "local" for the local stack
  --only <name>     run this migration only (names: ${MIGRATIONS.map((m) => m.name).join(", ")})
  --dry-run         read and count, write nothing
  --page-size <n>   items read per Scan page (default 500)
  --pause-ms <n>    pause after each page (default 100), to leave capacity for users

Environment: DYNAMODB_ENDPOINT, TABLE_NAME, AWS_REGION as for npm run bootstrap.`;

const STAGE = /^[a-z][a-z0-9-]{0,19}$/;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      stage: { type: "string" },
      only: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      "page-size": { type: "string", default: "500" },
      "pause-ms": { type: "string", default: "100" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const pageSize = Number(values["page-size"]);
  const pauseMs = Number(values["pause-ms"]);
  if (values.help || !values.stage || !STAGE.test(values.stage) || !(pageSize >= 1) || !(pauseMs >= 0)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const chosen = MIGRATIONS.filter((migration) => !values.only || migration.name === values.only);
  if (chosen.length === 0) {
    console.error(`migrate: no migration named "${values.only}"`);
    return 2;
  }
  process.env.TABLE_NAME ||= `vula-health-${values.stage}`;
  // The search re-index writes through the API's own modules (functions/lib/env.ts): the same table.
  process.env.DYNAMODB_ENDPOINT ??= values.stage === LOCAL_STAGE ? `http://127.0.0.1:${ports.dynamodb}` : "";
  const { client, tableName, target } = tableFromEnv();
  for (const migration of chosen) {
    console.log(`${migration.name} on ${target}: ${migration.description}`);
    const result = await runMigration({ client, tableName }, migration, {
      dryRun: values["dry-run"],
      pageSize,
      pauseMs,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`  ${result.status}: ${result.read} items read, ${result.written} written`);
  }
  return 0;
}

process.exitCode = await main();
