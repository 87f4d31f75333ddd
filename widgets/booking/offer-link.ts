/**
 * The waitlist offer's link (issue 26): `/page/practitioner/{id}?offer={token}` chooses the held time.
 * The token's first part is readable JSON ([practitioner, "YYYY-MM-DDTHH:mm" SAST, entry, hold end
 * in seconds]); the browser reads it only to choose the time and say how long it is held. Whether
 * it may book is the server's to say (functions/waitlist/holds.ts checks the signature).
 */
export interface OfferInAddress {
  token: string;
  date: string;
  time: string;
  /** When the hold ends (ms since the epoch). */
  heldUntilMs: number;
}

const TOKEN = /^[A-Za-z0-9_-]{10,400}\.[A-Za-z0-9_-]{20,100}$/;
const START = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) =>
    c.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes);
}

/** The offer named by the address's `?offer=` for this practitioner, or null (absent, malformed, another's). */
export function offerInAddress(search: string, practitionerId: string): OfferInAddress | null {
  const token = new URLSearchParams(search).get("offer") ?? "";
  if (!TOKEN.test(token)) return null;
  try {
    const parts: unknown = JSON.parse(decodeBase64Url(token.split(".")[0] ?? ""));
    if (!Array.isArray(parts) || parts.length !== 4) return null;
    const [id, start, , holdUntilSeconds] = parts as unknown[];
    const when = typeof start === "string" ? START.exec(start) : null;
    if (id !== practitionerId || !when?.[1] || !when[2] || typeof holdUntilSeconds !== "number") return null;
    return { token, date: when[1], time: when[2], heldUntilMs: holdUntilSeconds * 1000 };
  } catch {
    return null;
  }
}
