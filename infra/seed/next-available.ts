/**
 * The local stack's next-available times (issue 26): the seed writes practitioners, availability and
 * bookings directly, not through the writers that refresh the stored time, so every start refreshes
 * each active practitioner once (a kept table's times have lapsed meanwhile too). Idempotent: an
 * unchanged time writes nothing.
 */
import type { PractitionerItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { tableName } from "../../functions/lib/db";
import { queryAll } from "../../functions/lib/query-all";
import { refreshNextAvailable } from "../../functions/search/next-available";

const PARALLEL = 8;

/** Refreshes every active practitioner; how many stored times changed. */
export async function seedNextAvailable(): Promise<number> {
  const active = await queryAll<Pick<PractitionerItem, "id">>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.practitionersByStatusPartition(true) },
    ProjectionExpression: "id",
  });
  let changed = 0;
  for (let start = 0; start < active.length; start += PARALLEL) {
    const results = await Promise.all(
      active.slice(start, start + PARALLEL).map(({ id }) => refreshNextAvailable(id)),
    );
    changed += results.filter(Boolean).length;
  }
  return changed;
}
