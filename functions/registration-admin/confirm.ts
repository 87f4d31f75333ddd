import {
  GetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import { ConflictError, NotFoundError } from "../../core/errors";
import type { ConfirmationResponse } from "../../core/schemas/registration-admin";
import { OPERATION_SUCCESSFUL } from "../../core/ui-text";
import { referralPuts } from "../affiliate/attribution";
import { rejectionMail, welcomeMail } from "../auth/account-mails";
import { newPasswordToken, setPasswordLink } from "../auth/password-tokens";
import type { RegistrationRequestItem } from "../data/items";
import { keys } from "../data/keys";
import { directoryWrites } from "../directory/entries";
import { practitionerListing } from "../directory/practitioners";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import type { Logger } from "../lib/logger";
import { errorDetail } from "../lib/logger";
import { updateItem } from "../lib/transactions";
import { mapListing, mapWrites } from "../locations/map-items";
import { queueMail } from "../outbox/outbox";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { publishUploadedPhoto } from "../registration/photo-publish";
import { PhotoRefusedError } from "../registration/photo-reencode";
import { addToSearchIndex } from "../search/index-writer";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { requestRow } from "./list";
import { approvalItems } from "./practitioner-from-request";

export const ALREADY_DECIDED = "This request has already been decided.";
export const NOT_FOUND = "We could not find this registration request.";
export const ACCOUNT_EXISTS = "An account with this email address already exists.";
/** The spec's admin success toast. */
export { OPERATION_SUCCESSFUL };

interface Cancelled extends Error {
  CancellationReasons?: { Code?: string }[];
}

export async function readRequest(id: string): Promise<RegistrationRequestItem> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.registrationRequest(id), ConsistentRead: true }),
  );
  if (!Item) throw new NotFoundError(NOT_FOUND);
  return Item as RegistrationRequestItem;
}

async function practitionerExists(id: number): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.practitioner(String(id)),
      ProjectionExpression: "PK",
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
}

/**
 * The first free practitioner number after `taken` (ids below the highest are assumed contiguous, as
 * the seed writes them): doubling steps, then bisection. Only needed once on a table seeded without
 * the counter; a few GetItems.
 */
async function firstFreeAfter(taken: number): Promise<number> {
  let low = taken;
  let step = 1;
  while (await practitionerExists(low + step)) {
    low += step;
    step *= 2;
  }
  let high = low + step;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (await practitionerExists(mid)) low = mid;
    else high = mid;
  }
  return high;
}

/** The next practitioner number: an atomic ADD on the counter; skips numbers the seed already used. */
export async function nextPractitionerId(): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.practitionerCounter,
        UpdateExpression: "ADD lastId :one SET entity = :entity",
        ExpressionAttributeValues: { ":one": 1, ":entity": "counter" },
        ReturnValues: "UPDATED_NEW",
      }),
    );
    const id = Number(Attributes?.lastId);
    if (!(await practitionerExists(id))) return String(id);
    // Seeded numbers: move the counter past them (never backwards), then take the next one.
    const free = await firstFreeAfter(id);
    await db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.practitionerCounter,
          UpdateExpression: "SET lastId = :last",
          ConditionExpression: "lastId < :last",
          ExpressionAttributeValues: { ":last": free - 1 },
        }),
      )
      .catch((error: unknown) => {
        if ((error as Error).name !== "ConditionalCheckFailedException") throw error;
      });
  }
  throw new Error("could not allocate a practitioner number");
}

function decidedUpdate(
  request: RegistrationRequestItem,
  decision: "approved" | "rejected",
  by: string,
  nowIso: string,
  practitionerId?: string,
) {
  const gsi = keys.registrationRequestByState(decision, request.createdAt, request.id);
  return updateItem({
    Key: keys.registrationRequest(request.id),
    UpdateExpression: `SET #state = :decision, isRequestApproved = :flag, GSI1PK = :gpk, GSI1SK = :gsk, decidedAt = :at, decidedBy = :by${practitionerId ? ", practitionerId = :pid" : ""}`,
    ConditionExpression: "#state = :new",
    ExpressionAttributeNames: { "#state": "state" },
    ExpressionAttributeValues: {
      ":decision": decision,
      ":flag": decision === "approved" ? 1 : 0,
      ":gpk": gsi.GSI1PK,
      ":gsk": gsi.GSI1SK,
      ":at": nowIso,
      ":by": by,
      ":new": "new",
      ...(practitionerId ? { ":pid": practitionerId } : {}),
    },
  });
}

/** Runs the decision; a cancelled transaction becomes 409 (already decided, or the account exists). */
async function commit(input: TransactWriteCommandInput, userIndex?: number): Promise<void> {
  try {
    await db().send(new TransactWriteCommand(input));
  } catch (error) {
    const reasons = (error as Cancelled).CancellationReasons;
    if ((error as Error).name !== "TransactionCanceledException" || !reasons) throw error;
    if (reasons[0]?.Code === "ConditionalCheckFailed") throw new ConflictError(ALREADY_DECIDED);
    if (userIndex !== undefined && reasons[userIndex]?.Code === "ConditionalCheckFailed")
      throw new ConflictError(ACCOUNT_EXISTS);
    throw error;
  }
}

