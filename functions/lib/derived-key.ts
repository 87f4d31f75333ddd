/**
 * A 256-bit key for one purpose, derived from SIGNING_SECRET (HKDF-SHA256): each sealed kind of
 * value has its own, so one cannot be opened as another. Cached per secret (tests and a rotation
 * change it; deriving is cheap but not free).
 */
import { hkdfSync } from "node:crypto";
import { env } from "./env";

const cache = new Map<string, Buffer>();

export function derivedKey(purpose: string): Buffer {
  const secret = env().signingSecret;
  const id = `${purpose}\n${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));
    if (cache.size > 16) cache.clear();
    cache.set(id, key);
  }
  return key;
}
