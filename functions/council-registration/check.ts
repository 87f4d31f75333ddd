/**
 * An admin's check of a council registration (issue 27), on a registration request or a listed
 * practitioner: "Checked on the register" records who, when and the register category seen;
 * "Could not confirm" removes any check and mails the reason. Both refuse (409) when the number
 * is no longer the one the admin looked up.
 */
import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { type CouncilRegistration, checkLapsesAt } from "../../core/council-registration";
import { ConflictError } from "../../core/errors";
import type { CouncilCheckBody } from "../../core/schemas/council-registration";
import { keys } from "../data/keys";
import { db } from "../lib/db";
import { failedAt, type TransactItem, updateItem } from "../lib/transactions";
import { queueMail } from "../outbox/outbox";
import { scoreOf } from "../reviews/reindex";
import { notConfirmedMail } from "./mails";

export const NUMBER_CHANGED =
  "The registration number changed since you opened this page. Please reload it and check the new number.";

/** The registration after the admin's decision. */
export function checkedRegistration(
  before: CouncilRegistration,
  body: CouncilCheckBody,
  by: string,
  at: string,
): CouncilRegistration {
  if (body.number !== before.number) throw new ConflictError(NUMBER_CHANGED);
  const { council, number } = before;
  return body.outcome === "checked"
    ? { council, number, checked_at: at, checked_by: by, register_category: body.register_category ?? "" }
    : { council, number, not_confirmed: { at, by, reason: body.reason ?? "" } };
}

/**
 * The write: the new registration, on condition that the number is still the one read (a listing
 * from before issue 27 holds it in registrationNumber alone). `recheckId`: a practitioner, whose
 * current check is listed in the re-check index (GSI2) by when it lapses.
 */
export function registrationUpdate(
  Key: Record<string, string>,
  after: CouncilRegistration,
  practitioner?: { id: string; ratingSum: number; ratingCount: number },
): TransactItem {
  const recheckId = practitioner?.id;
  const lapse =
    recheckId && after.checked_at ? keys.councilRecheck(checkLapsesAt(after.checked_at), recheckId) : null;
  // The search cards carry the badge: the rating re-index (functions/reviews/reindex.ts) rewrites
  // them when `indexedScore` is set, as a review does.
  const score = practitioner ? ", indexedScore = if_not_exists(indexedScore, :indexed)" : "";
  const index = `${score}${lapse ? ", GSI2PK = :gpk, GSI2SK = :gsk" : ""}`;
  const unindex = recheckId && !lapse ? " REMOVE GSI2PK, GSI2SK" : "";
  return updateItem({
    Key,
    UpdateExpression: `SET council_registration = :reg${index}${unindex}`,
    ConditionExpression:
      "council_registration.#number = :number OR (attribute_not_exists(council_registration) AND registrationNumber = :number)",
    ExpressionAttributeNames: { "#number": "number" },
    ExpressionAttributeValues: {
      ":reg": after,
      ":number": after.number,
      ...(lapse ? { ":gpk": lapse.GSI2PK, ":gsk": lapse.GSI2SK } : {}),
      ...(practitioner ? { ":indexed": scoreOf(practitioner.ratingSum, practitioner.ratingCount) } : {}),
    },
  });
}

/**
 * Writes the decision in one transaction: the registration (`parts[0]`, refused with 409 when the
 * number moved), the caller's other parts, and on "Could not confirm" the mail to `recipient`.
 */
export async function commitDecision(
  after: CouncilRegistration,
  parts: [TransactItem, ...TransactItem[]],
  recipient: { to: string; firstName: string; listed: boolean },
  nowMs: number,
): Promise<void> {
  const reason = after.not_confirmed?.reason;
  const mail =
    reason === undefined
      ? []
      : [
          queueMail(
            notConfirmedMail({ ...recipient, council: after.council, reason }),
            "council-not-confirmed",
            nowMs,
          ),
        ];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: [...parts, ...mail] }));
  } catch (error) {
    if (failedAt(error)(0)) throw new ConflictError(NUMBER_CHANGED);
    throw error;
  }
}
