import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { httpEvents } from "../infra/http-events";
import { readServerlessConfig, resolveFileVariable } from "../infra/serverless-config";
import { PAGE_ROUTE_KEYS } from "./public-pages/routes";
import { methodsForPath, routes } from "./routes";

describe("route table", () => {
  const file = readServerlessConfig();

  it("is wired into serverless.yml: each group's function takes its events from the contract", () => {
    for (const group of Object.keys(httpEvents)) {
      const reference = `\${file(./infra/http-events.cjs):${group}}`;
      expect(file.functions[group]?.events, group).toBe(reference);
      // What osls will read: the .cjs loads the same TypeScript module.
      expect(resolveFileVariable(reference), group).toEqual(httpEvents[group]);
    }
    expect(httpEvents["public-pages"]?.map(({ httpApi }) => `${httpApi.method} ${httpApi.path}`)).toEqual(
      PAGE_ROUTE_KEYS,
    );
  });

  it("sends everything else under /api to the catch-all function", () => {
    expect(file.functions.fallback?.events).toEqual([{ httpApi: { method: "*", path: "/api/{proxy+}" } }]);
  });

  it("each group's handler file exists", () => {
    for (const [group, fn] of Object.entries(file.functions)) {
      expect(fn.handler).toBe(`functions/${group}/handler.handler`);
      expect(() => readFileSync(`functions/${group}/handler.ts`)).not.toThrow();
    }
  });

  it("lets the catch-all tell every contract route's method from a wrong one", () => {
    for (const { method, path } of routes) {
      const concrete = path.replace(/\{\w+\}/g, "x1");
      expect(methodsForPath(concrete), `${method} ${path}`).toContain(method);
    }
  });

  it("knows which methods a concrete path takes", () => {
    expect(methodsForPath("/api/csrf-token")).toEqual(["GET"]);
    expect(methodsForPath("/api/csrf-token/")).toEqual(["GET"]);
    expect(methodsForPath("/api/unknown")).toEqual([]);
  });
});
