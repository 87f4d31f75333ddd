/** Every migration, in the order they run. A new one (e.g. a search re-index) is added here. */
import { backfillDirectory, backfillDirectoryPairs } from "./backfill-directory";
import { backfillMap } from "./backfill-map";
import type { Migration } from "./migration";

export const MIGRATIONS: readonly Migration[] = [backfillDirectory, backfillDirectoryPairs, backfillMap];
