/**
 * Issue 30: the admin map's pins and cells for practitioners written before they existed
 * (functions/locations/map-items.ts). Idempotent, as the directory's backfill: pins are puts of
 * what the record gives; the cells are counted from the records seen (a few thousand at most, kept
 * in the progress item) and written whole at the end; a cell found in the table but no longer
 * counted is set to 0. Run it while no practitioner is being moved (as the directory's backfill).
 */
import type { MapCellItem } from "../../functions/data/items";
import { keys } from "../../functions/data/keys";
import { MapTotals, mapListingOf } from "../../functions/locations/map-items";
import type { Migration, MigrationState } from "./migration";

interface BackfillState extends MigrationState {
  cells?: MapTotals["cells"];
  /** Cell items found in the table (their SK): any not counted this time is emptied. */
  seen?: string[];
}

export const backfillMap: Migration = {
  name: "2026-11-admin-map",
  description: "Admin map pins and cells for every active practitioner with coordinates (issue 30)",
  visit(items, state: BackfillState) {
    state.cells ??= {};
    const totals = new MapTotals(state.cells);
    const seen = new Set(state.seen);
    const puts = items.flatMap((item) => {
      if (item.entity === "mapCell") seen.add(String(item.SK));
      const listing = mapListingOf(item);
      return listing ? [totals.add(listing)] : [];
    });
    state.seen = [...seen];
    return puts;
  },
  finish(state: BackfillState) {
    const counted = new MapTotals(state.cells ?? {}).items();
    const written = new Set(counted.map((item) => item.SK));
    const emptied = (state.seen ?? [])
      .filter((cell) => !written.has(cell))
      .map((cell): MapCellItem => ({ ...keys.mapCell(cell), entity: "mapCell", n: 0, la: 0, ln: 0 }));
    return [...counted, ...emptied];
  },
};
