import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { RECHECK_AHEAD_DAYS, recheckHorizon } from "../../core/council-registration";
import { BadRequestError } from "../../core/errors";
import type { RecheckListResponse } from "../../core/schemas/council-registration";
import { registrationOf } from "../council-registration/view";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";

/** One page of the re-check list: one Query of the index and one BatchGet, whatever the table holds. */
export const RECHECK_PAGE_SIZE = 25;
const MAX_DAYS = 365;
const BAD_CURSOR = "This page of the re-check list has expired. Please start from the first page.";
const SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#\d{1,9}$/;

/** The cursor is the last row's index key (`{lapsesAt}#{id}`); the table key is rebuilt from it. */
function startKey(cursor: string) {
  const sortKey = Buffer.from(cursor, "base64url").toString("utf8");
  if (!SORT_KEY.test(sortKey))
    throw new BadRequestError(BAD_CURSOR, { cursor: "is not a cursor from this list" });
  const [lapsesAt = "", id = ""] = sortKey.split("#");
  return { ...keys.councilRecheck(lapsesAt, id), ...keys.practitioner(id) };
}

/**
 * GET /api/practitioner/council-recheck?within_days&cursor (admin, issue 27): practitioners whose
 * council check has lapsed (a 1 April has passed since) or lapses within `within_days` (default
 * 30), soonest first. Read from the GSI2 re-check index (checks that count, by when they lapse),
 * never a scan; a re-check or a changed number moves a practitioner out of it.
 */
export const recheckList = httpHandler(
  { route: "GET /api/practitioner/council-recheck" },
  async ({ query }): Promise<RecheckListResponse> => {
    const days = Number(query.within_days ?? RECHECK_AHEAD_DAYS);
    if (days > MAX_DAYS)
      throw new BadRequestError(`Please choose at most ${MAX_DAYS} days.`, {
        within_days: `must be at most ${MAX_DAYS}`,
      });
    const nowMs = now();
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "GSI2",
        KeyConditionExpression: "GSI2PK = :pk AND GSI2SK <= :until",
        ExpressionAttributeValues: {
          ":pk": keys.councilRecheckPartition,
          ":until": `${recheckHorizon(nowMs, days)}#~`,
        },
        Limit: RECHECK_PAGE_SIZE,
        ...(query.cursor ? { ExclusiveStartKey: startKey(query.cursor) } : {}),
      }),
    );
    const found = await batchGetAll<PractitionerItem>(
      (page.Items ?? []).map((item) => ({ PK: String(item.PK), SK: String(item.SK) })),
    );
    const byId = new Map(found.map((item) => [item.id, item]));
    const data = (page.Items ?? []).flatMap((entry) => {
      const [lapsesAt = "", id = ""] = String(entry.GSI2SK).split("#");
      const practitioner = byId.get(id);
      const registration = practitioner && registrationOf(practitioner);
      if (!practitioner || !registration?.checked_at) return [];
      return [
        {
          id,
          name: practitioner.name,
          is_active: practitioner.isActive ? (1 as const) : (0 as const),
          council: registration.council,
          number: registration.number,
          checked_at: registration.checked_at,
          lapses_at: lapsesAt,
          lapsed: Date.parse(lapsesAt) <= nowMs,
        },
      ];
    });
    const last = page.LastEvaluatedKey?.GSI2SK;
    return { data, next: last ? Buffer.from(String(last)).toString("base64url") : null };
  },
);
