/**
 * npm run restore-drill [-- --from vula-health-local --to NAME --file PATH]
 *
 * The local rehearsal of docs/operations.md "Restore drill": exports the local stack's table (Scan
 * to a JSON-lines file), loads it into a new table with the deployed key schema and indexes, checks
 * that every item arrived, and runs search, a profile, a week's slots and a booking against the new
 * table. Run it while `npm start` is up (DYNAMODB_PORT); the new table is left for a look.
 */
import { mkdirSync } from "node:fs";
import { parseArgs } from "node:util";
import { DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { ports } from "../local/ports";
import { apiEnvironment, LOCAL_TABLE, localClients } from "../local/stack";
import { checkStackOn } from "./stack-check";
import { exportTable, loadTable } from "./table-copy";

async function main(): Promise<number> {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const { values } = parseArgs({
    options: {
      from: { type: "string", default: LOCAL_TABLE },
      to: { type: "string", default: `${LOCAL_TABLE}-restored-${stamp}` },
      file: { type: "string" },
    },
  });
  const from = values.from ?? LOCAL_TABLE;
  const to = values.to ?? `${LOCAL_TABLE}-restored-${stamp}`;
  mkdirSync(".data/restore-drill", { recursive: true });
  const file = values.file ?? `.data/restore-drill/${from}-${stamp}.jsonl`;
  Object.assign(process.env, apiEnvironment({ dynamodb: ports.dynamodb, ses: ports.ses }), {
    LOG_LEVEL: "warn",
  });
  const { dynamo } = localClients(ports.dynamodb);

  let started = Date.now();
  const exported = await exportTable(dynamo, from, file);
  console.log(
    `Exported ${exported} items of ${from} to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  started = Date.now();
  const loaded = await loadTable(dynamo, to, file);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: to }));
  console.log(
    `Loaded ${loaded} items into ${to} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      ` (indexes: ${(Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).join(", ")}).`,
  );
  if (loaded !== exported) {
    console.error(`Restore drill FAILED: ${exported} items exported, ${loaded} loaded.`);
    return 1;
  }
  const checks = await checkStackOn(to);
  for (const check of checks)
    console.log(`  ${check.ok ? "ok  " : "FAIL"} ${check.step}: HTTP ${check.status} (${check.detail})`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(
    failed === 0
      ? `Restore drill passed: the API runs on ${to}.`
      : `Restore drill FAILED (${failed} checks).`,
  );
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
