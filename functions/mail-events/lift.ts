import { NotFoundError } from "../../core/errors";
import type { SuppressionLiftItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import type { RouteAnswer } from "../lib/http-handler";
import { httpHandler } from "../lib/http-handler";
import { deleteExisting, putNew } from "../lib/transactions";
import { recipientHash } from "../outbox/sealed-mail";
import { suppressionRow } from "./admin-list";
import { suppressionOf } from "./suppression-list";

export const NOT_SUPPRESSED =
  "That address is not on the suppression list: mail to it is sent as usual. Check the spelling, or look it up.";

/**
 * POST /api/admin/mail-suppressions/lift (admin, issue 30): takes an address off the suppression
 * list (the person fixed their mailbox, or the complaint was a mistake), so the outbox sends to it
 * again from its next mail. The entry's delete and the audit record (what it said, who lifted it,
 * when) are one transaction; an address not on the list answers 404 and writes nothing.
 */
export const liftMailSuppression = httpHandler(
  { route: "POST /api/admin/mail-suppressions/lift" },
  async ({ body, user, log }): Promise<RouteAnswer<"POST /api/admin/mail-suppressions/lift">> => {
    const found = await suppressionOf(body.email);
    if (!found) throw new NotFoundError(NOT_SUPPRESSED);
    const hash = recipientHash(body.email);
    const at = new Date(now()).toISOString();
    const lift: SuppressionLiftItem = {
      ...keys.suppressionLift(hash, at),
      entity: "suppressionLift",
      reason: found.reason,
      detail: found.detail,
      suppressedAt: found.at,
      ...(found.masked && { masked: found.masked }),
      by: user.email,
      at,
    };
    // Deleted by another admin (or an erasure) since the read: 404 as if it had not been there.
    await deleteExisting(keys.suppressedAddress(hash), NOT_SUPPRESSED, [putNew(lift)]);
    log.info("mail suppression lifted", { reason: found.reason, detail: found.detail });
    return { success: "Mail to this address is sent again.", data: suppressionRow(found, body.email) };
  },
);
