import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * CSRF tokens for public POSTs: `expiresAtSeconds.nonce.signature`, HMAC-SHA256 over the first two
 * parts. Stateless, so any Lambda can verify; partner origins fetch one from GET /api/csrf-token.
 */
export const CSRF_TTL_SECONDS = 2 * 60 * 60;

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`csrf:${payload}`).digest("base64url");
}

export function issueCsrfToken(secret: string, nowMs = Date.now()): { token: string; expiresAt: number } {
  const expiresAt = Math.floor(nowMs / 1000) + CSRF_TTL_SECONDS;
  const payload = `${expiresAt}.${randomBytes(16).toString("base64url")}`;
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

export type CsrfCheck = "ok" | "missing" | "invalid" | "expired";

export function checkCsrfToken(secret: string, token: string | undefined, nowMs = Date.now()): CsrfCheck {
  if (!token) return "missing";
  const parts = token.split(".");
  if (parts.length !== 3) return "invalid";
  const [expires = "", nonce = "", signature = ""] = parts;
  const expected = Buffer.from(sign(secret, `${expires}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return Number(expires) * 1000 > nowMs ? "ok" : "expired";
}
