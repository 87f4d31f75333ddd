/**
 * Access tokens and sessions. An access token is a JWT (HS256, 15 minutes) naming a
 * session; the session item in the table holds the refresh token's hash and the idle (30 min) and
 * absolute (12 h) expiries. Every authenticated request reads the session (one GetItem), so logout
 * and revocation take effect at once. Refresh tokens are `{sessionId}.{32 random bytes}`, rotated on
 * every refresh; presenting a superseded one revokes the session (it was stolen or replayed).
 */
import { createHash, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { jwtVerify, SignJWT } from "jose";
import type { SessionItem, UserItem } from "../data/items";
import { keys } from "../data/keys";
import { newItem } from "../lib/transactions";
import { now } from "./clock";
import { db, tableName } from "./db";
import { env } from "./env";
import { queryAll } from "./query-all";

/** Who logs in with a password. */
export type AccountRole = "admin" | "practitioner";
/** A patient's session (issue 28) is opened by an emailed link and reaches only their own data. */
export type Role = AccountRole | "patient";
export const roles: readonly Role[] = ["admin", "practitioner", "patient"];

export const JWT_ISSUER = "vula-health";
export const JWT_AUDIENCE = "vula-health-api";
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

const keyCache = new Map<string, Uint8Array>();

/** The HS256 key: HKDF-SHA256 of SIGNING_SECRET, so the JWT key differs from the CSRF/link HMAC key. */
export function jwtKey(secret = env().signingSecret): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", secret, "", "vula-health jwt v1", 32));
    keyCache.set(secret, key);
  }
  return key;
}

export interface AccessClaims {
  sub: string;
  role: Role;
  sid: string;
}

/**
 * Signs an access token valid 15 minutes (`lifetimeSeconds`: a patient's lasts their session), never
 * past the session's absolute expiry.
 */
export async function issueAccessToken(
  claims: AccessClaims,
  notAfterMs: number,
  nowMs = now(),
  lifetimeSeconds = ACCESS_TOKEN_SECONDS,
): Promise<{ token: string; expiresIn: number }> {
  const iat = Math.floor(nowMs / 1000);
  const exp = Math.min(iat + lifetimeSeconds, Math.floor(notAfterMs / 1000));
  const token = await new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(jwtKey());
  return { token, expiresIn: Math.max(0, exp - iat) };
}

