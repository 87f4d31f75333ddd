import { ForbiddenError } from "../../core/errors";
import type { AuthUserView, TokenResponse } from "../../core/schemas/auth";
import type { AccountRole, IssuedTokens, Role } from "../lib/auth-tokens";
import { type AuthUser, WRONG_ROLE } from "../lib/authorise";

/** Account answers are for admins and practitioners (the contract's roles); a patient session never gets one. */
function accountRole(role: Role): AccountRole {
  if (role === "patient") throw new ForbiddenError(WRONG_ROLE);
  return role;
}

/** What a client may see of an account: never the hash, the session's internals or the user key. */
export function userView(user: Pick<AuthUser, "email" | "role" | "name" | "practitionerId">): AuthUserView {
  const view: AuthUserView = { email: user.email, role: accountRole(user.role) };
  if (user.name) view.name = user.name;
  if (user.practitionerId) view.practitioner_id = user.practitionerId;
  return view;
}

export function tokenResponse(tokens: IssuedTokens): TokenResponse {
  return {
    access_token: tokens.accessToken,
    token_type: "Bearer",
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
    user: userView(tokens.session),
  };
}
