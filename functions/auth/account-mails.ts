/**
 * Account emails: the welcome link after an admin approves a registration, the forgot-password link,
 * and the polite notice when a registration is not approved. Same look as the booking emails
 * (functions/booking/mails.ts): each mail is written once as paragraphs and a button, rendered to
 * text and to HTML (every value escaped). Links carry the raw token; only its hash is stored.
 */
import { siteConfig } from "../../core/site-config";
import { p, renderBlocks } from "../email/blocks";
import { firstNameOf, greeting } from "../email/greeting";
import type { Mail } from "../email/mime";

export interface Content {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; href: string };
  /** After the button (e.g. how long the link works). */
  after?: string[];
  why: string;
}

export function render(content: Content): Mail {
  return renderBlocks({
    to: content.to,
    replyTo: siteConfig.contactEmail,
    subject: content.subject,
    heading: content.heading,
    blocks: [
      ...content.paragraphs.map(p),
      ...(content.button ? [{ kind: "button" as const, ...content.button, hrefShown: true }] : []),
      ...(content.after ?? []).map(p),
    ],
    why: content.why,
  });
}

const WHY_REGISTRATION = `You are receiving this email because you applied to be listed on ${siteConfig.brandName}.`;

/** After approval: the link (48 hours, single use) sets their password; the dashboard then activates the listing. */
export function welcomeMail(f: {
  to: string;
  firstName: string;
  link: string;
  practitionerId: string;
}): Mail {
  return render({
    to: f.to,
    subject: `Welcome to ${siteConfig.brandName}: your application is approved`,
    heading: "Your application is approved",
    paragraphs: [
      greeting(f.firstName),
      `Good news: your application to be listed on ${siteConfig.brandName} is approved (practitioner number ${f.practitionerId}).`,
      "To manage your bookings, profile and availability, first choose a password for your account:",
    ],
    button: { label: "Set your password", href: f.link },
    after: [
      "This link works once and expires in 48 hours. If it has expired, use \u201cForgot your password?\u201d on the login page to get a new one.",
      "Your profile starts with weekday hours of 09:00 to 16:00 in 30-minute slots; change them, your photo and your details in your dashboard.",
      "Then choose \u201cActivate your listing\u201d in your dashboard to pay your first month: patients can find and book you once that payment has gone through and your profile is complete.",
    ],
    why: WHY_REGISTRATION,
  });
}

/** The admin did not approve the application (they may apply again). */
export function rejectionMail(f: { to: string; firstName: string }): Mail {
  return render({
    to: f.to,
    subject: `Your ${siteConfig.brandName} application`,
    heading: "About your application",
    paragraphs: [
      greeting(f.firstName),
      `Thank you for your interest in being listed on ${siteConfig.brandName}. After reviewing your application, we are unable to approve it at this time.`,
      `This is often because a detail such as the registration number could not be confirmed. You are welcome to apply again, or to write to us at ${siteConfig.contactEmail} and we will gladly explain.`,
      `Kind regards,\n${siteConfig.brandName}`,
    ],
    why: WHY_REGISTRATION,
  });
}

/** Forgot password: a single-use link valid for one hour. */
export function resetMail(f: { to: string; name?: string; link: string }): Mail {
  return render({
    to: f.to,
    subject: `Reset your ${siteConfig.brandName} password`,
    heading: "Reset your password",
    paragraphs: [
      greeting(firstNameOf(f.name)),
      "Someone (we hope you) asked to reset the password of your account. Choose a new password here:",
    ],
    button: { label: "Choose a new password", href: f.link },
    after: [
      "This link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.",
    ],
    why: `You are receiving this email because a password reset was requested for this address on ${siteConfig.brandName}.`,
  });
}

/**
 * An admin sent the practitioner a fresh set-password link (their way back in): 48 hours for an
 * account that never had a password, 1 hour otherwise (as the forgot-password link).
 */
export function adminAccessMail(f: { to: string; name: string; link: string; hours: number }): Mail {
  return render({
    to: f.to,
    subject: `Your ${siteConfig.brandName} sign-in link`,
    heading: "Set your password",
    paragraphs: [
      greeting(firstNameOf(f.name)),
      `Our team sent you this link so you can set a password and sign in to your ${siteConfig.brandName} dashboard:`,
    ],
    button: { label: "Set your password", href: f.link },
    after: [
      `This link works once and expires in ${f.hours} hour${f.hours === 1 ? "" : "s"}. If you did not expect it, you can ignore this email, or write to us at ${siteConfig.contactEmail}.`,
    ],
    why: `You are receiving this email because you are listed on ${siteConfig.brandName}.`,
  });
}
