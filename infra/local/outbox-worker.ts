/**
 * Local stand-in for the outbox triggers: every second, deliver what is due (and run the sweeps
 * the one-minute schedule runs in AWS: review re-indexing, lapsed next-available times). Started by the local
 * stack (infra/local/stack.ts startOutboxWorker) with the API's environment.
 */

import { sweepBilling } from "../../functions/billing/sweep";
import { createLogger } from "../../functions/lib/logger";
import { redactedErrorText } from "../../functions/lib/redact";
import { deliverDue } from "../../functions/outbox/outbox";
import { sweepReindex } from "../../functions/reviews/reindex";
import { sweepNextAvailable } from "../../functions/search/next-available-sweep";

const sweepLog = createLogger({ component: "reindex-sweep" });

const INTERVAL_MS = 1000;
let stopped = false;

async function loop(): Promise<void> {
  while (!stopped) {
    try {
      await sweepReindex(Date.now(), sweepLog);
      await sweepNextAvailable(Date.now(), sweepLog);
      await sweepBilling(Date.now(), sweepLog);
      const counts = await deliverDue(Date.now());
      if (counts.sent + counts.failed > 0) console.log(`sent ${counts.sent}, failed ${counts.failed}`);
    } catch (error) {
      // DynamoDB Local restarting or similar: say so and keep polling.
      console.error(`outbox poll failed: ${redactedErrorText(error)}`);
    }
    await new Promise((done) => setTimeout(done, INTERVAL_MS));
  }
}

process.on("SIGTERM", () => {
  stopped = true;
});
process.on("SIGINT", () => {
  stopped = true;
});
void loop();
