/**
 * POST /api/program/bank-detail/{code} (admin): an affiliate's bank details in full, so finance can
 * pay the month's commission. The commission report shows only the masked hint; this is the one
 * place the details are decrypted, and every answer leaves a record first (who, whose, when) in the
 * affiliate's own partition, and a log line without the details. One admin account may look 30
 * times an hour ("bank-detail-admin"), so a stolen session cannot read every affiliate's at once.
 */
import { randomUUID } from "node:crypto";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import type { BankDetailResponse } from "../../core/schemas/affiliate";
import type { AffiliateItem, BankDetailRevealItem } from "../data/items";
import { keys } from "../data/keys";
import type { AuthUser } from "../lib/authorise";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { enforceRateLimit } from "../lib/rate-limit";
import { decryptBankDetail } from "./bank-detail";

export const AFFILIATE_NOT_FOUND = "This affiliate does not exist.";
/** Records of who saw bank details are kept five years (the tax records' period), then expire. */
const KEEP_REVEALS_SECONDS = 5 * 365 * 24 * 60 * 60;

/** The record of one admin's look at one affiliate's details (`payoutMonth`: through that month's bank file). */
export function revealRecord(
  code: string,
  user: AuthUser,
  nowMs: number,
  payoutMonth?: string,
): BankDetailRevealItem {
  const at = new Date(nowMs).toISOString();
  return {
    ...keys.bankDetailReveal(code, at, randomUUID()),
    entity: "bankDetailReveal",
    code,
    adminId: user.id,
    adminEmail: user.email,
    at,
    ...(payoutMonth ? { payoutMonth } : {}),
    expiresAt: Math.floor(nowMs / 1000) + KEEP_REVEALS_SECONDS,
  };
}

export const revealBankDetail = httpHandler(
  { route: "POST /api/program/bank-detail/{code}" },
  async ({ path, user, log }): Promise<BankDetailResponse> => {
    const nowMs = now();
    await enforceRateLimit("bank-detail-admin", user.id, nowMs);
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.affiliate(path.code), ConsistentRead: true }),
    );
    if (!Item) throw new NotFoundError(AFFILIATE_NOT_FOUND);
    const affiliate = Item as AffiliateItem;
    const plain = decryptBankDetail(affiliate.bankDetailCipher, affiliate.code);
    const record = revealRecord(affiliate.code, user, nowMs);
    const at = record.at;
    // No record, no details: the write comes before the answer.
    await db().send(new PutCommand({ TableName: tableName(), Item: record }));
    log.info("bank details revealed", { code: affiliate.code, adminId: user.id });
    return { bank_detail: plain, revealed_at: at };
  },
);
