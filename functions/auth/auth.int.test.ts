import { createHash, randomBytes, scryptSync } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { contract, type Role, type RouteKey, type RouteSpec, rolesOf } from "../../core/api/contract";
import { handler as affiliateHandler } from "../affiliate/handler";
import { handler as affiliateAdminHandler } from "../affiliate-admin/handler";
import { handler as availabilityHandler } from "../availability/handler";
import { handler as billingHandler } from "../billing/handler";
import { handler as blogHandler } from "../blog/handler";
import { handler as bookingAdminHandler } from "../booking-admin/handler";
import { handler as catalogueHandler } from "../catalogue/handler";
import { handler as contactAdminHandler } from "../contact-admin/handler";
import { handler as dashboardHandler } from "../dashboard/handler";
import type { SessionItem, UserItem } from "../data/items";
import { keys } from "../data/keys";
import { ACCESS_TOKEN_SECONDS, JWT_AUDIENCE, JWT_ISSUER, jwtKey } from "../lib/auth-tokens";
import { now, setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler, MAX_BODY_BYTES } from "../lib/http-handler";
import { setRateLimitsForTests } from "../lib/rate-limit-config";
import { handler as locationsHandler } from "../locations/handler";
import { PATIENT_SESSION_MS } from "../my/patient-session";
import { handler as outOfOfficeHandler } from "../out-of-office/handler";
import { handler as patientsHandler } from "../patients/handler";
import { handler as practitionerAdminHandler } from "../practitioner-admin/handler";
import { handler as profileEditorHandler } from "../profile-editor/handler";
import { handler as registrationAdminHandler } from "../registration-admin/handler";
import { handler as reviewsHandler } from "../reviews/handler";
import { routes } from "../routes";
import { apiEvent, invoke } from "../test/api-event";
import {
  bearer,
  createAccount,
  login,
  loginAs,
  me,
  refresh,
  TEST_PASSWORD,
  uniqueAccountEmail,
} from "../test/auth-fixtures";
import { csrfHeader } from "../test/booking-fixtures";
import { patientToken } from "../test/patient-fixtures";
import { handler } from "./handler";
import { setLoginDelayForTests } from "./lockout";
import { protectedRoutes } from "./protected-routes";

const T0 = Date.parse("2026-11-22T06:00:00Z");
const MINUTE = 60_000;

afterEach(() => setClockForTests(undefined));

function at(ms: number) {
  setClockForTests(() => ms);
}

function loginFrom(sourceIp: string, email: string, password: string) {
  return login(email, password, csrfHeader(), sourceIp);
}

function logout(headers: Record<string, string>) {
  return invoke(handler, apiEvent("POST", "/api/auth/logout", { headers }));
}

async function getItem(key: { PK: string; SK: string }) {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item;
}

function failureCounter(email: string) {
  return getItem(keys.loginFailures(createHash("sha256").update(email.toLowerCase()).digest("hex")));
}

function sessionIdOf(accessToken: string): string {
  const payload = JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString());
  return payload.sid;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** A token with our key but chosen claims (foreign audience, issuer...). */
