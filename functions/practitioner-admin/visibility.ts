import type { PractitionerItem } from "../data/items";
import type { Logger } from "../lib/logger";
import { errorDetail } from "../lib/logger";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { practitionerRatings } from "../search/ratings";
import { hideFromSearch, showInSearch } from "./search-visibility";

/**
 * THE place where a practitioner's public visibility changed (deactivated, reactivated; deletion
 * comes after a deactivation). The profile, the slot calendar and booking read `isActive` from the
 * profile item, so they change with the stored status itself; what is derived from it follows here:
 * - the search index (cards, posting lists, name suggestions, counts): removed or restored;
 * - the server-rendered profile page and the sitemap (functions/public-pages) read `isActive` too;
 *   their copies cached at the edge are dropped here, so a deactivated profile 404s at once.
 * Called after the status is stored, with the item as it was and as it is; safe to call again for the
 * same change (an unfinished one is finished by the next toggle, status-job.ts). Throws when the
 * index could not be brought in line: the caller reports it.
 */
export async function practitionerVisibilityChanged(
  before: PractitionerItem,
  after: PractitionerItem,
  log: Logger,
): Promise<void> {
  if (before.isActive === after.isActive) return;
  await publicPageChanged([after.id]);
  try {
    // Idempotent (search-visibility.ts): a retry of an unfinished status change runs it again.
    const ratings = await practitionerRatings(after.id);
    if (after.isActive) await showInSearch(after, ratings);
    else await hideFromSearch(after, ratings);
    // Shown: computed and put in the soonest lists; hidden: taken out of them.
    await nextAvailableMayHaveChanged(after.id);
  } catch (error) {
    log.error("search index not updated after a visibility change", {
      practitionerId: after.id,
      isActive: after.isActive,
      ...errorDetail(error),
    });
    throw error;
  }
}
