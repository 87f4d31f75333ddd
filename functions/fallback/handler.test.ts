import { beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../lib/env";
import type { Handler } from "../lib/http-handler";
import { apiEvent, invoke } from "../test/api-event";

let handler: Handler;
beforeAll(async () => {
  process.env.TABLE_NAME = "unit";
  process.env.SIGNING_SECRET = "unit-test-signing-secret-of-32-bytes";
  resetEnvForTests();
  ({ handler } = await import("./handler"));
});

const catchAll = (method: string, path: string, headers: Record<string, string> = {}) =>
  apiEvent(method, path, { route: "/api/{proxy+}", headers });

describe("catch-all route", () => {
  it("answers 404 with a JSON error for an unknown path, even without the script header", async () => {
    const { status, body, headers } = await invoke(
      handler,
      catchAll("GET", "/api/nope", { "x-requested-with": "" }),
    );
    expect(status).toBe(404);
    expect(body).toEqual({ error: "There is no API address /api/nope." });
    expect(headers["Access-Control-Allow-Origin"]).toBe("*");
  });

  it("answers 405 with Allow when the path exists under another method", async () => {
    const { status, body, headers } = await invoke(handler, catchAll("POST", "/api/get/feature/services"));
    expect(status).toBe(405);
    expect(headers.Allow).toBe("GET");
    expect(body.error).toBe("POST is not allowed on /api/get/feature/services; use GET.");
  });
});