async function forge(claims: Record<string, unknown>, key: Uint8Array = jwtKey()) {
  const nowSec = Math.floor(now() / 1000);
  const { iss = JWT_ISSUER, aud = JWT_AUDIENCE, sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(iss as string)
    .setAudience(aud as string)
    .setSubject(sub as string)
    .setIssuedAt(nowSec)
    .setExpirationTime(nowSec + 600)
    .sign(key);
}

/** The same token with the role claim changed and the original signature kept. */
function tampered(token: string, change: Record<string, unknown> = { role: "admin" }): string {
  const [header = "", payload = "", signature = ""] = token.split(".");
  const claims = { ...JSON.parse(Buffer.from(payload, "base64url").toString()), ...change };
  return [header, b64url(claims), signature].join(".");
}

function algNone(token: string): string {
  const payload = token.split(".")[1] ?? "";
  return `${b64url({ alg: "none", typ: "JWT" })}.${payload}.`;
}

/** What API Gateway passes as pathParameters: the `{name}` segments of the route, read from the path. */
function pathParameters(template: string, path: string): Record<string, string> {
  const values = path.split("/");
  return Object.fromEntries(
    template.split("/").flatMap((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name ? [[name, values[i] ?? ""]] : [];
    }),
  );
}

describe("POST /api/auth/login", () => {
  it("logs a user in with a 15-minute access token, a refresh token and who they are", async () => {
    const user = await createAccount("practitioner");
    const { status, body, headers } = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(status).toBe(200);
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      token_type: "Bearer",
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: expect.stringMatching(/^[\w-]{22}\.[\w-]{43}$/),
      user: {
        email: user.email,
        role: "practitioner",
        name: "Dr Test Practitioner",
        practitioner_id: user.practitionerId,
      },
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(user.passwordHash);
    expect(text).not.toContain(user.password);
    // Only the refresh token's hash is stored, with the TTL and both expiries.
    const session = (await getItem(keys.session(sessionIdOf(body.access_token)))) as SessionItem;
    expect(session.refreshHash).toBe(createHash("sha256").update(body.refresh_token).digest("hex"));
    expect(JSON.stringify(session)).not.toContain(body.refresh_token);
    expect(session.absoluteExpiresAt - session.lastSeenAt).toBe(12 * 60 * MINUTE);
    expect(session.expiresAt).toBe(Math.ceil(session.absoluteExpiresAt / 1000));

    const who = await me(bearer(body.access_token));
    expect(who.status).toBe(200);
    expect(who.body).toEqual({ user: body.user });
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const user = await createAccount("admin");
    const wrong = await login(user.email, "Wrong#Password1");
    const unknown = await login(uniqueAccountEmail("nobody"), user.password);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: "The email or password is incorrect." });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("never locks an account: after many failures from many addresses the right password still logs in", async () => {
    at(T0);
    setLoginDelayForTests({ free: 3, baseMs: 1, maxMs: 2 });
    try {
      const user = await createAccount("admin");
      for (let i = 0; i < 25; i++) {
        const attempt = await loginFrom(`198.51.100.${i}`, user.email, `Wrong#${i}`);
        expect(attempt.status).toBe(401);
      }
      expect(await failureCounter(user.email)).toMatchObject({ failures: 25 });
      const real = await loginFrom("203.0.113.7", user.email, user.password);
      expect(real.status).toBe(200);
      expect(real.body.access_token).toEqual(expect.any(String));
      // A success clears the count.
      expect(await failureCounter(user.email)).toBeUndefined();
    } finally {
      setLoginDelayForTests(undefined);
    }
  });

  it("counts failures on unknown emails the same way, so nothing tells which emails exist", async () => {
    const email = uniqueAccountEmail("ghost");
    for (let i = 0; i < 4; i++) expect((await login(email, "Whatever#1")).status).toBe(401);
    expect(await failureCounter(email)).toMatchObject({ failures: 4 });
  });

  it("limits logins per client address: 429 with Retry-After, other addresses unaffected", async () => {
    at(T0);
    setRateLimitsForTests({ "login-ip": { max: 3 } });
    try {
      const user = await createAccount("practitioner");
      const ip = "192.0.2.44";
      for (let i = 0; i < 3; i++) expect((await loginFrom(ip, user.email, `Wrong#${i}`)).status).toBe(401);
      const refused = await loginFrom(ip, user.email, user.password);
      expect(refused.status).toBe(429);
      expect(refused.headers["Retry-After"]).toBe(String(15 * 60));
      expect(refused.body.error).toMatch(/Too many requests from your network/);
      expect((await loginFrom("192.0.2.45", user.email, user.password)).status).toBe(200);
      at(T0 + 15 * MINUTE);
      expect((await loginFrom(ip, user.email, user.password)).status).toBe(200);
    } finally {
      setRateLimitsForTests(undefined);
    }
  });

  it("gives an approved account without a password the same 401 as a wrong password", async () => {
    const user = await createAccount("practitioner", { passwordHash: "" });
    const empty = await login(user.email, "Anything#2026");
    const wrong = await login(uniqueAccountEmail("nobody"), "Anything#2026");
    expect(empty.status).toBe(401);
    expect(empty.body).toEqual(wrong.body);
  });

  it("upgrades an old scrypt hash to argon2id on login", async () => {
    const salt = randomBytes(16);
    const hash = scryptSync(TEST_PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
    const user = await createAccount("admin", {
      passwordHash: `scrypt$1024$8$1$${salt.toString("base64")}$${hash.toString("base64")}`,
    });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    const stored = (await getItem(keys.user(user.email.toLowerCase()))) as UserItem;
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  const badBodies: [string, Record<string, string>, string][] = [
    ["a missing password", { email: uniqueAccountEmail("nopass") }, "password"],
    ["a missing email", { password: "x" }, "email"],
    ["a malformed email", { email: "not-an-email", password: "x" }, "email"],
    ["an overlong password", { email: uniqueAccountEmail("long"), password: "x".repeat(1025) }, "password"],
  ];
  it.each(badBodies)("refuses %s with a readable error and writes nothing", async (_, body, field) => {
    const { status, body: answer } = await invoke(
      handler,
      apiEvent("POST", "/api/auth/login", { body, headers: csrfHeader() }),
    );
    expect(status).toBe(400);
    expect(answer.error).toMatch(/Please check the form/);
    expect(answer.fields[field]).toBeTruthy();
    if (body.email) expect(await failureCounter(body.email)).toBeUndefined();
  });

  it("refuses a missing CSRF token, an oversized body and broken JSON, writing nothing", async () => {
    const user = await createAccount("admin");
    const noCsrf = await login(user.email, user.password, {});
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.error).toMatch(/could not be verified/);

    const big = await invoke(
      handler,
      apiEvent("POST", "/api/auth/login", {
        body: { email: user.email, password: "x".repeat(MAX_BODY_BYTES) },
        headers: csrfHeader(),
      }),
    );
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/too large/);

    const broken = await invoke(
      handler,
      apiEvent("POST", "/api/auth/login", {
        body: "{not json",
        headers: { ...csrfHeader(), "content-type": "application/json" },
      }),
    );
    expect(broken.status).toBe(400);
    expect(await failureCounter(user.email)).toBeUndefined();
  });
});

describe("POST /api/auth/refresh", () => {
  it("rotates the refresh token; reusing an old one revokes the whole session", async () => {
    const user = await createAccount("practitioner");
    const first = await loginAs(user);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.expires_in).toBe(ACCESS_TOKEN_SECONDS);
    expect(second.body.user.email).toBe(user.email);
    expect((await me(bearer(second.body.access_token))).status).toBe(200);

    // The old token is refused, and its reuse ends the session: the new pair stops working too.
    const reused = await refresh(first.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ error: "Your session has ended. Please log in again." });
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
    expect((await me(bearer(second.body.access_token))).status).toBe(401);
    expect(await getItem(keys.session(sessionIdOf(first.access_token)))).toBeUndefined();
  });

  it("ends a session idle for more than 30 minutes", async () => {
    at(T0);
    const user = await createAccount("admin");
    const tokens = await loginAs(user);
    at(T0 + 29 * MINUTE);
    const kept = await refresh(tokens.refresh_token);
    expect(kept.status).toBe(200);
    at(T0 + 29 * MINUTE + 30 * MINUTE + 1);
    expect((await refresh(kept.body.refresh_token)).status).toBe(401);
    expect(await getItem(keys.session(sessionIdOf(tokens.access_token)))).toBeUndefined();
  });

  it("ends every session 12 hours after login, however active", async () => {
    at(T0);
    const user = await createAccount("practitioner");
    let token = (await loginAs(user)).refresh_token;
    let last: Awaited<ReturnType<typeof refresh>> | undefined;
    for (let t = 25; t <= 700; t += 25) {
      at(T0 + t * MINUTE);
      last = await refresh(token);
      expect(last.status).toBe(200);
      token = last.body.refresh_token;
    }
    // 10 minutes before the end: the access token does not outlive the session.
    at(T0 + 710 * MINUTE);
    last = await refresh(token);
    expect(last.status).toBe(200);
    expect(last.body.expires_in).toBe(10 * 60);
    at(T0 + 12 * 60 * MINUTE);
    expect((await me(bearer(last.body.access_token))).status).toBe(401);
    expect((await refresh(last.body.refresh_token)).status).toBe(401);
  });

  it("refuses malformed and unknown refresh tokens, and a missing CSRF token", async () => {
    const user = await createAccount("admin");
    const tokens = await loginAs(user);
    expect((await refresh("garbage")).status).toBe(401);
    expect((await refresh(`${"a".repeat(22)}.${"b".repeat(43)}`)).status).toBe(401);
    expect((await refresh(undefined)).status).toBe(400);
    expect((await refresh(tokens.refresh_token, {})).status).toBe(403);
    // None of that touched the real session.
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the session at once: the access and refresh tokens stop working", async () => {
    const user = await createAccount("practitioner");
    const tokens = await loginAs(user);
    const out = await logout(bearer(tokens.access_token));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    const after = await me(bearer(tokens.access_token));
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: "Please log in to continue." });
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect((await logout(bearer(tokens.access_token))).status).toBe(401);
  });
});

