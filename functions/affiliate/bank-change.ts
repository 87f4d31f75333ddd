import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { type AffiliateConfirmResponse, BANK_CHANGE_SENT } from "../../core/schemas/affiliate";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queueMail } from "../outbox/outbox";
import { affiliateConfirmBankChange } from "./mails";
import { BANK_CHANGE_LINK_MS, newPending } from "./pending";
import { affiliateHoldOf } from "./signup";

const ANSWER: AffiliateConfirmResponse = { success: BANK_CHANGE_SENT };

/**
 * POST /api/program/bank-change {email, bank_detail} (public, CSRF, the sign-up's limits). Changes
 * nothing by itself: for an address that is an affiliate it stores the new details as a pending
 * change (encrypted, 1-hour TTL) and mails that address a single-use link to confirm them; the
 * affiliate's address is then told that they changed (functions/affiliate/confirm.ts). Any other
 * address gets the same answer and no mail, so the form neither tells who is an affiliate nor
 * mails strangers.
 */
export const requestBankChange = httpHandler(
  {
    route: "POST /api/program/bank-change",
    limits: {
      ip: "affiliate-ip",
      email: { name: "affiliate-email", of: (form) => form.email.toLowerCase() },
    },
  },
  async ({ body, log }): Promise<AffiliateConfirmResponse> => {
    if (body.website) {
      log.info("affiliate honeypot filled");
      return ANSWER;
    }
    const nowMs = now();
    const hold = await affiliateHoldOf(body.email.toLowerCase());
    if (!hold) {
      log.info("bank change asked for an address that is no affiliate");
      return ANSWER;
    }
    const pending = newPending(
      { purpose: "bank-change", code: hold.code },
      hold.email,
      body.bank_detail,
      nowMs,
    );
    const mail = affiliateConfirmBankChange({
      to: hold.email,
      link: pending.link,
      minutes: BANK_CHANGE_LINK_MS / 60_000,
    });
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: pending.item,
              ConditionExpression: "attribute_not_exists(PK)",
            },
          },
          queueMail(mail, "affiliate-confirm-bank-change", nowMs),
        ],
      }),
    );
    log.info("affiliate bank change waiting for confirmation", { code: hold.code });
    return ANSWER;
  },
);
