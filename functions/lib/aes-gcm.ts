/**
 * AES-256-GCM sealing for values the application encrypts on top of the table's own encryption
 * (affiliates' bank details, queued mail). Format "v1.{iv}.{ciphertext + tag}" (base64url);
 * `context` is bound as associated data, so a sealed value cannot be moved to another item.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
/** Fixed on both sides: a shorter tag given to decryption would weaken the check. */
const TAG_BYTES = 16;

export function seal(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, iv.toString("base64url"), sealed.toString("base64url")].join(".");
}

/** The plain value; throws if it was altered, sealed with another key or for another context. */
export function open(key: Buffer, stored: string, context: string): string {
  const [version, iv, sealed] = stored.split(".");
  if (version !== VERSION || !iv || !sealed) throw new Error("not a sealed value");
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < TAG_BYTES) throw new Error("not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]).toString("utf8");
}