describe("GET /api/auth/me", () => {
  it("accepts only a valid, unexpired token of this API with a live session", async () => {
    at(T0);
    const user = await createAccount("practitioner");
    const tokens = await loginAs(user);
    const sid = sessionIdOf(tokens.access_token);
    const sub = user.email.toLowerCase();
    const otherKey = new Uint8Array(32).fill(7);
    const refused: [string, Record<string, string>][] = [
      ["no token", {}],
      ["an empty bearer", { authorization: "Bearer " }],
      ["another scheme", { authorization: `Basic ${tokens.access_token}` }],
      ["a tampered token", bearer(tampered(tokens.access_token))],
      ["a token with another session", bearer(tampered(tokens.access_token, { sid: "x".repeat(22) }))],
      ["an alg-none token", bearer(algNone(tokens.access_token))],
      ["a foreign audience", bearer(await forge({ sub, role: "practitioner", sid, aud: "other-api" }))],
      ["a foreign issuer", bearer(await forge({ sub, role: "practitioner", sid, iss: "someone-else" }))],
      ["another key", bearer(await forge({ sub, role: "practitioner", sid }, otherKey))],
      [
        "another account's sub",
        bearer(await forge({ sub: "someone@else.example", role: "practitioner", sid })),
      ],
    ];
    for (const [what, headers] of refused) {
      const { status, body } = await me(headers);
      expect(status, what).toBe(401);
      expect(body, what).toEqual({ error: "Please log in to continue." });
    }
    const ok = await me(bearer(tokens.access_token));
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(user.email);
    at(T0 + 15 * MINUTE + 1000);
    expect((await me(bearer(tokens.access_token))).status, "an expired token").toBe(401);
  });
});

