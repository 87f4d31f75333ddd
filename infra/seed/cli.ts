/**
 * npm run seed -- [--practitioners 240] [--seed 2026] [--concurrency 8] [--if-empty] [--create-table]
 *
 * Seeds TABLE_NAME (default: the local stack's table, vula-health-local) at DYNAMODB_ENDPOINT (default:
 * the local stack's DynamoDB, http://127.0.0.1:8000 or $DYNAMODB_PORT). Only a local DynamoDB
 * (localhost or 127.0.0.1): the demo accounts' passwords are public, so AWS is refused.
 */
import { parseArgs } from "node:util";
import { tableFromEnv } from "../cli-table";
import { ports } from "../local/ports";
import { LOCAL_TABLE } from "../local/stack";
import { ensureTable } from "../local/table-definition";
import { NotLocalTableError, requireLocalTable } from "../local-table";
import { DEFAULT_PRACTITIONERS, DEFAULT_SEED, demoAccounts } from "./generate";
import { DEFAULT_CONCURRENCY, isTableEmpty, SEED_LOCAL_ONLY, seedTable } from "./write";

const USAGE = `Usage: npm run seed -- [options]

  --practitioners <n>   practitioners to generate, 1..1000000 (default ${DEFAULT_PRACTITIONERS})
  --seed <n>            PRNG seed, 0..4294967295 (default ${DEFAULT_SEED})
  --concurrency <n>     BatchWriteItem requests in flight, 1..64 (default ${DEFAULT_CONCURRENCY})
  --if-empty            do nothing when the table is already seeded
  --create-table        create the table from infra/table.json when it does not exist
  -h, --help            show this help

Environment: TABLE_NAME (default ${LOCAL_TABLE}), DYNAMODB_ENDPOINT (default
http://127.0.0.1:${ports.dynamodb}; must be on localhost or 127.0.0.1: the seed's demo accounts have
published passwords, so it never writes to AWS), AWS_REGION (default af-south-1).`;

class UsageError extends Error {}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new UsageError(`--${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function parse(argv: string[]) {
  let values: ReturnType<typeof parseOptions>["values"];
  try {
    values = parseOptions(argv).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  return {
    help: values.help === true,
    practitioners: integer("practitioners", values.practitioners, DEFAULT_PRACTITIONERS, 1, 1_000_000),
    seed: integer("seed", values.seed, DEFAULT_SEED, 0, 0xffffffff),
    concurrency: integer("concurrency", values.concurrency, DEFAULT_CONCURRENCY, 1, 64),
    ifEmpty: values["if-empty"] === true,
    createTable: values["create-table"] === true,
  };
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      practitioners: { type: "string" },
      seed: { type: "string" },
      concurrency: { type: "string" },
      "if-empty": { type: "boolean" },
      "create-table": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString("en-ZA");
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`seed: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  const { dynamo, client, tableName, target } = tableFromEnv();

  try {
    // Before --create-table or --if-empty touch anything.
    await requireLocalTable(client, "The seed", SEED_LOCAL_ONLY);
    if (args.createTable && (await ensureTable(dynamo, tableName)))
      console.log(`Created table ${tableName}.`);
    if (args.ifEmpty && !(await isTableEmpty(client, tableName))) {
      console.log(`${target} is already seeded; nothing to do.`);
      return 0;
    }

    console.log(`Seeding ${fmt(args.practitioners)} practitioners (seed ${args.seed}) into ${target}...`);
    let lastPrint = 0;
    const result = await seedTable({
      client,
      tableName,
      practitioners: args.practitioners,
      seed: args.seed,
      concurrency: args.concurrency,
      onProgress: (p) => {
        if (p.elapsedMs - lastPrint < 1000) return;
        lastPrint = p.elapsedMs;
        const pct = Math.min(100, (p.practitionersWritten / args.practitioners) * 100).toFixed(1);
        console.log(
          `  ${fmt(p.itemsWritten)} items, ${fmt(p.practitionersWritten)} practitioners (${pct}%), ${fmt(p.itemsPerSecond)} items/s`,
        );
      },
    });
    console.log(
      `Done: ${fmt(result.itemsWritten)} items in ${(result.elapsedMs / 1000).toFixed(1)} s (${fmt(result.itemsPerSecond)} items/s).`,
    );
    console.log("Demo accounts:");
    for (const account of demoAccounts) {
      if (account.practitionerId && Number(account.practitionerId) > args.practitioners) continue;
      console.log(`  ${account.role.padEnd(13)} ${account.email} / ${account.password}`);
    }
    return 0;
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof NotLocalTableError) {
      console.error(`seed: ${message}`);
    } else if (name === "ResourceNotFoundException") {
      console.error(
        `seed: table ${target} does not exist. Start the local stack (npm start) or pass --create-table.`,
      );
    } else if (/ECONNREFUSED|connect/i.test(message) || name === "TimeoutError") {
      console.error(`seed: cannot reach DynamoDB for ${target}: ${message}`);
    } else {
      console.error(`seed: ${name ? `${name}: ` : ""}${message}`);
    }
    return 1;
  } finally {
    dynamo.destroy();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
