/**
 * Reading posting lists (docs/access-patterns.md "Search"). No Scan: every read is a Query on one
 * list's partition. Page 1 costs the same whatever the directory's size; deeper pages read the
 * entries before them (DynamoDB has no offset), which the numbered pager of the spec requires.
 */
import { registrationBadge } from "../../core/council-registration";
import { distanceKm, roundKm } from "../../core/geo";
import { type CellBounds, cellRuns, geohashBlock } from "../../core/geohash";
import { starRating } from "../../core/rating";
import type { SearchResult } from "../../core/schemas/search";
import type { SearchCountItem, SearchEntryItem } from "../data/items";
import { keys, type SearchListKind } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { now } from "../lib/clock";
import { tableName } from "../lib/db";
import { queryAll } from "../lib/query-all";
import { hasGeoCopies } from "./index-items";

export interface Point {
  lat: number;
  lng: number;
}

/** Which entries of the ordered matches to answer with, and the point to order them from. */
export interface PageRequest {
  offset: number;
  limit: number;
  from: Point | undefined;
}

/** The page's entries and how many match in all. */
export interface Matches {
  entries: SearchEntryItem[];
  total: number;
  /**
   * Not every candidate was read: free text cut at searchLimits.inMemory entries, or a filtered
   * search whose total is estimated from the share of what it read that passed.
   */
  partial?: true;
}

/**
 * Entries read at most for in-memory work (multi-word filtering, nearest-first of small lists);
 * a filtered search reads a candidate list of up to `readAllUpTo` entries whole, for an exact total.
 * An object so a test can lower it rather than seed thousands of practitioners.
 */
export const searchLimits = { inMemory: 1500, cellRun: 1500, readAllUpTo: 400 };

export function toResult(
  entry: Omit<SearchEntryItem, "entity">,
  nextAvailable: string | null,
  from?: Point,
): SearchResult {
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
    next_available: nextAvailable,
  };
  if (from) result.distance_km = roundKm(distanceKm(from, entry));
  const badge = registrationBadge(entry.reg, now());
  if (badge) result.council_badge = { council: badge.council, checked_at: badge.checkedAt };
  return result;
}

