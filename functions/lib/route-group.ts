import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import type { RouteKey } from "../routes";
import type { Handler } from "./http-handler";
import { createLogger } from "./logger";

/**
 * One Lambda per route group: API Gateway's routeKey ("GET /api/...") picks the handler.
 * A route missing here but wired to this function is a deployment mistake, answered as 404.
 */
export function routeGroup(handlers: Partial<Record<RouteKey, Handler>>): Handler {
  return async (event: APIGatewayProxyEventV2, context: Context) => {
    const handler = handlers[event.routeKey as RouteKey];
    if (handler) return handler(event, context);
    createLogger({ requestId: context.awsRequestId, route: event.routeKey }).error("route not in group");
    return {
      statusCode: 404,
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ error: "This address does not exist." }),
    };
  };
}
