/**
 * Set-password links (docs/decisions.md "Registration approval and passwords"). A link carries 32
 * random bytes (base64url); only their SHA-256 is stored, as the key of a PasswordTokenItem with a
 * TTL at expiry. Using a link deletes the item in the same transaction that sets the password, so a
 * link works once. Welcome links (after approval) last 48 hours, forgot-password links 1 hour.
 * Setting a password also voids every other link of the account: each link records the account's
 * `passwordVersion` when issued, and the password is set only if that number is still current (and
 * it goes up by one), so a second reset link mailed earlier, or the welcome link, no longer works.
 */
import { createHash, randomBytes } from "node:crypto";
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { BadRequestError, GoneError } from "../../core/errors";
import { type PasswordAnswer, passwordProblem } from "../../core/schemas/password";
import type { PasswordTokenItem, UserItem } from "../data/items";
import { keys } from "../data/keys";
import { revokeAllSessions } from "../lib/auth-tokens";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { env } from "../lib/env";
import { httpHandler } from "../lib/http-handler";
import { hashPassword } from "../lib/password";
import { putNew, updateItem } from "../lib/transactions";
import { takeFromWindow } from "../lib/window-counter";
import { queueMail } from "../outbox/outbox";
import { resetMail } from "./account-mails";
import { clearLoginFailures } from "./lockout";

export const WELCOME_TOKEN_MS = 48 * 60 * 60 * 1000;
export const RESET_TOKEN_MS = 60 * 60 * 1000;
export const MAX_RESETS_PER_HOUR = 3;
const RESET_WINDOW_MS = 60 * 60 * 1000;

export const LINK_INVALID = "This link is not valid or was already used.";
export const LINK_EXPIRED = "This link has expired. Please ask for a new one.";
export const LINK_REPLACED =
  "This link is no longer valid: the password was set since it was sent. Please ask for a new one.";
export const PASSWORD_SET = "Your password is set. You can now log in.";
export const RESET_SENT = "If an account exists for this email, we have sent a link.";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * A fresh link token and the item that stores its hash (to put in the caller's transaction).
 * `passwordVersion` is the account's as just read (0 for a new account).
 */
export function newPasswordToken(
  email: string,
  purpose: PasswordTokenItem["purpose"],
  nowMs: number,
  passwordVersion = 0,
): { token: string; item: PasswordTokenItem } {
  const token = randomBytes(32).toString("base64url");
  const lifetime = purpose === "welcome" ? WELCOME_TOKEN_MS : RESET_TOKEN_MS;
  return {
    token,
    item: {
      ...keys.passwordToken(sha256(token)),
      entity: "passwordToken",
      email: email.toLowerCase(),
      purpose,
      expiresAt: Math.floor((nowMs + lifetime) / 1000),
      createdAt: new Date(nowMs).toISOString(),
      ...(passwordVersion > 0 ? { passwordVersion } : {}),
    },
  };
}

export function setPasswordLink(token: string): string {
  return `${env().siteUrl}/set-password?token=${encodeURIComponent(token)}`;
}

/**
 * POST /api/auth/password/set {token, password} (CSRF). The rules are checked before the link is
 * used, so a refused password does not burn it. Every session of the account ends: a reset is
 * what someone does when they fear another person has their password.
 */
export const setPassword = httpHandler(
  { route: "POST /api/auth/password/set" },
  async ({ body, log }): Promise<PasswordAnswer> => {
    const rule = passwordProblem(body.password);
    if (rule) throw new BadRequestError(rule, { password: rule });
    const tokenKey = keys.passwordToken(sha256(body.token));
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: tokenKey, ConsistentRead: true }),
    );
    const stored = Item as PasswordTokenItem | undefined;
    const nowMs = now();
    if (!stored) throw new BadRequestError(LINK_INVALID);
    // TTL deletes lazily: an expired item may still be there.
    if (stored.expiresAt * 1000 <= nowMs) throw new GoneError(LINK_EXPIRED);
    const emailRule = passwordProblem(body.password, stored.email);
    if (emailRule) throw new BadRequestError(emailRule, { password: emailRule });
    const version = stored.passwordVersion ?? 0;
    // Checked here to spare the hashing; the transaction's condition is what holds under races.
    const account = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.user(stored.email),
        ConsistentRead: true,
        ProjectionExpression: "PK, passwordVersion",
      }),
    );
    if (!account.Item) throw new BadRequestError(LINK_INVALID);
    if (((account.Item as Pick<UserItem, "passwordVersion">).passwordVersion ?? 0) !== version)
      throw new GoneError(LINK_REPLACED);

    const passwordHash = await hashPassword(body.password);
    const input: TransactWriteCommandInput = {
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: tokenKey,
            ConditionExpression: "attribute_exists(PK) AND expiresAt > :nowSec",
            ExpressionAttributeValues: { ":nowSec": Math.floor(nowMs / 1000) },
          },
        },
        updateItem({
          Key: keys.user(stored.email),
          UpdateExpression: "SET passwordHash = :hash, sessionsValidFrom = :now ADD passwordVersion :one",
          // The version never stays 0 once a password is set: 0 means "never set from a link".
          ConditionExpression:
            version === 0
              ? "attribute_exists(PK) AND attribute_not_exists(passwordVersion)"
              : "attribute_exists(PK) AND passwordVersion = :version",
          ExpressionAttributeValues: {
            ":hash": passwordHash,
            ":now": nowMs,
            ":one": 1,
            ...(version === 0 ? {} : { ":version": version }),
          },
        }),
      ],
    };
    try {
      await db().send(new TransactWriteCommand(input));
    } catch (error) {
      const [token, account] = cancellationCodes(error);
      // This link used by a parallel request a moment ago (or the account is gone)...
      if (token === "ConditionalCheckFailed") throw new BadRequestError(LINK_INVALID);
      // ...or another link of the account set the password between the check above and now.
      if (account === "ConditionalCheckFailed") throw new GoneError(LINK_REPLACED);
      throw error;
    }
    await clearLoginFailures(stored.email);
    // Whoever was signed in with the old password is signed out.
    const revoked = await revokeAllSessions(stored.email.toLowerCase());
    log.info("password set", { purpose: stored.purpose, sessionsRevoked: revoked });
    return { success: PASSWORD_SET };
  },
);

