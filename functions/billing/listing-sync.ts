/**
 * After billing changed a listing's `listed` flag (functions/practitioner/listing.ts), everything
 * that reads it follows: the search index (showInSearch / hideFromSearch, both safe to run again, so
 * a replayed event or a second sweep can finish a sync that failed part-way), the soonest lists and
 * the cached public page.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { isPublic } from "../practitioner/listing";
import { hideFromSearch, showInSearch } from "../practitioner-admin/search-visibility";
import { publicPageChanged } from "../public-pages/public-page-changed";
import { nextAvailableMayHaveChanged } from "../search/next-available";
import { practitionerRatings } from "../search/ratings";

export async function practitionerAt(practitionerId: string): Promise<PractitionerItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.practitioner(practitionerId), ConsistentRead: true }),
  );
  return Item?.entity === "practitioner" ? (Item as PractitionerItem) : undefined;
}

/** Brings the index and pages in line with the stored listing (as it is now). */
export async function syncListing(practitioner: PractitionerItem): Promise<void> {
  const ratings = await practitionerRatings(practitioner.id);
  if (isPublic(practitioner)) await showInSearch(practitioner, ratings);
  // hideFromSearch skips a profile whose flag is already off: here the flag is what changed.
  else if (practitioner.isActive) await hideFromSearch({ ...practitioner, listed: true }, ratings);
  await nextAvailableMayHaveChanged(practitioner.id);
  await publicPageChanged([practitioner.id]);
}
