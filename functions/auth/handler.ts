import { routeGroup } from "../lib/route-group";
import { login } from "./login";
import { forgotPassword, setPassword } from "./password-tokens";
import { logout, me, refresh } from "./session";

/** Route group "auth": practitioners' and admins' login, token refresh, logout and who-am-I. */
export const handler = routeGroup("auth", {
  "POST /api/auth/login": login,
  "POST /api/auth/refresh": refresh,
  "POST /api/auth/logout": logout,
  "GET /api/auth/me": me,
  "POST /api/auth/password/set": setPassword,
  "POST /api/auth/password/forgot": forgotPassword,
});
