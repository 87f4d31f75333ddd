import { timingSafeEqual } from "node:crypto";
import { ForbiddenError } from "../../core/errors";
import { env } from "./env";

/**
 * In AWS the API's origin domain is public DNS, so a request could skip CloudFront and its WAF (and
 * claim any client address). CloudFront adds X-Origin-Verify with a secret only it and the functions
 * know; without it the answer is 403. Locally there is no CloudFront and no secret: no check.
 */
export function checkOrigin(headers: Record<string, string | undefined>): void {
  const secret = env().originVerifySecret;
  if (!secret) return;
  const sent = Buffer.from(headers["x-origin-verify"] ?? "");
  const expected = Buffer.from(secret);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
    throw new ForbiddenError("Please use the site's address: this API answers through it only.");
}
