import { monthOf } from "../../core/commission";
import { recordMonthStart } from "../affiliate-admin/month-record";
import { now } from "../lib/clock";

/**
 * Function "affiliate-month-record", on a schedule (serverless.yml, 00:05 SAST on the 1st): records
 * every referred listing's plan and status for the month that has just begun, which that month's
 * commission report reads (functions/affiliate-admin/month-record.ts).
 */
export async function handler(): Promise<void> {
  const nowMs = now();
  await recordMonthStart(monthOf(nowMs), nowMs);
}
