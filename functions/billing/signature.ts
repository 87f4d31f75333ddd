/**
 * Paystack signs each webhook: x-paystack-signature is the hex HMAC-SHA512 of the raw body under the
 * secret key. Checked on the bytes as received, before anything is parsed or written, in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function paystackSignature(rawBody: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody, "utf8").digest("hex");
}

export function validSignature(rawBody: string, given: string | undefined, secretKey: string): boolean {
  if (!given || !/^[0-9a-f]{128}$/i.test(given)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
