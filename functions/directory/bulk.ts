/**
 * Directory entries and exact totals for many records at once (the seed, the bench and the
 * backfill migration): the entries as items to put, the counter shards as whole items at the end.
 */
import type { DirectoryCountItem, DirectoryEntryItem } from "../data/items";
import { DIRECTORY_COUNT_SHARDS, keys, shardOf } from "../data/keys";
import { entriesOf, type Listing } from "./entries";

export class DirectoryTotals {
  /** "partition\nshard" -> count; a plain object so a migration can keep it in its progress item. */
  constructor(readonly counts: Record<string, number> = {}) {}

  /** The listing's entries; its partitions are counted. */
  add(listing: Listing): DirectoryEntryItem[] {
    const { items, counted } = entriesOf(listing);
    const shard = shardOf(listing.facts.id, DIRECTORY_COUNT_SHARDS);
    for (const partition of counted) {
      const key = `${partition}\n${shard}`;
      this.counts[key] = (this.counts[key] ?? 0) + 1;
    }
    return items;
  }

  /** Every counter shard counted, as the items holding the totals. */
  items(): DirectoryCountItem[] {
    return Object.entries(this.counts).map(([key, n]) => {
      const [partition = "", shard = "0"] = key.split("\n");
      return { ...keys.directoryCount(partition, Number(shard)), entity: "directoryCount", n };
    });
  }
}
