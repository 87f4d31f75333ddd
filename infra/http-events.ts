import { contract } from "../core/api/contract";
import { PAGE_ROUTE_KEYS } from "../functions/public-pages/routes";
import { type RouteTable, routesOf } from "../functions/routes";

/** One serverless.yml event: API Gateway (HTTP API) sends this method and path to the function. */
export interface HttpEvent {
  httpApi: { method: string; path: string };
}

/**
 * Each function group's `events` list, from a route table: serverless.yml reads it through
 * infra/http-events.cjs (`events: ${file(./infra/http-events.cjs):<group>}`), so a route's
 * method and path are written once, in the contract. The server-rendered pages (HTML and XML, not in
 * the contract) are the public-pages function's.
 */
export function httpEventsByGroup(table: RouteTable): Record<string, HttpEvent[]> {
  const byGroup: Record<string, HttpEvent[]> = {};
  for (const { method, path, group } of routesOf(table)) {
    byGroup[group] = [...(byGroup[group] ?? []), { httpApi: { method, path } }];
  }
  byGroup["public-pages"] = PAGE_ROUTE_KEYS.map((key) => {
    const [method = "", path = ""] = key.split(" ");
    return { httpApi: { method, path } };
  });
  return byGroup;
}

/** The deployed API's events (what infra/http-events.cjs hands serverless.yml). */
export const httpEvents: Record<string, HttpEvent[]> = httpEventsByGroup(contract);
