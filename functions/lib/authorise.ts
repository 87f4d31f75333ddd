/**
 * Bearer-token check for `httpHandler({ auth })`: a valid access token (functions/lib/auth-tokens.ts)
 * whose session still exists and is active (one GetItem), of an allowed role. Missing, malformed,
 * invalid, expired or revoked -> 401; the wrong role -> 403.
 */
import { ForbiddenError, UnauthorizedError } from "../../core/errors";
import { getSession, isSessionActive, type Role, verifyAccessToken } from "./auth-tokens";
import { now } from "./clock";

export type { Role } from "./auth-tokens";

/** Who is calling, as the handler sees it. */
export interface AuthUser {
  /** The account's key (lower-case email). */
  id: string;
  email: string;
  role: Role;
  sessionId: string;
  name?: string;
  practitionerId?: string;
}

export const LOGIN_REQUIRED = "Please log in to continue.";
export const WRONG_ROLE = "Your account does not have access to this.";

const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

export async function authorise(
  authorization: string | undefined,
  allowed: readonly Role[],
): Promise<AuthUser> {
  const token = BEARER.exec(authorization?.trim() ?? "")?.[1];
  if (!token || token.length > 4096) throw new UnauthorizedError(LOGIN_REQUIRED);
  const nowMs = now();
  const claims = await verifyAccessToken(token, nowMs);
  if (!claims) throw new UnauthorizedError(LOGIN_REQUIRED);
  const session = await getSession(claims.sid);
  if (!session || session.userId !== claims.sub || !isSessionActive(session, nowMs)) {
    throw new UnauthorizedError(LOGIN_REQUIRED);
  }
  // The session's role is the current one (refresh re-reads the account); a token claiming another is stale.
  if (session.role !== claims.role) throw new UnauthorizedError(LOGIN_REQUIRED);
  if (!allowed.includes(session.role)) throw new ForbiddenError(WRONG_ROLE);
  const user: AuthUser = {
    id: session.userId,
    email: session.email,
    role: session.role,
    sessionId: session.sessionId,
  };
  if (session.name) user.name = session.name;
  if (session.practitionerId) user.practitionerId = session.practitionerId;
  return user;
}

/**
 * The caller's own practitioner listing: practitioner routes act on it and never on an id sent
 * in the request. An account with no listing (an admin) is refused with `refusal`.
 */
export function ownPractitionerId(user: AuthUser | undefined, refusal: string): string {
  if (!user?.practitionerId) throw new ForbiddenError(refusal);
  return user.practitionerId;
}
