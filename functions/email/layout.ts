/**
 * The look every email shares: a simple, inline-styled page readable on a phone, brand line,
 * heading, body, and a footer that says why the person got it. Callers escape their own body HTML.
 */
import { escapeHtml } from "../../core/escape-html";
import { siteConfig } from "../../core/site-config";

export const MAIL_COLOR = { brand: "#0b6e4f", text: "#1f2933", muted: "#52606d", line: "#d9e2ec" } as const;
export const MAIL_FOOTER = `${siteConfig.brandName} · ${siteConfig.contactEmail}`;

/** The plain-text footer block, matching the HTML one. */
export function textFooter(why: string): string {
  return `-- \n${MAIL_FOOTER}\n${why}`;
}

/** A call-to-action button (href must already be checked as safe to link). */
export function mailButton(href: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${MAIL_COLOR.brand};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a></p>`;
}

export function htmlPage(page: { subject: string; heading: string; body: string[]; why: string }): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f8;">',
    `<div style="max-width:560px;margin:0 auto;padding:24px 16px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${MAIL_COLOR.text};">`,
    `<p style="margin:0 0 16px;font-weight:bold;color:${MAIL_COLOR.brand};">${escapeHtml(siteConfig.brandName)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(page.heading)}</h1>`,
    ...page.body,
    `<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid ${MAIL_COLOR.line};font-size:13px;color:${MAIL_COLOR.muted};">${escapeHtml(MAIL_FOOTER)}<br>${escapeHtml(page.why)}</p>`,
    "</div></body></html>",
  ].join("\n");
}
