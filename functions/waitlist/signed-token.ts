/**
 * The waitlist's mailed links (leave, offer) carry a signed token: a small JSON list (what it
 * names, until when) and its HMAC-SHA256 under the signing secret, with the link's purpose in the
 * signed text so a leave token never passes as an offer token. Names random ids: not guessable.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "waitlist-leave" | "waitlist-offer";

function sign(secret: string, purpose: TokenPurpose, payload: string): string {
  return createHmac("sha256", secret).update(`${purpose}:${payload}`).digest("base64url");
}

export function issueToken(
  secret: string,
  purpose: TokenPurpose,
  parts: readonly (string | number)[],
): string {
  const payload = Buffer.from(JSON.stringify(parts)).toString("base64url");
  return `${payload}.${sign(secret, purpose, payload)}`;
}

/** The token's parts when its signature holds for `purpose` (and it has `length` of them), else undefined. */
export function readToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  length: number,
): unknown[] | undefined {
  const [payload = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !payload || !signature) return undefined;
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parts: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return Array.isArray(parts) && parts.length === length ? parts : undefined;
  } catch {
    return undefined;
  }
}
