/**
 * Builds the raw MIME message we hand to SES. We build it ourselves (rather than SES "Simple"
 * content) because the outbox stores the fully rendered message, and because an .ics invitation
 * must be a text/calendar part with its own method parameter, which Simple content cannot express.
 *
 * Shape: multipart/mixed [ multipart/alternative [ text/plain, text/html ], attachments... ], or
 * the multipart/alternative alone when there is nothing attached (some clients show a paperclip for
 * any multipart/mixed). Every body is base64 in 76-character lines, so no line-length or 8-bit
 * transport question arises whatever the content.
 */
import { randomUUID } from "node:crypto";

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface Mail {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface RawMessageOptions {
  /** "Vula Health <bookings@vulahealth.co.za>" or a bare address. */
  from: string;
  messageIdDomain: string;
  date: Date;
  /** Makes boundaries and Message-ID deterministic (tests); leave out in production. */
  boundarySeed?: string;
}

const CRLF = "\r\n";

/** A value that ends up in a header: a CR or LF in it would start a header (or body) of its own. */
function headerSafe(value: string, what: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`Refusing header injection: ${what} contains a line break`);
  return value;
}

const isAscii = (value: string) => /^[\x20-\x7e]*$/.test(value);

/**
 * RFC 2047 B encoded-words, each at most 75 characters: 45 UTF-8 bytes (60 base64 characters) per
 * word, cut only between characters. Words are joined by folding whitespace, which decoders drop.
 */
export function encodeWords(value: string): string {
  const words: string[] = [];
  let chunk = "";
  for (const char of value) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join(`${CRLF} `);
}

/** Plain ASCII stays readable; anything else (or text that looks like an encoded-word) is encoded. */
function headerText(value: string): string {
  return isAscii(value) && !value.includes("=?") ? value : encodeWords(value);
}

const NAME_ADDR = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/;

/** The address of "Name <addr>" or "addr", checked for sanity (SES's envelope takes bare addresses). */
export function bareAddress(value: string, what = "address"): string {
  headerSafe(value, what);
  const address = NAME_ADDR.exec(value)?.[2] ?? value.trim();
  if (!/^[^\s<>()",;:\\@]+@[^\s<>()",;:\\@]+$/.test(address)) throw new Error(`${what} is not an address`);
  return address;
}

/** "Name <addr>" or "addr" for a header: the display name quoted, or encoded when not ASCII. */
export function formatAddress(value: string, what: string): string {
  const address = bareAddress(value, what);
  const name = NAME_ADDR.exec(value)?.[1]?.replace(/^"(.*)"$/, "$1") ?? "";
  if (!name) return address;
  const display = isAscii(name) ? `"${name.replace(/["\\]/g, "\\$&")}"` : encodeWords(name);
  return `${display} <${address}>`;
}

/** RFC 5322 date-time in UTC: "Mon, 23 Nov 2026 07:00:00 +0000" (GMT is the obsolete form). */
export function rfc5322Date(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

/** base64 in lines of 76 characters (RFC 2045 6.8). */
function base64Lines(base64: string): string {
  const compact = base64.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) throw new Error("attachment content is not base64");
  return compact.match(/.{1,76}/g)?.join(CRLF) ?? "";
}

/** Text bodies go out in canonical form (CRLF line breaks) before base64, as RFC 2045 asks. */
function textPart(contentType: string, body: string): string[] {
  const canonical = body.replace(/\r\n|\r|\n/g, CRLF);
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    "Content-Transfer-Encoding: base64",
    "",
    base64Lines(Buffer.from(canonical, "utf8").toString("base64")),
  ];
}

/** filename="..." when plain ASCII, otherwise RFC 2231 filename*=UTF-8''... */
function filenameParam(filename: string): string {
  if (isAscii(filename)) return `filename="${filename.replace(/["\\]/g, "\\$&")}"`;
  return `filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

function attachmentPart(attachment: MailAttachment): string[] {
  return [
    // Passed through as given: a text/calendar part needs its "; method=..." parameter intact.
    `Content-Type: ${headerSafe(attachment.contentType, "attachment content type")}`,
    "Content-Transfer-Encoding: base64",
    `Content-Disposition: attachment; ${filenameParam(headerSafe(attachment.filename, "attachment filename"))}`,
    "",
    base64Lines(attachment.content),
  ];
}

function multipart(boundary: string, parts: string[][]): string[] {
  return [...parts.flatMap((part) => [`--${boundary}`, ...part]), `--${boundary}--`];
}

export function rawMessage(mail: Mail, options: RawMessageOptions): string {
  if (mail.to.length === 0) throw new Error("A mail needs at least one recipient");
  const seed = options.boundarySeed ?? randomUUID().replace(/-/g, "");
  if (!/^[A-Za-z0-9]{1,40}$/.test(seed)) throw new Error("boundarySeed must be 1-40 letters or digits");
  const domain = headerSafe(options.messageIdDomain, "messageIdDomain");
  if (!/^[A-Za-z0-9.-]+$/.test(domain)) throw new Error("messageIdDomain must be a domain name");
  // "=_" can never occur in base64, so these boundaries cannot collide with any body we write.
  const mixed = `=_mixed_${seed}`;
  const alternative = `=_alt_${seed}`;

  const headers = [
    `From: ${formatAddress(options.from, "from")}`,
    `To: ${mail.to.map((to) => formatAddress(to, "to")).join(`,${CRLF} `)}`,
    ...(mail.replyTo ? [`Reply-To: ${formatAddress(mail.replyTo, "replyTo")}`] : []),
    `Subject: ${headerText(headerSafe(mail.subject, "subject"))}`,
    `Date: ${rfc5322Date(options.date)}`,
    `Message-ID: <${seed}.${options.date.getTime()}@${domain}>`,
    "MIME-Version: 1.0",
  ];
  const alternativeBody = multipart(alternative, [
    textPart("text/plain", mail.text),
    textPart("text/html", mail.html),
  ]);
  const attachments = mail.attachments ?? [];
  const body =
    attachments.length === 0
      ? [`Content-Type: multipart/alternative; boundary="${alternative}"`, "", ...alternativeBody]
      : [
          `Content-Type: multipart/mixed; boundary="${mixed}"`,
          "",
          ...multipart(mixed, [
            [`Content-Type: multipart/alternative; boundary="${alternative}"`, "", ...alternativeBody],
            ...attachments.map(attachmentPart),
          ]),
        ];
  return [...headers, ...body].join(CRLF) + CRLF;
}
