/**
 * A practitioner's own availability: the weekly template (`AVAIL#WEEK`) and date-specific
 * slot records (`SLOTS#{date}`), the items the public calendar and the booking handler read
 * (booking/availability.ts). Keyed by the practitioner id from the caller's token, never from the
 * request, so a practitioner can only ever touch their own items.
 *
 * Editing availability never cancels a booking: existing bookings keep their lock cells and stay
 * in the dashboard; the practitioner declines them there if they can no longer keep them.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError } from "../../core/errors";
import { sastToMs } from "../../core/sast-time";
import {
  type DateRecordsResponse,
  type DateRecordView,
  dateRecordProblems,
  normaliseTemplate,
  type TemplateResponse,
} from "../../core/schemas/availability";
import type { DateSlotsItem, WeeklyAvailabilityItem } from "../data/items";
import { keys } from "../data/keys";
import { type AuthUser, ownPractitionerId } from "../lib/authorise";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryAll } from "../lib/query-all";
import { deleteExisting, putWith } from "../lib/transactions";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { dateRecordChange, openedTimeWritesOrNone, templateChange } from "../waitlist/opened";

export const NOT_A_PRACTITIONER = "Only a practitioner account can manage its availability.";
export const DATE_RECORD_NOT_FOUND =
  "There are no specific times for this date (it already follows your weekly template).";

/** Date records stay this long after their day (for the record), then DynamoDB's TTL removes them. */
const KEEP_AFTER_DAY_SECONDS = 30 * 24 * 60 * 60;

const practitionerOf = (user: AuthUser | undefined) => ownPractitionerId(user, NOT_A_PRACTITIONER);

function view(item: DateSlotsItem): DateRecordView {
  return { date: item.date, time_slots: [...item.timeSlots].sort(), duration: item.duration };
}

/** GET /api/availability/template: {days} (an empty object when there is no template). */
export const getTemplate = httpHandler(
  { route: "GET /api/availability/template" },
  async ({ user }): Promise<TemplateResponse> => {
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.weeklyAvailability(practitionerOf(user)),
        ConsistentRead: true,
      }),
    );
    return { days: normaliseTemplate((Item as WeeklyAvailabilityItem | undefined)?.days ?? {}) };
  },
);

/** POST /api/availability/template {days}: replaces the weekly template (days without times removed). */
export const saveTemplate = httpHandler(
  { route: "POST /api/availability/template" },
  async ({ user, body, log }): Promise<TemplateResponse & { success: true }> => {
    const practitionerId = practitionerOf(user);
    const nowMs = now();
    const item: WeeklyAvailabilityItem & { updatedAt: string } = {
      ...keys.weeklyAvailability(practitionerId),
      SK: "AVAIL#WEEK",
      entity: "weeklyAvailability",
      practitionerId,
      days: normaliseTemplate(body.days),
      updatedAt: new Date(nowMs).toISOString(),
    };
    // Issue 26: times the new template opens are offered to the waitlist, with the save.
    const offers = await openedTimeWritesOrNone(practitionerId, templateChange(item.days), nowMs, log);
    await putWith({ TableName: tableName(), Item: item }, offers);
    log.info("weekly availability saved", { practitionerId, days: Object.keys(item.days) });
    await nextAvailableMayHaveChanged(practitionerId);
    return { success: true, days: item.days };
  },
);

/** GET /api/availability/dates?from&to (≤ 92 days): the caller's date records, by date. */
export const listDateRecords = httpHandler(
  { route: "GET /api/availability/dates" },
  async ({ user, query }): Promise<DateRecordsResponse> => {
    const practitionerId = practitionerOf(user);
    const items = await queryAll<DateSlotsItem>({
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND SK BETWEEN :from AND :to",
      ExpressionAttributeValues: {
        ":pk": keys.practitioner(practitionerId).PK,
        ":from": keys.dateSlots(practitionerId, query.from).SK,
        ":to": keys.dateSlots(practitionerId, query.to).SK,
      },
      ConsistentRead: true,
    });
    return { data: items.map(view) };
  },
);

/**
 * POST /api/availability/dates {date, time_slots, duration}: creates or replaces that date's record.
 * An empty time_slots closes the day (core/slots.ts dayRecord: the date record wins over the template).
 */
export const saveDateRecord = httpHandler(
  { route: "POST /api/availability/dates" },
  async ({ user, body, log }): Promise<{ success: true; data: DateRecordView }> => {
    const practitionerId = practitionerOf(user);
    const nowMs = now();
    const fields = dateRecordProblems(body.date, nowMs);
    if (fields.date) throw new BadRequestError(`Please check the form: date ${fields.date}.`, fields);
    const item: DateSlotsItem & { expiresAt: number; updatedAt: string } = {
      ...keys.dateSlots(practitionerId, body.date),
      entity: "dateSlots",
      practitionerId,
      date: body.date,
      timeSlots: [...body.time_slots].sort(),
      duration: body.duration,
      expiresAt: Math.ceil(sastToMs(body.date) / 1000) + 24 * 60 * 60 + KEEP_AFTER_DAY_SECONDS,
      updatedAt: new Date(nowMs).toISOString(),
    };
    const record = { time_slots: item.timeSlots, duration: item.duration };
    const offers = await openedTimeWritesOrNone(
      practitionerId,
      dateRecordChange(body.date, record),
      nowMs,
      log,
    );
    await putWith({ TableName: tableName(), Item: item }, offers);
    log.info("date availability saved", { practitionerId, date: body.date, times: item.timeSlots.length });
    await nextAvailableMayHaveChanged(practitionerId);
    return { success: true, data: view(item) };
  },
);

/** POST /api/availability/dates/delete {date}: the date follows the weekly template again (404 if none). */
export const deleteDateRecord = httpHandler(
  { route: "POST /api/availability/dates/delete" },
  async ({ user, body, log }): Promise<{ success: true }> => {
    const practitionerId = practitionerOf(user);
    const change = dateRecordChange(body.date, undefined);
    const offers = await openedTimeWritesOrNone(practitionerId, change, now(), log);
    await deleteExisting(keys.dateSlots(practitionerId, body.date), DATE_RECORD_NOT_FOUND, offers);
    log.info("date availability removed", { practitionerId, date: body.date });
    await nextAvailableMayHaveChanged(practitionerId);
    return { success: true };
  },
);
