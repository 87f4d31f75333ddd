import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { ConflictError } from "../../core/errors";
import type { DeletedPractitionerItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { directoryWrites } from "../directory/entries";
import { practitionerListing } from "../directory/practitioners";
import { revokeAllSessions } from "../lib/auth-tokens";
import { batchDelete } from "../lib/batch-write";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { errorDetail, type Logger } from "../lib/logger";
import { queryAll } from "../lib/query-all";
import { failedAt, putWith, updateItem } from "../lib/transactions";
import { isConditionFailure } from "../lib/window-counter";
import { mapListing, mapWrites } from "../locations/map-items";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { photoStore } from "../registration/photo-store";
import { readPractitioner } from "./practitioner-item";
import { OPERATION_SUCCESSFUL } from "./status";
import { finishStatusJob, UnfinishedError } from "./status-job";

export const STILL_ACTIVE = "Deactivate this practitioner before deleting them.";
const CHANGED_A_MOMENT_AGO = "This practitioner changed a moment ago. Please reload the page.";

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

export function unfinishedDelete(name: string): string {
  return `${name} was not fully deleted: some of their data could not be removed. Please use Delete again to finish.`;
}

/**
 * The rest of what the privacy policy says we delete, each step idempotent. Every step is tried;
 * should any fail, the error says so (503) and the listing stays, marked, for Delete again.
 */
async function cleanUp(practitioner: PractitionerItem, log: Logger): Promise<void> {
  const email = practitioner.email.trim().toLowerCase();
  const steps: [string, () => Promise<unknown>][] = [
    ["listing items", async () => batchDelete(await partitionKeys(practitioner.id))],
    ["application", async () => batchDelete(await applicationKeys(practitioner.id))],
    ["sessions", () => revokeAllSessions(email)],
    ["photo", () => (practitioner.image ? photoStore.unpublish(practitioner.image) : Promise.resolve())],
    // Deactivated already (its page 404s), but the sitemap and any cached page must not outlive it.
    ["cached pages", () => publicPageChanged([practitioner.id])],
  ];
  const failed: string[] = [];
  for (const [what, step] of steps) {
    try {
      await step();
    } catch (error) {
      failed.push(what);
      log.error("practitioner delete: clean-up step failed", {
        practitionerId: practitioner.id,
        step: what,
        ...errorDetail(error),
      });
    }
  }
  if (failed.length > 0) throw new UnfinishedError(unfinishedDelete(practitioner.name));
}

/** Step 1: the delete is recorded on the listing, and the account and its email hold go. */
async function startDeletion(practitioner: PractitionerItem, adminEmail: string, at: string): Promise<void> {
  const email = practitioner.email.trim().toLowerCase();
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          updateItem({
            Key: keys.practitioner(practitioner.id),
            UpdateExpression:
              "SET deletionStartedAt = if_not_exists(deletionStartedAt, :at), deletionStartedBy = if_not_exists(deletionStartedBy, :by)",
            ConditionExpression:
              "entity = :practitioner AND isActive = :inactive AND attribute_not_exists(statusJob)",
            ExpressionAttributeValues: {
              ":practitioner": "practitioner",
              ":inactive": false,
              ":at": at,
              ":by": adminEmail,
            },
          }),
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
      throw new ConflictError(CHANGED_A_MOMENT_AGO);
    throw error;
  }
}

/** The last step: the profile becomes its tombstone (only once everything else is gone). */
async function writeTombstone(practitioner: PractitionerItem, adminEmail: string, at: string): Promise<void> {
  const tombstone: DeletedPractitionerItem = {
    ...keys.practitioner(practitioner.id),
    entity: "deletedPractitioner",
    id: practitioner.id,
    name: practitioner.name,
    profession: practitioner.profession,
    // The affiliate commission counts a referral up to its deactivation month, at this package.
    plan: practitioner.plan,
    ...(practitioner.statusChangedAt ? { statusChangedAt: practitioner.statusChangedAt } : {}),
    deletedAt: practitioner.deletionStartedAt ?? at,
    deletedBy: adminEmail,
  };
  try {
    await putWith(
      {
        TableName: tableName(),
        Item: tombstone,
        ConditionExpression:
          "entity = :practitioner AND isActive = :inactive AND attribute_exists(deletionStartedAt)",
        ExpressionAttributeValues: { ":practitioner": "practitioner", ":inactive": false },
      },
      // The tombstone leaves the admin directory in the same write.
      // (Deactivated first, so already off the admin map: mapWrites is empty unless an old record says otherwise.)
      [
        ...directoryWrites(practitionerListing(practitioner), undefined),
        ...mapWrites(mapListing(practitioner), undefined),
      ],
    );
  } catch (error) {
    if (
      isConditionFailure(error) ||
      ((error as Error).name === "TransactionCanceledException" && failedAt(error)(0))
    )
      throw new ConflictError(CHANGED_A_MOMENT_AGO);
    throw error;
  }
}

/**
 * GET /api/practitioner/delete/{id} (admin, after a browser confirmation): only a deactivated
 * practitioner (else 409; deactivation already took them off search and cancelled their upcoming
 * bookings; an unfinished deactivation is finished first). Resumable, in this order: (1) one
 * transaction marks the listing `deletionStartedAt` and deletes the account and the email hold;
 * (2) the listing's other items, the application, sessions, photo and cached pages go; (3) the
 * profile is replaced by a tombstone (id, name and profession, so booking history stays readable;
 * plan and deactivation time for the affiliate commission; the number is never reused). A failure
 * in (2) answers 503 and leaves the marked listing in the admin list: Delete again finishes it.
 * Bookings are kept for the retention period of the privacy policy (docs/decisions.md,
 * "Practitioners (admin)").
 */
export const deletePractitioner = httpHandler(
  { route: "GET /api/practitioner/delete/{id}" },
  async ({ path, user, log }) => {
    let practitioner = await readPractitioner(path.id);
    if (practitioner.isActive) throw new ConflictError(STILL_ACTIVE);
    const nowMs = now();
    if (practitioner.statusJob) {
      await finishStatusJob(practitioner, nowMs, log);
      practitioner = await readPractitioner(path.id);
    }
    const at = new Date(nowMs).toISOString();
    await startDeletion(practitioner, user.email, at);
    await cleanUp(practitioner, log);
    await writeTombstone(
      { ...practitioner, deletionStartedAt: practitioner.deletionStartedAt ?? at },
      user.email,
      at,
    );
    log.info("practitioner deleted", { practitionerId: practitioner.id });
    return { success: OPERATION_SUCCESSFUL };
  },
);
