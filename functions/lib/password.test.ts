import { describe, expect, it } from "vitest";
import { hashPassword, hashPasswordSync, needsRehash, parsePasswordHash, verifyPassword } from "./password";

const fast = { N: 1024, r: 8, p: 1 };

describe("password hashing", () => {
  it("uses the scrypt$N$r$p$salt$hash format with default parameters", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    expect(parsePasswordHash(stored)?.hash.length).toBe(32);
    expect(needsRehash(stored)).toBe(false);
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
      hashPasswordSync("same", { params: fast, salt }),
    );
  });

  it("treats composed and decomposed Unicode the same", async () => {
    const stored = await hashPassword("Suné#2026", { params: fast });
    expect(await verifyPassword("Sune\u0301#2026", stored)).toBe(true);
  });

  it("returns false for malformed or hostile hashes instead of throwing", async () => {
    for (const bad of [
      "",
      "plain",
      "bcrypt$10$abc",
      "scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==",
      "scrypt$4194304$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==",
      "scrypt$1024$8$1$$aGFzaGhhc2hoYXNoaGFzaA==",
      "scrypt$1024$8$1$c2FsdHNhbHQ=$not base64!",
    ]) {
      expect(await verifyPassword("x", bad)).toBe(false);
    }
    expect(needsRehash("scrypt$16384$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA==")).toBe(true);
  });
});
