import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiEvent, invoke } from "../test/api-event";
import { env, resetEnvForTests } from "./env";
import type { Handler } from "./http-handler";
import { loadSecrets } from "./secrets";

const saved = { ...process.env };
let ping: Handler;
beforeAll(async () => {
  process.env.TABLE_NAME = "unit";
  process.env.SIGNING_SECRET = "unit-test-signing-secret-of-32-bytes!";
  resetEnvForTests();
  const { httpHandler } = await import("./http-handler");
  ping = httpHandler({}, async () => ({ ok: true }));
});
afterEach(() => {
  process.env = { ...saved, TABLE_NAME: "unit", SIGNING_SECRET: "unit-test-signing-secret-of-32-bytes!" };
  resetEnvForTests();
});

describe("X-Origin-Verify", () => {
  it("is not checked where no secret is configured (the local stack)", async () => {
    process.env.ORIGIN_VERIFY_SECRET = "";
    resetEnvForTests();
    expect((await invoke(ping, apiEvent("GET", "/api/ping"))).status).toBe(200);
  });

  it("refuses a request without CloudFront's secret with 403 when one is configured", async () => {
    process.env.ORIGIN_VERIFY_SECRET = "s3cret-from-secrets-manager-0123456789";
    resetEnvForTests();
    expect((await invoke(ping, apiEvent("GET", "/api/ping"))).status).toBe(403);
    const wrong = await invoke(
      ping,
      apiEvent("GET", "/api/ping", { headers: { "x-origin-verify": "guess" } }),
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatch(/through it only/);
    const right = await invoke(
      ping,
      apiEvent("GET", "/api/ping", {
        headers: { "x-origin-verify": "s3cret-from-secrets-manager-0123456789" },
      }),
    );
    expect(right.status).toBe(200);
  });

  it("a deployed function refuses to run without the secret", async () => {
    process.env.ORIGIN_VERIFY_SECRET = "";
    delete process.env.ORIGIN_VERIFY_SECRET_PARAMETER;
    process.env.AWS_LAMBDA_FUNCTION_NAME = "vula-health-prod-booking";
    process.env.DYNAMODB_ENDPOINT = "";
    delete process.env.IS_OFFLINE;
    resetEnvForTests();
    // Loading the function's secrets, before any handler runs, refuses; so does reading it.
    await expect(loadSecrets(["originVerifySecret"])).rejects.toThrow(/ORIGIN_VERIFY_SECRET_PARAMETER/);
    expect(() => env().originVerifySecret).toThrow(/ORIGIN_VERIFY_SECRET must be set/);
    expect((await invoke(ping, apiEvent("GET", "/api/ping"))).status).toBe(500);
  });
});
