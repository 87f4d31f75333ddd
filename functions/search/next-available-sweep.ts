/**
 * The passage of time (issue 26 item 5): a stored next open time stops being open when it enters
 * the booking notice, and a day's turn moves the horizon. Each refresh records that moment in the
 * `NEXTDUE` partition (`{recheckAt}#{id}`); this sweep, run every minute beside the outbox
 * (functions/outbox/handler.ts; locally infra/local/outbox-worker.ts), refreshes the practitioners
 * whose moment has come. It reads only those: one Query on the due list's past, never the directory.
 */
import type { NextAvailableDueItem } from "../data/items";
import { keys } from "../data/keys";
import { tableName } from "../lib/db";
import type { Logger } from "../lib/logger";
import { errorDetail } from "../lib/logger";
import { queryAll } from "../lib/query-all";
import { refreshNextAvailable } from "./next-available";

/** Per run, so one minute's work stays well inside the function's timeout; the rest waits a minute. */
export const SWEEP_LIMIT = 200;
/** Refreshes side by side: each is a few reads and at most one small transaction. */
const PARALLEL = 8;

/** Refreshes the practitioners whose stored time has lapsed by `nowMs`; how many were refreshed. */
export async function sweepNextAvailable(nowMs: number, log: Logger, limit = SWEEP_LIMIT): Promise<number> {
  const due = await queryAll<NextAvailableDueItem>(
    {
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND SK <= :now",
      ExpressionAttributeValues: {
        ":pk": keys.nextAvailableDuePartition,
        // "~" sorts after every "#{id}" that follows the instant.
        ":now": `${new Date(nowMs).toISOString()}~`,
      },
    },
    limit,
  );
  const ids = [...new Set(due.map((item) => item.practitionerId))];
  for (let start = 0; start < ids.length; start += PARALLEL) {
    await Promise.all(
      ids.slice(start, start + PARALLEL).map(async (id) => {
        try {
          await refreshNextAvailable(id);
        } catch (error) {
          log.error("next available sweep: refresh failed", { practitionerId: id, ...errorDetail(error) });
        }
      }),
    );
  }
  return ids.length;
}
