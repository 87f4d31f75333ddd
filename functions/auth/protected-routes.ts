import { contract, protectedRouteKeys, type RouteExample, type RouteSpec } from "../../core/api/contract";
import type { RouteKey } from "../routes";

/**
 * A request for every route the contract (core/api/contract.ts) protects with a bearer token, from
 * its `example`: functions/auth/auth.int.test.ts calls each one with no token, a tampered and an
 * expired token (401), the wrong role (403) and the right role (2xx, or the example's
 * `rightRoleStatus`). Who may call a route, and how to call it, is the contract's, nowhere else.
 */
export interface ProtectedRoute {
  route: RouteKey;
  /** A request that succeeds for the right role (path, query, body); defaults to the route's path. */
  example?: Omit<RouteExample, "rightRoleStatus">;
  rightRoleStatus?: RouteExample["rightRoleStatus"];
}

export const protectedRoutes: readonly ProtectedRoute[] = protectedRouteKeys().map((route) => {
  const { rightRoleStatus, ...example } = (contract[route] as RouteSpec).example ?? {};
  return { route, example, rightRoleStatus };
});
