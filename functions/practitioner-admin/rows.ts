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

/**
 * What the filters read of everyone in a status (keys and the searched fields): about a sixth of a
 * profile, so reading a whole status partition moves far less data (DynamoDB still charges the read
 * by item size; docs/benchmarks.md).
 */
export const FILTER_PROJECTION =
  "PK, SK, GSI1SK, #name, firstName, lastName, email, contactNumber, businessAddressPhysical, profession, #plan";
export type FilteredPractitioner = Pick<
  PractitionerItem,
  | "PK"
  | "SK"
  | "GSI1SK"
  | "name"
  | "firstName"
  | "lastName"
  | "email"
  | "contactNumber"
  | "businessAddressPhysical"
  | "profession"
  | "plan"
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

const fold = (value: string) => value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
const digits = (value: string) => value.replace(/\D/g, "");

export interface PractitionerFilter {
  search: string;
  contactNumber: string;
  /** Exact matches when given (issue 25); the schema allows only known values. */
  profession?: string | undefined;
  plan?: string | undefined;
}

/**
 * Every word of `search` must start a word of the name (title, first name, surname) or of the
 * practice's address, or appear in the email; `contactNumber` must appear in the number (digits
 * only, so "021 555" finds "0215550100"; a leading +27 is read as 0).
 */
export function matchesFilter(
  item: Omit<FilteredPractitioner, "PK" | "SK" | "GSI1SK">,
  filter: PractitionerFilter,
): boolean {
  if (filter.profession && item.profession !== filter.profession) return false;
  if (filter.plan && item.plan !== filter.plan) return false;
  const wanted = digits(filter.contactNumber).replace(/^27/, "0");
  if (
    wanted &&
    !digits(item.contactNumber ?? "")
      .replace(/^27/, "0")
      .includes(wanted)
  )
    return false;
  const terms = fold(filter.search).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const words = fold(
    `${item.name} ${item.firstName} ${item.lastName} ${item.businessAddressPhysical ?? ""}`,
  ).split(/[\s,'.-]+/);
  const email = fold(item.email ?? "");
  return terms.every((term) => email.includes(term) || words.some((word) => word.startsWith(term)));
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
