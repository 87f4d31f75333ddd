import type { Role } from "../lib/auth-tokens";
import type { RouteKey } from "../routes";

/**
 * Every route that needs a bearer token, with the roles it admits. Handlers take their `auth`
 * option from here (`rolesFor`), and functions/auth/auth.int.test.ts calls each one with no token,
 * a tampered and an expired token (401), the wrong role (403) and the right role (2xx). Every admin
 * and practitioner route MUST be listed, with a request that succeeds for the right role.
 */
export interface ProtectedRoute {
  route: RouteKey;
  roles: readonly Role[];
  /** A request that succeeds for the right role (path, query, body); defaults to the route's path. */
  example?: { path?: string; query?: Record<string, string>; body?: object };
}

export const ANY_ROLE: readonly Role[] = ["admin", "practitioner"];

export const protectedRoutes: readonly ProtectedRoute[] = [
  { route: "GET /api/auth/me", roles: ANY_ROLE },
  { route: "POST /api/auth/logout", roles: ANY_ROLE },
];

export function rolesFor(route: RouteKey): readonly Role[] {
  const entry = protectedRoutes.find((candidate) => candidate.route === route);
  if (!entry) throw new Error(`${route} is not in protectedRoutes`);
  return entry.roles;
}
