/** Where a housekeeping job stopped, kept in the table so the next run (or a retry) continues there. */
import { DeleteCommand, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { HousekeepingJobItem } from "../data/items";
import { keys } from "../data/keys";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";

type Job = HousekeepingJobItem["job"];

export async function readJob(job: Job): Promise<HousekeepingJobItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.housekeepingJob(job), ConsistentRead: true }),
  );
  return Item as HousekeepingJobItem | undefined;
}

/** Stores the job's place (`at`: cursor or month) and how much it has done since it started. */
export async function saveJob(
  job: Job,
  at: Pick<HousekeepingJobItem, "cursor" | "fromMonth">,
  done: number,
  startedAt: string,
): Promise<void> {
  const item: HousekeepingJobItem = {
    ...keys.housekeepingJob(job),
    entity: "housekeepingJob",
    job,
    ...at,
    done,
    startedAt,
    updatedAt: new Date(now()).toISOString(),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

export async function endJob(job: Job): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.housekeepingJob(job) }));
}

/** A pause between steps, so a long job leaves the table's capacity to the site. */
export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
