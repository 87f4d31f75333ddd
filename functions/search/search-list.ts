/**
 * Reading posting lists (docs/access-patterns.md "Search"). No Scan: every read is a Query on one
 * list's partition. Page 1 costs the same whatever the directory's size; deeper pages read the
 * entries before them (DynamoDB has no offset), which the numbered pager of the spec requires.
 */
import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { distanceKm, roundKm } from "../../core/geo";
import { geohashBlock } from "../../core/geohash";
import { starRating } from "../../core/rating";
import type { SearchResult } from "../../core/schemas/search";
import type { SearchCountItem, SearchEntryItem } from "../data/items";
import { keys, type SearchListKind } from "../data/keys";
import { db, tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { GEO_KINDS } from "./index-items";

export interface Point {
  lat: number;
  lng: number;
}

/** Entries read at most for in-memory work (multi-word filtering, nearest-first of small lists). */
export const IN_MEMORY_LIMIT = 1500;

export function toResult(entry: SearchEntryItem, from?: Point): SearchResult {
  const result: SearchResult = {
    id: entry.id,
    name: entry.name,
    profession: entry.profession,
    image: entry.image,
    business_address_physical: entry.addr,
    lat: entry.lat,
    lng: entry.lng,
    get_reviews: entry.ratings.map((rating) => ({ rating })),
    rating: starRating(entry.ratings),
  };
  if (from) result.distance_km = roundKm(distanceKm(from, entry));
  return result;
}

export async function listCounts(pks: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(pks.map((pk) => [pk, 0]));
  for (let start = 0; start < pks.length; start += 100) {
    const chunk = pks.slice(start, start + 100);
    const result = await db().send(
      new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: chunk.map((PK) => ({ PK, SK: keys.searchListCount })) } },
      }),
    );
    for (const item of (result.Responses?.[tableName()] ?? []) as SearchCountItem[])
      counts.set(item.PK, item.count);
  }
  return counts;
}

/** One page of a list in rating order, with its total: the count item sorts first. */
export async function ratedPage(
  pk: string,
  offset: number,
  limit: number,
): Promise<{ entries: SearchEntryItem[]; total: number }> {
  const items = await queryAll<SearchCountItem | SearchEntryItem>(
    { TableName: tableName(), KeyConditionExpression: "PK = :pk", ExpressionAttributeValues: { ":pk": pk } },
    offset + limit + 1,
  );
  const [first, ...rest] = items;
  if (first?.entity !== "searchCount") return { entries: [], total: 0 };
  return { entries: (rest as SearchEntryItem[]).slice(offset, offset + limit), total: first.count };
}

/** Every entry of a list (up to IN_MEMORY_LIMIT), rating order. */
export async function wholeList(pk: string): Promise<SearchEntryItem[]> {
  return queryAll<SearchEntryItem>(
    {
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND SK > :count",
      ExpressionAttributeValues: { ":pk": pk, ":count": keys.searchListCount },
    },
    IN_MEMORY_LIMIT,
  );
}

/** Nearest first by distance, then by the list's own order. */
export function byDistance(entries: SearchEntryItem[], from: Point): SearchEntryItem[] {
  return entries
    .map((entry, index) => ({ entry, index, km: distanceKm(from, entry) }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ entry }) => entry);
}

/** Shortest distance from `from` to the outside of a lat/lng box: entries closer than this are all known. */
function safeRadiusKm(
  from: Point,
  bounds: { latMin: number; latMax: number; lngMin: number; lngMax: number },
): number {
  return Math.min(
    distanceKm(from, { lat: bounds.latMin, lng: from.lng }),
    distanceKm(from, { lat: bounds.latMax, lng: from.lng }),
    distanceKm(from, { lat: from.lat, lng: bounds.lngMin }),
    distanceKm(from, { lat: from.lat, lng: bounds.lngMax }),
  );
}

/**
 * Where to start widening: practices cluster in towns, so a long list has enough entries in a small
 * block; starting small for a short list would spend queries on empty cells.
 */
function startingPrecisions(listSize: number): number[] {
  const start = listSize >= 20_000 ? 6 : listSize >= 2_000 ? 5 : 4;
  return [6, 5, 4, 3].filter((precision) => precision <= start);
}

/**
 * The `needed` nearest entries of a big list: widen a 3x3 block of geohash cells (precision 6 down
 * to 3) until it holds `needed` entries that are provably nearer than anything outside the block.
 * Reads grow with how many practitioners are near the point, not with the directory.
 */
export async function nearestEntries(
  kind: SearchListKind,
  value: string,
  from: Point,
  needed: number,
  listSize = Number.POSITIVE_INFINITY,
): Promise<SearchEntryItem[] | undefined> {
  if (!GEO_KINDS.has(kind)) return undefined;
  for (const precision of startingPrecisions(listSize)) {
    const { cells, bounds } = geohashBlock(from.lat, from.lng, precision);
    const reads = await Promise.all(
      cells.map((cell) =>
        queryAll<SearchEntryItem>(
          precision === 3
            ? {
                TableName: tableName(),
                KeyConditionExpression: "PK = :pk",
                ExpressionAttributeValues: { ":pk": keys.searchGeoList(kind, value, cell) },
              }
            : {
                TableName: tableName(),
                KeyConditionExpression: "PK = :pk AND begins_with(SK, :cell)",
                ExpressionAttributeValues: {
                  ":pk": keys.searchGeoList(kind, value, cell.slice(0, 3)),
                  ":cell": cell,
                },
              },
          IN_MEMORY_LIMIT,
        ),
      ),
    );
    const found = byDistance(reads.flat(), from);
    const safe = safeRadiusKm(from, bounds);
    const certain = found.filter((entry) => distanceKm(from, entry) <= safe);
    if (certain.length >= needed) return certain.slice(0, needed);
  }
  return undefined;
}
