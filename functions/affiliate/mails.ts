/**
 * Affiliate programme mails. No mail ever holds bank details (not even masked): mail passes through
 * servers we do not control. No mail repeats what a sign-up typed either (name, surname): the
 * confirmation goes to an address nobody has proven is theirs yet, and anyone can type anything into
 * a name, so a public form would otherwise carry a stranger's words to any inbox.
 */
import { siteConfig } from "../../core/site-config";
import { p, renderBlocks } from "../email/blocks";
import type { Mail } from "../email/mime";
import { BANK_CHANGE_PAGE } from "./pending";

const WHY = `You are receiving this email because someone signed up for the ${siteConfig.brandName} affiliate programme with this address. If it was not you, please let us know at ${siteConfig.contactEmail}.`;
const NOT_YOU = "If it was not you, ignore this email: nothing is stored as yours unless the link is opened.";

/** The link a practitioner applies through: /register?referral_link={code}. */
export function referralLink(siteUrl: string, code: string): string {
  return `${siteUrl}/register?referral_link=${encodeURIComponent(code)}`;
}

function changeBankDetails(siteUrl: string): string {
  return (
    `For your security we never send bank details by email. To change yours, use ${siteUrl}${BANK_CHANGE_PAGE}: ` +
    "we then email this address a link to confirm the change."
  );
}

/** "Confirm your sign-up": the single-use link, and nothing the form was given. */
export function affiliateConfirmSignup(f: { to: string; link: string; hours: number }): Mail {
  return renderBlocks({
    to: f.to,
    replyTo: siteConfig.contactEmail,
    subject: `Confirm your ${siteConfig.brandName} affiliate sign-up`,
    heading: "Confirm your email address",
    blocks: [
      p(
        `Someone signed up for the ${siteConfig.brandName} affiliate programme with this email address. ` +
          `To finish signing up, open the link below within ${f.hours} hours and check the details it shows.`,
      ),
      { kind: "button", label: "Confirm my sign-up", href: f.link },
      p(NOT_YOU),
    ],
    why: WHY,
  });
}

/** "Confirm the new bank details": to the affiliate's own address, the only way a change takes effect. */
export function affiliateConfirmBankChange(f: { to: string; link: string; minutes: number }): Mail {
  return renderBlocks({
    to: f.to,
    replyTo: siteConfig.contactEmail,
    subject: `Confirm the change of your ${siteConfig.brandName} bank details`,
    heading: "Confirm your new bank details",
    blocks: [
      p(
        "Someone asked to change the bank details we pay your affiliate commission into. The new details " +
          `apply only if you open the link below within ${f.minutes} minutes and confirm.`,
      ),
      { kind: "button", label: "Confirm the change", href: f.link },
      p(
        `If it was not you, ignore this email and let us know at ${siteConfig.contactEmail}: nothing changes.`,
      ),
    ],
    why: `You are receiving this email because this address belongs to a ${siteConfig.brandName} affiliate.`,
  });
}

/** After confirmation: the referral link. No promise of a call: nobody proved the number is theirs. */
export function affiliateWelcome(f: { to: string; link: string; siteUrl: string }): Mail {
  const percent = siteConfig.affiliateCommissionPercent;
  return renderBlocks({
    to: f.to,
    replyTo: siteConfig.contactEmail,
    subject: `Your ${siteConfig.brandName} referral link`,
    heading: "Welcome to the affiliate programme",
    blocks: [
      p("Hello,"),
      p(
        `Thank you for joining the ${siteConfig.brandName} affiliate programme. Share your own referral link ` +
          "with practitioners: when one applies through it and we approve their listing, you earn " +
          `${percent}% of their package price for every month they stay listed, paid at the end of the month.`,
      ),
      { kind: "details", rows: [["Your referral link", f.link]] },
      { kind: "button", label: "Open your referral link", href: f.link },
      p(changeBankDetails(f.siteUrl)),
    ],
    why: WHY,
  });
}

/** Sent instead of a second sign-up when the address already belongs to an affiliate: the same link again. */
export function affiliateAlreadyJoined(f: { to: string; link: string; siteUrl: string }): Mail {
  return renderBlocks({
    to: f.to,
    replyTo: siteConfig.contactEmail,
    subject: `You are already a ${siteConfig.brandName} affiliate`,
    heading: "You are already signed up",
    blocks: [
      p("Hello,"),
      p(
        "Someone signed up for our affiliate programme again with this email address. It is already " +
          "signed up, so nothing changed and the details given were not kept. Here is your referral link again.",
      ),
      { kind: "details", rows: [["Your referral link", f.link]] },
      p(changeBankDetails(f.siteUrl)),
    ],
    why: WHY,
  });
}

/** To the affiliate's address once a change is confirmed, so a change they did not make does not go unseen. */
export function affiliateBankChanged(f: { to: string; at: string }): Mail {
  return renderBlocks({
    to: f.to,
    replyTo: siteConfig.contactEmail,
    subject: `Your ${siteConfig.brandName} bank details were changed`,
    heading: "Your bank details were changed",
    blocks: [
      p(
        `The bank details we pay your affiliate commission into were changed on ${f.at} (South African time), ` +
          "through a link we emailed to this address.",
      ),
      p(
        `If you did not do this, reply to this email or write to ${siteConfig.contactEmail} at once, and we ` +
          "will hold your payments until it is sorted out.",
      ),
    ],
    why: `You are receiving this email because this address belongs to a ${siteConfig.brandName} affiliate.`,
  });
}
