import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { NotFoundError } from "../../core/errors";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { isConditionFailure } from "../lib/window-counter";

export const NO_ATTRIBUTION = "This practitioner is not attributed to an affiliate.";
/** The spec's admin success toast. */
const DONE = OPERATION_SUCCESSFUL;

/**
 * POST /api/program/referral/void/{id} (admin): voids a practitioner's attribution, for a
 * self-referral found after approval. The referral is kept, marked with who voided it and when, and
 * earns for no month from then on: the report and the month records leave it out. Voiding again
 * changes nothing and answers the same (a retried click is not an error).
 */
export const voidReferral = httpHandler(
  { route: "POST /api/program/referral/void/{id}" },
  async ({ path, user, log }): Promise<{ success: string }> => {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.referral(path.id),
          UpdateExpression:
            "SET voidedAt = if_not_exists(voidedAt, :at), voidedBy = if_not_exists(voidedBy, :by)",
          ConditionExpression: "attribute_exists(PK)",
          ExpressionAttributeValues: { ":at": new Date(now()).toISOString(), ":by": user.email },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new NotFoundError(NO_ATTRIBUTION);
      throw error;
    }
    log.info("referral voided", { practitionerId: path.id, adminId: user.id });
    return { success: DONE };
  },
);
