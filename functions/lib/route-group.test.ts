import { describe, expect, it } from "vitest";
import type { Group } from "../../core/api/contract";
import { routes } from "../routes";
import { apiEvent, lambdaContext } from "../test/api-event";
import type { Handler } from "./http-handler";
import { type GroupHandlers, routeGroup, unpairedRoutes } from "./route-group";

const answer =
  (name: string): Handler =>
  async () => ({ statusCode: 200, body: name });

const siteHandlers: GroupHandlers<"site"> = {
  "GET /api/csrf-token": answer("csrf"),
  "GET /api/get/feature/services": answer("services"),
};

describe("routeGroup", () => {
  it("dispatches on API Gateway's routeKey to the group's handler", async () => {
    const handler = routeGroup("site", siteHandlers);
    const result = await handler(apiEvent("GET", "/api/get/feature/services"), lambdaContext());
    expect(result.body).toBe("services");
  });

  it("answers 404 for a route wired to the function but not in its contract group", async () => {
    const handler = routeGroup("site", siteHandlers);
    const result = await handler(apiEvent("GET", "/api/search/index"), lambdaContext());
    expect(result.statusCode).toBe(404);
    expect(JSON.parse(result.body ?? "")).toEqual({ error: "This address does not exist." });
  });

  it("refuses, by type and at load, a group missing a contract route", () => {
    expect(() =>
      // @ts-expect-error "GET /api/get/feature/services" has no handler.
      routeGroup("site", { "GET /api/csrf-token": answer("csrf") }),
    ).toThrow(
      'Route group "site" does not match the contract: no handler for [GET /api/get/feature/services]',
    );
  });

  it("refuses, by type and at load, a handler for a route the group does not have", () => {
    expect(() =>
      routeGroup("site", {
        ...siteHandlers,
        // @ts-expect-error The search group's route, not the site group's.
        "GET /api/search/index": answer("search"),
      }),
    ).toThrow("no site route for [GET /api/search/index]");
  });

  it("pairs every group's handler module with exactly its contract routes", async () => {
    // Building a handler reads the table name; nothing here touches the table.
    process.env.TABLE_NAME ??= "unit";
    const groups = [...new Set(routes.map((route) => route.group))];
    for (const group of groups) {
      const module = (await import(`../${group}/handler.ts`)) as { handler: Handler };
      expect(module.handler, group).toBeTypeOf("function");
    }
  });

  it("lists the unpaired keys both ways", () => {
    expect(unpairedRoutes("locations" satisfies Group, { "GET /api/search/index": 1 })).toEqual({
      withoutHandler: ["GET /api/location/getLocation", "GET /api/location/map"],
      withoutRoute: ["GET /api/search/index"],
    });
  });
});
