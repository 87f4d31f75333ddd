import { UnauthorizedError } from "../../core/errors";
import type { TokenResponse } from "../../core/schemas/auth";
import { refreshSession, revokeSession } from "../lib/auth-tokens";
import { httpHandler } from "../lib/http-handler";
import { tokenResponse, userView } from "./views";

export const SESSION_ENDED = "Your session has ended. Please log in again.";

/**
 * POST /api/auth/refresh {refresh_token} (CSRF): a new access token and a new refresh token; the old
 * refresh token stops working, and presenting it again ends the session.
 */
export const refresh = httpHandler(
  { route: "POST /api/auth/refresh" },
  async ({ body, log }): Promise<TokenResponse> => {
    const result = await refreshSession(body.refresh_token);
    if (!result.ok) {
      if (result.reason === "reused") log.warn("refresh token reused: session revoked");
      else log.info("refresh refused", { reason: result.reason });
      throw new UnauthorizedError(SESSION_ENDED);
    }
    return tokenResponse(result.tokens);
  },
);

/** POST /api/auth/logout (bearer): ends the session; its access and refresh tokens stop working at once. */
export const logout = httpHandler({ route: "POST /api/auth/logout" }, async ({ user, log }) => {
  await revokeSession(user.sessionId);
  log.info("logout");
  return { success: true };
});

/** GET /api/auth/me (bearer, any role): who is logged in. */
export const me = httpHandler({ route: "GET /api/auth/me" }, async ({ user }) => ({
  user: userView(user),
}));
