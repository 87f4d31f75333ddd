import { QueryCommand, type QueryCommandOutput } from "@aws-sdk/lib-dynamodb";
import {
  REGISTRATION_MAX_PAGE_SIZE,
  REGISTRATION_PAGE_SIZE,
  type RegistrationListResponse,
  type RegistrationRequestRow,
} from "../../core/schemas/registration-admin";
import { adminCouncilView, registrationOf } from "../council-registration/view";
import type { RegistrationRequestItem } from "../data/items";
import { keys, type RegistrationState } from "../data/keys";
import { matchesNameOrEmail, pageOf, pageRequest } from "../lib/admin-list";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { photoStore } from "../registration/photo-store";

/**
 * Requests read per state at most. The list reads the whole state's partition (newest first) and
 * pages and searches in memory: undecided requests are few, and decided ones grow by a handful a
 * day. Past this cap the oldest are not listed; a search index is the next step then.
 */
export const REGISTRATION_LIST_CAP = 2000;

const STATE_OF_FILTER: Record<"0" | "1" | "2", RegistrationState> = {
  "0": "rejected",
  "1": "approved",
  "2": "new",
};

export function requestRow(item: RegistrationRequestItem, image = ""): RegistrationRequestRow {
  return {
    id: item.id,
    name: item.name,
    surname: item.surname,
    title: item.title,
    sex: item.sex,
    occupation: item.occupation,
    email: item.email,
    cell_number: item.cellNumber,
    suburb: item.suburb,
    city: item.city,
    postal_code: item.postalCode,
    image_key: item.imageKey,
    image,
    subscription_plan: item.subscriptionPlan,
    is_request_approved: item.isRequestApproved,
    created_at: item.createdAt,
    work_with: item.workWith,
    registration_number: item.registrationNumber,
    council: item.council,
    council_registration: adminCouncilView(registrationOf(item)),
    bhf_practice_number: item.bhfPracticeNumber ?? "",
  };
}

async function stateRequests(state: RegistrationState): Promise<RegistrationRequestItem[]> {
  const items: RegistrationRequestItem[] = [];
  let startKey: QueryCommandOutput["LastEvaluatedKey"];
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: "GSI1",
        KeyConditionExpression: "GSI1PK = :pk",
        ExpressionAttributeValues: { ":pk": keys.registrationRequestStatePartition(state) },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
        Limit: Math.min(1000, REGISTRATION_LIST_CAP - items.length),
      }),
    );
    items.push(...((page.Items ?? []) as RegistrationRequestItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < REGISTRATION_LIST_CAP);
  return items;
}

/** Every word of the search must start a word of name, surname or email (or appear in the email). */
export function matchesSearch(item: RegistrationRequestItem, search: string): boolean {
  return matchesNameOrEmail(search, `${item.name} ${item.surname}`, item.email);
}

/**
 * GET /api/registration/getrequest?page&perPage&is_approved&search (admin): one state's requests,
 * newest first, 25 a page (perPage up to 50); `search` matches name, surname and email.
 */
export const listRequests = httpHandler(
  { route: "GET /api/registration/getrequest" },
  async ({ query }): Promise<RegistrationListResponse> => {
    const asked = pageRequest(query, REGISTRATION_PAGE_SIZE, REGISTRATION_MAX_PAGE_SIZE);
    const state = STATE_OF_FILTER[query.is_approved ?? "2"];
    const search = query.search?.trim() ?? "";
    const all = (await stateRequests(state)).filter((item) => matchesSearch(item, search));
    const rows = pageOf(all, asked);
    const images = await Promise.all(
      rows.map((item) => (item.imageKey ? photoStore.viewUrl(item.imageKey) : Promise.resolve(""))),
    );
    return {
      data: { data: rows.map((item, index) => requestRow(item, images[index])) },
      total: all.length,
    };
  },
);
