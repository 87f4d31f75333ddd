import { createHash } from "node:crypto";
import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, describe, expect, it } from "vitest";
import type { PasswordTokenItem, UserItem } from "../data/items";
import { keys } from "../data/keys";
import { setClockForTests } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { apiEvent, invoke } from "../test/api-event";
import {
  bearer,
  createAccount,
  login,
  loginAs,
  me,
  refresh,
  uniqueAccountEmail,
} from "../test/auth-fixtures";
import { csrfHeader, deliveredTo, put, queuedMailsTo, TEST_NOW } from "../test/booking-fixtures";
import { handler } from "./handler";
import { newPasswordToken } from "./password-tokens";

afterEach(() => setClockForTests(undefined));

const NEW_PASSWORD = "Blue#Harbour#Kettle";

function setPassword(body: object, headers: Record<string, string> = csrfHeader()) {
  return invoke(handler, apiEvent("POST", "/api/auth/password/set", { body, headers }));
}
function forgot(body: object, headers: Record<string, string> = csrfHeader()) {
  return invoke(handler, apiEvent("POST", "/api/auth/password/forgot", { body, headers }));
}
async function getItem<T>(key: { PK: string; SK: string }): Promise<T | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as T | undefined;
}
function tokenIn(text: string): string {
  const token = /\/set-password\?token=([\w-]{43})/.exec(text)?.[1];
  if (!token) throw new Error("no set-password link in the mail");
  return token;
}
/** A new practitioner account as approval leaves it: no password yet, and its welcome link. */
async function welcomeAccount(nowMs = Date.now()) {
  const account = await createAccount("practitioner", { passwordHash: "" });
  const { token, item } = newPasswordToken(account.email, "welcome", nowMs);
  await put(item);
  return { account, token };
}

