import type { PractitionerItem } from "../data/items";
import type { Logger } from "../lib/logger";
import { errorDetail } from "../lib/logger";
import { replaceInSearchIndex } from "../search/index-writer";
import { practitionerRatings } from "../search/ratings";

/**
 * THE place where a practitioner's public visibility changed (deactivated, reactivated; deletion
 * comes after a deactivation). The profile, the slot calendar and booking read `isActive` from the
 * profile item, so they change with the stored status itself; what is derived from it follows here:
 * - the search index (cards, posting lists, name suggestions, counts): removed or restored;
 * - pre-rendered profile pages and sitemaps (issue 13) hook in here too, so a deactivated profile
 *   404s at once.
 * Called after the status is stored, with the item as it was and as it is. Throws when the index
 * could not be brought in line (after the writer's own retries): the caller reports it.
 */
export async function practitionerVisibilityChanged(
  before: PractitionerItem,
  after: PractitionerItem,
  log: Logger,
): Promise<void> {
  if (before.isActive === after.isActive) return;
  try {
    await replaceInSearchIndex(before, after, await practitionerRatings(after.id));
  } catch (error) {
    log.error("search index not updated after a visibility change", {
      practitionerId: after.id,
      isActive: after.isActive,
      ...errorDetail(error),
    });
    throw error;
  }
}
