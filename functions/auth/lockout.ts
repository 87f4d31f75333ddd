/**
 * Password guessing against one account is slowed, never stopped: each failed check in a 15-minute
 * window (counted per email, keyed by its SHA-256, unknown emails alike) makes the next check on that
 * account wait longer, up to a few seconds, and the right password still gets in. A hard lock would
 * let anyone keep a real user (or the admin) out by failing ten times. How fast one client may guess
 * at all is capped by the per-address limit (rate-limit.ts "login-ip") and the WAF in front of it.
 */
import { createHash } from "node:crypto";
import { DeleteCommand, GetCommand } from "@aws-sdk/lib-dynamodb";
import { keys } from "../data/keys";
import { db, tableName } from "../lib/db";
import { takeFromWindow } from "../lib/window-counter";

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface LoginDelay {
  /** Failures in the window before any wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  baseMs: number;
  /** The longest wait (well inside the 10 s Lambda timeout). */
  maxMs: number;
}

const PRODUCTION_DELAY: LoginDelay = { free: 3, baseMs: 250, maxMs: 4000 };
let delay: LoginDelay = PRODUCTION_DELAY;

/** Tests only: shorter waits (undefined restores production). */
export function setLoginDelayForTests(next: LoginDelay | undefined): void {
  delay = next ?? PRODUCTION_DELAY;
}

/** How long a password check waits after `failures` recent failures on the account. */
export function loginDelayMs(failures: number, settings: LoginDelay = delay): number {
  if (failures <= settings.free) return 0;
  return Math.min(settings.baseMs * 2 ** (failures - settings.free - 1), settings.maxMs);
}

function counterKey(emailLower: string) {
  return keys.loginFailures(createHash("sha256").update(emailLower).digest("hex"));
}

/** Failures on this account in the current window. */
export async function recentLoginFailures(emailLower: string, nowMs: number): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: counterKey(emailLower) }));
  if (!Item || typeof Item.windowEndsAt !== "number" || Item.windowEndsAt <= nowMs) return 0;
  return typeof Item.failures === "number" ? Item.failures : 0;
}

/** Waits as long as the account's recent failures say (see loginDelayMs). */
export async function waitForLoginTurn(failures: number): Promise<void> {
  const ms = loginDelayMs(failures);
  if (ms > 0) await new Promise((done) => setTimeout(done, ms));
}

export async function recordLoginFailure(emailLower: string, nowMs: number): Promise<void> {
  await takeFromWindow(
    {
      key: counterKey(emailLower),
      entity: "loginFailures",
      field: "failures",
      max: Number.MAX_SAFE_INTEGER,
      windowMs: FAILURE_WINDOW_MS,
    },
    nowMs,
  );
}

export async function clearLoginFailures(emailLower: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: counterKey(emailLower) }));
}
