import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The typed client against a stand-in for the network (fetch is the boundary a unit test can
 * observe): which headers each kind of route gets, how path parameters are written, and that a
 * dev/test build refuses an answer outside the route's contract.
 */
const CSRF = `${Math.floor(Date.now() / 1000) + 3600}.nonce.signature`;
const calls: { url: string; init: RequestInit }[] = [];
let reply: unknown = {};

beforeEach(() => {
  calls.length = 0;
  const store = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal("document", {
    querySelector: () => ({ content: CSRF }),
    createElement: () => ({}),
    head: { append: () => undefined },
  });
  vi.stubGlobal("fetch", async (url: URL, init: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

const header = (index: number, name: string) => new Headers(calls[index]?.init.headers).get(name);

describe("api.call", () => {
  it("sends a public POST with the CSRF token and no access token", async () => {
    const { api } = await import("./client");
    reply = { success: "Sent." };
    await api.call("POST /api/auth/password/forgot", { body: { email: "a@example.org" } });
    expect(calls[0]?.url).toMatch(/\/api\/auth\/password\/forgot$/);
    expect(calls[0]?.init.method).toBe("POST");
    expect(header(0, "X-CSRF-TOKEN")).toBe(CSRF);
    expect(header(0, "Authorization")).toBeNull();
    expect(header(0, "X-Requested-With")).toBe("XMLHttpRequest");
  });

  it("sends a protected route the access token and no CSRF token, path parameters encoded", async () => {
    const { api } = await import("./client");
    const { saveSession } = await import("./session");
    saveSession({
      access_token: "access-1",
      token_type: "Bearer",
      expires_in: 900,
      refresh_token: "refresh-1",
      user: { email: "p@example.org", role: "practitioner" },
    });
    reply = { success: true };
    await api.call("GET /api/out-of-office/delete/{id}", { path: { id: "a/b c" } });
    expect(calls[0]?.url).toMatch(/\/api\/out-of-office\/delete\/a%2Fb%20c$/);
    expect(header(0, "Authorization")).toBe("Bearer access-1");
    expect(header(0, "X-CSRF-TOKEN")).toBeNull();
    expect(header(0, "X-Requested-With")).toBe("XMLHttpRequest");
  });

  it("writes the query and refuses an answer outside the contract in a test build", async () => {
    const { api } = await import("./client");
    reply = { data: [], total: 0 };
    await api.call("GET /api/search/index", { query: { type: "profession", profession: "GP", page: 2 } });
    expect(new URL(calls[0]?.url ?? "").searchParams.get("page")).toBe("2");
    // A public GET is a simple request (no preflight from partner pages): no custom header.
    expect(header(0, "X-Requested-With")).toBeNull();
    reply = { data: "nothing" };
    await expect(api.call("GET /api/search/index", { query: { type: "find" } })).rejects.toThrow(
      /GET \/api\/search\/index answered outside its contract: data/,
    );
  });
});
