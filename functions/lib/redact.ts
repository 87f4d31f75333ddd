/**
 * Email addresses out of free text before it is logged or stored as a diagnostic. SES error
 * messages name recipients ("...failed the check in region AF-SOUTH-1: someone@example.com"), and
 * a patient's address next to a booking mail's id says who booked: logs must not carry it.
 */

/**
 * A run of characters that may be part of an address as it appears in a message: not space,
 * quotes, brackets or separators, nor "/", "=", "&", "?" (paths and query strings around it).
 */
const PART = "[^\\s<>\"'(),;:\\[\\]\\\\/@=&?]+";
/** name@domain, also URL-encoded (name%40domain). "/" is excluded so package paths (node_modules/@aws-sdk) stay. */
const ADDRESS = new RegExp(`${PART}(?:@|%40)${PART}`, "gi");

export const REDACTED_EMAIL = "[email]";

export function redactEmails(text: string): string {
  return text.replace(ADDRESS, REDACTED_EMAIL);
}

/**
 * `${name}: ${message}` of an error (or the thrown value as text), addresses removed: the one
 * form in which the outbox logs and keeps a failure.
 */
export function redactedErrorText(error: unknown): string {
  return redactEmails(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}
