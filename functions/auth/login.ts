import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { TooManyRequestsError, UnauthorizedError } from "../../core/errors";
import { loginBody, type TokenResponse } from "../../core/schemas/auth";
import type { UserItem } from "../data/items";
import { keys } from "../data/keys";
import { createSession } from "../lib/auth-tokens";
import { now } from "../lib/clock";
import { db, tableName } from "../lib/db";
import { httpHandler } from "../lib/http-handler";
import { errorDetail } from "../lib/logger";
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from "../lib/password";
import { clearLoginFailures, reserveLoginAttempt } from "./lockout";
import { tokenResponse } from "./views";

export const INCORRECT_LOGIN = "The email or password is incorrect.";
export const LOCKED_OUT = "Too many attempts. Please try again in 15 minutes.";

/**
 * POST /api/auth/login {email, password} (CSRF): a new session and token pair. An unknown email and
 * a wrong password get the same answer after about the same time (a dummy argon2 verification).
 */
export const login = httpHandler({ body: loginBody }, async ({ body, log }): Promise<TokenResponse> => {
  const emailLower = body.email.toLowerCase();
  const nowMs = now();
  if (!(await reserveLoginAttempt(emailLower, nowMs))) {
    log.warn("login refused: too many attempts");
    throw new TooManyRequestsError(LOCKED_OUT);
  }
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(emailLower) }));
  const user = Item as UserItem | undefined;
  const ok = user ? await verifyPassword(body.password, user.passwordHash) : await dummyVerify(body.password);
  if (!user || !ok) {
    log.info("login failed");
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
});
