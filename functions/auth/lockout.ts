/**
 * Login throttling per account: at most 10 password checks per email in a 15-minute window (the
 * window starts at the first attempt of a run). Each attempt takes a slot BEFORE the password is
 * checked (one conditional ADD, so parallel guesses cannot slip past the limit); a successful login
 * clears the counter. Unknown emails are counted too, so the 429 does not reveal which emails exist.
 */
import { createHash } from "node:crypto";
import { DeleteCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { LoginFailuresItem } from "../data/items";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";

export const MAX_LOGIN_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

function counterKey(emailLower: string) {
  return keys.loginFailures(createHash("sha256").update(emailLower).digest("hex"));
}

function isConditionFailure(error: unknown): boolean {
  return (error as Error).name === "ConditionalCheckFailedException";
}

/** Takes one attempt from the account's allowance; false when it is used up (answer 429). */
export async function reserveLoginAttempt(emailLower: string, nowMs: number): Promise<boolean> {
  const Key = counterKey(emailLower);
  const windowEndsAt = nowMs + LOCKOUT_WINDOW_MS;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // A live window with room left: count this attempt.
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: "ADD failures :one",
          ConditionExpression: "windowEndsAt > :now AND failures < :max",
          ExpressionAttributeValues: { ":one": 1, ":now": nowMs, ":max": MAX_LOGIN_FAILURES },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      // No window, or an expired one (TTL deletes lazily): start a new window with this attempt.
      const item: LoginFailuresItem = {
        ...Key,
        entity: "loginFailures",
        failures: 1,
        windowEndsAt,
        expiresAt: Math.ceil(windowEndsAt / 1000),
      };
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: "attribute_not_exists(PK) OR windowEndsAt <= :now",
          ExpressionAttributeValues: { ":now": nowMs },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // A live window exists: either full (locked) or just started by a parallel attempt (retry once).
    }
  }
  return false;
}

export async function clearLoginFailures(emailLower: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: counterKey(emailLower) }));
}