describe("POST /api/auth/password/set", () => {
  it("sets the password from the welcome link, then login works; the link works once", async () => {
    const { account, token } = await welcomeAccount();
    // No password yet: nothing logs in.
    expect((await login(account.email, "")).status).toBe(400);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(401);

    const answer = await setPassword({ token, password: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: "Your password is set. You can now log in." });
    const user = await getItem<UserItem>(keys.user(account.email.toLowerCase()));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(
      await getItem(keys.passwordToken(createHash("sha256").update(token).digest("hex"))),
    ).toBeUndefined();
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);

    const again = await setPassword({ token, password: "Another#Password#1" });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: "This link is not valid or was already used." });
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("signs out every session of the account: old access and refresh tokens stop working", async () => {
    const account = await createAccount("practitioner");
    const phone = await loginAs(account);
    const laptop = await loginAs(account);
    expect((await me(bearer(phone.access_token))).status).toBe(200);
    const { token, item } = newPasswordToken(account.email, "reset", Date.now());
    await put(item);
    expect((await setPassword({ token, password: NEW_PASSWORD })).status).toBe(200);
    for (const old of [phone, laptop]) {
      expect((await me(bearer(old.access_token))).status).toBe(401);
      expect((await refresh(old.refresh_token)).status).toBe(401);
    }
    const fresh = await loginAs({ email: account.email, password: NEW_PASSWORD });
    expect((await me(bearer(fresh.access_token))).status).toBe(200);
    expect((await refresh(fresh.refresh_token)).status).toBe(200);
  });

  it("ends at its next refresh a session the sessions index did not show yet", async () => {
    const account = await createAccount("practitioner");
    const old = await loginAs(account);
    // As if GSI1 had not caught up: the session is not listed under the account.
    const sessionId = old.refresh_token.split(".")[0] ?? "";
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(sessionId),
        UpdateExpression: "REMOVE GSI1PK, GSI1SK",
      }),
    );
    const { token, item } = newPasswordToken(account.email, "reset", Date.now());
    await put(item);
    expect((await setPassword({ token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await refresh(old.refresh_token)).status).toBe(401);
    expect(await getItem(keys.session(sessionId))).toBeUndefined();
  });

  it("answers 410 for an expired link and 400 for an unknown one", async () => {
    setClockForTests(() => TEST_NOW);
    const { token } = await welcomeAccount(TEST_NOW - 48 * 3600_000 - 1000);
    const expired = await setPassword({ token, password: NEW_PASSWORD });
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ error: "This link has expired. Please ask for a new one." });
    const unknown = await setPassword({ token: "A".repeat(43), password: NEW_PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe("This link is not valid or was already used.");
  });

  it("refuses weak passwords with a readable 400 and keeps the link usable", async () => {
    const { account, token } = await welcomeAccount();
    const cases: [string, RegExp][] = [
      ["short#1", /at least 10 characters/],
      ["aaaaaaaaaaaa", /one character repeated/],
      [account.email.toUpperCase(), /cannot be your email/],
    ];
    for (const [password, message] of cases) {
      const answer = await setPassword({ token, password });
      expect(answer.status, password).toBe(400);
      expect(answer.body.error).toMatch(message);
      expect(answer.body.fields.password).toMatch(message);
    }
    expect((await setPassword({ token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("refuses malformed bodies and a missing CSRF token", async () => {
    const { token } = await welcomeAccount();
    expect((await setPassword({ token: "short", password: NEW_PASSWORD })).status).toBe(400);
    expect((await setPassword({ token })).status).toBe(400);
    expect((await setPassword({ token, password: "x".repeat(1025) })).status).toBe(400);
    expect((await setPassword({ token, password: NEW_PASSWORD }, {})).status).toBe(403);
    // None of that used the link.
    expect((await setPassword({ token, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe("POST /api/auth/password/forgot", () => {
  const SAME = { success: "If an account exists for this email, we have sent a link." };

  it("mails a 1-hour reset link to an existing account; the link sets a new password", async () => {
    const account = await createAccount("practitioner");
    const answer = await forgot({ email: ` ${account.email.toUpperCase()} ` });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(SAME);
    const mails = await queuedMailsTo([account.email]);
    expect(mails.map((mail) => mail.kind)).toEqual(["password-reset"]);
    const token = tokenIn(mails[0]?.mail.text ?? "");
    const stored = await getItem<PasswordTokenItem>(
      keys.passwordToken(createHash("sha256").update(token).digest("hex")),
    );
    expect(stored?.purpose).toBe("reset");
    expect(stored?.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 3600);
    expect((await setPassword({ token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    const sent = await deliveredTo([account.email]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.text).toContain("/set-password?token=");
  });

  it("answers an unknown email the same way and sends nothing", async () => {
    const email = uniqueAccountEmail("nobody");
    const answer = await forgot({ email });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(SAME);
    expect(await queuedMailsTo([email])).toEqual([]);
  });

  it("sends at most 3 links an hour per email, answering the same", async () => {
    setClockForTests(() => TEST_NOW);
    const account = await createAccount("admin");
    for (let i = 0; i < 5; i++) expect((await forgot({ email: account.email })).body).toEqual(SAME);
    expect(await queuedMailsTo([account.email])).toHaveLength(3);
    setClockForTests(() => TEST_NOW + 3600_000 + 1);
    await forgot({ email: account.email });
    expect(await queuedMailsTo([account.email])).toHaveLength(4);
  });

  it("voids every other link once one sets the password: a second reset link and the welcome link", async () => {
    const { account, token: welcome } = await welcomeAccount();
    await forgot({ email: account.email });
    await forgot({ email: account.email });
    const [first = "", second = ""] = (await queuedMailsTo([account.email])).map((mail) =>
      tokenIn(mail.mail.text),
    );
    expect(first).not.toBe(second);

    expect((await setPassword({ token: second, password: NEW_PASSWORD })).status).toBe(200);
    for (const token of [first, welcome]) {
      const refused = await setPassword({ token, password: "Other#Password#2026" });
      expect(refused.status).toBe(410);
      expect(refused.body).toEqual({
        error:
          "This link is no longer valid: the password was set since it was sent. Please ask for a new one.",
      });
    }
    expect((await login(account.email, "Other#Password#2026")).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);

    // A link asked for after that works (once), and voids nothing it should not.
    await forgot({ email: account.email });
    const mails = await queuedMailsTo([account.email]);
    const latest = tokenIn(
      mails.find((mail) => ![first, second].includes(tokenIn(mail.mail.text)))?.mail.text ?? "",
    );
    expect((await setPassword({ token: latest, password: "Third#Password#2026" })).status).toBe(200);
    expect((await login(account.email, "Third#Password#2026")).status).toBe(200);
    expect((await getItem<UserItem>(keys.user(account.email.toLowerCase())))?.passwordVersion).toBe(2);
  });

  it("lets only one of two links used at the same moment set the password", async () => {
    const account = await createAccount("practitioner");
    await forgot({ email: account.email });
    await forgot({ email: account.email });
    const tokens = (await queuedMailsTo([account.email])).map((mail) => tokenIn(mail.mail.text));
    const answers = await Promise.all([
      setPassword({ token: tokens[0], password: "First#Password#2026" }),
      setPassword({ token: tokens[1], password: "Second#Password#2026" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    const winner = answers[0]?.status === 200 ? "First#Password#2026" : "Second#Password#2026";
    expect((await login(account.email, winner)).status).toBe(200);
  });

  it("refuses a malformed email and a missing CSRF token", async () => {
    expect((await forgot({ email: "not-an-email" })).status).toBe(400);
    expect((await forgot({})).status).toBe(400);
    expect((await forgot({ email: uniqueAccountEmail("x") }, {})).status).toBe(403);
  });
});
