import { BadRequestError } from "../../core/errors";
import { MAIL_SUPPRESSIONS_PAGE_SIZE, NOT_A_CURSOR } from "../../core/schemas/mail-suppression";
import type { SuppressedAddressItem } from "../data/items";
import type { RouteAnswer } from "../lib/http-handler";
import { httpHandler } from "../lib/http-handler";
import { suppressionOf, suppressionPage } from "./suppression-list";

type Answer = RouteAnswer<"GET /api/admin/mail-suppressions">;

export const BAD_CURSOR = "This page of the suppression list has expired. Please start from the first page.";

/** What the admins see of an entry: `email` only when they named the address. */
export const suppressionRow = (
  item: SuppressedAddressItem,
  email: string | null,
): Answer["data"][number] => ({
  email,
  masked: item.masked ?? null,
  reason: item.reason,
  detail: item.detail,
  since: item.at,
});

// The cursor is the last entry's index key, `{at}#{hash}` (an ISO time and a base64url hash), base64url.
const CURSOR_KEY = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)#([A-Za-z0-9_-]{16,128})$/;

function afterOf(cursor: string): { at: string; hash: string } {
  const match = CURSOR_KEY.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match?.[1] || !match[2]) throw new BadRequestError(BAD_CURSOR, { cursor: NOT_A_CURSOR });
  return { at: match[1], hash: match[2] };
}

/**
 * GET /api/admin/mail-suppressions?email&cursor (admin): why mail to an address stopped, so support
 * can tell a patient or practitioner (and ask them for another address). Without `email`, a page of
 * the newest entries from the list's own GSI1 partition (one Query, whatever the list holds).
 */
export const listMailSuppressions = httpHandler(
  { route: "GET /api/admin/mail-suppressions" },
  async ({ query }): Promise<Answer> => {
    if (query.email) {
      const found = await suppressionOf(query.email);
      return { data: found ? [suppressionRow(found, query.email)] : [], next: null };
    }
    const page = await suppressionPage(
      MAIL_SUPPRESSIONS_PAGE_SIZE,
      query.cursor ? afterOf(query.cursor) : undefined,
    );
    return {
      data: page.items.map((item) => suppressionRow(item, null)),
      next: page.next ? Buffer.from(`${page.next.at}#${page.next.hash}`).toString("base64url") : null,
    };
  },
);
