import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { AffiliateItem, ReferralItem, RegistrationRequestItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import type { Logger } from "../lib/logger";

/**
 * The attribution of a practitioner being approved to the affiliate whose link they applied through,
 * as a TransactWriteItems Put for the approval's own transaction (so an approval and its attribution
 * exist together or not at all); undefined when there is nothing to attribute: no code, a code no
 * affiliate has (typed by hand, or made up), or the affiliate's own email (no commission on oneself).
 */
export async function referralPut(
  request: Pick<RegistrationRequestItem, "id" | "email" | "referralCode" | "subscriptionPlan">,
  practitionerId: string,
  approvedAt: string,
  log: Logger,
) {
  if (!request.referralCode) return undefined;
  const code = request.referralCode.toUpperCase();
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.affiliate(code),
      ProjectionExpression: "code, email",
    }),
  );
  const affiliate = Item as Pick<AffiliateItem, "code" | "email"> | undefined;
  if (!affiliate || affiliate.email === request.email.trim().toLowerCase()) {
    log.info("referral code not attributed", { requestId: request.id, known: Boolean(affiliate) });
    return undefined;
  }
  const item: ReferralItem = {
    ...keys.referral(practitionerId),
    ...keys.referralByApproval(approvedAt, practitionerId),
    entity: "referral",
    affiliateCode: affiliate.code,
    practitionerId,
    registrationRequestId: request.id,
    plan: request.subscriptionPlan,
    approvedAt,
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: "attribute_not_exists(PK)" } };
}
