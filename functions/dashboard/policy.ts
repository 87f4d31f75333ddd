import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { type CutoffSettings, cutoffsFor, policySentence } from "../../core/cutoffs";
import { NotFoundError } from "../../core/errors";
import type { CutoffPolicyResponse } from "../../core/schemas/cutoff-policy";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { ownPractitionerId } from "../lib/authorise";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { NOT_LINKED } from "./bookings";

export const NO_LISTING = "We could not find your practitioner listing.";

function answer(settings: CutoffSettings): CutoffPolicyResponse {
  const { cancelHours, rescheduleHours } = cutoffsFor(settings, 0);
  return {
    cancel_cutoff_hours: cancelHours,
    reschedule_cutoff_hours: rescheduleHours,
    policy: policySentence(settings),
  };
}

/** GET /api/dashboard/policy: the caller's cut-offs (the default where never set). */
export const getPolicy = httpHandler({ route: "GET /api/dashboard/policy" }, async ({ user }) => {
  const practitionerId = ownPractitionerId(user, NOT_LINKED);
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practitioner(practitionerId), ConsistentRead: true }),
  );
  if (!found.Item) throw new NotFoundError(NO_LISTING);
  return answer(found.Item as PractitionerItem);
});

/**
 * POST /api/dashboard/policy {cancel_cutoff_hours, reschedule_cutoff_hours}: the caller's own
 * cut-offs. They apply at once to every upcoming booking (the manage page reads them live), and
 * the public profile states them, so its cached copies are dropped.
 */
export const setPolicy = httpHandler({ route: "POST /api/dashboard/policy" }, async ({ body, user, log }) => {
  const practitionerId = ownPractitionerId(user, NOT_LINKED);
  const settings: CutoffSettings = {
    cancelCutoffHours: body.cancel_cutoff_hours,
    rescheduleCutoffHours: body.reschedule_cutoff_hours,
  };
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.practitioner(practitionerId),
        UpdateExpression: "SET cancelCutoffHours = :cancel, rescheduleCutoffHours = :reschedule",
        // Never create a bare item for an account whose listing is gone.
        ConditionExpression: "attribute_exists(PK)",
        ExpressionAttributeValues: {
          ":cancel": settings.cancelCutoffHours,
          ":reschedule": settings.rescheduleCutoffHours,
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name === "ConditionalCheckFailedException") throw new NotFoundError(NO_LISTING);
    throw error;
  }
  log.info("cancellation policy saved", { practitionerId, ...settings });
  await publicPageChanged([practitionerId]);
  return answer(settings);
});
