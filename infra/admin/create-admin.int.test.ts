import { describe, expect, it } from "vitest";
import { db, tableName } from "../../functions/lib/db";
import { login } from "../../functions/test/auth-fixtures";
import { createAdmin } from "./create-admin";

describe("npm run create-admin", () => {
  it("creates an admin who can log in, and refuses an existing email", async () => {
    const email = `Ops-${Date.now()}@vulahealth.example`;
    const created = await createAdmin(db(), tableName(), { email, name: "Ops team" });
    expect(created.generated).toBe(true);
    expect(created.password.length).toBeGreaterThanOrEqual(20);
    const { status, body } = await login(email, created.password);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email: email.toLowerCase(), role: "admin" });
    await expect(
      createAdmin(db(), tableName(), { email, name: "Again", password: "another-long-pass" }),
    ).rejects.toThrow(/already exists/);
  });

  it("refuses a bad email, a missing name or a short password", async () => {
    await expect(createAdmin(db(), tableName(), { email: "nope", name: "X" })).rejects.toThrow(
      /not an email/,
    );
    await expect(createAdmin(db(), tableName(), { email: "a@b.co", name: " " })).rejects.toThrow(/name/);
    await expect(
      createAdmin(db(), tableName(), { email: "a@b.co", name: "X", password: "short" }),
    ).rejects.toThrow(/at least 12/);
  });
});
