import type { OutboxItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { forgetMail } from "../outbox/outbox";

/**
 * The outbox mails `ids` (listed on what they are about: a booking, a contact message) forgotten for
 * an erased `email`: deleted, or sent first when they must still reach someone else (forgetMail).
 * Returns how many there were.
 */
export async function forgetMails(ids: readonly string[] | undefined, email: string): Promise<number> {
  const mails = await batchGetAll<OutboxItem>(
    (ids ?? []).map((id) => keys.outbox(id)),
    true,
  );
  for (const mail of mails) await forgetMail(mail, email);
  return mails.length;
}
