import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { normalize } from "../../core/search-text";
import type { PractitionerItem, ReviewItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import type { Logger } from "../lib/logger";
import { queryAll } from "../lib/query-all";
import { updateItem } from "../lib/transactions";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { postingLists, ratingScore, searchIndexItems } from "../search/index-items";
import { batchDelete, batchPut } from "../search/index-writer";
import { nextAvailableMayHaveChanged } from "../search/next-available";

/**
 * Brings the search index in line with a practitioner's published reviews after one is published
 * (docs/decisions.md "Reviews and blog"). The publication's transaction changed ratingSum/ratingCount,
 * kept the score the index still carries in `indexedScore`, and put a REINDEX marker (GSI1
 * `REINDEX#DUE`). This puts every index item again (the cards carry the ratings) under the new score,
 * deletes the posting-list entries under any other score it knows of, then, in one transaction,
 * removes `indexedScore` and the marker if the totals still equal the reviews it indexed. When they are not
 * (another review meanwhile) it goes round again. The request that published runs it; a scheduled
 * sweep (functions/outbox/handler.ts) runs it for markers left behind.
 */
const MAX_ROUNDS = 5;
/** The sweep leaves fresh markers to the request that is handling them. */
export const SWEEP_AFTER_MS = 60_000;

/** Mean rating x 100 from the totals, as ratingScore() computes it from the list (what the index carried). */
export const scoreOf = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 100) : 0);

async function publishedRatings(practitionerId: string): Promise<number[]> {
  const reviews = await queryAll<Pick<ReviewItem, "rating">>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk AND begins_with(SK, :review)",
    ExpressionAttributeValues: { ":pk": keys.practitioner(practitionerId).PK, ":review": keys.reviewPrefix },
    ProjectionExpression: "rating",
    ConsistentRead: true,
  });
  return reviews.map((review) => review.rating);
}

/** The posting-list entries (the only index items whose key holds the score) under `score`. */
function entriesAt(practitioner: PractitionerItem, score: number) {
  const SK = keys.searchListEntry(score, normalize(practitioner.name), practitioner.id);
  return postingLists(practitioner).map(({ kind, value }) => ({ PK: keys.searchList(kind, value), SK }));
}

/** True when the index matches and the marker is gone; false after MAX_ROUNDS changes in a row. */
export async function reindexRatings(practitionerId: string, log: Logger): Promise<boolean> {
  const written = new Set<number>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.practitioner(practitionerId),
        ConsistentRead: true,
      }),
    );
    const practitioner = Item as PractitionerItem | undefined;
    if (!practitioner) {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.reindexMarker(practitionerId) }));
      return true;
    }
    // The published reviews, read consistently; the transaction below checks the totals still match them.
    const ratings = await publishedRatings(practitionerId);
    const sum = ratings.reduce((total, rating) => total + rating, 0);
    const target = ratingScore(ratings);
    const stale = new Set([
      ...written,
      ...(practitioner.indexedScore === undefined ? [] : [practitioner.indexedScore]),
    ]);
    stale.delete(target);
    if (practitioner.isActive && (practitioner.indexedScore !== undefined || written.size > 0)) {
      await batchPut(searchIndexItems(practitioner, ratings));
      written.add(target);
      await batchDelete([...stale].flatMap((score) => entriesAt(practitioner, score)));
    }
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            updateItem({
              Key: keys.practitioner(practitionerId),
              UpdateExpression: "REMOVE indexedScore",
              ConditionExpression: "ratingSum = :sum AND ratingCount = :count",
              ExpressionAttributeValues: {
                ":sum": sum,
                ":count": ratings.length,
              },
            }),
            { Delete: { TableName: tableName(), Key: keys.reindexMarker(practitionerId) } },
          ],
        }),
      );
      // The soonest lists' cards carry the ratings too (and sort ties by them).
      await nextAvailableMayHaveChanged(practitionerId);
      return true;
    } catch (error) {
      if ((error as Error).name !== "TransactionCanceledException") throw error;
      log.info("rating changed while re-indexing; again", { practitionerId, round });
    }
  }
  return false;
}

/** The marker a change that the search cards show puts with it (swept if the request stops short). */
export function reindexMarkerPut(practitionerId: string, at: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.reindexMarker(practitionerId),
        ...keys.reindexDue(at, practitionerId),
        entity: "reindexMarker",
        practitionerId,
      },
    },
  };
}

/** reindexRatings from a request: a failure or a race leaves the marker for the sweep, logged. */
export async function reindexOrLeaveToSweep(practitionerId: string, log: Logger): Promise<void> {
  try {
    if (!(await reindexRatings(practitionerId, log)))
      log.warn("search index behind the practitioner; the sweep will finish it", { practitionerId });
  } catch (error) {
    log.warn("search re-index failed; the sweep will retry", {
      practitionerId,
      error: (error as Error).name,
    });
  }
}

/**
 * Markers older than SWEEP_AFTER_MS: their request failed or ended early. Each is re-indexed, and
 * the pages showing its rating invalidated.
 */
export async function sweepReindex(nowMs: number, log: Logger, limit = 25): Promise<number> {
  const before = new Date(nowMs - SWEEP_AFTER_MS).toISOString();
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: "GSI1",
      KeyConditionExpression: "GSI1PK = :due AND GSI1SK <= :before",
      ExpressionAttributeValues: { ":due": keys.reindexDuePartition, ":before": `${before}~` },
      Limit: limit,
    }),
  );
  const done: string[] = [];
  for (const item of Items) {
    const practitionerId = String(item.practitionerId);
    try {
      if (await reindexRatings(practitionerId, log)) done.push(practitionerId);
    } catch (error) {
      log.warn("re-index failed; the next sweep tries again", {
        practitionerId: item.practitionerId,
        error: (error as Error).name,
      });
    }
  }
  // The ratings shown on their pages and in search results changed: drop the edge's copies.
  await publicPageChanged(done);
  return done.length;
}
