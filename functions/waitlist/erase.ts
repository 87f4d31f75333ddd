import { keys } from "../data/keys";
import { batchDelete } from "../lib/batch-write";
import { forgetMails } from "../patients/forget-mails";
import { emailHash, entryAt, pointersOf } from "./entries";

/**
 * A patient's erasure (functions/patients/erase-by-email.ts EMAIL_ERASERS): every waitlist entry of
 * the email, expired ones too, with the mails about them, then the pointers that found them (last,
 * so a retry still finds what is left), and the email's roster (roster.ts). Answers how many
 * entries there were.
 */
export async function eraseWaitlistEntries(email: string): Promise<number> {
  const pointers = await pointersOf(email);
  for (const pointer of pointers) {
    const key = { PK: keys.waitlistPartition(pointer.practitionerId), SK: pointer.entrySK };
    const entry = await entryAt(key);
    if (entry) await forgetMails(entry.mailIds, email);
    await batchDelete([key]);
    await batchDelete([{ PK: pointer.PK, SK: pointer.SK }]);
  }
  await batchDelete([keys.waitlistRoster(emailHash(email))]);
  return pointers.length;
}
