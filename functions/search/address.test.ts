import { beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../lib/env";
import type { Handler } from "../lib/http-handler";
import { apiEvent, invoke } from "../test/api-event";

let handler: Handler;
beforeAll(async () => {
  process.env.TABLE_NAME = "unit";
  process.env.SIGNING_SECRET = "unit-test-signing-secret-of-32-bytes";
  resetEnvForTests();
  ({ addressSuggestions: handler } = await import("./address"));
});

const ROUTE = "/api/search/prac/address";
const search = (location?: string, headers?: Record<string, string>) =>
  invoke(
    handler,
    apiEvent("GET", ROUTE, {
      ...(location === undefined ? {} : { query: { location } }),
      ...(headers ? { headers } : {}),
    }),
  );
const suburbs = (body: { suburb: string }[]) => body.map((place) => place.suburb);

describe("GET /api/search/prac/address", () => {
  it("answers places with address, suburb and coordinates inside South Africa, cacheable for a day", async () => {
    const { status, body, headers } = await search("sea");
    expect(status).toBe(200);
    expect(headers["Cache-Control"]).toBe("public, max-age=86400");
    expect(body[0]).toEqual({
      address: "Sea Point, Cape Town, Western Cape",
      suburb: "Sea Point",
      lat: -33.9167,
      lng: 18.3833,
    });
    expect(body.length).toBeLessThanOrEqual(8);
    for (const place of body) {
      expect(Object.keys(place).sort()).toEqual(["address", "lat", "lng", "suburb"]);
      expect(place.lat).toBeGreaterThan(-35);
      expect(place.lat).toBeLessThan(-22);
      expect(place.lng).toBeGreaterThan(16);
      expect(place.lng).toBeLessThan(33);
    }
  });

  it.each([
    ["sandt", "Sandton"],
    ["Johanesburg", "Johannesburg"],
    ["umhlanga", "Umhlanga"],
    ["port eliz", "Gqeberha"],
    ["  Sea Point, Cape  ", "Sea Point"],
  ])("%j -> %s first", async (location, first) => {
    const { status, body } = await search(location);
    expect(status).toBe(200);
    expect(suburbs(body)[0]).toBe(first);
  });

  it("answers an empty list when nothing matches", async () => {
    const { status, body } = await search("qqqq");
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("refuses a location under 2 or over 100 characters, or none, with the field named", async () => {
    for (const location of ["s", " s ", "x".repeat(101), undefined]) {
      const { status, body } = await search(location);
      expect(status, String(location)).toBe(400);
      expect(body.fields.location).toBeDefined();
    }
    expect((await search("x".repeat(100))).status).toBe(200);
  });

  it("answers without X-Requested-With: a public GET is a simple request", async () => {
    const { status } = await search("sea", { "x-requested-with": "" });
    expect(status).toBe(200);
  });
});
