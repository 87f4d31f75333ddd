import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../core/errors";
import type { DeletedPractitionerItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { revokeAllSessions } from "../lib/auth-tokens";
import { batchDelete } from "../lib/batch-write";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { errorDetail, type Logger } from "../lib/logger";
import { queryAll } from "../lib/query-all";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { photoStore } from "../registration/photo-store";
import { readPractitioner } from "./practitioner-item";
import { OPERATION_SUCCESSFUL } from "./status";

export const STILL_ACTIVE = "Deactivate this practitioner before deleting them.";

/** Items of the practitioner's partition that go with the listing (bookings stay: retention). */
const PARTITION_PREFIXES = ["REVIEW#", "AVAIL#", "SLOTS#", "OOO#", "LOCK#"];

/** The listing's own items: reviews, availability, date slots, out-of-office periods, slot locks. */
async function partitionKeys(id: string): Promise<{ PK: string; SK: string }[]> {
  const lists = await Promise.all(
    PARTITION_PREFIXES.map((prefix) =>
      queryAll<{ PK: string; SK: string }>({
        TableName: tableName(),
        KeyConditionExpression: "PK = :pk AND begins_with(SK, :prefix)",
        ExpressionAttributeValues: { ":pk": keys.practitioner(id).PK, ":prefix": prefix },
        ProjectionExpression: "PK, SK",
      }),
    ),
  );
  return lists.flat();
}

/** The approved application that listed them (the approved partition, filtered on the number). */
function applicationKeys(id: string): Promise<{ PK: string; SK: string }[]> {
  return queryAll<{ PK: string; SK: string }>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    FilterExpression: "practitionerId = :id",
    ExpressionAttributeValues: { ":pk": keys.registrationRequestStatePartition("approved"), ":id": id },
    ProjectionExpression: "PK, SK",
  });
}

/** After the listing is gone: the rest of what the privacy policy says we delete. Logged, not thrown. */
async function cleanUp(practitioner: PractitionerItem, log: Logger): Promise<void> {
  const email = practitioner.email.trim().toLowerCase();
  const steps: [string, () => Promise<unknown>][] = [
    ["listing items", async () => batchDelete(await partitionKeys(practitioner.id))],
    ["application", async () => batchDelete(await applicationKeys(practitioner.id))],
    ["sessions", () => revokeAllSessions(email)],
    ["photo", () => (practitioner.image ? photoStore.unpublish(practitioner.image) : Promise.resolve())],
  ];
  for (const [what, step] of steps) {
    try {
      await step();
    } catch (error) {
      log.error("practitioner delete: clean-up step failed", {
        practitionerId: practitioner.id,
        step: what,
        ...errorDetail(error),
      });
    }
  }
}

/**
 * GET /api/practitioner/delete/{id} (admin, after a browser confirmation): only a deactivated
 * practitioner (else 409; deactivation already took them off search and cancelled their upcoming
 * bookings). One transaction replaces the profile with a tombstone (id, name and profession, so
 * booking history stays readable; plan and deactivation time for the affiliate commission; the
 * number is never reused) and deletes the account and the email
 * hold; then the listing's other items, the application, sessions and photo go. Bookings are kept
 * for the retention period of the privacy policy (docs/decisions.md, "Practitioners (admin)").
 */
export const deletePractitioner = httpHandler(
  { route: "GET /api/practitioner/delete/{id}" },
  async ({ path, user, log }) => {
    const practitioner = await readPractitioner(path.id);
    if (practitioner.isActive) throw new ConflictError(STILL_ACTIVE);
    const email = practitioner.email.trim().toLowerCase();
    const tombstone: DeletedPractitionerItem = {
      ...keys.practitioner(practitioner.id),
      entity: "deletedPractitioner",
      id: practitioner.id,
      name: practitioner.name,
      profession: practitioner.profession,
      // The affiliate commission counts a referral up to its deactivation month, at this package.
      plan: practitioner.plan,
      ...(practitioner.statusChangedAt ? { statusChangedAt: practitioner.statusChangedAt } : {}),
      deletedAt: new Date(now()).toISOString(),
      deletedBy: user.email,
    };
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: tombstone,
                ConditionExpression: "entity = :practitioner AND isActive = :inactive",
                ExpressionAttributeValues: { ":practitioner": "practitioner", ":inactive": false },
              },
            },
            {
              Delete: {
                TableName: tableName(),
                Key: keys.user(email),
                // Never an admin's account, should one share the address.
                ConditionExpression: "attribute_not_exists(PK) OR #role = :practitioner",
                ExpressionAttributeNames: { "#role": "role" },
                ExpressionAttributeValues: { ":practitioner": "practitioner" },
              },
            },
            { Delete: { TableName: tableName(), Key: keys.registrationEmail(email) } },
          ],
        }),
      );
    } catch (error) {
      if ((error as Error).name === "TransactionCanceledException")
        throw new ConflictError("This practitioner changed a moment ago. Please reload the page.");
      throw error;
    }
    await cleanUp(practitioner, log);
    // Deactivated already (its page 404s), but the sitemap and any cached page must not outlive it.
    await publicPageChanged([practitioner.id]);
    log.info("practitioner deleted", { practitionerId: practitioner.id });
    return { success: OPERATION_SUCCESSFUL };
  },
);
