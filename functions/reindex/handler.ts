import type { Context } from "aws-lambda";
import { reindexAll, reindexPractitioner } from "../housekeeping/reindex";
import { keepGoingUntilTimeout, log } from "../housekeeping/run-window";

/**
 * Function "reindex", on demand (docs/operations.md): `{"practitionerId": "..."}` for one,
 * `{}` for every active practitioner (continues a stopped run; `"restart": true` from the top).
 * `osls invoke -f reindex -s STAGE --data '{}'` again until it answers `finished: true`.
 */
export async function handler(event: { practitionerId?: unknown; restart?: unknown }, context: Context) {
  if (typeof event?.practitionerId === "string") {
    const outcome = await reindexPractitioner(event.practitionerId, { recount: true });
    log.info("re-indexed one practitioner", { practitionerId: event.practitionerId, outcome });
    return { outcome };
  }
  const run = await reindexAll({
    restart: event?.restart === true,
    keepGoing: keepGoingUntilTimeout(context),
  });
  log.info("re-index", { ...run });
  return run;
}
