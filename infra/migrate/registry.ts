/** Every migration, in the order they run. */
import { backfillBilling } from "./backfill-billing";
import { backfillDirectory } from "./backfill-directory";
import { backfillMap } from "./backfill-map";
import type { Migration } from "./migration";
import { reindexSearch } from "./reindex-search";

export const MIGRATIONS: readonly Migration[] = [
  backfillDirectory,
  backfillBilling,
  backfillMap,
  reindexSearch,
];