/**
 * The applicant's photo, re-checked and re-encoded (photo-reencode.ts) where the site serves it. A
 * photo that fails the check, or a failed read or write, does not stop the approval: the admin
 * approves the person, not the file, and the profile shows initials instead. Logged as an error
 * (the reason, no personal data) so someone can look at it.
 */
async function publishPhoto(
  request: RegistrationRequestItem,
  practitionerId: string,
  log: Logger,
): Promise<string> {
  if (!request.imageKey) return "";
  try {
    return await publishUploadedPhoto(request.imageKey, practitionerId);
  } catch (error) {
    const refused = error instanceof PhotoRefusedError;
    log.error(refused ? "photo refused at approval" : "photo not published for approved practitioner", {
      requestId: request.id,
      practitionerId,
      ...(refused ? { reason: error.reason } : {}),
      ...errorDetail(error),
    });
    return "";
  }
}

/** Lists the practitioner of a new request (also the admin's direct listing, add-practitioner.ts). */
export async function approve(request: RegistrationRequestItem, by: string, nowMs: number, log: Logger) {
  const existing = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(request.email.trim().toLowerCase()),
      ProjectionExpression: "PK",
    }),
  );
  if (existing.Item) throw new ConflictError(ACCOUNT_EXISTS);
  const practitionerId = await nextPractitionerId();
  const nowIso = new Date(nowMs).toISOString();
  const image = await publishPhoto(request, practitionerId, log);
  const { practitioner, weekly, user } = approvalItems(request, practitionerId, nowIso, image);
  const { token, item: tokenItem } = newPasswordToken(user.email, "welcome", nowMs);
  const mail = welcomeMail({
    to: user.email,
    firstName: practitioner.firstName,
    link: setPasswordLink(token),
    practitionerId,
  });
  const put = (Item: object) => ({
    Put: { TableName: tableName(), Item, ConditionExpression: "attribute_not_exists(PK)" },
  });
  // Applied through an affiliate's link: attributed to that affiliate in the same transaction.
  const referral = await referralPuts(request, practitionerId, nowIso, log);
  await commit(
    {
      TransactItems: [
        decidedUpdate(request, "approved", by, nowIso, practitionerId),
        put(practitioner),
        { Put: { TableName: tableName(), Item: weekly } },
        put(user),
        put(tokenItem),
        queueMail(mail, "registration-approved", nowMs),
        ...referral,
        ...directoryWrites(undefined, practitionerListing(practitioner)),
        ...mapWrites(undefined, mapListing(practitioner)),
      ],
    },
    3,
  );
  log.info("registration approved", { requestId: request.id, practitionerId, referred: referral.length > 0 });
  try {
    await addToSearchIndex(practitioner);
  } catch (error) {
    // The listing, account and mail exist; only search lags. Logged as an error for alarms.
    log.error("search index not written for approved practitioner", {
      practitionerId,
      ...errorDetail(error),
    });
  }
  await nextAvailableMayHaveChanged(practitionerId);
  await publicPageChanged([practitionerId]);
  return {
    ...request,
    state: "approved" as const,
    isRequestApproved: 1 as const,
    decidedAt: nowIso,
    decidedBy: by,
    practitionerId,
  };
}

async function reject(request: RegistrationRequestItem, by: string, nowMs: number, log: Logger) {
  const nowIso = new Date(nowMs).toISOString();
  await commit({
    TransactItems: [
      decidedUpdate(request, "rejected", by, nowIso),
      // The email is free again: they may apply again.
      { Delete: { TableName: tableName(), Key: keys.registrationEmail(request.email.trim().toLowerCase()) } },
      queueMail(
        rejectionMail({ to: request.email, firstName: request.name }),
        "registration-rejected",
        nowMs,
      ),
    ],
  });
  log.info("registration rejected", { requestId: request.id });
  return {
    ...request,
    state: "rejected" as const,
    isRequestApproved: 0 as const,
    decidedAt: nowIso,
    decidedBy: by,
  };
}

/**
 * GET /api/registration/confirmation/{id}?confirmation=0|1 (admin): approve (1) or reject (0) a new
 * request. Bad input 400, unknown id 404, decided already 409; other failures 500 with `error`.
 */
export const confirmRequest = httpHandler(
  { route: "GET /api/registration/confirmation/{id}" },
  async ({ path, query, user, log }): Promise<ConfirmationResponse> => {
    const request = await readRequest(path.id);
    if (request.state !== "new") throw new ConflictError(ALREADY_DECIDED);
    const nowMs = now();
    const decided =
      query.confirmation === "1"
        ? await approve(request, user.email, nowMs, log)
        : await reject(request, user.email, nowMs, log);
    return { success: OPERATION_SUCCESSFUL, data: requestRow(decided) };
  },
);
