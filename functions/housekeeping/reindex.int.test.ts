import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import type { Handler } from "../lib/http-handler";
import { postingLists, searchIndexItems } from "../search/index-items";
import { addToSearchIndex, batchDelete } from "../search/index-writer";
import { refreshNextAvailable } from "../search/next-available";
import { apiEvent, invoke } from "../test/api-event";
import { createPractitioner, put } from "../test/booking-fixtures";
import { useOwnTable } from "../test/own-table";
import { readJob } from "./job-cursor";
import { reindexAll, reindexPractitioner } from "./reindex";

// Its own table: "all" walks every active practitioner, and other suites add theirs to the shared one.
let search: Handler;
beforeAll(async () => {
  await useOwnTable("reindex-int-test");
  ({ handler: search } = await import("../search/handler"));
});

/** A practitioner indexed as an approval indexes one (registration-admin/confirm.ts). */
async function indexed(overrides: Partial<PractitionerItem> = {}): Promise<PractitionerItem> {
  const practitioner = await createPractitioner(overrides);
  await addToSearchIndex(practitioner);
  await refreshNextAvailable(practitioner.id);
  return practitioner;
}

const get = async (Key: { PK: string; SK: string }) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item;

/** Every index item the practitioner should have, and the counts of their lists, as stored. */
async function stored(practitioner: PractitionerItem) {
  const own = searchIndexItems(practitioner, []);
  const counts = postingLists(practitioner).map(({ kind, value }) => ({
    PK: keys.searchList(kind, value),
    SK: keys.searchListCount,
  }));
  return {
    items: await Promise.all(own.map(({ PK, SK }) => get({ PK, SK }))),
    counts: await Promise.all(counts.map(get)),
  };
}

const searchByName = async (practitioner: PractitionerItem) =>
  invoke(
    search,
    apiEvent("GET", "/api/search/index", {
      query: { find: practitioner.lastName, perPage: "20" },
      route: "/api/search/index",
    }),
  );

/** What a lost index write leaves: the practitioner's own items gone, the shared counts untouched. */
async function loseIndexItems(practitioner: PractitionerItem): Promise<void> {
  const own = searchIndexItems(practitioner, []).filter((item) => item.entity !== "suggestion" || item.id);
  await batchDelete(own.map(({ PK, SK }) => ({ PK, SK })));
}

describe("re-index (issue 30 item 7)", () => {
  it("one practitioner whose lists were deleted: search finds them again, every item as before", async () => {
    await indexed({ lastName: "Reindexneighbour", name: "Dr Thandi Reindexneighbour" });
    const practitioner = await indexed({
      lastName: "Reindexone",
      name: "Dr Thandi Reindexone",
      services: ["Individual therapy", "Couples therapy"],
    });
    const before = await stored(practitioner);
    expect(before.items.every(Boolean)).toBe(true);
    const found = await searchByName(practitioner);
    expect(found.body.data.map((card: { id: string }) => card.id)).toEqual([practitioner.id]);

    await loseIndexItems(practitioner);
    expect((await searchByName(practitioner)).body.data).toEqual([]);

    expect(await reindexPractitioner(practitioner.id, { recount: true })).toBe("indexed");
    expect(await stored(practitioner)).toEqual(before);
    expect((await searchByName(practitioner)).body).toEqual(found.body);
  });

  it("recounts a list whose count a half-finished write left wrong", async () => {
    const practitioner = await indexed({ lastName: "Reindexcount", name: "Dr Thandi Reindexcount" });
    const { counts } = await stored(practitioner);
    const nameList = { PK: keys.searchList("name", "dr thandi reindexcount"), SK: keys.searchListCount };
    expect(await get(nameList)).toMatchObject({ count: 1 });
    // The entries were put, the counts never added (addToSearchIndex stopped after its BatchWrite).
    await batchDelete([nameList]);
    await reindexPractitioner(practitioner.id, { recount: true });
    expect((await stored(practitioner)).counts).toEqual(counts);
  });

  it("a deactivated practitioner's leftover entries are taken out", async () => {
    const practitioner = await indexed({ lastName: "Reindexgone", name: "Dr Thandi Reindexgone" });
    // Deactivated, but the hide that follows the status write never ran.
    await put({
      ...practitioner,
      isActive: false,
      ...keys.practitionerByStatus(false, "test", practitioner.id),
    });
    expect(await reindexPractitioner(practitioner.id, { recount: true })).toBe("hidden");
    const left = (await stored(practitioner)).items.filter((item) => item?.id === practitioner.id);
    expect(left).toEqual([]);
    expect((await searchByName(practitioner)).body.data).toEqual([]);
  });

  it("all: resumable, a page at a time, the place stored between runs", async () => {
    const lost = await indexed({ lastName: "Reindexall", name: "Dr Thandi Reindexall" });
    await loseIndexItems(lost);
    let pages = 0;
    const first = await reindexAll({ pageSize: 2, pauseMs: 0, restart: true, keepGoing: () => pages++ < 1 });
    expect(first).toMatchObject({ reindexed: 2, total: 2, finished: false });
    expect(await readJob("reindex")).toMatchObject({ done: 2, cursor: expect.any(String) });

    const rest = await reindexAll({ pageSize: 2, pauseMs: 0 });
    expect(rest.finished).toBe(true);
    expect(rest.total).toBe(first.reindexed + rest.reindexed);
    expect(await readJob("reindex")).toBeUndefined();
    expect((await searchByName(lost)).body.data.map((card: { id: string }) => card.id)).toEqual([lost.id]);
  });
});