export async function listCounts(pks: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(pks.map((pk) => [pk, 0]));
  const items = await batchGetAll<SearchCountItem>(pks.map((PK) => ({ PK, SK: keys.searchListCount })));
  for (const item of items) counts.set(item.PK, item.count);
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

/**
 * Every entry of a list (up to searchLimits.inMemory), rating order; with `attributes`, only those
 * (what a filter needs), to spare moving whole cards that are then thrown away.
 */
export async function wholeList(pk: string, attributes?: readonly string[]): Promise<SearchEntryItem[]> {
  return queryAll<SearchEntryItem>(
    {
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND SK > :count",
      ExpressionAttributeValues: { ":pk": pk, ":count": keys.searchListCount },
      ...(attributes ? { ProjectionExpression: attributes.join(", ") } : {}),
    },
    searchLimits.inMemory,
  );
}

/** Up to `limit` entries of a list after the sort key `after` (its count item's key: from the start), projected. */
export async function listEntriesAfter(
  pk: string,
  after: string,
  limit: number,
  attributes: readonly string[],
): Promise<SearchEntryItem[]> {
  return queryAll<SearchEntryItem>(
    {
      TableName: tableName(),
      KeyConditionExpression: "PK = :pk AND SK > :after",
      ExpressionAttributeValues: { ":pk": pk, ":after": after },
      ProjectionExpression: attributes.join(", "),
    },
    limit,
  );
}

/** Whole entries of one list by sort key, in the order given. */
export async function entriesBySortKey(pk: string, sortKeys: readonly string[]): Promise<SearchEntryItem[]> {
  const found = await batchGetAll<SearchEntryItem>(sortKeys.map((SK) => ({ PK: pk, SK })));
  const bySortKey = new Map(found.map((entry) => [entry.SK, entry]));
  return sortKeys.flatMap((sk) => bySortKey.get(sk) ?? []);
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

/** A block of `rings` rings of cells around the point's cell at `precision`. */
interface Step {
  precision: number;
  rings: number;
}

/** Blocks from small to large; each guarantees a wider radius than the one before. */
const STEPS: readonly Step[] = [
  { precision: 7, rings: 2 },
  { precision: 7, rings: 3 },
  { precision: 6, rings: 1 },
  { precision: 6, rings: 2 },
  { precision: 5, rings: 1 },
  { precision: 5, rings: 2 },
  { precision: 4, rings: 1 },
  { precision: 3, rings: 1 },
];

/**
 * Where to start: practices cluster in towns, so a long list has enough entries in a small block
 * (5x5 cells of ~150 m for the longest lists, 7x7 for long ones: in a dense city centre the nearest
 * twenty sit within a few hundred metres); starting small for a short list would spend queries on
 * empty cells.
 */
function firstStep(listSize: number): number {
  const start: Step =
    listSize >= 50_000
      ? { precision: 7, rings: 2 }
      : listSize >= 20_000
        ? { precision: 7, rings: 3 }
        : listSize >= 5_000
          ? { precision: 6, rings: 2 }
          : { precision: listSize >= 2_000 ? 5 : 4, rings: 1 };
  return STEPS.findIndex((step) => step.precision === start.precision && step.rings === start.rings);
}

function areaKm2(bounds: CellBounds): number {
  const midLat = (bounds.latMin + bounds.latMax) / 2;
  const height = distanceKm({ lat: bounds.latMin, lng: 0 }, { lat: bounds.latMax, lng: 0 });
  const width = distanceKm({ lat: midLat, lng: bounds.lngMin }, { lat: midLat, lng: bounds.lngMax });
  return height * width;
}

/**
 * The next block to read: from the density seen so far, the smallest later block expected to
 * hold `needed` entries within its certain radius (with a margin), so a sparse town skips the
 * blocks that would come back short.
 */
function nextStep(current: number, from: Point, needed: number, seen: number, seenArea: number): number {
  if (seen === 0) return Math.min(current + 2, STEPS.length - 1);
  const radiusKm = Math.sqrt((1.5 * needed * seenArea) / (Math.PI * seen));
  for (let index = current + 1; index < STEPS.length; index++) {
    const { precision, rings } = STEPS[index] as Step;
    if (safeRadiusKm(from, geohashBlock(from.lat, from.lng, precision, rings).bounds) >= radiusKm)
      return index;
  }
  return STEPS.length - 1;
}

/** Every entry of a list's geo partitions inside the block, one Query per run of cells. */
async function blockEntries(
  kind: SearchListKind,
  value: string,
  cells: string[],
): Promise<SearchEntryItem[]> {
  const reads = await Promise.all(
    cellRuns(cells).map(({ first, last }) =>
      queryAll<SearchEntryItem>(
        first.length === 3
          ? {
              TableName: tableName(),
              KeyConditionExpression: "PK = :pk",
              ExpressionAttributeValues: { ":pk": keys.searchGeoList(kind, value, first) },
            }
          : {
              TableName: tableName(),
              KeyConditionExpression: "PK = :pk AND SK BETWEEN :first AND :last",
              ExpressionAttributeValues: {
                ":pk": keys.searchGeoList(kind, value, first.slice(0, 3)),
                ":first": first,
                // Sort keys are `{geohash9}#{id}`: "~" sorts after every key inside the last cell.
                ":last": `${last}~`,
              },
            },
        searchLimits.cellRun,
      ),
    ),
  );
  return reads.flat();
}

/**
 * The `needed` nearest entries of a big list: widen a block of geohash cells around the point
 * until it holds `needed` entries that are provably nearer than anything outside the block.
 * Rings added at the same precision read only their new cells. Reads grow with how many
 * practitioners are near the point, not with the directory.
 */
/** What a filtered nearest-first read saw: entries read and passed, those certain, and how far certainty reached. */
export interface BlockTally {
  read: number;
  passed: number;
  certain: number;
  safeKm: number;
}

export async function nearestEntries(
  kind: SearchListKind,
  value: string,
  from: Point,
  needed: number,
  listSize = Number.POSITIVE_INFINITY,
  within?: { accept: (entry: SearchEntryItem) => boolean; radiusKm?: number; tally?: BlockTally },
): Promise<SearchEntryItem[] | undefined> {
  if (!hasGeoCopies(kind, value)) return undefined;
  const found = new Map<string, SearchEntryItem>();
  const readCells = new Set<string>();
  for (let index = firstStep(listSize); index < STEPS.length; ) {
    const { precision, rings } = STEPS[index] as Step;
    const { cells, bounds } = geohashBlock(from.lat, from.lng, precision, rings);
    const unread = cells.filter((cell) => !readCells.has(cell));
    // Filters (issue 27) keep only the entries that pass: the block widens until enough of them are certain.
    const entries = await blockEntries(kind, value, unread);
    for (const entry of entries) if (!within || within.accept(entry)) found.set(entry.SK, entry);
    for (const cell of unread) readCells.add(cell);
    const safe = safeRadiusKm(from, bounds);
    const certain = byDistance([...found.values()], from).filter((entry) => distanceKm(from, entry) <= safe);
    const radiusCovered = within?.radiusKm !== undefined && safe >= within.radiusKm;
    const tally = within?.tally;
    if (tally) {
      tally.read += entries.length;
      tally.passed = found.size;
      tally.certain = certain.length;
      tally.safeKm = safe;
    }
    if (certain.length >= needed || radiusCovered) return certain.slice(0, needed);
    const blockCells = new Set(cells);
    // A geo entry's sort key starts with its 9-character geohash.
    const inBlock = [...found.values()].filter((entry) => blockCells.has(entry.SK.slice(0, precision)));
    index =
      index === STEPS.length - 1
        ? STEPS.length
        : nextStep(index, from, needed, inBlock.length, areaKm2(bounds));
  }
  return undefined;
}
