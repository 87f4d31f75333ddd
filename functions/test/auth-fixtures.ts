import { randomInt } from "node:crypto";
import { beforeAll } from "vitest";
import { handler as authHandler } from "../auth/handler";
import type { UserItem } from "../data/items";
import { keys } from "../data/keys";
import type { AccountRole } from "../lib/auth-tokens";
import { setClockForTests } from "../lib/clock";
import { hashPassword } from "../lib/password";
import { apiEvent, invoke } from "./api-event";
import { createPractitioner, csrfHeader, put, putSchemes, TEST_NOW } from "./booking-fixtures";

export const TEST_PASSWORD = "Correct#Horse#2026";

let counter = 0;
/** An account email no other test uses. */
export function uniqueAccountEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${randomInt(1e6)}@accounts.example`;
}

/** An account as the seed and approvals create them (argon2id, production parameters). */
export async function createAccount(
  role: AccountRole,
  overrides: Partial<UserItem> & { password?: string } = {},
): Promise<UserItem & { password: string }> {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const email = rest.email ?? uniqueAccountEmail(role);
  const user: UserItem = {
    ...(keys.user(email.toLowerCase()) as { PK: string; SK: "ACCOUNT" }),
    entity: "user",
    email,
    role,
    name: role === "admin" ? "Test Admin" : "Dr Test Practitioner",
    passwordHash: await hashPassword(password),
    createdAt: "2026-01-01T00:00:00.000Z",
    ...(role === "practitioner" ? { practitionerId: String(randomInt(100_000_000, 999_999_999)) } : {}),
    ...rest,
  };
  await put(user);
  return { ...user, password };
}

export function login(
  email: string,
  password: string,
  headers: Record<string, string> = csrfHeader(),
  sourceIp?: string,
) {
  return invoke(
    authHandler,
    apiEvent("POST", "/api/auth/login", {
      body: { email, password },
      headers,
      ...(sourceIp ? { sourceIp } : {}),
    }),
  );
}

/** Logs in and returns the token pair (fails the test if login does not succeed). */
export async function loginAs(user: { email: string; password: string }) {
  const { status, body } = await login(user.email, user.password);
  if (status !== 200) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
  return body as { access_token: string; refresh_token: string; expires_in: number };
}

/** GET /api/auth/me: who the bearer of these headers is (401 without a live session). */
export function me(headers: Record<string, string> = {}) {
  return invoke(authHandler, apiEvent("GET", "/api/auth/me", { headers }));
}

/** POST /api/auth/refresh with a refresh token. */
export function refresh(refreshToken: unknown, headers: Record<string, string> = csrfHeader()) {
  return invoke(
    authHandler,
    apiEvent("POST", "/api/auth/refresh", { body: { refresh_token: refreshToken }, headers }),
  );
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A listed practitioner (default weekly template) with an account linked to it, logged in. */
export async function practitionerSession() {
  const practitioner = await createPractitioner();
  const account = await createAccount("practitioner", { practitionerId: practitioner.id });
  const tokens = await loginAs(account);
  return { practitioner, account, headers: bearer(tokens.access_token) };
}

/** Bearer headers of a session that an account opens now (a token from an earlier clock may have expired). */
export async function sessionOf(user: { email: string; password: string }): Promise<Record<string, string>> {
  return bearer((await loginAs(user)).access_token);
}

/** A file's admin, logged in before its tests run (hooks of the file): read `.token` or `.headers` in a test. */
export function adminForThisFile(): { token: string; headers: Record<string, string> } {
  const admin = { token: "", headers: {} };
  beforeAll(async () => {
    admin.token = (await loginAs(await createAccount("admin"))).access_token;
    admin.headers = bearer(admin.token);
  });
  return admin;
}

/** A new admin's account and session headers. */
export async function adminSession() {
  const account = await createAccount("admin");
  return { account, headers: await sessionOf(account) };
}

/** The admin suites' start: the clock at TEST_NOW, the payment schemes in place, and an admin. */
export async function adminAtTestNow() {
  setClockForTests(() => TEST_NOW);
  await putSchemes();
  return adminSession();
}
