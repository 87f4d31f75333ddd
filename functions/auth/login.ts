import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { UnauthorizedError } from "../../core/errors";
import type { TokenResponse } from "../../core/schemas/auth";
import type { UserItem } from "../data/items";
import { keys } from "../data/keys";
import { createSession } from "../lib/auth-tokens";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { errorDetail } from "../lib/logger";
import { hashPassword, needsRehash, verifyPassword } from "../lib/password";
import { clearLoginFailures, recentLoginFailures, recordLoginFailure, waitForLoginTurn } from "./lockout";
import { tokenResponse } from "./views";

export const INCORRECT_LOGIN = "The email or password is incorrect.";

/**
 * POST /api/auth/login {email, password} (CSRF; per-address limit). A new session and token pair.
 * An unknown email, an account with no password yet and a wrong password get the same answer after
 * the same work (one argon2 verification each: verifyPassword spends it on a hash it cannot use).
 * Recent failures on the account slow the check down (lockout.ts); they never lock it.
 */
export const login = httpHandler(
  { route: "POST /api/auth/login", limits: { ip: "login-ip" } },
  async ({ body, log }): Promise<TokenResponse> => {
    const emailLower = body.email.toLowerCase();
    const nowMs = now();
    const [failures, { Item }] = await Promise.all([
      recentLoginFailures(emailLower, nowMs),
      db().send(new GetCommand({ TableName: tableName(), Key: keys.user(emailLower) })),
    ]);
    await waitForLoginTurn(failures);
    const user = Item as UserItem | undefined;
    const ok = await verifyPassword(body.password, user?.passwordHash ?? "");
    if (!user || !ok) {
      await recordLoginFailure(emailLower, nowMs);
      log.info("login failed", { recentFailures: failures + 1 });
      throw new UnauthorizedError(INCORRECT_LOGIN);
    }
    await clearLoginFailures(emailLower);
    if (needsRehash(user.passwordHash)) {
      // Old scrypt or weaker argon2id parameters: upgrade now that we know the password.
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: keys.user(emailLower),
            UpdateExpression: "SET passwordHash = :next",
            ConditionExpression: "passwordHash = :old",
            ExpressionAttributeValues: {
              ":next": await hashPassword(body.password),
              ":old": user.passwordHash,
            },
          }),
        );
        log.info("password rehashed");
      } catch (error) {
        log.warn("password rehash skipped", errorDetail(error));
      }
    }
    const tokens = await createSession(user, nowMs);
    log.info("login", { role: user.role });
    return tokenResponse(tokens);
  },
);
