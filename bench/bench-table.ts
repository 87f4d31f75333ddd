import { cpus, loadavg } from "node:os";
import { unlimitedForTests } from "../functions/lib/rate-limit-config";
import { apiEnvironment, quietTooling, startDynamo, stopAll } from "../infra/local/stack";
import { ensureTable } from "../infra/local/table-definition";

/**
 * The API's environment over an in-memory DynamoDB Local of the bench's own (its port, one table),
 * started and with the table made; the caller stops it with stopAll(). Call it before importing a
 * handler: handlers read their configuration when loaded.
 */
export async function startBenchTable(port: number, table: string): Promise<void> {
  Object.assign(process.env, apiEnvironment({ dynamodb: port, ses: 0 }), quietTooling, {
    STACK_QUIET: "1",
    // 409s are logged as warnings: keep races quiet, errors still print.
    LOG_LEVEL: "error",
    TABLE_NAME: table,
    // In-process benches measure the handlers: every request comes from one address, which the
    // per-IP limits would refuse after 20. The load test (infra/loadtest) runs with the real limits.
    RATE_LIMITS: unlimitedForTests(),
  });
  const clients = await startDynamo(port, null);
  try {
    await ensureTable(clients.dynamo, table);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Other work on the machine moves every figure: say how busy it was. */
export function machineLoad(): string {
  return `Load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores.`;
}

/** One line of a printed table: the first cell left-aligned, the others right-aligned, in `widths`. */
export function row(cells: (string | number)[], widths: number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[0] ?? 0) : String(cell).padStart(widths[i] ?? 0)))
    .join(" ");
}
