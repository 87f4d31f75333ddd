import { createHmac, timingSafeEqual } from "node:crypto";
import { parsePractitionerId } from "../../core/practitioner-id";

/**
 * The calendar feed's secret address: `{practitionerId}-{HMAC}.ics`, the HMAC-SHA256 (signing
 * secret) of the practitioner's id and the feed version kept on their listing. Nothing secret is
 * stored: the version is a counter, and the token is recomputed on every read. Rotating raises the
 * version, so every earlier token stops matching at once (docs/decisions.md "The practitioner's week").
 */
const SUFFIX = ".ics";

function mac(secret: string, practitionerId: string, version: number): string {
  return createHmac("sha256", secret)
    .update(`calendar-feed:v1:${practitionerId}:${version}`)
    .digest("base64url");
}

export function feedToken(secret: string, practitionerId: string, version: number): string {
  return `${practitionerId}-${mac(secret, practitionerId, version)}${SUFFIX}`;
}

/** Whose feed a token claims to be (not yet verified), or null when it is not one at all. */
export function claimedPractitioner(token: string): string | null {
  if (!token.endsWith(SUFFIX)) return null;
  return parsePractitionerId(token.slice(0, token.indexOf("-")));
}

/** Does `token` match the feed's current version? Compared in constant time. */
export function feedTokenMatches(
  secret: string,
  token: string,
  practitionerId: string,
  version: number,
): boolean {
  const expected = Buffer.from(feedToken(secret, practitionerId, version));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