describe("role-protected routes", () => {
  const groups: Record<string, typeof handler> = {
    auth: handler,
    dashboard: dashboardHandler,
    "out-of-office": outOfOfficeHandler,
    "profile-editor": profileEditorHandler,
    availability: availabilityHandler,
    "registration-admin": registrationAdminHandler,
    reviews: reviewsHandler,
    blog: blogHandler,
    patients: patientsHandler,
    locations: locationsHandler,
    "booking-admin": bookingAdminHandler,
    "practitioner-admin": practitionerAdminHandler,
    "contact-admin": contactAdminHandler,
    affiliate: affiliateHandler,
    "affiliate-admin": affiliateAdminHandler,
    catalogue: catalogueHandler,
    billing: billingHandler,
  };

  it("lists only real routes, each served by a known group", () => {
    for (const { route } of protectedRoutes) {
      const found = routes.find((r) => `${r.method} ${r.path}` === route);
      expect(found, route).toBeDefined();
      expect(groups[found?.group ?? ""], `add ${found?.group}'s handler to this test`).toBeDefined();
    }
  });

  it("has a request for every route the contract protects, and for no public one", () => {
    const protectedInContract = (Object.keys(contract) as RouteKey[]).filter((key) => rolesOf(key)).sort();
    expect(protectedRoutes.map(({ route }) => route).sort()).toEqual(protectedInContract);
  });

  it.each(protectedRoutes)(
    "$route: 401 without a valid token, 403 for the wrong role, 2xx for the right one",
    async ({ route, example, rightRoleStatus }) => {
      const roles = rolesOf(route) ?? [];
      const [method = "", template = ""] = route.split(" ");
      const group = routes.find((r) => `${r.method} ${r.path}` === route)?.group ?? "";
      // Routes that also need the CSRF header get a valid one: what is tested here is the token.
      const csrf = (contract[route] as RouteSpec).csrf ? csrfHeader() : {};
      const call = (headers: Record<string, string>) =>
        invoke(
          groups[group] as typeof handler,
          apiEvent(method, example?.path ?? template, {
            route: template,
            headers: { ...csrf, ...headers },
            ...(example?.query ? { query: example.query } : {}),
            ...(example?.body ? { body: example.body } : {}),
            ...(example?.path ? { pathParameters: pathParameters(template, example.path) } : {}),
          }),
        );
      at(T0);
      const accounts = {
        admin: await createAccount("admin"),
        practitioner: await createAccount("practitioner"),
      };
      // A patient's session is opened by a mailed link, not a login (functions/my/patient-session.ts).
      const tokenOf = async (role: Role) =>
        role === "patient"
          ? patientToken(uniqueAccountEmail("patient"))
          : (await loginAs(accounts[role])).access_token;
      const rightRole = roles[0] ?? "admin";
      const rightToken = await tokenOf(rightRole);

      expect((await call({})).status, "no token").toBe(401);
      expect((await call(bearer(tampered(rightToken, { sub: "x" })))).status, "tampered").toBe(401);
      expect((await call(bearer(algNone(rightToken)))).status, "alg none").toBe(401);
      for (const role of ["admin", "practitioner", "patient"] as const) {
        if (roles.includes(role)) continue;
        const answer = await call(bearer(await tokenOf(role)));
        expect(answer.status, `wrong role ${role}`).toBe(403);
        expect(answer.body.error).toBeTruthy();
      }
      at(T0 + (rightRole === "patient" ? PATIENT_SESSION_MS : 16 * MINUTE));
      expect((await call(bearer(rightToken))).status, "expired").toBe(401);

      for (const role of roles) {
        const answer = await call(bearer(await tokenOf(role)));
        const expected = typeof rightRoleStatus === "object" ? rightRoleStatus[role] : rightRoleStatus;
        if (expected !== undefined) {
          expect(answer.status, `right role ${role}`).toBe(expected);
          continue;
        }
        expect(answer.status, `right role ${role}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `right role ${role}`).toBeLessThan(300);
      }
    },
  );

  it("answers 403 with a readable error when the role does not match (auth option)", async () => {
    const adminOnly = httpHandler({ auth: "admin" }, async ({ user }) => ({ role: user.role }));
    const event = (token: string) => apiEvent("GET", "/api/test/admin-only", { headers: bearer(token) });
    const practitioner = await loginAs(await createAccount("practitioner"));
    const admin = await loginAs(await createAccount("admin"));
    const refused = await invoke(adminOnly, event(practitioner.access_token));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: "Your account does not have access to this." });
    const allowed = await invoke(adminOnly, event(admin.access_token));
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ role: "admin" });
  });
});
