import { beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../lib/env";
import { decryptBankDetail, encryptBankDetail, resetDataKeyForTests } from "./bank-detail";

/**
 * AES-GCM checks only as many tag bytes as it is given unless the length is fixed: a stored value
 * with its tag cut to 4 bytes would then be accepted, and such a tag takes about 2^32 guesses to
 * forge instead of 2^128. decryptBankDetail fixes it at 16 (authTagLength).
 */
describe("bank detail authentication tag", () => {
  beforeEach(() => {
    process.env.TABLE_NAME ??= "test";
    process.env.SIGNING_SECRET ??= "local-development-signing-secret";
    process.env.DYNAMODB_ENDPOINT = "http://127.0.0.1:8000";
    delete process.env.DATA_ENCRYPTION_KEY;
    resetEnvForTests();
    resetDataKeyForTests();
  });

  it("refuses a genuine value whose tag was cut short", () => {
    // An empty text seals to the 16-byte tag alone; its first 4 bytes are a valid truncated tag.
    const stored = encryptBankDetail("", "ABCD2345");
    expect(decryptBankDetail(stored, "ABCD2345")).toBe("");
    const [version, iv, sealed = ""] = stored.split(".");
    const truncated = [
      version,
      iv,
      Buffer.from(sealed, "base64url").subarray(0, 4).toString("base64url"),
    ].join(".");
    // Refused whichever check catches it first (a length check, or the cipher's fixed tag length).
    expect(() => decryptBankDetail(truncated, "ABCD2345")).toThrow();
  });
});
