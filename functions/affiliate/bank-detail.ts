/**
 * Affiliates' bank details, encrypted at rest by the application (AES-256-GCM), on top of the
 * table's own encryption: a table export, a backup or an admin reading items in the console sees
 * only ciphertext and a masked hint. The key is DATA_ENCRYPTION_KEY (32 bytes, base64; Secrets
 * Manager `vula-health/<stage>/data-key` in AWS, read at run time by the affiliate function only,
 * functions/lib/secrets.ts). On the local
 * stack and in tests, where it is empty, a key is derived from SIGNING_SECRET instead; anywhere else
 * a missing or malformed key stops the function rather than storing details unprotected.
 *
 * Nothing here logs or returns the plain details; they are never mailed (functions/affiliate/mails.ts).
 */
import { hkdfSync } from "node:crypto";
import { open, seal } from "../lib/aes-gcm";
import { env, isLoopbackUrl } from "../lib/env";
import { secretValue } from "../lib/secrets";

let cachedKey: Buffer | undefined;

function dataKey(): Buffer {
  if (cachedKey) return cachedKey;
  // Locally the plain variable; in AWS fetched from Parameter Store before the handler (lib/secrets.ts).
  const raw = secretValue("dataEncryptionKey") ?? "";
  if (raw) {
    const key = Buffer.from(raw, "base64");
    if (key.length !== 32) throw new Error("DATA_ENCRYPTION_KEY must be 32 bytes, base64-encoded");
    cachedKey = key;
  } else if (isLoopbackUrl(env().dynamodbEndpoint)) {
    cachedKey = Buffer.from(hkdfSync("sha256", env().signingSecret, "", "vula-health local data key", 32));
  } else {
    throw new Error("DATA_ENCRYPTION_KEY must be set outside the local stack");
  }
  return cachedKey;
}

/** Tests change the environment between suites. */
export function resetDataKeyForTests(): void {
  cachedKey = undefined;
}

/** Sealed (functions/lib/aes-gcm.ts); `context` (the affiliate's code) is bound as associated data. */
export function encryptBankDetail(plain: string, context: string): string {
  return seal(dataKey(), plain, context);
}

/** The plain details (for paying out); throws if the value was altered or belongs to another affiliate. */
export function decryptBankDetail(stored: string, context: string): string {
  return open(dataKey(), stored, context);
}

/**
 * What an admin sees: the last 4 letters or digits (enough to tell two accounts apart, as a bank
 * statement does), or nothing when the details are too short for 4 to be safe to show.
 */
export function maskBankDetail(plain: string): string {
  const alphanumeric = plain.replace(/[^A-Za-z0-9]/g, "");
  return alphanumeric.length >= 8 ? `•••• ${alphanumeric.slice(-4)}` : "••••";
}
