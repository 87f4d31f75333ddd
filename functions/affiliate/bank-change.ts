import { type AffiliateConfirmResponse, BANK_CHANGE_SENT } from "../../core/schemas/affiliate";
import { httpHandler } from "../lib/http-handler";
import { affiliateConfirmBankChange } from "./mails";
import { BANK_CHANGE_LINK_MS, newPending, storePending } from "./pending";
import { affiliateFormAddress, affiliateFormLimits } from "./signup";

const ANSWER: AffiliateConfirmResponse = { success: BANK_CHANGE_SENT };

/**
 * POST /api/program/bank-change {email, bank_detail} (public, CSRF, the sign-up's address limit, its own email limit). Changes
 * nothing by itself: for an address that is an affiliate it stores the new details as a pending
 * change (encrypted, 1-hour TTL) and mails that address a single-use link to confirm them; the
 * affiliate's address is then told that they changed (functions/affiliate/confirm.ts). Any other
 * address gets the same answer and no mail, so the form neither tells who is an affiliate nor
 * mails strangers.
 */
export const requestBankChange = httpHandler(
  {
    route: "POST /api/program/bank-change",
    limits: affiliateFormLimits("affiliate-bank-email"),
  },
  async ({ body, log }): Promise<AffiliateConfirmResponse> => {
    const address = await affiliateFormAddress(body, log);
    if (!address) return ANSWER;
    const { email, hold, nowMs } = address;
    // The same work whether or not the address is an affiliate's (an encryption, a mail rendered, a
    // transaction that the affiliate check refuses for strangers), so timing does not tell either.
    const pending = newPending(
      { purpose: "bank-change", code: hold?.code ?? "-" },
      email,
      body.bank_detail,
      nowMs,
    );
    const mail = affiliateConfirmBankChange({
      to: email,
      link: pending.link,
      minutes: BANK_CHANGE_LINK_MS / 60_000,
    });
    if (await storePending(pending, mail, "affiliate-confirm-bank-change", nowMs, hold?.code ?? "-"))
      log.info("affiliate bank change waiting for confirmation", { code: hold?.code });
    else log.info("bank change asked for an address that is no affiliate");
    return ANSWER;
  },
);
