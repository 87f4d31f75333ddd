/**
 * What follows a practitioner's status change, as a job that a retry finishes (a "half-
 * finished admin action"). The status write also sets `statusJob`; then upcoming bookings are
 * cancelled (deactivation) and the search index and cached pages follow (visibility.ts); only then
 * is `statusJob` removed. Each step is idempotent: a booking already cancelled is not upcoming any
 * more, and the index moves each entry with its count in one conditional transaction. Should a step
 * fail, the admin is told the status changed but the job did not finish, and the next toggle of that
 * practitioner finishes this job instead of flipping the status back.
 */
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { DomainError } from "../../core/errors";
import { cancelUpcomingBookings } from "../booking/cancel-upcoming";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { errorDetail, type Logger } from "../lib/logger";
import { isConditionFailure } from "../lib/window-counter";
import { practitionerVisibilityChanged } from "./visibility";

/** 503: the change is stored, its follow-up is not finished; the same action finishes it. */
export class UnfinishedError extends DomainError {
  constructor(message: string) {
    super(503, message);
  }
}

export function unfinishedStatusChange(isActive: boolean): string {
  return isActive
    ? "This practitioner is active again, but the search listing could not be updated. Please try again: it finishes the job."
    : "This practitioner is deactivated, but cancelling their upcoming bookings or removing them from search did not finish. Please try again: it finishes the job.";
}

/**
 * Runs (or finishes) the job of `practitioner`'s stored status. Returns how many upcoming bookings
 * were cancelled; throws UnfinishedError when a step failed (the job stays for the next try).
 */
export async function finishStatusJob(
  practitioner: PractitionerItem,
  nowMs: number,
  log: Logger,
): Promise<number> {
  const job = practitioner.isActive ? "reactivate" : "deactivate";
  let cancelled: number;
  try {
    cancelled = practitioner.isActive ? 0 : await cancelUpcomingBookings(practitioner, "admin", nowMs, log);
    await practitionerVisibilityChanged(
      { ...practitioner, isActive: !practitioner.isActive },
      practitioner,
      log,
    );
  } catch (error) {
    log.error("practitioner status change: follow-up unfinished", {
      practitionerId: practitioner.id,
      job,
      ...errorDetail(error),
    });
    throw new UnfinishedError(unfinishedStatusChange(practitioner.isActive));
  }
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.practitioner(practitioner.id),
        UpdateExpression: "REMOVE statusJob",
        ConditionExpression: "statusJob = :job AND isActive = :is",
        ExpressionAttributeValues: { ":job": job, ":is": practitioner.isActive },
      }),
    );
  } catch (error) {
    // Another admin's retry finished it meanwhile: the job is done all the same.
    if (!isConditionFailure(error)) throw error;
  }
  return cancelled;
}
