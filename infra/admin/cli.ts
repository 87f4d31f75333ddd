/**
 * npm run create-admin -- --email ops@vulahealth.co.za --name "Ops team" [--password-stdin]
 *
 * Creates an admin account in TABLE_NAME at DYNAMODB_ENDPOINT (defaults: the local stack; set
 * DYNAMODB_ENDPOINT="" and TABLE_NAME=vula-health-prod for AWS). Without --password-stdin a random
 * password is generated and printed once.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { tableFromEnv } from "../cli-table";
import { createAdmin } from "./create-admin";

const USAGE = `Usage: npm run create-admin -- --email <email> --name <name> [--password-stdin]

Environment: TABLE_NAME, DYNAMODB_ENDPOINT (empty string = AWS), AWS_REGION.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      name: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help || !values.email || !values.name) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const password = values["password-stdin"] ? readFileSync(0, "utf8").trim() : undefined;
  const { client, tableName, target } = tableFromEnv();
  try {
    const created = await createAdmin(client, tableName, {
      email: values.email,
      name: values.name,
      password,
    });
    console.log(`Created admin ${created.email} in ${target}.`);
    if (created.generated) console.log(`Password (shown once): ${created.password}`);
    return 0;
  } catch (error) {
    console.error(`create-admin: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
