import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../core/errors";
import type { PractitionerStatusResponse } from "../../core/schemas/practitioner-admin";
import { cancelUpcomingBookings } from "../booking/cancel-upcoming";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { readPractitioner } from "./practitioner-item";
import { practitionerVisibilityChanged } from "./visibility";

export const OPERATION_SUCCESSFUL = "Operation Successfull !";
const CHANGED_MEANWHILE = "This practitioner's status changed a moment ago. Please reload the page.";

/**
 * POST /api/practitioner/is_active/{id} (admin): toggles the status. The stored status is the
 * switch (profile, calendar and booking read it, so they change at once; the admin list moves it to
 * the other GSI1 partition in the same write); then, on deactivation, every upcoming booking is
 * cancelled with a mail to its patient, and the search index follows (visibility.ts). Two admins
 * toggling at once: one wins, the other gets 409.
 */
export const toggleActive = httpHandler(
  { route: "POST /api/practitioner/is_active/{id}" },
  async ({ path, user, log }): Promise<PractitionerStatusResponse> => {
    const before = await readPractitioner(path.id);
    const isActive = !before.isActive;
    const status = keys.practitionerByStatus(isActive, before.name.toLowerCase(), before.id);
    const nowMs = now();
    const at = new Date(nowMs).toISOString();
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.practitioner(before.id),
          UpdateExpression:
            "SET isActive = :to, GSI1PK = :gpk, GSI1SK = :gsk, statusChangedAt = :at, statusChangedBy = :by",
          ConditionExpression: "isActive = :was",
          ExpressionAttributeValues: {
            ":to": isActive,
            ":was": before.isActive,
            ":gpk": status.GSI1PK,
            ":gsk": status.GSI1SK,
            ":at": at,
            ":by": user.email,
          },
        }),
      );
    } catch (error) {
      if ((error as Error).name === "ConditionalCheckFailedException")
        throw new ConflictError(CHANGED_MEANWHILE);
      throw error;
    }
    const after: PractitionerItem = { ...before, isActive, ...status };
    const cancelled = isActive ? 0 : await cancelUpcomingBookings(after, "admin", nowMs, log);
    await practitionerVisibilityChanged(before, after, log);
    log.info(isActive ? "practitioner reactivated" : "practitioner deactivated", {
      practitionerId: before.id,
      cancelledBookings: cancelled,
    });
    return { success: OPERATION_SUCCESSFUL, is_active: isActive ? 1 : 0, cancelled_bookings: cancelled };
  },
);
