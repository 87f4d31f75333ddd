import type { Context } from "aws-lambda";
import { now } from "../lib/clock";
import { createLogger } from "../lib/logger";
import { reindexAll, reindexPractitioner } from "./reindex";
import { purgeExpiredBookings } from "./retention-purge";

/** Stop a minute before Lambda's timeout: the place is stored, the next run continues. */
const MARGIN_MS = 60_000;
const log = createLogger({ component: "housekeeping" });

/**
 * Function "retention-purge", daily (serverless.yml): bookings of deleted practitioners and erased
 * patients whose appointment is more than 24 months ago (retention-purge.ts).
 */
export async function retentionPurge(_event: unknown, context: Context) {
  const run = await purgeExpiredBookings(now(), {
    keepGoing: () => context.getRemainingTimeInMillis() > MARGIN_MS,
  });
  log.info("retention purge", { ...run });
  return run;
}

/**
 * Function "reindex", on demand (docs/operations.md): `{"practitionerId": "..."}` for one,
 * `{}` for every active practitioner (continues a stopped run; `"restart": true` from the top).
 * `osls invoke -f reindex -s STAGE --data '{}'` again until it answers `finished: true`.
 */
export async function reindex(event: { practitionerId?: unknown; restart?: unknown }, context: Context) {
  if (typeof event?.practitionerId === "string") {
    const outcome = await reindexPractitioner(event.practitionerId, { recount: true });
    log.info("re-indexed one practitioner", { practitionerId: event.practitionerId, outcome });
    return { outcome };
  }
  const run = await reindexAll({
    restart: event?.restart === true,
    keepGoing: () => context.getRemainingTimeInMillis() > MARGIN_MS,
  });
  log.info("re-index", { ...run });
  return run;
}
