/**
 * The outbox's SMS channel (functions/outbox/outbox.ts deliver() hands SMS items here): opens the
 * sealed text and sends it through the provider. Retries, backoff, leases and erasure are the
 * outbox's, as for mail. Nothing here logs; a failure's message never holds the number or the text.
 */
import type { OutboxItem } from "../data/items";
import { env } from "../lib/env";
import { loadSecrets, secretValue } from "../lib/secrets";
import { openMessage } from "../outbox/sealed-mail";
import { bulkSmsRequest, type OutgoingSms, postSms, SmsSendError } from "./bulksms";

/** Sends a queued text and answers the provider's message id; throws (the outbox retries) otherwise. */
export async function sendQueuedSms(item: OutboxItem): Promise<string> {
  const config = env().sms;
  // Turned off after it was queued: it waits (and is given up a week after its due time).
  if (!config) throw new SmsSendError("SMS is not configured (SMS_API_URL, SMS_TOKEN_ID)");
  if (!item.sealedMail) throw new SmsSendError("a pending text message without its body");
  // Only the outbox reads the token's secret, and only when it has a text to send.
  await loadSecrets(["smsTokenSecret"]);
  const tokenSecret = secretValue("smsTokenSecret");
  if (!tokenSecret) throw new SmsSendError("SMS_TOKEN_SECRET is not configured");
  const sms = openMessage<OutgoingSms>(item.sealedMail, item.id);
  return postSms(bulkSmsRequest(sms, config, tokenSecret, item.id));
}
