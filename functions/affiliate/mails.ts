/**
 * Affiliate programme mails. The welcome carries the affiliate's referral link; no mail ever holds
 * bank details (not even masked): mail passes through servers we do not control.
 */
import { siteConfig } from "../../core/site-config";
import { p, renderBlocks } from "../email/blocks";
import type { Mail } from "../email/mime";

const WHY = `You are receiving this email because someone signed up for the ${siteConfig.brandName} affiliate programme with this address. If it was not you, please let us know at ${siteConfig.contactEmail}.`;

/** The link a practitioner applies through: /register?referral_link={code}. */
export function referralLink(siteUrl: string, code: string): string {
  return `${siteUrl}/register?referral_link=${encodeURIComponent(code)}`;
}

export function affiliateWelcome(f: { to: string; name: string; link: string }): Mail {
  const percent = siteConfig.affiliateCommissionPercent;
  return renderBlocks({
    to: f.to,
    replyTo: siteConfig.contactEmail,
    subject: `Your ${siteConfig.brandName} referral link`,
    heading: "Welcome to the affiliate programme",
    blocks: [
      p(`Hi ${f.name},`),
      p(
        `Thank you for joining the ${siteConfig.brandName} affiliate programme. Share your own referral link ` +
          "with practitioners: when one applies through it and we approve their listing, you earn " +
          `${percent}% of their package price for every month they stay listed, paid at the end of the month.`,
      ),
      { kind: "details", rows: [["Your referral link", f.link]] },
      { kind: "button", label: "Open your referral link", href: f.link },
      p(
        "For your security we never send bank details by email. To change yours, reply to this email and we " +
          "will call you on the number you gave us.",
      ),
    ],
    why: WHY,
  });
}

/** Sent instead of a second welcome when the address already belongs to an affiliate: the same link again. */
export function affiliateAlreadyJoined(f: { to: string; name: string; link: string }): Mail {
  return renderBlocks({
    to: f.to,
    replyTo: siteConfig.contactEmail,
    subject: `You are already a ${siteConfig.brandName} affiliate`,
    heading: "You are already signed up",
    blocks: [
      p(`Hi ${f.name},`),
      p(
        "Someone, probably you, signed up for our affiliate programme again with this email address. It " +
          "is already signed up, so nothing changed. Here is your referral link again.",
      ),
      { kind: "details", rows: [["Your referral link", f.link]] },
      p(`Need to change your details? Reply to this email or write to ${siteConfig.contactEmail}.`),
    ],
    why: WHY,
  });
}
