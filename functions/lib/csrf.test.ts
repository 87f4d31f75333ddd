import { describe, expect, it } from "vitest";
import { CSRF_TTL_SECONDS, checkCsrfToken, issueCsrfToken } from "./csrf";

describe("CSRF tokens", () => {
  const now = Date.UTC(2026, 10, 21, 10, 0, 0);

  it("accepts its own fresh token", () => {
    const { token, expiresAt } = issueCsrfToken("s", now);
    expect(checkCsrfToken("s", token, now)).toBe("ok");
    expect(expiresAt).toBe(now / 1000 + CSRF_TTL_SECONDS);
  });

  it("tells missing, malformed, forged, tampered and expired tokens apart", () => {
    const { token } = issueCsrfToken("s", now);
    const [expires, nonce, signature] = token.split(".");
    expect(checkCsrfToken("s", undefined, now)).toBe("missing");
    expect(checkCsrfToken("s", "abc", now)).toBe("invalid");
    expect(checkCsrfToken("other", token, now)).toBe("invalid");
    expect(checkCsrfToken("s", `${Number(expires) + 9999}.${nonce}.${signature}`, now)).toBe("invalid");
    expect(checkCsrfToken("s", token, now + (CSRF_TTL_SECONDS + 1) * 1000)).toBe("expired");
  });

  it("never issues the same token twice", () => {
    expect(issueCsrfToken("s", now).token).not.toBe(issueCsrfToken("s", now).token);
  });
});
