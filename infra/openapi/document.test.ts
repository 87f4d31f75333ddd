import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contract, type RouteKey, rolesOf, splitKey } from "../../core/api/contract";
import { openApiDocument, openApiText } from "./document";

type Operation = { security: unknown[]; parameters: { name: string; in: string }[]; requestBody?: unknown };

describe("OpenAPI document", () => {
  it("docs/openapi.json is the document the contract gives today (run `npm run openapi` if not)", () => {
    expect(readFileSync("docs/openapi.json", "utf8")).toBe(openApiText());
  });

  it("has exactly the contract's routes, with bearer security on protected ones and CSRF on public writes", () => {
    const paths = openApiDocument().paths as Record<string, Record<string, Operation>>;
    const documented = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(Object.keys(contract).sort());
    for (const key of Object.keys(contract) as RouteKey[]) {
      const [method, path] = splitKey(key);
      const op = paths[path]?.[method.toLowerCase()] as Operation;
      const headers = op.parameters.filter((p) => p.in === "header").map((p) => p.name);
      expect(op.security, key).toEqual(rolesOf(key) ? [{ bearer: [] }] : []);
      expect(headers.includes("X-CSRF-TOKEN"), key).toBe(method === "POST" && rolesOf(key) === undefined);
      expect(Boolean(op.requestBody), key).toBe("body" in contract[key]);
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))
        expect(
          op.parameters.some((p) => p.in === "path" && p.name === name),
          `${key} ${name}`,
        ).toBe(true);
    }
  });
});
