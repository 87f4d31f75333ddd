/**
 * npm run bootstrap -- --stage prod --admin-email ops@vulahealth.co.za --admin-name "Ops team"
 *   [--password-stdin] [--force]
 *
 * Fills a new stage's table (vula-health-STAGE): the medical schemes of infra/bootstrap/medical-schemes.csv
 * and the first admin (infra/bootstrap/bootstrap.ts). The stage "local" is the local stack's table on
 * its DynamoDB; any other stage is in AWS (the normal credential chain, AWS_REGION) unless
 * DYNAMODB_ENDPOINT says otherwise. Safe to run again: it adds only what is missing.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { tableFromEnv } from "../cli-table";
import { LOCAL_STAGE } from "../local/stack";
import { bootstrapStage, StageHasDataError } from "./bootstrap";

const USAGE = `Usage: npm run bootstrap -- --stage <stage> --admin-email <email> --admin-name <name> [options]

  --stage <stage>        the deployed stage (its table is vula-health-<stage>); "local" for the local stack
  --admin-email <email>  the first admin's email (kept as it is when that admin exists)
  --admin-name <name>    the first admin's name
  --password-stdin       read the admin's password from stdin (default: a random one, printed once)
  --force                also run on a stage that already holds marketplace data
  -h, --help             show this help

Environment: DYNAMODB_ENDPOINT (default: AWS, or the local stack's DynamoDB for --stage local),
TABLE_NAME (overrides vula-health-<stage>), AWS_REGION (default af-south-1).`;

const STAGE = /^[a-z][a-z0-9-]{0,19}$/;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      stage: { type: "string" },
      "admin-email": { type: "string" },
      "admin-name": { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      force: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const { stage, "admin-email": email, "admin-name": name } = values;
  if (values.help || !stage || !email || !name) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (!STAGE.test(stage)) {
    console.error(`bootstrap: --stage must be lower-case letters, digits and dashes, got "${stage}"`);
    return 2;
  }
  process.env.TABLE_NAME ||= `vula-health-${stage}`;
  // A deployed stage's table is in AWS; only the local stage defaults to the local DynamoDB.
  if (stage !== LOCAL_STAGE) process.env.DYNAMODB_ENDPOINT ??= "";
  const password = values["password-stdin"] ? readFileSync(0, "utf8").trim() : undefined;
  const { client, tableName, target } = tableFromEnv();
  try {
    const result = await bootstrapStage(client, tableName, {
      admin: { email, name, ...(password === undefined ? {} : { password }) },
      force: values.force,
    });
    console.log(
      `Bootstrapped ${target}: ${result.schemesAdded} medical schemes added, ${result.schemesKept} already there.`,
    );
    console.log(
      result.admin.created
        ? `Created admin ${result.admin.email}.`
        : `Admin ${result.admin.email} exists: kept as it is.`,
    );
    if (result.admin.password) console.log(`Password (shown once): ${result.admin.password}`);
    return 0;
  } catch (error) {
    console.error(`bootstrap: ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof StageHasDataError ? 3 : 1;
  }
}

process.exitCode = await main();
