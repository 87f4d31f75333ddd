/**
 * Writes the generated seed into the table with BatchWriteItem: 25 items a batch, several batches in
 * flight, UnprocessedItems retried with backoff. Items are pulled from the streaming generator, so
 * memory stays flat however many practitioners are seeded.
 */
import {
  BatchWriteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from "@aws-sdk/lib-dynamodb";
import type { TableItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { publicPageChanged } from "../../functions/public-pages/public-page-changed";
import { requireLocalTable } from "../local-table";
import { DEFAULT_PRACTITIONERS, generateItems } from "./generate";

export const BATCH_SIZE = 25;
export const DEFAULT_CONCURRENCY = 8;
const MAX_ATTEMPTS = 10;

export interface SeedProgress {
  itemsWritten: number;
  practitionersWritten: number;
  elapsedMs: number;
  itemsPerSecond: number;
}

export interface SeedTableOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  practitioners?: number;
  seed?: number;
  now?: string;
  /** Batches in flight at once (default 8). */
  concurrency?: number;
  /** Called after every completed batch. */
  onProgress?: (progress: SeedProgress) => void;
  /**
   * Only the items it keeps are written (bench/search.ts at 100 000: the partitions its cases read,
   * whole). Absent: every item.
   */
  keep?: (item: TableItem) => boolean;
}

export interface SeedResult {
  itemsWritten: number;
  practitioners: number;
  elapsedMs: number;
  itemsPerSecond: number;
}

type PutRequests = { PutRequest: { Item: Record<string, unknown> } }[];

const RETRYABLE = new Set([
  "ProvisionedThroughputExceededException",
  "ThrottlingException",
  "RequestLimitExceeded",
  "InternalServerError",
  "ServiceUnavailable",
  "TimeoutError",
]);

function isRetryable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const meta = error as Error & { $retryable?: unknown; code?: unknown };
  return RETRYABLE.has(error.name) || meta.$retryable !== undefined || meta.code === "ECONNRESET";
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Exponential backoff with full jitter: 50 ms, 100 ms, ... capped at 5 s. */
function backoffMs(attempt: number): number {
  return Math.random() * Math.min(5_000, 50 * 2 ** attempt);
}

/** Writes up to 25 items, retrying throttling and UnprocessedItems until all are in. */
export async function writeBatch(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly TableItem[],
) {
  let requests: PutRequests = items.map((item) => ({
    PutRequest: { Item: item as unknown as Record<string, unknown> },
  }));
  for (let attempt = 1; ; attempt++) {
    let unprocessed: PutRequests | undefined;
    try {
      const out = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      unprocessed = out.UnprocessedItems?.[tableName] as PutRequests | undefined;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await sleep(backoffMs(attempt));
      continue;
    }
    if (!unprocessed || unprocessed.length === 0) return;
    if (attempt >= MAX_ATTEMPTS) {
      throw new Error(
        `BatchWriteItem left ${unprocessed.length} items unprocessed after ${attempt} attempts`,
      );
    }
    requests = unprocessed;
    await sleep(backoffMs(attempt));
  }
}

function* batches(items: Iterable<TableItem>, size: number): Generator<TableItem[]> {
  let batch: TableItem[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The seed writes fictional practitioners and demo logins whose passwords the README publishes. */
export const SEED_LOCAL_ONLY = "its demo accounts' passwords are published in the README";

/**
 * Seeds the table, which must be local (SEED_LOCAL_ONLY). The featured services (the "is seeded?" marker that isTableEmpty reads) are
 * written only after every other batch has succeeded, so an interrupted seed is re-run next time
 * rather than mistaken for a complete one. Writes are idempotent puts: re-running with the same
 * options rewrites the same items.
 */
export async function seedTable(options: SeedTableOptions): Promise<SeedResult> {
  const { client, tableName, onProgress } = options;
  await requireLocalTable(client, "The seed", SEED_LOCAL_ONLY);
  const practitioners = options.practitioners ?? DEFAULT_PRACTITIONERS;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be >= 1, got ${concurrency}`);
  const started = performance.now();
  let itemsWritten = 0;
  let practitionersWritten = 0;

  const report = (batch: readonly TableItem[]) => {
    itemsWritten += batch.length;
    for (const item of batch) if (item.entity === "practitioner") practitionersWritten++;
    if (!onProgress) return;
    const elapsedMs = performance.now() - started;
    onProgress({
      itemsWritten,
      practitionersWritten,
      elapsedMs,
      itemsPerSecond: elapsedMs > 0 ? (itemsWritten * 1000) / elapsedMs : 0,
    });
  };

  const featured: TableItem[] = [];
  function* allButFeatured(): Generator<TableItem> {
    for (const item of generateItems({ practitioners, seed: options.seed, now: options.now })) {
      if (options.keep && !options.keep(item)) continue;
      if (item.PK === keys.featuredPartition) featured.push(item);
      else yield item;
    }
  }

  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  for (const batch of batches(allButFeatured(), BATCH_SIZE)) {
    const write: Promise<void> = writeBatch(client, tableName, batch)
      .then(() => report(batch))
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => inFlight.delete(write));
    inFlight.add(write);
    if (inFlight.size >= concurrency) await Promise.race(inFlight);
    if (failure) break;
  }
  await Promise.all(inFlight);
  if (failure) throw failure.error;

  for (const batch of batches(featured, BATCH_SIZE)) {
    await writeBatch(client, tableName, batch);
    report(batch);
  }
  await client.send(
    new PutCommand({ TableName: tableName, Item: { ...keys.seedMarker, version: SEED_VERSION } }),
  );
  await publicPageChanged("all");

  const elapsedMs = performance.now() - started;
  return {
    itemsWritten,
    practitioners,
    elapsedMs,
    itemsPerSecond: elapsedMs > 0 ? (itemsWritten * 1000) / elapsedMs : 0,
  };
}

/**
 * Bumped whenever the generator's items change shape (v2: search index; v3: geo copies of word lists;
 * v4: argon2id demo passwords and account names; v5: place and word-in-place lists; v6: a featured blog
 * post, blog HTML through the sanitiser; v7: the `listed` flag, issue 25; v8: gender and
 * the search filters' sub-lists, issue 27; v9: geo copies of everyone's filter sub-lists; v10: the admin directory, issue 30; v11: the admin map's pins and cells; v12: the directory's profession-and-package partitions and its billing status and revenue counters, issue 30), so a developer's kept
 * .data/ table is re-seeded by `npm start` instead of silently lacking what new code reads.
 */
export const SEED_VERSION = 12;

/** True when the table holds a complete seed of the current version (one GetItem). */
export async function seedIsCurrent(client: DynamoDBDocumentClient, tableName: string): Promise<boolean> {
  const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: keys.seedMarker }));
  return Item?.version === SEED_VERSION;
}

/** True when the table has not been (completely) seeded: one Query on the featured partition, no Scan. */
export async function isTableEmpty(client: DynamoDBDocumentClient, tableName: string): Promise<boolean> {
  const out = await client.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: "PK = :pk",
      ExpressionAttributeValues: { ":pk": keys.featuredPartition },
      Limit: 1,
    }),
  );
  return (out.Count ?? out.Items?.length ?? 0) === 0;
}
