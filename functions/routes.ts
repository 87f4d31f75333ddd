import { contract, type Group, type RouteKey, splitKey } from "../core/api/contract";

export type { RouteKey } from "../core/api/contract";

export interface Route {
  method: string;
  path: string;
  group: Group;
}

/**
 * Every HTTP route as serverless.yml deploys it (method, API Gateway path, route group), read from
 * the contract (core/api/contract.ts): a unit test keeps serverless.yml equal to it, and the
 * catch-all uses it to tell an unknown path (404) from a wrong method (405).
 */
export const routes: readonly Route[] = (Object.keys(contract) as RouteKey[]).map((key) => {
  const [method, path] = splitKey(key);
  return { method, path, group: contract[key].group };
});

function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (/^\{[^}]+\}$/.test(part) ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

const compiled = routes.map((route) => ({ ...route, pattern: pathPattern(route.path) }));

/** Methods that the given concrete path accepts (empty when no route has this path). */
export function methodsForPath(path: string): string[] {
  return [...new Set(compiled.filter((route) => route.pattern.test(path)).map((route) => route.method))];
}
