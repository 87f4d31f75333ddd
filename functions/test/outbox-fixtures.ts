import type { OutboxItem } from "../data/items";
import { batchWrite } from "../lib/batch-write";
import { queueMail } from "../outbox/outbox";

/**
 * Queues `count` small mails to `to` through queueMail (so they land in the due list as real mail
 * does), due at `dueAtMs`; subjects are numbered from `first` so tests can count each one's sends.
 */
export async function queueMails(
  to: string,
  count: number,
  nowMs: number,
  options: { dueAtMs?: number; first?: number } = {},
): Promise<OutboxItem[]> {
  const first = options.first ?? 0;
  const items = Array.from({ length: count }, (_, i) => {
    const subject = `Queued mail ${first + i}`;
    const mail = { to: [to], subject, text: subject, html: `<p>${subject}</p>` };
    const entry = queueMail(
      mail,
      "contact-message",
      nowMs,
      options.dueAtMs ? { dueAtMs: options.dueAtMs } : {},
    );
    return entry.Put?.Item as OutboxItem;
  });
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
  return items;
}
