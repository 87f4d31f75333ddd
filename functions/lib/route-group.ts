import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import type { Contract, Group, RouteKey } from "../../core/api/contract";
import { routes } from "../routes";
import type { Handler } from "./http-handler";
import { createLogger } from "./logger";

/** The contract routes (core/api/contract.ts) that one function group serves. */
export type GroupRouteKey<G extends Group> = {
  [K in RouteKey]: Contract[K]["group"] extends G ? K : never;
}[RouteKey];

/**
 * A group's handlers keyed by route key: exactly its contract routes, so a route without a
 * handler, or a handler for a route of another group or of none, fails typecheck.
 */
export type GroupHandlers<G extends Group> = { readonly [K in GroupRouteKey<G>]: Handler };

/** Route keys the contract gives `group` that `handlers` lacks, and keys of `handlers` it does not. */
export function unpairedRoutes(
  group: Group,
  handlers: object,
): { withoutHandler: string[]; withoutRoute: string[] } {
  const declared = routes
    .filter((route) => route.group === group)
    .map(({ method, path }) => `${method} ${path}`);
  const given = Object.keys(handlers);
  return {
    withoutHandler: declared.filter((key) => !given.includes(key)),
    withoutRoute: given.filter((key) => !declared.includes(key)),
  };
}

/**
 * One Lambda per route group: API Gateway's routeKey ("GET /api/...") picks the handler. The
 * pairing with the contract is checked by type and again when the module loads (a cast or a
 * contract edit the bundle missed cannot deploy a group that silently answers 404).
 */
export function routeGroup<G extends Group>(group: G, handlers: GroupHandlers<G>): Handler {
  const { withoutHandler, withoutRoute } = unpairedRoutes(group, handlers);
  if (withoutHandler.length > 0 || withoutRoute.length > 0) {
    throw new Error(
      `Route group "${group}" does not match the contract: no handler for [${withoutHandler.join(", ")}], ` +
        `no ${group} route for [${withoutRoute.join(", ")}].`,
    );
  }
  const byKey: Partial<Record<string, Handler>> = handlers;
  return async (event: APIGatewayProxyEventV2, context: Context) => {
    const handler = byKey[event.routeKey];
    if (handler) return handler(event, context);
    // A route wired to this function in serverless.yml but not in its contract group.
    createLogger({ requestId: context.awsRequestId, route: event.routeKey }).error("route not in group");
    return {
      statusCode: 404,
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ error: "This address does not exist." }),
    };
  };
}
