import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The patient's manage-booking link carries a signed token: which booking (practitioner, start,
 * id: enough to read the item directly) and until when it works (the appointment's end). HMAC-SHA256
 * with the signing secret; the booking id is random (UUID), so a token cannot be guessed or forged.
 */
export interface BookingRef {
  practitionerId: string;
  /** SAST "YYYY-MM-DDTHH:mm". */
  start: string;
  bookingId: string;
}

const VERSION = "b1";

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(`manage:${payload}`).digest("base64url");
}

export function issueManageToken(secret: string, ref: BookingRef, expiresAtMs: number): string {
  const payload = Buffer.from(
    JSON.stringify([VERSION, ref.practitionerId, ref.start, ref.bookingId, Math.floor(expiresAtMs / 1000)]),
  ).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * A token whose signature holds: what it names and the expiry it carries, passed or not (a booking
 * that moved later is managed until its new end: functions/booking/manage.ts decides).
 */
export type TokenRead = { ok: true; ref: BookingRef; expiresAtMs: number } | { ok: false };

export function readManageToken(secret: string, token: string): TokenRead {
  const [payload = "", signature = "", ...rest] = token.split(".");
  if (rest.length > 0 || !payload || !signature) return { ok: false };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false };
  }
  if (!Array.isArray(parts) || parts.length !== 5 || parts[0] !== VERSION) return { ok: false };
  const [, practitionerId, start, bookingId, expires] = parts as [string, string, string, string, number];
  if (typeof expires !== "number") return { ok: false };
  return { ok: true, ref: { practitionerId, start, bookingId }, expiresAtMs: expires * 1000 };
}
