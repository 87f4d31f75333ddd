/**
 * The admin's view of practitioners: the status partition of GSI1 (`PRACS#ACTIVE#{1|0}`, ordered by
 * name), the search and contact-number filters, and the row the list and the export answer with.
 * docs/access-patterns.md "Practitioners (admin)".
 */
import type { QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { starRatingFromTotals } from "../../core/rating";
import type { AdminPractitionerRow } from "../../core/schemas/practitioner-admin";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { searchWords } from "../directory/entries";
import { planTag, practitionerListing, practitionerScope, professionTag } from "../directory/practitioners";
import { matches } from "../directory/read";
import { phoneDigits } from "../lib/admin-list";
import { tableName } from "../lib/db";

/** What the list needs of each practitioner (a projection: less to send, same read cost). */
export const LIST_PROJECTION = [
  "id",
  "#name",
  "firstName",
  "lastName",
  "email",
  "profession",
  "image",
  "isActive",
  "listed",
  "contactNumber",
  "businessAddressPhysical",
  "ratingSum",
  "ratingCount",
  "#plan",
  "GSI1SK",
].join(", ");

export type ListedPractitioner = Pick<
  PractitionerItem,
  | "id"
  | "name"
  | "firstName"
  | "lastName"
  | "email"
  | "profession"
  | "image"
  | "isActive"
  | "listed"
  | "contactNumber"
  | "businessAddressPhysical"
  | "ratingSum"
  | "ratingCount"
  | "plan"
  | "GSI1SK"
>;

/** A Query of one status partition, by name (GSI1SK = lower-case name # id), with `projection`. */
export function statusQuery(isActive: boolean, projection = LIST_PROJECTION): QueryCommandInput {
  return {
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.practitionerByStatus(isActive, "", "").GSI1PK },
    ExpressionAttributeNames: { "#name": "name", "#plan": "plan" },
    ProjectionExpression: projection,
  };
}

export interface PractitionerFilter {
  search: string;
  contactNumber: string;
  /** Exact matches when given (issue 25); the schema allows only known values. */
  profession?: string | undefined;
  plan?: string | undefined;
}

/** The directory's form of the filters: words, phone digits and tags (functions/directory/read.ts). */
export function directoryFilter(isActive: boolean, filter: PractitionerFilter) {
  return {
    scope: practitionerScope(isActive),
    search: filter.search,
    phone: phoneDigits(filter.contactNumber),
    tags: [
      ...(filter.profession ? [professionTag(filter.profession)] : []),
      ...(filter.plan ? [planTag(filter.plan)] : []),
    ],
  };
}

/**
 * The list's rule for one practitioner (the export filters its pages with it): every word of
 * `search` starts a word of the name, practice address or email; `contactNumber` starts the number
 * (digits only, so "021 555" finds "0215550100"; a leading +27 is read as 0).
 */
export function matchesFilter(item: ListedPractitioner, filter: PractitionerFilter): boolean {
  const wanted = directoryFilter(item.isActive, filter);
  return matches(practitionerListing(item).facts, searchWords(wanted.search), wanted.phone, wanted.tags);
}

export function practitionerRow(item: ListedPractitioner): AdminPractitionerRow {
  return {
    id: item.id,
    name: item.name,
    email: item.email,
    profession: item.profession,
    rating: starRatingFromTotals(item.ratingSum ?? 0, item.ratingCount ?? 0),
    review_count: item.ratingCount ?? 0,
    get_member_detail: {
      image: item.image ?? "",
      is_active: item.isActive ? 1 : 0,
      listed: item.listed === true,
      contact_number: item.contactNumber ?? "",
      business_address_physical: item.businessAddressPhysical ?? "",
    },
  };
}