/** The claims of a valid token, or undefined (bad signature, alg, issuer, audience, expiry, claims). */
export async function verifyAccessToken(token: string, nowMs = now()): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, jwtKey(), {
      algorithms: ["HS256"],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      typ: "JWT",
      requiredClaims: ["exp", "iat", "sub"],
      currentDate: new Date(nowMs),
    });
    const { sub, role, sid } = payload;
    if (typeof sub !== "string" || typeof sid !== "string" || !roles.includes(role as Role)) return undefined;
    return { sub, role: role as Role, sid };
  } catch {
    return undefined;
  }
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomBytes(32).toString("base64url")}`;
}

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  session: SessionItem;
}

/** Starts a session for `user` after a successful login. */
export async function createSession(user: UserItem, nowMs = now()): Promise<IssuedTokens> {
  const sessionId = randomBytes(16).toString("base64url");
  const refreshToken = newRefreshToken(sessionId);
  const absoluteExpiresAt = nowMs + ABSOLUTE_TIMEOUT_MS;
  const session: SessionItem = {
    ...keys.session(sessionId),
    entity: "session",
    sessionId,
    userId: user.email.toLowerCase(),
    email: user.email,
    role: user.role,
    refreshHash: sha256(refreshToken),
    createdAt: new Date(nowMs).toISOString(),
    lastSeenAt: nowMs,
    absoluteExpiresAt,
    expiresAt: Math.ceil(absoluteExpiresAt / 1000),
    ...keys.userSessions(user.email.toLowerCase(), new Date(nowMs).toISOString(), sessionId),
  };
  if (user.name) session.name = user.name;
  if (user.practitionerId) session.practitionerId = user.practitionerId;
  await db().send(new PutCommand(newItem(session)));
  const access = await issueAccessToken(
    { sub: session.userId, role: session.role, sid: sessionId },
    absoluteExpiresAt,
    nowMs,
  );
  return { accessToken: access.token, expiresIn: access.expiresIn, refreshToken, session };
}

export async function getSession(sessionId: string): Promise<SessionItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.session(sessionId), ConsistentRead: true }),
  );
  return Item as SessionItem | undefined;
}

/**
 * A session still usable at `nowMs`: not past its absolute expiry nor idle too long. A patient's
 * session has no idle timeout: it lasts its 30 days unless revoked (functions/my/patient-session.ts).
 */
export function isSessionActive(session: SessionItem, nowMs = now()): boolean {
  if (nowMs >= session.absoluteExpiresAt) return false;
  return session.role === "patient" || nowMs - session.lastSeenAt <= IDLE_TIMEOUT_MS;
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(sessionId) }));
}

/**
 * Ends every session of an account (its password was just set): each session its index lists is
 * deleted, so their access tokens stop working at once. The index is eventually consistent; a
 * session it does not show yet ends at its next refresh, because the account's sessionsValidFrom
 * is later than the session's start. Returns how many were deleted.
 */
export async function revokeAllSessions(userId: string): Promise<number> {
  const sessions = await queryAll<{ sessionId: string }>({
    TableName: tableName(),
    IndexName: "GSI1",
    KeyConditionExpression: "GSI1PK = :pk",
    ExpressionAttributeValues: { ":pk": keys.userSessionsPartition(userId) },
    ProjectionExpression: "sessionId",
  });
  await Promise.all(sessions.map(({ sessionId }) => revokeSession(sessionId)));
  return sessions.length;
}

export type RefreshResult = { ok: true; tokens: IssuedTokens } | { ok: false; reason: RefreshFailure };
export type RefreshFailure = "invalid" | "expired" | "reused";

const REFRESH_TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * Swaps a refresh token for a new pair. The old token stops working; presenting it again (or any
 * token of this session but the current one) revokes the session. The account is read again, so a
 * removed account or changed role takes effect at the next refresh.
 */
export async function refreshSession(refreshToken: string, nowMs = now()): Promise<RefreshResult> {
  const match = REFRESH_TOKEN.exec(refreshToken);
  if (!match?.[1]) return { ok: false, reason: "invalid" };
  const sessionId = match[1];
  const session = await getSession(sessionId);
  // A patient's session has no refresh token: its bearer token is its only key.
  if (!session?.refreshHash) return { ok: false, reason: "invalid" };
  const given = Buffer.from(sha256(refreshToken));
  if (!timingSafeEqual(given, Buffer.from(session.refreshHash))) {
    await revokeSession(sessionId);
    return { ok: false, reason: "reused" };
  }
  if (!isSessionActive(session, nowMs)) {
    await revokeSession(sessionId);
    return { ok: false, reason: "expired" };
  }
  const { Item: user } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(session.userId) }),
  );
  if (!user) {
    await revokeSession(sessionId);
    return { ok: false, reason: "invalid" };
  }
  const account = user as UserItem;
  // The password changed after this session began (revokeAllSessions may have missed it).
  if (account.sessionsValidFrom !== undefined && Date.parse(session.createdAt) < account.sessionsValidFrom) {
    await revokeSession(sessionId);
    return { ok: false, reason: "invalid" };
  }
  const next = newRefreshToken(sessionId);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(sessionId),
        UpdateExpression: "SET refreshHash = :next, lastSeenAt = :now, #role = :role",
        ConditionExpression: "refreshHash = :old",
        ExpressionAttributeNames: { "#role": "role" },
        ExpressionAttributeValues: {
          ":next": sha256(next),
          ":old": session.refreshHash,
          ":now": nowMs,
          ":role": account.role,
        },
      }),
    );
  } catch (error) {
    // Another refresh with the same token won the race: the token was used twice.
    if ((error as Error).name === "ConditionalCheckFailedException") {
      await revokeSession(sessionId);
      return { ok: false, reason: "reused" };
    }
    throw error;
  }
  const updated: SessionItem = {
    ...session,
    refreshHash: sha256(next),
    lastSeenAt: nowMs,
    role: account.role,
  };
  const access = await issueAccessToken(
    { sub: session.userId, role: account.role, sid: sessionId },
    session.absoluteExpiresAt,
    nowMs,
  );
  return {
    ok: true,
    tokens: { accessToken: access.token, expiresIn: access.expiresIn, refreshToken: next, session: updated },
  };
}
