/**
 * What the home page advertises, derived from core/site-config.ts (the one place for prices):
 * the practitioner packages, virtual group therapy and the affiliate programme's earnings (spec section 9).
 */
import { commissionOf } from "./commission";
import { formatRand, formatRandCents, type PlanId, siteConfig } from "./site-config";

export interface PlanCard {
  id: PlanId;
  label: string;
  /** e.g. "R375" */
  price: string;
  period: string;
  features: readonly string[];
  note: string;
  signUpHref: string;
}

const starterFeatures = ["Unlimited bookings", "Practitioner bio", "Patient reviews", "Email notifications"];

/** Business adds video bio, social and website links to everything in Starter. */
export const planFeatures: Record<PlanId, readonly string[]> = {
  starter_package: starterFeatures,
  business_package: [...starterFeatures, "Video bio", "Social media links", "Website link"],
};

export function planCards(): PlanCard[] {
  return (Object.keys(siteConfig.plans) as PlanId[]).map((id) => ({
    id,
    label: siteConfig.plans[id].label,
    price: formatRand(siteConfig.plans[id].monthlyCents),
    period: "per member per month",
    features: planFeatures[id],
    note: "Cancel anytime",
    signUpHref: "/register",
  }));
}

function listWithOr(values: readonly number[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;
}

/** e.g. "R310 per person per session", "11 people per group", "One group a week", "8 or 12 weeks". */
export function groupTherapyFacts(): { price: string; facts: string[] } {
  const { perSessionCents, groupSize, groupsPerWeek, programmeWeeks } = siteConfig.groupTherapy;
  return {
    price: `${formatRand(perSessionCents)} per person per session`,
    facts: [
      `${groupSize} people per group`,
      groupsPerWeek === 1 ? "One group session a week" : `${groupsPerWeek} group sessions a week`,
      `A programme of ${listWithOr(programmeWeeks)} weeks`,
    ],
  };
}

export interface VirtualReceptionistOffer {
  /** e.g. "R1 155" */
  price: string;
  period: string;
  /** The monthly allowance, e.g. "400 calls". */
  allowance: readonly string[];
  hireHref: string;
}

/** The virtual receptionist add-on as /page/virtual-receptionist shows it (spec section 9). */
export function virtualReceptionistOffer(): VirtualReceptionistOffer {
  const { monthlyCents, calls, sms, transferMinutes, hireUrl } = siteConfig.virtualReceptionist;
  return {
    price: formatRand(monthlyCents),
    period: "per month, including VAT",
    allowance: [`${calls} calls`, `${sms} SMS`, `${transferMinutes} transfer minutes`],
    hireHref: hireUrl,
  };
}

export interface AffiliateEarning {
  label: string;
  /** e.g. "R375 per member per month" */
  price: string;
  /** e.g. "R37.50" */
  commission: string;
}

/** What an affiliate earns a month for each package a referred practitioner holds (core/commission.ts). */
export function affiliateEarnings(): AffiliateEarning[] {
  return (Object.keys(siteConfig.plans) as PlanId[]).map((id) => ({
    label: siteConfig.plans[id].label,
    price: `${formatRand(siteConfig.plans[id].monthlyCents)} per member per month`,
    commission: formatRandCents(commissionOf(id)),
  }));
}
