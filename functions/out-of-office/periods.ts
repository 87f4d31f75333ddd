/**
 * Out-of-office periods (spec section 7). Items live in the practitioner's partition at
 * `OOO#{id}` (the calendar reads them there: booking/availability.ts). Whose partition: a
 * practitioner's own, from the token (an `auth_id` naming anyone else is refused, and another
 * practitioner's period id is simply not found); an admin's choice, named by `auth_id`.
 */
import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from "../../core/errors";
import {
  compareOutOfOffice,
  OOO_MAX_UPCOMING,
  type OutOfOfficeBody,
  type OutOfOfficeListResponse,
  type OutOfOfficePeriodView,
  type OutOfOfficeSaveResponse,
  outOfOfficeTimeProblems,
} from "../../core/schemas/out-of-office";
import { outOfOfficeSpan } from "../../core/slots";
import { PRACTITIONER_NOT_FOUND } from "../booking/availability";
import type { OutOfOfficeItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { type AuthUser, ownPractitionerId } from "../lib/authorise";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { respond } from "../lib/http-response";
import { queryAll } from "../lib/query-all";
import { deleteExisting, failedAt, newItem, putWith } from "../lib/transactions";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { openedTimeWritesOrNone, periodChange } from "../waitlist/opened";
import { saveMindingClashes } from "./clashes";

export const NOT_A_PRACTITIONER = "Only a practitioner account can manage its out-of-office periods.";
export const PERIOD_NOT_FOUND = "We could not find this out-of-office period. It may have been deleted.";
export const TOO_MANY_PERIODS = `You can have at most ${OOO_MAX_UPCOMING} current and upcoming out-of-office periods. Please delete one first.`;

/** Ended periods stay this long (for the record), then DynamoDB's TTL removes them. */
const KEEP_AFTER_END_SECONDS = 30 * 24 * 60 * 60;

/** The stored item: the shape the calendar reads, plus a TTL after the period ends. */
type StoredPeriod = OutOfOfficeItem & { expiresAt: number; updatedAt: string };

export const NAME_THE_PRACTITIONER =
  "Please choose the practitioner (auth_id) whose out-of-office periods to manage.";
export const NOT_YOURS = "You can only manage your own out-of-office periods.";

/**
 * Whose periods: an admin's `auth_id` (a listed practitioner, else 404), or the practitioner's own
 * (an `auth_id` naming someone else: 403).
 */
async function practitionerOf(user: AuthUser, authId: string | undefined): Promise<string> {
  if (user.role === "admin") {
    if (!authId) throw new BadRequestError(NAME_THE_PRACTITIONER, { auth_id: "is required" });
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.practitioner(authId), ProjectionExpression: "id" }),
    );
    if (!(Item as Pick<PractitionerItem, "id"> | undefined)) throw new NotFoundError(PRACTITIONER_NOT_FOUND);
    return authId;
  }
  const own = ownPractitionerId(user, NOT_A_PRACTITIONER);
  if (authId !== undefined && authId !== own) throw new ForbiddenError(NOT_YOURS);
  return own;
}

