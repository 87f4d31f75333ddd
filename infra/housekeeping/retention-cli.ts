/**
 * npm run retention-purge -- --stage STAGE
 *
 * Runs the daily retention purge (functions/housekeeping/retention-purge.ts) now, against a
 * stage's table: on the local stack to try it, in AWS when the scheduled run is to be repeated.
 */
import { parseArgs } from "node:util";
import { pointAtStage } from "./stage-env";

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { stage: { type: "string" } } });
  if (!values.stage) {
    console.log("Usage: npm run retention-purge -- --stage <local|dev|prod>");
    return 2;
  }
  const target = pointAtStage(values.stage);
  const { purgeExpiredBookings } = await import("../../functions/housekeeping/retention-purge");
  const run = await purgeExpiredBookings(Date.now());
  console.log(
    `Retention purge of ${target}: ${run.purged} bookings deleted, ${run.kept} past 24 months kept.`,
  );
  return 0;
}

process.exitCode = await main();
