/**
 * Issue 30: the search re-index (functions/housekeeping/reindex.ts) as a migration, so
 * `npm run migrate` rebuilds every practitioner's search lists on a table that had none or lost
 * some (e.g. restored from an export taken mid-write). Each practitioner's profile met on the Scan
 * is re-indexed with the writers that keep the index today; one not public is taken out. Resumable
 * through the runner's cursor; idempotent (re-indexing puts what the profile gives). It writes
 * through the API's own modules (functions/lib/db.ts), which the CLI points at the same table; the
 * lists' counts are kept by those writers, not recounted (`npm run reindex -- --practitioner ID`
 * recounts one practitioner's).
 */
import { reindexPractitioner } from "../../functions/housekeeping/reindex";
import type { Migration } from "./migration";

export const reindexSearch: Migration = {
  name: "2026-11-search-reindex",
  description: "Rebuild every practitioner's search lists (issue 30)",
  async visit(items, state, { dryRun }) {
    const ids = items.flatMap((item) =>
      item.entity === "practitioner" && typeof item.id === "string" ? [item.id] : [],
    );
    state.reindexed = (typeof state.reindexed === "number" ? state.reindexed : 0) + ids.length;
    if (!dryRun) for (const id of ids) await reindexPractitioner(id, { recount: false });
    return [];
  },
  finish: () => [],
};
