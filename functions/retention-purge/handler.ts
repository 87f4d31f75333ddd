import type { Context } from "aws-lambda";
import { purgeExpiredBookings } from "../housekeeping/retention-purge";
import { keepGoingUntilTimeout, log } from "../housekeeping/run-window";
import { now } from "../lib/clock";

/**
 * Function "retention-purge", daily (serverless.yml): bookings of deleted practitioners and erased
 * patients whose appointment is more than 24 months ago (functions/housekeeping/retention-purge.ts).
 */
export async function handler(_event: unknown, context: Context) {
  const run = await purgeExpiredBookings(now(), { keepGoing: keepGoingUntilTimeout(context) });
  log.info("retention purge", { ...run });
  return run;
}
