import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readServerlessConfig } from "../infra/serverless-config";
import { PAGE_ROUTE_KEYS } from "./public-pages/routes";
import { methodsForPath, routes } from "./routes";

describe("route table", () => {
  const file = readServerlessConfig();
  const declared = Object.entries(file.functions).flatMap(([group, fn]) =>
    fn.events.flatMap(({ httpApi }) =>
      httpApi ? [{ method: httpApi.method, path: httpApi.path, group }] : [],
    ),
  );

  it("is exactly what serverless.yml deploys (besides the catch-all and the rendered pages)", () => {
    // As sets: the order of functions in serverless.yml and of entries in the contract is free.
    const byKey = (a: { method: string; path: string }, b: { method: string; path: string }) =>
      `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`);
    const deployed = declared.filter((route) => route.group !== "fallback" && route.group !== "public-pages");
    expect(deployed.sort(byKey)).toEqual(
      routes.map(({ method, path, group }) => ({ method, path, group })).sort(byKey),
    );
  });

  it("deploys exactly the server-rendered pages the public-pages function renders", () => {
    const pages = declared.filter((route) => route.group === "public-pages");
    expect(pages.map(({ method, path }) => `${method} ${path}`)).toEqual(PAGE_ROUTE_KEYS);
  });

  it("sends everything else under /api to the catch-all function", () => {
    expect(declared.filter((route) => route.group === "fallback")).toEqual([
      { method: "*", path: "/api/{proxy+}", group: "fallback" },
    ]);
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
