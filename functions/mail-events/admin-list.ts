import { MAIL_SUPPRESSIONS_SHOWN } from "../../core/schemas/mail-suppression";
import type { SuppressedAddressItem } from "../data/items";
import type { RouteAnswer } from "../lib/http-handler";
import { httpHandler } from "../lib/http-handler";
import { latestSuppressions, suppressionOf } from "./suppression-list";

type Answer = RouteAnswer<"GET /api/admin/mail-suppressions">;

const row = (item: SuppressedAddressItem, email: string | null): Answer["data"][number] => ({
  email,
  reason: item.reason,
  detail: item.detail,
  since: item.at,
});

/**
 * GET /api/admin/mail-suppressions?email (admin): why mail to an address stopped, so support can
 * tell a patient or practitioner (and ask them for another address).
 */
export const listMailSuppressions = httpHandler(
  { route: "GET /api/admin/mail-suppressions" },
  async ({ query }): Promise<Answer> => {
    if (query.email) {
      const found = await suppressionOf(query.email);
      return { data: found ? [row(found, query.email)] : [] };
    }
    return { data: (await latestSuppressions(MAIL_SUPPRESSIONS_SHOWN)).map((item) => row(item, null)) };
  },
);
