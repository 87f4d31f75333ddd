/**
 * Re-index (repair after a failed index write; docs/decisions.md "Operations: load test, housekeeping,
 * restore (issue 30)"): rebuilds one practitioner's search lists, or every active practitioner's,
 * with the writers that keep the index today, never a copy of them:
 * - showInSearch (functions/practitioner-admin/search-visibility.ts) puts each missing posting-list
 *   entry with its list's count in one transaction, and the geo copies and suggestions;
 * - batchPut (functions/search/index-writer.ts) rewrites the entries already there, so every card
 *   (name, address, ratings, filter tokens) is the profile's as it is now;
 * - refreshNextAvailable (functions/search/next-available.ts) puts the soonest-list entries;
 * - a practitioner who is not public is taken out with hideFromSearch.
 * One practitioner (`--practitioner`) also has their lists' counts recounted from the entries, which
 * repairs a count a half-finished write left wrong; "all" leaves counts alone (recounting the list
 * of everyone once per practitioner would read it 10 000 times).
 */
import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { DeletedPractitionerItem, PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { isPublic } from "../practitioner/listing";
import { hideFromSearch, showInSearch } from "../practitioner-admin/search-visibility";
import { postingLists, searchIndexItems } from "../search/index-items";
import { batchPut } from "../search/index-writer";
import { refreshNextAvailable } from "../search/next-available";
import { practitionerRatings } from "../search/ratings";
import { endJob, pause, readJob, saveJob } from "./job-cursor";
import { recountList } from "./recount";

export type Reindexed = "indexed" | "hidden" | "not found";

export async function reindexPractitioner(id: string, options: { recount: boolean }): Promise<Reindexed> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practitioner(id), ConsistentRead: true }),
  );
  const profile = Item as PractitionerItem | DeletedPractitionerItem | undefined;
  if (profile?.entity !== "practitioner") return "not found";
  const ratings = await practitionerRatings(id);
  if (!isPublic(profile)) {
    // hideFromSearch skips unlisted profiles (unlisting took them out): here it must look anyway.
    await hideFromSearch({ ...profile, listed: true }, ratings);
  } else {
    await showInSearch(profile, ratings);
    await batchPut(searchIndexItems(profile, ratings));
  }
  if (options.recount)
    for (const { kind, value } of postingLists({ ...profile, isActive: true, listed: true }))
      await recountList(keys.searchList(kind, value));
  await refreshNextAvailable(id);
  return isPublic(profile) ? "indexed" : "hidden";
}

export interface ReindexRun {
  /** Practitioners re-indexed by this run. */
  reindexed: number;
  /** Since the job started (it may have taken several runs). */
  total: number;
  /** False when the run stopped for time: the next run continues where it stopped. */
  finished: boolean;
}

/**
 * Every active practitioner (the admin list's GSI1 partition, a page at a time), `pauseMs` apart.
 * After each page the place is stored, so a run that stops (its time is up, `keepGoing` says no,
 * or it fails) is continued by the next; `restart` starts from the beginning.
 */
export async function reindexAll(options: {
  pageSize?: number;
  pauseMs?: number;
  restart?: boolean;
  keepGoing?: () => boolean;
}): Promise<ReindexRun> {
  const { pageSize = 25, pauseMs = 100, keepGoing = () => true } = options;
  if (options.restart) await endJob("reindex");
  const job = await readJob("reindex");
  const startedAt = job?.startedAt ?? new Date(now()).toISOString();
  let cursor = job?.cursor ? (JSON.parse(job.cursor) as Record<string, unknown>) : undefined;
  let total = job?.done ?? 0;
  let reindexed = 0;
  do {
    if (!keepGoing()) return { reindexed, total, finished: false };
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.practitionersByStatusPartition(true) },
        ProjectionExpression: "id",
        Limit: pageSize,
        ExclusiveStartKey: cursor,
      }),
    );
    for (const { id } of (page.Items ?? []) as { id: string }[]) {
      await reindexPractitioner(id, { recount: false });
      reindexed += 1;
      await pause(pauseMs);
    }
    total += page.Items?.length ?? 0;
    cursor = page.LastEvaluatedKey;
    if (cursor) await saveJob("reindex", { cursor: JSON.stringify(cursor) }, total, startedAt);
  } while (cursor);
  await endJob("reindex");
  return { reindexed, total, finished: true };
}
