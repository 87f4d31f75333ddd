import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { open, seal } from "./aes-gcm";

const key = randomBytes(32);

describe("AES-256-GCM sealing", () => {
  it("opens what it sealed, for the same context only", () => {
    const sealed = seal(key, "FNB 62123456789", "ABCD2345");
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(sealed).not.toContain("62123456789");
    expect(open(key, sealed, "ABCD2345")).toBe("FNB 62123456789");
    expect(() => open(key, sealed, "OTHER234")).toThrow();
    expect(() => open(randomBytes(32), sealed, "ABCD2345")).toThrow();
  });

  it("refuses an altered value and a shortened tag", () => {
    const sealed = seal(key, "hello", "ctx");
    const [version, iv, body = ""] = sealed.split(".");
    const bytes = Buffer.from(body, "base64url");
    const flipped = Buffer.from(bytes);
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => open(key, [version, iv, flipped.toString("base64url")].join("."), "ctx")).toThrow();
    // A forger who drops tag bytes gets nothing: the tag length is fixed at 16.
    const truncated = bytes.subarray(0, bytes.length - 4).toString("base64url");
    expect(() => open(key, [version, iv, truncated].join("."), "ctx")).toThrow();
    expect(() => open(key, "v1.abc", "ctx")).toThrow("not a sealed value");
    expect(() => open(key, "v2.a.b", "ctx")).toThrow("not a sealed value");
  });
});
