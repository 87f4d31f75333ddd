import type { SNSEvent } from "aws-lambda";
import { now } from "../lib/clock";
import { createLogger } from "../lib/logger";
import { addMetric, flushMetrics } from "../lib/metrics";
import { loadSecrets } from "../lib/secrets";
import { suppressionsOf } from "./ses-event";
import { suppressAddress } from "./suppression-list";

const log = createLogger({ component: "mail-events" });

/**
 * SES's bounce and complaint events for every mail we send (the configuration set's SNS
 * destination, serverless.yml MailEventsTopic): hard bounces and complaints put the address on the
 * suppression list. Logs and metrics say how many and why, never the address. A message that is
 * not JSON is logged and skipped (SNS would retry it forever otherwise); a failed write throws, and
 * SNS retries the delivery.
 */
export async function handler(event: SNSEvent): Promise<void> {
  // The list's keys are keyed hashes of the addresses (functions/outbox/sealed-mail.ts recipientHash).
  await loadSecrets(["signingSecret"]);
  const at = new Date(now()).toISOString();
  try {
    for (const record of event.Records) {
      let message: unknown;
      try {
        message = JSON.parse(record.Sns.Message);
      } catch {
        log.warn("mail event is not JSON; skipped", { snsMessageId: record.Sns.MessageId });
        continue;
      }
      const suppressions = suppressionsOf(message);
      for (const { address, reason, detail } of suppressions) {
        await suppressAddress(address, reason, detail, at);
        addMetric("AddressesSuppressed", { Service: "mail-events" });
        log.info("address suppressed", { reason, detail });
      }
    }
  } finally {
    flushMetrics();
  }
}
