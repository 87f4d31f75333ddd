/**
 * POST /api/program/payout-file (admin): the monthly payout run (issue 29 item 6). The month's
 * commission per affiliate (the report's own figures, functions/affiliate-admin/report.ts) becomes
 * one bank payment file (core/payout-file.ts: FNB's CSV import), in one audited action: a record of
 * this admin's look is written for every affiliate whose details go into the file, all before the
 * file is answered (no record, no details), instead of one rate-limited reveal per affiliate.
 * Details that cannot be read for certain stay encrypted and are listed to pay by hand (the single
 * reveal, with its own limit). The run has its own allowance per admin ("payout-file-admin").
 */
import { bankAccountOf, type PayoutPayment, payoutFileCsv } from "../../core/payout-file";
import type { PayoutFileResponse } from "../../core/schemas/payout";
import { commissionForMonth } from "../affiliate-admin/report";
import type { AffiliateItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { batchWrite } from "../lib/batch-write";
import { now } from "../lib/clock";
import { httpHandler } from "../lib/http-handler";
import { enforceRateLimit } from "../lib/rate-limit";
import { decryptBankDetail } from "./bank-detail";
import { revealRecord } from "./reveal";

export const payoutFile = httpHandler(
  { route: "POST /api/program/payout-file" },
  async ({ body, user, log }): Promise<PayoutFileResponse> => {
    const nowMs = now();
    await enforceRateLimit("payout-file-admin", user.id, nowMs);
    const report = await commissionForMonth(body, nowMs);
    const owed = report.data.filter((row) => row.commission_cents > 0);
    const affiliates = new Map(
      (
        await batchGetAll<AffiliateItem>(
          owed.map((row) => keys.affiliate(row.referral_code)),
          true,
        )
      ).map((a) => [a.code, a]),
    );
    const payments: (PayoutPayment & { code: string })[] = [];
    const byHand: PayoutFileResponse["by_hand"] = [];
    for (const row of owed) {
      const name = `${row.name} ${row.surname}`.trim();
      const affiliate = affiliates.get(row.referral_code);
      const account =
        affiliate && bankAccountOf(decryptBankDetail(affiliate.bankDetailCipher, affiliate.code));
      if (account) {
        payments.push({
          ...account,
          code: row.referral_code,
          recipientName: name,
          amountCents: row.commission_cents,
        });
      } else {
        byHand.push({ referral_code: row.referral_code, name, commission_cents: row.commission_cents });
      }
    }
    const records = payments.map((p) => revealRecord(p.code, user, nowMs, body.month));
    await batchWrite(records.map((Item) => ({ PutRequest: { Item } })));
    log.info("payout file made", {
      month: body.month,
      adminId: user.id,
      paid: payments.length,
      byHand: byHand.length,
    });
    return {
      month: body.month,
      filename: `vula-affiliate-payout-${body.month}.csv`,
      csv: payoutFileCsv(payments, body.month),
      total_cents: payments.reduce((sum, p) => sum + p.amountCents, 0),
      paid: payments.map((p) => ({
        referral_code: p.code,
        name: p.recipientName,
        commission_cents: p.amountCents,
      })),
      by_hand: byHand,
      revealed_at: new Date(nowMs).toISOString(),
    };
  },
);
