import { describe, expect, it } from "vitest";
import { contract } from "../core/api/contract";
import { routesOf } from "../functions/routes";
import { httpEventsByGroup } from "./http-events";
import { openApiDocument } from "./openapi/document";

/**
 * README "How to add a route": the contract entry is the only list a route is written in. A copy of
 * the table with one more entry reaches every derivation: the deployed events, the catch-all's route
 * list and the OpenAPI document.
 */
describe("adding a route", () => {
  const key = "POST /api/throwaway/{id}";
  const table = {
    ...contract,
    [key]: {
      ...contract["POST /api/contact/handled/{id}"],
      summary: "A route that exists only in this test.",
    },
  };

  it("is one entry in the contract (the real table is not touched)", () => {
    expect(Object.keys(table)).toHaveLength(Object.keys(contract).length + 1);
    expect(key in contract).toBe(false);
  });

  it("gets its group function's HTTP event in serverless.yml", () => {
    const event = { httpApi: { method: "POST", path: "/api/throwaway/{id}" } };
    expect(httpEventsByGroup(table)["contact-admin"]).toContainEqual(event);
    expect(httpEventsByGroup(contract)["contact-admin"]).not.toContainEqual(event);
  });

  it("is in the catch-all's route list (405 for another method, not 404)", () => {
    expect(routesOf(table)).toContainEqual({
      method: "POST",
      path: "/api/throwaway/{id}",
      group: "contact-admin",
    });
  });

  it("is documented in the OpenAPI document, with its access and path parameter", () => {
    const paths = openApiDocument(table).paths as Record<string, Record<string, Record<string, unknown>>>;
    const operation = paths["/api/throwaway/{id}"]?.post;
    expect(operation).toMatchObject({
      summary: "A route that exists only in this test.",
      tags: ["contact-admin"],
      security: [{ bearer: [] }],
      parameters: expect.arrayContaining([expect.objectContaining({ name: "id", in: "path" })]),
    });
    expect((openApiDocument().paths as Record<string, unknown>)["/api/throwaway/{id}"]).toBeUndefined();
  });
});
