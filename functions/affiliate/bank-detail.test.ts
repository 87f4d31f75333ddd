import { beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../lib/env";
import { decryptBankDetail, encryptBankDetail, maskBankDetail, resetDataKeyForTests } from "./bank-detail";

const DETAIL = "FNB cheque 62012345678, branch 250655";

/** Without DATA_ENCRYPTION_KEY set, the local key derived from the signing secret. */
function localDataKey() {
  process.env.TABLE_NAME ??= "test";
  process.env.SIGNING_SECRET ??= "local-development-signing-secret";
  process.env.DYNAMODB_ENDPOINT = "http://127.0.0.1:8000";
  delete process.env.DATA_ENCRYPTION_KEY;
  resetEnvForTests();
  resetDataKeyForTests();
}

describe("bank details at rest", () => {
  beforeEach(localDataKey);

  it("round-trips, and the stored value holds none of the details", () => {
    const stored = encryptBankDetail(DETAIL, "ABCD2345");
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(stored).not.toContain("62012345678");
    expect(decryptBankDetail(stored, "ABCD2345")).toBe(DETAIL);
  });

  it("uses a fresh IV each time", () => {
    expect(encryptBankDetail(DETAIL, "A")).not.toBe(encryptBankDetail(DETAIL, "A"));
  });

  it("refuses a value moved to another affiliate or altered", () => {
    const stored = encryptBankDetail(DETAIL, "ABCD2345");
    expect(() => decryptBankDetail(stored, "WXYZ6789")).toThrow();
    // Flip one bit of the sealed bytes. (Changing the text's last character was flaky: unpadded
    // base64url's last character can carry bits that decode to nothing, so some changes alter no byte.)
    const [version, iv, sealed = ""] = stored.split(".");
    const bytes = Buffer.from(sealed, "base64url");
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const altered = [version, iv, bytes.toString("base64url")].join(".");
    expect(() => decryptBankDetail(altered, "ABCD2345")).toThrow();
  });

  it("uses DATA_ENCRYPTION_KEY when set, and refuses a key of the wrong size", () => {
    process.env.DATA_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");
    const stored = encryptBankDetail(DETAIL, "A");
    resetDataKeyForTests();
    delete process.env.DATA_ENCRYPTION_KEY;
    expect(() => decryptBankDetail(stored, "A")).toThrow(); // the derived local key is another key
    process.env.DATA_ENCRYPTION_KEY = Buffer.alloc(16).toString("base64");
    resetDataKeyForTests();
    expect(() => encryptBankDetail(DETAIL, "A")).toThrow(/32 bytes/);
  });

  it("refuses to run without a key outside the local stack", () => {
    process.env.DYNAMODB_ENDPOINT = "";
    resetEnvForTests();
    expect(() => encryptBankDetail(DETAIL, "A")).toThrow(/DATA_ENCRYPTION_KEY must be set/);
  });

  it("masks to the last 4 letters or digits, or nothing for short details", () => {
    expect(maskBankDetail(DETAIL)).toBe("•••• 0655");
    expect(maskBankDetail("1234567")).toBe("••••");
  });
});

/**
 * AES-GCM checks only as many tag bytes as it is given unless the length is fixed: a stored value
 * with its tag cut to 4 bytes would then be accepted, and such a tag takes about 2^32 guesses to
 * forge instead of 2^128. decryptBankDetail fixes it at 16 (authTagLength).
 */
describe("bank detail authentication tag", () => {
  beforeEach(localDataKey);

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
