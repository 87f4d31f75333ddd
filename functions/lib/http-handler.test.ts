import { beforeAll, describe, expect, it, vi } from "vitest";
import { ConflictError, NotFoundError } from "../../core/errors";
import * as z from "../../core/schemas/z";
import { apiEvent, invoke } from "../test/api-event";
import { issueCsrfToken } from "./csrf";
import { resetEnvForTests } from "./env";
import type { Handler } from "./http-handler";
import { respond } from "./http-response";

const SECRET = "unit-test-signing-secret-of-32-bytes";
let echo: Handler;
let failing: (error: unknown) => Handler;

beforeAll(async () => {
  process.env.TABLE_NAME = "unit";
  process.env.SIGNING_SECRET = SECRET;
  resetEnvForTests();
  const { httpHandler } = await import("./http-handler");
  echo = httpHandler(
    {
      body: z.object({ email: z.email(), name: z.string().check(z.minLength(1)) }),
      query: z.object({ page: z.optional(z.coerce.number().check(z.int(), z.positive())) }),
      path: z.object({ id: z.string().check(z.regex(/^\d+$/)) }),
    },
    async ({ body, query, path }) => respond(201, { body, query, path }, { "X-Extra": "yes" }),
  );
  failing = (error) =>
    httpHandler({}, async () => {
      throw error;
    });
});

const csrf = () => ({ "x-csrf-token": issueCsrfToken(SECRET).token });
const validPost = (overrides: Parameters<typeof apiEvent>[2] = {}) =>
  apiEvent("POST", "/api/things/7", {
    route: "/api/things/{id}",
    pathParameters: { id: "7" },
    query: { page: "2" },
    body: { email: "thandi@example.co.za", name: "Thandi" },
    ...overrides,
    headers: { ...csrf(), ...overrides.headers },
  });

