/**
 * Account emails: the welcome link after an admin approves a registration, the forgot-password link,
 * and the polite notice when a registration is not approved. Same look as the booking emails
 * (functions/booking/mails.ts): each mail is written once as paragraphs and a button, rendered to
 * text and to HTML (every value escaped). Links carry the raw token; only its hash is stored.
 */
import { escapeHtml } from "../../core/escape-html";
import { siteConfig } from "../../core/site-config";
import type { Mail } from "../email/mime";

const COLOR = { brand: "#0b6e4f", text: "#1f2933", muted: "#52606d", line: "#d9e2ec" };
const FOOTER = `${siteConfig.brandName} · ${siteConfig.contactEmail}`;

interface Content {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; href: string };
  /** After the button (e.g. how long the link works). */
  after?: string[];
  why: string;
}

function render(content: Content): Mail {
  const after = content.after ?? [];
  const text = [
    content.heading,
    ...content.paragraphs,
    ...(content.button ? [`${content.button.label}: ${content.button.href}`] : []),
    ...after,
    `-- \n${FOOTER}\n${content.why}`,
  ]
    .join("\n\n")
    .concat("\n");
  const para = (value: string) => `<p style="margin:0 0 16px;">${escapeHtml(value)}</p>`;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f8;">',
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${COLOR.text};">`,
    `<p style="margin:0 0 16px;font-weight:bold;color:${COLOR.brand};">${escapeHtml(siteConfig.brandName)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map(para),
    ...(content.button
      ? [
          `<p style="margin:24px 0;"><a href="${escapeHtml(content.button.href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLOR.brand};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(content.button.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:14px;color:${COLOR.muted};word-break:break-all;">${escapeHtml(content.button.href)}</p>`,
        ]
      : []),
    ...after.map(para),
    `<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid ${COLOR.line};font-size:13px;color:${COLOR.muted};">${escapeHtml(FOOTER)}<br>${escapeHtml(content.why)}</p>`,
    "</div></body></html>",
  ].join("\n");
  return {
    to: [content.to],
    replyTo: siteConfig.contactEmail,
    subject: content.subject.replace(/\s+/g, " ").trim(),
    text,
    html,
  };
}

const WHY_REGISTRATION = `You are receiving this email because you applied to be listed on ${siteConfig.brandName}.`;

/** After approval: the practitioner is listed; the link (48 hours, single use) sets their password. */
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
      `Hi ${f.firstName},`,
      `Good news: your application to be listed on ${siteConfig.brandName} is approved, and your profile is now live (practitioner number ${f.practitionerId}).`,
      "To manage your bookings, profile and availability, first choose a password for your account:",
    ],
    button: { label: "Set your password", href: f.link },
    after: [
      "This link works once and expires in 48 hours. If it has expired, use \u201cForgot your password?\u201d on the login page to get a new one.",
      "Your profile starts with weekday hours of 09:00 to 16:00 in 30-minute slots; change them, your photo and your details in your dashboard.",
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
      `Hi ${f.firstName},`,
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
      f.name ? `Hi ${f.name},` : "Hi,",
      "Someone (we hope you) asked to reset the password of your account. Choose a new password here:",
    ],
    button: { label: "Choose a new password", href: f.link },
    after: [
      "This link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.",
    ],
    why: `You are receiving this email because a password reset was requested for this address on ${siteConfig.brandName}.`,
  });
}
