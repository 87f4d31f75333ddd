import type { DynamoDBStreamEvent, ScheduledEvent } from "aws-lambda";
import { sweepBilling } from "../billing/sweep";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { createLogger, errorDetail } from "../lib/logger";
import { flushMetrics } from "../lib/metrics";
import { loadSecrets } from "../lib/secrets";
import { sweepReindex } from "../reviews/reindex";
import { sweepNextAvailable } from "../search/next-available-sweep";
import { deliverByIds, deliverDue } from "./outbox";

const log = createLogger({ component: "reindex-sweep" });

const OUTBOX_PREFIX = keys.outbox("").PK;

/**
 * The outbox sender in AWS. The table's stream delivers new outbox items within a second of the
 * write that queued them; a one-minute schedule retries whatever is still due (SES was down, a
 * stream batch failed). Both paths claim an item before sending, so no mail goes out twice.
 */
export async function handler(event: DynamoDBStreamEvent | ScheduledEvent) {
  try {
    return await run(event);
  } finally {
    // Mails sent, failed and suppressed, and the oldest due mail's age (functions/lib/metrics.ts).
    flushMetrics();
  }
}

async function run(event: DynamoDBStreamEvent | ScheduledEvent) {
  // Queued mail is sealed with a key derived from the signing secret (sealed-mail.ts).
  await loadSecrets(["signingSecret"]);
  if ("Records" in event) {
    const ids = event.Records.filter((record) => record.eventName === "INSERT")
      .map((record) => record.dynamodb?.Keys?.PK?.S ?? "")
      .filter((pk) => pk.startsWith(OUTBOX_PREFIX))
      .map((pk) => pk.slice(OUTBOX_PREFIX.length));
    return deliverByIds(ids, now());
  }
  // The one-minute schedule also finishes search re-indexing a review publication left behind.
  await sweepReindex(now(), log);
  // ... and moves on the "next available" times the clock has overtaken (issue 26); never at the
  // cost of the mail below.
  await sweepNextAvailable(now(), log).catch((error: unknown) =>
    log.error("next available sweep failed; the next minute tries again", errorDetail(error)),
  );
  // ... and takes out (or back) listings whose billing grace or paid period has just ended (issue 29).
  await sweepBilling(now(), log).catch((error: unknown) =>
    log.error("billing sweep failed; the next minute tries again", errorDetail(error)),
  );
  return deliverDue(now(), 100);
}