/** Why each item of a cancelled transaction failed ("ConditionalCheckFailed", "None", ...); [] otherwise. */
function cancellationCodes(error: unknown): (string | undefined)[] {
  if ((error as Error).name !== "TransactionCanceledException") return [];
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code);
}

/** Takes one of the email's 3 forgot-password requests this hour; false when they are used up. */
function reserveResetRequest(emailLower: string, nowMs: number): Promise<boolean> {
  return takeFromWindow(
    {
      key: keys.passwordResetRequests(sha256(emailLower)),
      entity: "passwordResetRequests",
      field: "requests",
      max: MAX_RESETS_PER_HOUR,
      windowMs: RESET_WINDOW_MS,
    },
    nowMs,
  );
}

/**
 * POST /api/auth/password/forgot {email} (CSRF): one answer whatever happens, so it does not reveal
 * which emails have accounts. For an account, a 1-hour link by email; at most 3 per email an hour
 * (counted for unknown emails too).
 */
export const forgotPassword = httpHandler(
  { route: "POST /api/auth/password/forgot", limits: { ip: "forgot-password-ip" } },
  async ({ body, log }): Promise<PasswordAnswer> => {
    const emailLower = body.email.toLowerCase();
    const nowMs = now();
    if (!(await reserveResetRequest(emailLower, nowMs))) {
      log.warn("password reset refused: too many requests");
      return { success: RESET_SENT };
    }
    // Consistent: a link must carry the account's current passwordVersion to work at all.
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.user(emailLower), ConsistentRead: true }),
    );
    const user = Item as UserItem | undefined;
    if (!user) {
      log.info("password reset for unknown email");
      return { success: RESET_SENT };
    }
    const { token, item } = newPasswordToken(user.email, "reset", nowMs, user.passwordVersion ?? 0);
    const mail = resetMail({
      to: user.email,
      link: setPasswordLink(token),
      ...(user.name ? { name: user.name } : {}),
    });
    await db().send(
      new TransactWriteCommand({
        TransactItems: [putNew(item), queueMail(mail, "password-reset", nowMs)],
      }),
    );
    log.info("password reset link sent");
    return { success: RESET_SENT };
  },
);
