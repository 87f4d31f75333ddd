import { createHash } from "node:crypto";

/**
 * SHA-256 of a lower-cased, trimmed address: the key under which an email's items are found for
 * erasure (contact messages, reviews), so addresses stay out of key names (metrics, logs).
 */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}