function checkTimes(body: OutOfOfficeBody, nowMs: number): void {
  const fields = outOfOfficeTimeProblems(body, nowMs);
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field} ${message}`)
    .join("; ");
  if (summary) throw new BadRequestError(`Please check the form: ${summary}.`, fields);
}

function toItem(practitionerId: string, id: string, body: OutOfOfficeBody, nowMs: number): StoredPeriod {
  const end = outOfOfficeSpan(body).end;
  return {
    ...keys.outOfOffice(practitionerId, id),
    entity: "outOfOffice",
    id,
    practitionerId,
    day: body.day,
    secondDay: body.second_day,
    time: body.time,
    toTime: body.to_time,
    expiresAt: Math.ceil(end / 1000) + KEEP_AFTER_END_SECONDS,
    updatedAt: new Date(nowMs).toISOString(),
  };
}

function view(item: OutOfOfficeItem): OutOfOfficePeriodView {
  return { id: item.id, day: item.day, second_day: item.secondDay, time: item.time, to_time: item.toTime };
}

function saveAnswer(item: OutOfOfficeItem, cancelled: number | undefined): OutOfOfficeSaveResponse {
  return {
    success: true,
    data: view(item),
    ...(cancelled === undefined ? {} : { cancelled_bookings: cancelled }),
  };
}

/** The practitioner's periods that have not ended yet, soonest first (one Query, paged). */
async function currentPeriods(practitionerId: string, nowMs: number): Promise<OutOfOfficePeriodView[]> {
  const items = await queryAll<OutOfOfficeItem>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :ooo)",
    ExpressionAttributeValues: { ":pk": keys.practitioner(practitionerId).PK, ":ooo": "OOO#" },
    ConsistentRead: true,
  });
  return items
    .map(view)
    .filter((period) => outOfOfficeSpan(period).end > nowMs)
    .sort(compareOutOfOffice);
}

/** A write refused by its first entry's condition (alone, or in a transaction). */
function isConditionFailure(error: unknown): boolean {
  if ((error as Error)?.name === "TransactionCanceledException") return failedAt(error)(0);
  return (error as Error)?.name === "ConditionalCheckFailedException";
}

/** The practitioner's period `id`, or 404. */
async function periodAt(practitionerId: string, id: string): Promise<OutOfOfficeItem> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.outOfOffice(practitionerId, id),
      ConsistentRead: true,
    }),
  );
  if (!Item) throw new NotFoundError(PERIOD_NOT_FOUND);
  return Item as OutOfOfficeItem;
}

/** GET /api/out-of-office/edit: the caller's current and future periods, soonest first. */
export const listPeriods = httpHandler(
  { route: "GET /api/out-of-office/edit" },
  async ({ user, query }): Promise<OutOfOfficeListResponse> => ({
    data: await currentPeriods(await practitionerOf(user, query.auth_id), now()),
  }),
);

/**
 * POST /api/out-of-office/store {day, second_day, time, to_time, cancel_clashing?}: 201 with the new
 * period; 409 with `clashes` when it covers bookings and cancel_clashing is not true (clashes.ts).
 */
export const storePeriod = httpHandler(
  { route: "POST /api/out-of-office/store" },
  async ({ user, body, log }) => {
    const practitionerId = await practitionerOf(user, body.auth_id);
    const nowMs = now();
    checkTimes(body, nowMs);
    // A soft cap (two stores racing at 99 may both pass): it bounds the partition, not a business rule.
    if ((await currentPeriods(practitionerId, nowMs)).length >= OOO_MAX_UPCOMING) {
      throw new ConflictError(TOO_MANY_PERIODS);
    }
    const item = toItem(practitionerId, randomUUID(), body, nowMs);
    const { cancelled } = await saveMindingClashes(practitionerId, body, user, nowMs, log, () =>
      putWith(newItem(item), []),
    );
    log.info("out-of-office stored", { practitionerId, id: item.id, by: user.role });
    await nextAvailableMayHaveChanged(practitionerId);
    return respond(201, saveAnswer(item, cancelled));
  },
);

/**
 * POST /api/out-of-office/update/{id}: replaces the caller's own period (bookings it covers as for
 * store); 404 for any other id.
 */
export const updatePeriod = httpHandler(
  { route: "POST /api/out-of-office/update/{id}" },
  async ({ user, body, path, log }): Promise<OutOfOfficeSaveResponse> => {
    const practitionerId = await practitionerOf(user, body.auth_id);
    const nowMs = now();
    checkTimes(body, nowMs);
    const item = toItem(practitionerId, path.id, body, nowMs);
    // Found before any booking in it is cancelled; the write below still refuses one deleted since.
    const existing = await periodAt(practitionerId, path.id);
    // Issue 26: times the new span no longer covers are offered to the waitlist, with the save.
    const offers = await openedTimeWritesOrNone(
      practitionerId,
      periodChange(view(existing), view(item)),
      nowMs,
      log,
    );
    const { cancelled } = await saveMindingClashes(practitionerId, body, user, nowMs, log, async () => {
      try {
        // Only an existing item of this practitioner: a deleted one is never brought back.
        await putWith(
          { TableName: tableName(), Item: item, ConditionExpression: "attribute_exists(PK)" },
          offers,
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new NotFoundError(PERIOD_NOT_FOUND);
        throw error;
      }
    });
    log.info("out-of-office updated", { practitionerId, id: item.id, by: user.role });
    await nextAvailableMayHaveChanged(practitionerId);
    return saveAnswer(item, cancelled);
  },
);

/**
 * GET /api/out-of-office/delete/{id} (a GET, as the spec has it; never cached: no-store). Deletes
 * the caller's own period; 404 for any other id or one already deleted.
 */
export const deletePeriod = httpHandler(
  { route: "GET /api/out-of-office/delete/{id}" },
  async ({ user, path, query, log }) => {
    const practitionerId = await practitionerOf(user, query.auth_id);
    const existing = await periodAt(practitionerId, path.id);
    // Issue 26: the times the period covered are offered to the waitlist, with the delete.
    const offers = await openedTimeWritesOrNone(practitionerId, periodChange(view(existing)), now(), log);
    await deleteExisting(keys.outOfOffice(practitionerId, path.id), PERIOD_NOT_FOUND, offers);
    log.info("out-of-office deleted", { practitionerId, id: path.id, by: user.role });
    await nextAvailableMayHaveChanged(practitionerId);
    return { success: true };
  },
);
