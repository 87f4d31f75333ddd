import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { PractitionerItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { db, tableName } from "../../functions/lib/db";
import type { Handler } from "../../functions/lib/http-handler";
import { searchIndexItems } from "../../functions/search/index-items";
import { addToSearchIndex, batchDelete } from "../../functions/search/index-writer";
import { apiEvent, invoke } from "../../functions/test/api-event";
import { createPractitioner } from "../../functions/test/booking-fixtures";
import { useOwnTable } from "../../functions/test/own-table";
import { reindexSearch } from "./reindex-search";
import { runMigration } from "./run";

const target = () => ({ client: db(), tableName: tableName() });

let search: Handler;
beforeAll(async () => {
  await useOwnTable(`migrate-reindex-${Date.now().toString(36)}`);
  ({ handler: search } = await import("../../functions/search/handler"));
}, 60_000);

const found = async (practitioner: PractitionerItem): Promise<string[]> => {
  const answer = await invoke(
    search,
    apiEvent("GET", "/api/search/index", {
      query: { find: practitioner.lastName, perPage: "20" },
      route: "/api/search/index",
    }),
  );
  return answer.body.data.map((card: { id: string }) => card.id);
};

/** What a lost index write (or a table restored without its index) leaves: the profile, no lists. */
async function loseIndexItems(practitioner: PractitionerItem): Promise<void> {
  const own = searchIndexItems(practitioner, []).filter((item) => item.entity !== "suggestion" || item.id);
  await batchDelete(own.map(({ PK, SK }) => ({ PK, SK })));
}

describe("npm run migrate: the search re-index", () => {
  it("rebuilds every practitioner's lists, a Scan page at a time; a dry run and a second run write nothing", async () => {
    const lost: PractitionerItem[] = [];
    for (const n of [1, 2, 3]) {
      const practitioner = await createPractitioner({
        lastName: `Migratereindex${"abc"[n - 1]}`,
        name: `Dr Ayanda Migratereindex${"abc"[n - 1]}`,
      });
      await addToSearchIndex(practitioner);
      expect(await found(practitioner)).toEqual([practitioner.id]);
      await loseIndexItems(practitioner);
      expect(await found(practitioner)).toEqual([]);
      lost.push(practitioner);
    }

    const dry = await runMigration(target(), reindexSearch, { dryRun: true, pageSize: 5, pauseMs: 0 });
    expect(dry.status).toBe("dry run");
    for (const practitioner of lost) expect(await found(practitioner)).toEqual([]);

    // A run that stops after its first page (the second fails) ...
    let pages = 0;
    const stopping = {
      ...reindexSearch,
      visit: (...args: Parameters<typeof reindexSearch.visit>) => {
        if (++pages > 1) throw new Error("connection lost");
        return reindexSearch.visit(...args);
      },
    };
    await expect(runMigration(target(), stopping, { pageSize: 5, pauseMs: 0 })).rejects.toThrow(
      "connection lost",
    );
    // ... is continued from its cursor by the next, and every profile is met once.
    const done = await runMigration(target(), reindexSearch, { pageSize: 5, pauseMs: 0 });
    expect(done).toMatchObject({ status: "done", written: 0 });
    for (const practitioner of lost) expect(await found(practitioner)).toEqual([practitioner.id]);
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.migration(reindexSearch.name),
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ state: { reindexed: 3 }, finishedAt: expect.any(String) });

    const again = await runMigration(target(), reindexSearch, { pageSize: 5, pauseMs: 0 });
    expect(again.status).toBe("already done");
  });
});
