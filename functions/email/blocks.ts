/**
 * Mails written once as blocks (paragraphs, a details table, a button, a visitor's own text) and
 * rendered to plain text and to HTML, every value escaped. Used by the registration, contact and
 * affiliate mails.
 */
import { escapeHtml } from "../../core/escape-html";
import { htmlPage, MAIL_COLOR, mailButton, textFooter } from "./layout";
import type { Mail } from "./mime";

export type Block =
  | { kind: "p"; text: string }
  /** Text someone typed (a contact message): its line breaks kept, nothing in it linked. */
  | { kind: "pre"; text: string }
  | { kind: "details"; rows: [label: string, value: string][] }
  /** hrefShown: the address again under the button, for mail clients that hide or block buttons. */
  | { kind: "button"; label: string; href: string; hrefShown?: boolean };

export interface BlockMail {
  to: string;
  replyTo: string;
  subject: string;
  heading: string;
  blocks: Block[];
  why: string;
}

const COLOR = MAIL_COLOR;

export const p = (text: string): Block => ({ kind: "p", text });

function blockText(block: Block): string {
  switch (block.kind) {
    case "p":
    case "pre":
      return block.text;
    case "details":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "button":
      return `${block.label}: ${block.href}`;
  }
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "p":
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}</p>`;
    case "pre":
      return `<p style="margin:0 0 16px;padding:12px;border-left:3px solid ${COLOR.line};white-space:pre-wrap;word-break:break-word;">${escapeHtml(block.text)}</p>`;
    case "details": {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:8px 12px 8px 0;border-top:1px solid ${COLOR.line};white-space:nowrap;">${escapeHtml(label)}</th>` +
          `<td style="padding:8px 0;border-top:1px solid ${COLOR.line};">${escapeHtml(value)}</td></tr>`,
      );
      return `<table style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px;">${rows.join("")}</table>`;
    }
    case "button":
      if (!/^https?:\/\//i.test(block.href))
        return `<p style="margin:0 0 16px;">${escapeHtml(blockText(block))}</p>`;
      if (!block.hrefShown) return mailButton(block.href, block.label);
      return [
        mailButton(block.href, block.label),
        `<p style="margin:0 0 16px;font-size:14px;color:${COLOR.muted};word-break:break-all;">${escapeHtml(block.href)}</p>`,
      ].join("\n");
  }
}

export function renderBlocks(content: BlockMail): Mail {
  const text = [content.heading, ...content.blocks.map(blockText), textFooter(content.why)]
    .join("\n\n")
    .concat("\n");
  const html = htmlPage({
    subject: content.subject,
    heading: content.heading,
    body: content.blocks.map(blockHtml),
    why: content.why,
  });
  return {
    to: [content.to],
    replyTo: content.replyTo,
    // A stray line break in a name must not make the send fail (mime.ts refuses it).
    subject: content.subject.replace(/\s+/g, " ").trim(),
    text,
    html,
  };
}
