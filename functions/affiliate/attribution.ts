import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { monthOf } from "../../core/commission";
import type { AffiliateItem, ReferralItem, ReferralMonthItem, RegistrationRequestItem } from "../data/items";
import { keys } from "../data/keys";
import { batchGetAll } from "../lib/batch-get";
import { db, tableName } from "../lib/db";
import type { Logger } from "../lib/logger";
import { queryAll } from "../lib/query-all";
import { putNew } from "../lib/transactions";
import { emailFact, normalEmail, normalPhone, phoneFact } from "./identity";

type Referrer = Pick<AffiliateItem, "code" | "email" | "contact" | "bankFingerprints">;
type Applicant = Pick<
  RegistrationRequestItem,
  "id" | "email" | "cellNumber" | "referralCode" | "subscriptionPlan"
>;

/** The codes of every affiliate listed under one identifying fact. */
async function affiliatesWith(fact: string): Promise<string[]> {
  const items = await queryAll<{ code: string }>({
    TableName: tableName(),
    KeyConditionExpression: "PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.affiliateIdentityPartition(fact) },
    ProjectionExpression: "code",
  });
  return items.map((item) => item.code);
}

/**
 * Why a referral would be the affiliate's own listing, or undefined: the same mailbox (however it
 * is spelt), the same cellphone, or the applicant is (by email or cellphone) also an affiliate who
 * is paid into the same bank account as the referrer.
 */
export async function selfReferral(
  referrer: Referrer,
  applicant: Applicant,
): Promise<"email" | "cellphone" | "bank account" | undefined> {
  if (normalEmail(referrer.email) === normalEmail(applicant.email)) return "email";
  if (normalPhone(referrer.contact) === normalPhone(applicant.cellNumber)) return "cellphone";
  const accounts = referrer.bankFingerprints ?? [];
  if (accounts.length === 0) return undefined;
  const others = new Set(
    (
      await Promise.all([
        affiliatesWith(emailFact(applicant.email)),
        affiliatesWith(phoneFact(applicant.cellNumber)),
      ])
    )
      .flat()
      .filter((code) => code !== referrer.code),
  );
  if (others.size === 0) return undefined;
  const theirs = await batchGetAll<Pick<AffiliateItem, "bankFingerprints">>(
    [...others].map((code) => keys.affiliate(code)),
  );
  const shared = theirs.some((other) =>
    (other.bankFingerprints ?? []).some((fact) => accounts.includes(fact)),
  );
  return shared ? "bank account" : undefined;
}

/**
 * The attribution of a practitioner being approved to the affiliate whose link they applied through,
 * and the record of their approval month (functions/affiliate-admin/month-record.ts), as
 * TransactWriteItems Puts for the approval's own transaction (so an approval and its attribution
 * exist together or not at all); none when there is nothing to attribute: no code, a code no
 * affiliate has (typed by hand, or made up), or a self-referral (no commission on oneself).
 */
export async function referralPuts(
  request: Applicant,
  practitionerId: string,
  approvedAt: string,
  log: Logger,
) {
  if (!request.referralCode) return [];
  const code = request.referralCode.toUpperCase();
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.affiliate(code),
      ProjectionExpression: "code, email, contact, bankFingerprints",
    }),
  );
  const affiliate = Item as Referrer | undefined;
  const self = affiliate ? await selfReferral(affiliate, request) : undefined;
  if (!affiliate || self) {
    log.info("referral code not attributed", {
      requestId: request.id,
      known: Boolean(affiliate),
      ...(self ? { selfReferral: self } : {}),
    });
    return [];
  }
  const referral: ReferralItem = {
    ...keys.referral(practitionerId),
    ...keys.referralByApproval(approvedAt, practitionerId),
    entity: "referral",
    affiliateCode: affiliate.code,
    practitionerId,
    registrationRequestId: request.id,
    plan: request.subscriptionPlan,
    approvedAt,
  };
  const month = monthOf(Date.parse(approvedAt));
  const approvalMonth: ReferralMonthItem = {
    ...keys.referralMonth(practitionerId, month),
    ...keys.referralMonthByMonth(month, practitionerId),
    entity: "referralMonth",
    month,
    practitionerId,
    affiliateCode: affiliate.code,
    plan: request.subscriptionPlan,
    listed: true,
    recordedAt: approvedAt,
  };
  return [referral, approvalMonth].map(putNew);
}
