/**
 * Issue 30: the admin directory's entries and exact totals for records written before it existed
 * (functions/directory/). Idempotent: entries are puts of what the record gives; the totals are
 * counted from the records seen and written whole at the end (counter shards seen but no longer
 * counted are set to 0).
 */
import type { DirectoryCountItem } from "../../functions/data/items";
import { DirectoryTotals } from "../../functions/directory/bulk";
import { listingOf } from "../../functions/directory/listing-of";
import type { Migration, MigrationState } from "./migration";

interface BackfillState extends MigrationState {
  counts?: Record<string, number>;
  /** Counter shards found in the table ("PK\nSK"): any not counted this time is reset to 0. */
  seen?: string[];
}

export const backfillDirectory: Migration = {
  name: "2026-11-admin-directory",
  description: "Admin directory entries and totals for every practitioner and patient (issue 30)",
  visit(items, state: BackfillState) {
    state.counts ??= {};
    const totals = new DirectoryTotals(state.counts);
    const seen = new Set(state.seen);
    const puts = items.flatMap((item) => {
      if (item.entity === "directoryCount") seen.add(`${item.PK}\n${item.SK}`);
      const listing = listingOf(item);
      return listing ? totals.add(listing) : [];
    });
    state.seen = [...seen];
    return puts;
  },
  finish(state: BackfillState) {
    const counted: DirectoryCountItem[] = new DirectoryTotals(state.counts ?? {}).items();
    const written = new Set(counted.map((item) => `${item.PK}\n${item.SK}`));
    const emptied = (state.seen ?? [])
      .filter((key) => !written.has(key))
      .map((key): DirectoryCountItem => {
        const [PK = "", SK = ""] = key.split("\n");
        return { PK, SK, entity: "directoryCount", n: 0 };
      });
    return [...counted, ...emptied];
  },
};
