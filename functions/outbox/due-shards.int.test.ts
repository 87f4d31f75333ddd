import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { OutboxItem } from "../data/items";
import { keys, LEGACY_OUTBOX_DUE, OUTBOX_DUE_SHARDS, outboxShardOf } from "../data/keys";
import { db, tableName } from "../lib/db";
import { dueIndexEntries, sesStore, TEST_NOW, uniqueEmail } from "../test/booking-fixtures";
import { queueMails } from "../test/outbox-fixtures";
import { useOwnTable } from "../test/own-table";
import { deliverDue } from "./outbox";

const HOUR = 60 * 60_000;

beforeAll(async () => {
  // Its own table: deliverDue sends whatever is due, in every shard.
  await useOwnTable("outbox-shards-test");
});

/** How many times SES local received each subject sent to `to`. */
async function sendsTo(to: string): Promise<Map<string, number>> {
  const sends = new Map<string, number>();
  for (const email of await sesStore())
    if (email.destination.to.includes(to)) sends.set(email.subject, (sends.get(email.subject) ?? 0) + 1);
  return sends;
}

async function stateOf(id: string): Promise<OutboxItem["state"] | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.outbox(id), ConsistentRead: true }),
  );
  return (Item as OutboxItem | undefined)?.state;
}

/** Moves a mail's entry to another partition of the due list (what deployed data or a backlog looks like). */
async function moveEntry(item: OutboxItem, partition: string, dueAtMs?: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.outbox(item.id),
      UpdateExpression: "SET GSI2PK = :partition, GSI2SK = :due",
      ExpressionAttributeValues: {
        ":partition": partition,
        ":due":
          dueAtMs === undefined
            ? item.GSI2SK
            : keys.outboxDue(new Date(dueAtMs).toISOString(), item.id).GSI2SK,
      },
    }),
  );
}

/** Sends until a run finds nothing due (each run's limit is small on purpose). */
async function drain(nowMs: number, limit: number): Promise<number> {
  let sent = 0;
  for (;;) {
    const counts = await deliverDue(nowMs, limit);
    sent += counts.sent;
    if (counts.sent + counts.failed + counts.skipped === 0) return sent;
  }
}

describe("the outbox's sharded due list", () => {
  it("spreads queued mails over the shards by their id", async () => {
    // Due after every other test's sending: queued and counted here, never sent.
    const items = await queueMails(uniqueEmail("spread"), 200, TEST_NOW, {
      dueAtMs: TEST_NOW + 30 * 24 * HOUR,
    });
    const ids = new Set(items.map((item) => keys.outbox(item.id).PK));
    const entries = (await dueIndexEntries()).filter((entry) => ids.has(String(entry.PK)));
    expect(entries).toHaveLength(200);
    for (const entry of entries) {
      const id = String(entry.PK).slice(keys.outbox("").PK.length);
      expect(entry.GSI2PK).toBe(`${LEGACY_OUTBOX_DUE}#${outboxShardOf(id)}`);
    }
    // 200 random ids over 64 shards fill ~61 of them; fewer than 45 would mean a skewed hash.
    const shards = new Set(entries.map((entry) => entry.GSI2PK));
    expect(shards.size).toBeGreaterThan(45);
    expect(shards.size).toBeLessThanOrEqual(OUTBOX_DUE_SHARDS);
  });

  it("sends what is due from every shard, within each run's limit, and nothing that is not due yet", async () => {
    const to = uniqueEmail("due");
    const due = await queueMails(to, 60, TEST_NOW);
    const later = await queueMails(to, 20, TEST_NOW, { dueAtMs: TEST_NOW + HOUR, first: 60 });
    expect(await deliverDue(TEST_NOW, 25)).toEqual({ sent: 25, failed: 0, skipped: 0 });
    expect(await drain(TEST_NOW, 25)).toBe(35);
    const sends = await sendsTo(to);
    expect(sends.size).toBe(60);
    expect([...sends.values()].every((times) => times === 1)).toBe(true);
    for (const item of due) expect(await stateOf(item.id)).toBe("sent");
    for (const item of later) expect(await stateOf(item.id)).toBe("pending");
    // 60 random ids fill ~39 of the 64 shards.
    expect(new Set(due.map((item) => item.GSI2PK)).size).toBeGreaterThan(25);
    expect(await drain(TEST_NOW + HOUR, 100)).toBe(20);
  });

  it("lets one shard's older backlog take the room others leave, never all of it", async () => {
    const to = uniqueEmail("backlog");
    const backlog = await queueMails(to, 30, TEST_NOW);
    const crowded = keys.outboxDuePartitions[7] ?? "";
    for (const item of backlog) await moveEntry(item, crowded, TEST_NOW - HOUR);
    const others = await queueMails(to, 10, TEST_NOW, { first: 30 });
    const othersShards = new Set(others.map((item) => item.GSI2PK));
    othersShards.delete(crowded);
    expect(await deliverDue(TEST_NOW, 15)).toEqual({ sent: 15, failed: 0, skipped: 0 });
    // Every other shard's mail went out in that first run, although the backlog was due an hour earlier.
    for (const item of others.filter((mail) => othersShards.has(mail.GSI2PK)))
      expect(await stateOf(item.id)).toBe("sent");
    expect(await drain(TEST_NOW, 15)).toBe(25);
  });

  it("still sends mail left in the unsharded partition of before the shards, also after a failed attempt", async () => {
    const to = uniqueEmail("legacy");
    const [first, second] = (await queueMails(to, 2, TEST_NOW)) as [OutboxItem, OutboxItem];
    await moveEntry(first, LEGACY_OUTBOX_DUE);
    // A retry moves only the due time: the entry stays in the old partition until sent.
    await moveEntry(second, LEGACY_OUTBOX_DUE, TEST_NOW + 30_000);
    const legacy = (await dueIndexEntries()).filter((entry) => entry.GSI2PK === LEGACY_OUTBOX_DUE);
    expect(legacy.map((entry) => entry.PK).sort()).toEqual(
      [first, second].map((item) => keys.outbox(item.id).PK).sort(),
    );
    expect(await deliverDue(TEST_NOW, 25)).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(await stateOf(first.id)).toBe("sent");
    expect(await stateOf(second.id)).toBe("pending");
    expect(await deliverDue(TEST_NOW + 30_000, 25)).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect([...(await sendsTo(to)).values()]).toEqual([1, 1]);
  });

  it("sends each mail once when two senders read every shard at the same moment", async () => {
    const to = uniqueEmail("race");
    await queueMails(to, 50, TEST_NOW);
    const runs = await Promise.all([deliverDue(TEST_NOW, 100), deliverDue(TEST_NOW, 100)]);
    expect(runs.reduce((sum, counts) => sum + counts.sent, 0)).toBe(50);
    const sends = await sendsTo(to);
    expect(sends.size).toBe(50);
    expect([...sends.values()].every((times) => times === 1)).toBe(true);
  });
});
