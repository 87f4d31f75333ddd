import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError, ConflictError } from "../../core/errors";
import {
  DEACTIVATION_REASON_NEEDED,
  type PractitionerStatusResponse,
} from "../../core/schemas/practitioner-admin";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { directoryWrites } from "../directory/entries";
import { practitionerListing } from "../directory/practitioners";
import { now } from "../lib/clock";
import { db } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { failedAt, updateItem } from "../lib/transactions";
import { mapListing, mapWrites } from "../locations/map-items";
import { readPractitioner } from "./practitioner-item";
import { finishStatusJob } from "./status-job";

export { OPERATION_SUCCESSFUL };

const CHANGED_MEANWHILE = "This practitioner's status changed a moment ago. Please reload the page.";
export const BEING_DELETED = "This practitioner is being deleted. Please use Delete again to finish.";

/**
 * POST /api/practitioner/is_active/{id} (admin): toggles the status. The stored status is the
 * switch (profile, calendar and booking read it, so they change at once; the admin list moves it to
 * the other GSI1 partition in the same write, which also records the job that follows:
 * status-job.ts); then, on deactivation, every upcoming booking is cancelled with a mail to its
 * patient, and the search index follows (visibility.ts). If that job did not finish, the next toggle
 * finishes it and does not flip the status back. Two admins toggling at once: one wins, the other
 * gets 409. A practitioner being deleted cannot be toggled (409). Deactivating needs a reason
 * (issue 25: 400 without), kept on the listing with who and when; reactivating removes it.
 */
export const toggleActive = httpHandler(
  { route: "POST /api/practitioner/is_active/{id}" },
  async ({ path, body, user, log }): Promise<PractitionerStatusResponse> => {
    const before = await readPractitioner(path.id);
    if (before.deletionStartedAt) throw new ConflictError(BEING_DELETED);
    const nowMs = now();
    if (before.statusJob) {
      // The last change did not finish: finish it, never flip back.
      const cancelled = await finishStatusJob(before, nowMs, log);
      log.info("practitioner status change finished", {
        practitionerId: before.id,
        cancelledBookings: cancelled,
      });
      return answer(before.isActive, cancelled);
    }
    const isActive = !before.isActive;
    const reason = body.reason ?? "";
    if (!isActive && !reason)
      throw new BadRequestError(DEACTIVATION_REASON_NEEDED, { reason: "is required" });
    const job = isActive ? "reactivate" : "deactivate";
    const status = keys.practitionerByStatus(isActive, before.name.toLowerCase(), before.id);
    const at = new Date(nowMs).toISOString();
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            updateItem({
              Key: keys.practitioner(before.id),
              UpdateExpression: `SET isActive = :to, GSI1PK = :gpk, GSI1SK = :gsk, statusChangedAt = :at, statusChangedBy = :by, statusJob = :job${isActive ? " REMOVE statusReason" : ", statusReason = :reason"}`,
              ConditionExpression:
                "isActive = :was AND attribute_not_exists(statusJob) AND attribute_not_exists(deletionStartedAt)",
              ExpressionAttributeValues: {
                ":to": isActive,
                ":was": before.isActive,
                ":gpk": status.GSI1PK,
                ":gsk": status.GSI1SK,
                ":at": at,
                ":by": user.email,
                ":job": job,
                ...(isActive ? {} : { ":reason": reason }),
              },
            }),
            // The admin directory moves the practitioner to the other status in the same write.
            ...directoryWrites(practitionerListing(before), practitionerListing({ ...before, isActive })),
            // So does the admin map: off it when deactivated, back in its cell when reactivated.
            ...mapWrites(mapListing(before), mapListing({ ...before, isActive })),
          ],
        }),
      );
    } catch (error) {
      if (failedAt(error)(0)) throw new ConflictError(CHANGED_MEANWHILE);
      throw error;
    }
    const after: PractitionerItem = { ...before, isActive, ...status, statusJob: job };
    const cancelled = await finishStatusJob(after, nowMs, log);
    log.info(isActive ? "practitioner reactivated" : "practitioner deactivated", {
      practitionerId: before.id,
      cancelledBookings: cancelled,
    });
    return answer(isActive, cancelled);
  },
);

function answer(isActive: boolean, cancelled: number): PractitionerStatusResponse {
  return { success: OPERATION_SUCCESSFUL, is_active: isActive ? 1 : 0, cancelled_bookings: cancelled };
}