describe("httpHandler", () => {
  it("passes parsed path, query and body to the handler and keeps its status and headers", async () => {
    const { status, headers, body } = await invoke(echo, validPost());
    expect(status).toBe(201);
    expect(headers["X-Extra"]).toBe("yes");
    expect(body).toEqual({
      body: { email: "thandi@example.co.za", name: "Thandi" },
      query: { page: 2 },
      path: { id: "7" },
    });
  });

  it("answers a readable 400 with per-field detail when the body is invalid", async () => {
    const { status, body } = await invoke(echo, validPost({ body: { email: "not-an-email", name: "" } }));
    expect(status).toBe(400);
    expect(body.fields).toEqual({ email: "must be a valid email address", name: "is required" });
    expect(body.error).toBe("Please check the form: email must be a valid email address; name is required.");
  });

  it("reports a missing body field as required", async () => {
    const { status, body } = await invoke(echo, validPost({ body: { name: "Thandi" } }));
    expect(status).toBe(400);
    expect(body.fields).toEqual({ email: "is required" });
  });

  it("validates the query and the path", async () => {
    const badQuery = await invoke(echo, validPost({ query: { page: "-1" } }));
    expect(badQuery.status).toBe(400);
    expect(Object.keys(badQuery.body.fields)).toEqual(["page"]);
    const badPath = await invoke(echo, validPost({ pathParameters: { id: "abc" } }));
    expect(badPath.status).toBe(400);
    expect(badPath.body.fields).toEqual({ id: "has the wrong format" });
  });

  it("answers 400 for malformed JSON and 415 for a body that is not JSON", async () => {
    const malformed = await invoke(
      echo,
      validPost({ body: '{"email": "a@b.co",', headers: { "content-type": "application/json" } }),
    );
    expect(malformed).toMatchObject({ status: 400, body: { error: "The request body is not valid JSON." } });
    const notJson = await invoke(
      echo,
      validPost({ body: "email=a", headers: { "content-type": "text/plain" } }),
    );
    expect(notJson.status).toBe(415);
  });

  it("refuses a body over 64 KB with 413 before parsing it", async () => {
    const big = JSON.stringify({ email: "a@b.co", name: "x".repeat(65 * 1024) });
    const { status, body } = await invoke(
      echo,
      validPost({ body: big, headers: { "content-type": "application/json" } }),
    );
    expect(status).toBe(413);
    expect(body.error).toMatch(/too large/);
  });

  it("requires X-Requested-With: XMLHttpRequest", async () => {
    const missing = await invoke(echo, validPost({ headers: { "x-requested-with": "" } }));
    expect(missing.status).toBe(403);
    expect(missing.body.error).toMatch(/X-Requested-With/);
    const wrong = await invoke(echo, validPost({ headers: { "x-requested-with": "fetch" } }));
    expect(wrong.status).toBe(403);
  });

  it("answers a public GET without X-Requested-With (a simple request: no preflight for partner pages)", async () => {
    const { httpHandler } = await import("./http-handler");
    const read = httpHandler({}, async () => ({ ok: true }));
    const simple = await invoke(
      read,
      apiEvent("GET", "/api/things", { headers: { "x-requested-with": "" } }),
    );
    expect(simple.status).toBe(200);
    const protectedRead = httpHandler({ auth: "admin" }, async () => ({ ok: true }));
    const refused = await invoke(
      protectedRead,
      apiEvent("GET", "/api/things", { headers: { "x-requested-with": "" } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/X-Requested-With/);
  });

  it("normalises header case", async () => {
    const event = validPost();
    const token = event.headers["x-csrf-token"] ?? "";
    event.headers = {
      "X-Requested-With": "XMLHttpRequest",
      "X-CSRF-TOKEN": token,
      "Content-Type": "application/json",
    };
    expect((await invoke(echo, event)).status).toBe(201);
  });

  it("requires a valid, unexpired CSRF token on POSTs", async () => {
    const missing = await invoke(echo, validPost({ headers: { "x-csrf-token": "" } }));
    expect(missing.status).toBe(403);
    const forged = issueCsrfToken("another-secret").token;
    expect((await invoke(echo, validPost({ headers: { "x-csrf-token": forged } }))).status).toBe(403);
    const old = issueCsrfToken(SECRET, Date.now() - 3 * 60 * 60 * 1000).token;
    const expired = await invoke(echo, validPost({ headers: { "x-csrf-token": old } }));
    expect(expired).toMatchObject({
      status: 403,
      body: { error: "This page has been open too long. Please reload it and try again." },
    });
  });

  it("maps domain errors to their status with the message for people", async () => {
    expect(
      await invoke(failing(new NotFoundError("No such practitioner.")), apiEvent("GET", "/api/x")),
    ).toMatchObject({
      status: 404,
      body: { error: "No such practitioner." },
    });
    expect(
      await invoke(failing(new ConflictError("That slot was just taken.")), apiEvent("GET", "/api/x")),
    ).toMatchObject({
      status: 409,
      body: { error: "That slot was just taken." },
    });
  });

  it("hides unexpected errors behind a fixed 500 and logs the detail with the request id", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { status, body } = await invoke(
      failing(new Error("connection string postgres://secret")),
      apiEvent("GET", "/api/x"),
    );
    expect(status).toBe(500);
    expect(body).toEqual({ error: "Something went wrong on our side. Please try again in a moment." });
    const line = JSON.parse(String(logged.mock.calls[0]?.[0]));
    expect(line).toMatchObject({
      level: "error",
      errorMessage: "connection string postgres://secret",
      route: "GET /api/x",
    });
    expect(line.requestId).toMatch(/^ctx-/);
    logged.mockRestore();
  });

  it("adds CORS and security headers to successes and errors alike", async () => {
    for (const event of [
      validPost({ headers: { origin: "https://partner.example" } }),
      validPost({ body: {} }),
    ]) {
      const { headers } = await invoke(echo, event);
      expect(headers["Access-Control-Allow-Origin"]).toBe("*");
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Strict-Transport-Security"]).toMatch(/max-age=/);
      expect(headers["Cache-Control"] ?? "no-store").toBe("no-store");
    }
  });

  it("writes one structured log line per request with status and duration", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await invoke(echo, validPost());
    const line = JSON.parse(String(logged.mock.calls.at(-1)?.[0]));
    expect(line).toMatchObject({
      level: "info",
      message: "request",
      status: 201,
      route: "POST /api/things/{id}",
    });
    expect(typeof line.ms).toBe("number");
    logged.mockRestore();
  });
});
