/**
 * Runs migrations against one table: each page of a Scan (throttled: `pageSize` items, then a
 * pause) is visited, its puts written by BatchWrite, and the cursor and state saved in the
 * migration's progress item. A finished migration is skipped; an unfinished one resumes where it
 * stopped. A dry run reads and counts but writes nothing (not even progress).
 */
import { BatchWriteCommand, GetCommand, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "../../functions/data/keys";
import type { Migration, MigrationState, MigrationTarget } from "./migration";

export interface RunOptions {
  dryRun?: boolean;
  /** Items read per Scan page (the throttle's unit). */
  pageSize?: number;
  /** Pause after each page, so a live table keeps its capacity for users. */
  pauseMs?: number;
  log?: (line: string) => void;
}

export interface RunResult {
  name: string;
  status: "already done" | "done" | "dry run";
  read: number;
  written: number;
}

interface ProgressItem {
  PK: string;
  SK: string;
  entity: "migration";
  cursor?: Record<string, unknown>;
  state: MigrationState;
  read: number;
  written: number;
  finishedAt?: string;
  updatedAt: string;
}

async function writeAll({ client, tableName }: MigrationTarget, items: object[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests = items
      .slice(start, start + 25)
      .map((Item) => ({ PutRequest: { Item: Item as Record<string, unknown> } }));
    for (let round = 0; requests.length > 0; round++) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(round, 6)));
      const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

export async function runMigration(
  target: MigrationTarget,
  migration: Migration,
  { dryRun = false, pageSize = 500, pauseMs = 100, log = () => undefined }: RunOptions = {},
): Promise<RunResult> {
  const { client, tableName } = target;
  const key = keys.migration(migration.name);
  const { Item } = await client.send(
    new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
  );
  const stored = Item as ProgressItem | undefined;
  if (stored?.finishedAt)
    return { name: migration.name, status: "already done", read: stored.read, written: 0 };
  const progress: ProgressItem = stored ?? {
    ...key,
    entity: "migration",
    state: {},
    read: 0,
    written: 0,
    updatedAt: new Date().toISOString(),
  };
  const save = async () => {
    progress.updatedAt = new Date().toISOString();
    if (!progress.cursor) delete progress.cursor;
    if (!dryRun) await client.send(new PutCommand({ TableName: tableName, Item: progress }));
  };
  if (stored) log(`${migration.name}: resuming after ${stored.read} items`);
  let written = 0;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableName, Limit: pageSize, ExclusiveStartKey: progress.cursor }),
    );
    const puts = await migration.visit((page.Items ?? []) as Record<string, unknown>[], progress.state, {
      dryRun,
    });
    if (!dryRun) await writeAll(target, puts);
    written += puts.length;
    progress.read += page.Count ?? 0;
    progress.written += puts.length;
    progress.cursor = page.LastEvaluatedKey;
    if (page.LastEvaluatedKey) {
      await save();
      log(`${migration.name}: ${progress.read} items read, ${progress.written} written`);
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  } while (progress.cursor);
  const last = migration.finish(progress.state);
  if (!dryRun) await writeAll(target, last);
  written += last.length;
  progress.written += last.length;
  progress.finishedAt = new Date().toISOString();
  await save();
  return { name: migration.name, status: dryRun ? "dry run" : "done", read: progress.read, written };
}
