/**
 * Login throttling per account: at most 10 password checks per email in a 15-minute window (the
 * window starts at the first attempt of a run). Each attempt takes a slot BEFORE the password is
 * checked (one conditional ADD, so parallel guesses cannot slip past the limit); a successful login
 * clears the counter. Unknown emails are counted too, so the 429 does not reveal which emails exist.
 */
import { createHash } from "node:crypto";
import { DeleteCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { takeFromWindow } from "../lib/window-counter";

export const MAX_LOGIN_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

function counterKey(emailLower: string) {
  return keys.loginFailures(createHash("sha256").update(emailLower).digest("hex"));
}

/** Takes one attempt from the account's allowance; false when it is used up (answer 429). */
export function reserveLoginAttempt(emailLower: string, nowMs: number): Promise<boolean> {
  return takeFromWindow(
    {
      key: counterKey(emailLower),
      entity: "loginFailures",
      field: "failures",
      max: MAX_LOGIN_FAILURES,
      windowMs: LOCKOUT_WINDOW_MS,
    },
    nowMs,
  );
}

export async function clearLoginFailures(emailLower: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: counterKey(emailLower) }));
}
