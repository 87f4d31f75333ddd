import { contract, type Group, type RouteKey, type RouteSpec, splitKey } from "../core/api/contract";

export type { RouteKey } from "../core/api/contract";

export interface Route {
  method: string;
  path: string;
  group: Group;
}

/** A route table shaped like the contract (the contract itself, or a test's copy of it). */
export type RouteTable = Readonly<Record<string, RouteSpec>>;

/** Each route of `table` as API Gateway routes it: method, path and the group (function) serving it. */
export function routesOf(table: RouteTable): Route[] {
  return Object.entries(table).map(([key, spec]) => {
    const [method, path] = splitKey(key as RouteKey);
    return { method, path, group: spec.group };
  });
}

/**
 * Every HTTP route the API deploys (serverless.yml's events are generated from the same contract,
 * infra/http-events.ts); the catch-all uses it to tell an unknown path (404) from a wrong method (405).
 */
export const routes: readonly Route[] = routesOf(contract);

function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (/^\{[^}]+\}$/.test(part) ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

// Pure: bundles that never ask (every group but the catch-all) drop the compiled patterns.
const compiled = /* @__PURE__ */ routes.map((route) => ({ ...route, pattern: pathPattern(route.path) }));

/** Methods that the given concrete path accepts (empty when no route has this path). */
export function methodsForPath(path: string): string[] {
  return [...new Set(compiled.filter((route) => route.pattern.test(path)).map((route) => route.method))];
}
