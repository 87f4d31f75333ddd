import { scryptSync } from "node:crypto";
import { argon2id, argon2Verify } from "hash-wasm";
import { describe, expect, it } from "vitest";
import { dummyVerify, hashPassword, needsRehash, parsePasswordHash, verifyPassword } from "./password";

const fast = { m: 64, t: 1, p: 1 };

/** A hash in the format used before argon2id (still verified, always rehashed). */
function legacyScrypt(password: string, N = 1024): string {
  const salt = Buffer.from("0123456789abcdef");
  const hash = scryptSync(password.normalize("NFC"), salt, 32, { N, r: 8, p: 1 });
  return `scrypt$${N}$8$1$${salt.toString("base64")}$${hash.toString("base64")}`;
}

describe("password hashing", () => {
  it("uses the PHC argon2id format with m=19 MiB, t=2, p=1, a 16-byte salt and a 32-byte hash", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    const parsed = parsePasswordHash(stored);
    expect(parsed?.salt.length).toBe(16);
    expect(parsed?.hash.length).toBe(32);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
  });

  it("writes the same PHC string as hash-wasm's own encoder, which verifies it", async () => {
    const salt = Buffer.from("somesalt");
    const params = { m: 64, t: 2, p: 1 };
    const stored = await hashPassword("password", { params, salt });
    const encoded = await argon2id({
      password: "password",
      salt,
      memorySize: 64,
      iterations: 2,
      parallelism: 1,
      hashLength: 32,
      outputType: "encoded",
    });
    expect(stored).toBe(encoded);
    expect(await argon2Verify({ password: "password", hash: stored })).toBe(true);
    expect(await verifyPassword("password", encoded)).toBe(true);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("Admin#2026", { params: fast });
    expect(await verifyPassword("Admin#2026", stored)).toBe(true);
    expect(await verifyPassword("admin#2026", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts randomly unless a salt is given", async () => {
    const a = await hashPassword("same", { params: fast });
    const b = await hashPassword("same", { params: fast });
    expect(a).not.toBe(b);
    const salt = Buffer.from("0123456789abcdef");
    expect(await hashPassword("same", { params: fast, salt })).toBe(
      await hashPassword("same", { params: fast, salt }),
    );
  });

  it("treats composed and decomposed Unicode the same", async () => {
    const stored = await hashPassword("Suné#2026", { params: fast });
    expect(await verifyPassword("Sune\u0301#2026", stored)).toBe(true);
  });

  it("still verifies the old scrypt format, and asks for a rehash", async () => {
    const stored = legacyScrypt("Practitioner#2026");
    expect(await verifyPassword("Practitioner#2026", stored)).toBe(true);
    expect(await verifyPassword("Practitioner#2027", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it("asks for a rehash of weaker argon2id parameters", async () => {
    expect(needsRehash(await hashPassword("x", { params: fast }))).toBe(true);
    expect(needsRehash(await hashPassword("x", { params: { m: 19456, t: 1, p: 1 } }))).toBe(true);
    expect(needsRehash(await hashPassword("x", { params: { m: 47104, t: 2, p: 1 } }))).toBe(false);
    expect(needsRehash("garbage")).toBe(true);
  });

  it("returns false for malformed or hostile hashes instead of throwing", async () => {
    const salt = "c29tZXNhbHRzb21lc2FsdA";
    const hash = "Sfu5Ywov45cWwFkwaRDXuJ+GJ1R7lAwmAtU8cU/JRDY";
    for (const bad of [
      "",
      "plain",
      "bcrypt$10$abc",
      `$argon2id$v=19$m=4194304,t=2,p=1$${salt}$${hash}`, // 4 GiB: refused, never allocated
      `$argon2id$v=19$m=19456,t=1000,p=1$${salt}$${hash}`,
      `$argon2id$v=19$m=19456,t=2,p=0$${salt}$${hash}`,
      `$argon2id$v=19$m=19456,t=2,p=1$$${hash}`,
      `$argon2id$v=16$m=19456,t=2,p=1$${salt}$${hash}`,
      `$argon2i$v=19$m=19456,t=2,p=1$${salt}$${hash}`,
      `$argon2id$v=19$m=19456,t=2,p=1$${salt}$not base64!`,
      "scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==",
      "scrypt$4194304$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==",
      "scrypt$1024$8$1$$aGFzaGhhc2hoYXNoaGFzaA==",
      "scrypt$1024$8$1$c2FsdHNhbHQ=$not base64!",
    ]) {
      expect(parsePasswordHash(bad), bad).toBeUndefined();
      expect(await verifyPassword("x", bad)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
  });

  it("has a dummy verification for unknown accounts that always fails", async () => {
    expect(await dummyVerify("anything")).toBe(false);
  });
});
