/**
 * The monthly record of each referred listing (docs/decisions.md "Contact and affiliate programme"):
 * at the start of every month (SAST) one record per attribution approved before it, with the plan
 * the listing has and whether it is listed, `REFERRAL#{id}/MONTH#{month}` (GSI1 `REFMONTH#{month}`).
 * The approval writes its own month's record (functions/affiliate/attribution.ts). Records are never
 * rewritten, so a later plan change, deactivation or reactivation changes only the months after it,
 * and the report reads the month as it was. Idempotent: a second run (a retried schedule, or the
 * report for the current month when the schedule has not run) writes only what is missing.
 * Billing work later makes this payment-based: the record is where a payment would be noted.
 */
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { monthBounds } from "../../core/commission";
import type {
  DeletedPractitionerItem,
  PractitionerItem,
  ReferralItem,
  ReferralMonthItem,
  ReferralMonthMarkerItem,
} from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { db, tableName } from "../lib/db";
import { createLogger } from "../lib/logger";
import { queryAll } from "../lib/query-all";
import { newItem } from "../lib/transactions";
import { isConditionFailure } from "../lib/window-counter";

const log = createLogger({ component: "referral-month" });

/** Every attribution approved before `endMs` (one Query of the REFERRALS index partition, oldest first). */
export async function referralsBefore(endMs: number): Promise<ReferralItem[]> {
  return queryAll<ReferralItem>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk AND GSI1SK < :end",
    ExpressionAttributeValues: { ":pk": keys.referralsPartition, ":end": new Date(endMs).toISOString() },
  });
}

/** Puts `item` unless it is there already (false then). */
async function putNew(item: object): Promise<boolean> {
  try {
    await db().send(new PutCommand(newItem(item)));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Whether `month`'s start has been recorded (consistent: the run may be a moment old). */
export async function monthRecorded(month: string): Promise<boolean> {
  const items = await batchGetAll<ReferralMonthMarkerItem>([keys.referralMonthMarker(month)], true);
  return items.length > 0;
}

/**
 * Records `month`'s start for every attribution not voided, from the listings as they are now (call
 * it at the month's start); the marker goes last, so a run that fails part-way is finished by the next.
 * Returns the records of this run (none when the month was recorded already).
 */
export async function recordMonthStart(month: string, nowMs: number): Promise<ReferralMonthItem[]> {
  if (await monthRecorded(month)) return [];
  const referrals = (await referralsBefore(monthBounds(month).startMs)).filter((r) => !r.voidedAt);
  const listings = new Map(
    (
      await batchGetAll<PractitionerItem | DeletedPractitionerItem>(
        referrals.map((r) => keys.practitioner(r.practitionerId)),
        true,
      )
    ).map((p) => [p.id, p]),
  );
  const recordedAt = new Date(nowMs).toISOString();
  let written = 0;
  const records: ReferralMonthItem[] = [];
  // A few at a time: the table is on demand, and a month has as many records as referrals.
  for (let i = 0; i < referrals.length; i += 25) {
    const batch = referrals.slice(i, i + 25).map((r) => {
      const listing = listings.get(r.practitionerId);
      const record: ReferralMonthItem = {
        ...keys.referralMonth(r.practitionerId, month),
        ...keys.referralMonthByMonth(month, r.practitionerId),
        entity: "referralMonth",
        month,
        practitionerId: r.practitionerId,
        affiliateCode: r.affiliateCode,
        plan: listing?.plan ?? r.plan,
        listed: listing?.entity === "practitioner" && listing.isActive,
        recordedAt,
      };
      records.push(record);
      return putNew(record);
    });
    written += (await Promise.all(batch)).filter(Boolean).length;
  }
  const marker: ReferralMonthMarkerItem = {
    ...keys.referralMonthMarker(month),
    entity: "referralMonthMarker",
    month,
    recordedAt,
    count: referrals.length,
  };
  await putNew(marker);
  log.info("referral month recorded", { month, referrals: referrals.length, written });
  // Its caller may read them at once: the month's index (GSI1) may not show them yet.
  return records;
}
