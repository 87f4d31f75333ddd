import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { BadRequestError } from "../../core/errors";
import {
  EXPORT_BATCH_SIZE,
  PRACTITIONER_MAX_PAGE_SIZE,
  PRACTITIONER_PAGE_SIZE,
  type PractitionerExportResponse,
  type PractitionerListQuery,
  type PractitionerListResponse,
} from "../../core/schemas/practitioner-admin";
import type { PractitionerItem } from "../data/items";
import { keys } from "../data/keys";
import { decodeAnchor, encodeAnchor } from "../directory/anchor";
import { findInDirectory } from "../directory/read";
import { pageRequest } from "../lib/admin-list";
import { batchGetAll } from "../lib/batch-get";
import { db } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { queryCount } from "../lib/query-all";
import {
  directoryFilter,
  type ListedPractitioner,
  matchesFilter,
  type PractitionerFilter,
  practitionerRow,
  statusQuery,
} from "./rows";

const filterOf = (query: PractitionerListQuery): PractitionerFilter => ({
  search: query.search?.trim() ?? "",
  contactNumber: query.contact_number?.trim() ?? "",
  profession: query.profession,
  plan: query.package,
});

/**
 * GET /api/practitioner/view?page&perPage&search&contact_number&profession&package&is_active&order (admin): one
 * status's practitioners by name, 15 a page (perPage up to 100), `is_active` 1 by default. Read from
 * the practitioners' directory (functions/directory/): bounded Queries of narrow entries, exact
 * totals from counters; search matches words by their start (docs/decisions.md "Admin lists at
 * scale"). Then the page's own practitioners are read in full (BatchGet of at most 100).
 */
export const listPractitioners = httpHandler(
  { route: "GET /api/practitioner/view" },
  async ({ query }): Promise<PractitionerListResponse> => {
    const { page, perPage } = pageRequest(query, PRACTITIONER_PAGE_SIZE, PRACTITIONER_MAX_PAGE_SIZE);
    const found = await findInDirectory({
      ...directoryFilter(query.is_active !== "0", filterOf(query)),
      offset: (page - 1) * perPage,
      limit: perPage,
      descending: query.order === "desc",
      anchor: query.anchor ? decodeAnchor(query.anchor) : undefined,
    });
    const items = await batchGetAll<PractitionerItem>(found.ids.map((id) => keys.practitioner(id)));
    const byId = new Map(items.map((item) => [item.id, item]));
    return {
      // In the list's order; one deleted between the two reads is left out.
      data: {
        data: found.ids.flatMap((id) => {
          const item = byId.get(id);
          return item ? [practitionerRow(item)] : [];
        }),
      },
      total: found.total,
      anchor: found.anchor ? encodeAnchor(found.anchor) : null,
      capped: found.capped,
    };
  },
);

const BAD_CURSOR = "This export link is out of date. Please start the export again.";

/** The cursor is where the previous page stopped: that practitioner's name key and id. */
function encodeCursor(lastKey: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify([lastKey.GSI1SK, lastKey.PK]), "utf8").toString("base64url");
}

function decodeCursor(cursor: string, isActive: boolean): Record<string, string> {
  try {
    const [nameKey, pk] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    const id = typeof pk === "string" ? /^PRAC#(\d{1,9})$/.exec(pk)?.[1] : undefined;
    if (typeof nameKey !== "string" || !id || !nameKey.endsWith(`#${id}`)) throw new Error("shape");
    // Rebuilt from our own key functions: a cursor can only point into the partition it names.
    return {
      ...keys.practitioner(id),
      GSI1PK: keys.practitionerByStatus(isActive, "", "").GSI1PK,
      GSI1SK: nameKey,
    };
  } catch {
    throw new BadRequestError(BAD_CURSOR, { cursor: "is not a cursor from this list" });
  }
}

/** How many practitioners a status holds: a COUNT Query (no items sent back), for the export's progress. */
function statusSize(isActive: boolean): Promise<number> {
  const { ProjectionExpression: _p, ExpressionAttributeNames: _n, ...count } = statusQuery(isActive);
  return queryCount(count);
}

/**
 * GET /api/practitioner/export?search&contact_number&is_active&cursor (admin): the CSV export's
 * pages. Each reads at most EXPORT_BATCH_SIZE practitioners of the status (one Query page) and
 * answers those matching the filters with the cursor to go on from, so no request but the first
 * grows with the directory, and the browser builds the file page by page. The first also counts
 * the status (COUNT: nothing sent back) for the progress bar.
 */
export const exportPractitioners = httpHandler(
  { route: "GET /api/practitioner/export" },
  async ({ query }): Promise<PractitionerExportResponse> => {
    const isActive = query.is_active !== "0";
    const filter = filterOf(query);
    const page = await db().send(
      new QueryCommand({
        ...statusQuery(isActive),
        Limit: EXPORT_BATCH_SIZE,
        ScanIndexForward: query.order !== "desc",
        ...(query.cursor ? { ExclusiveStartKey: decodeCursor(query.cursor, isActive) } : {}),
      }),
    );
    const items = (page.Items ?? []) as ListedPractitioner[];
    return {
      data: items.filter((item) => matchesFilter(item, filter)).map(practitionerRow),
      read: items.length,
      total: query.cursor ? null : await statusSize(isActive),
      next: page.LastEvaluatedKey ? encodeCursor(page.LastEvaluatedKey) : null,
    };
  },
);
