import { expect, test } from "@playwright/test";

/** The API through serverless-offline (serverless.yml's routes), behind the site's /api proxy. */
const script = { "X-Requested-With": "XMLHttpRequest" };

test.describe("API edge behaviour", () => {
  test("the API's OpenAPI document is on the site at /api/openapi.json", async ({ request }) => {
    const response = await request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/api/search/index");
  });

  test("an unknown API path is a JSON 404", async ({ request }) => {
    const response = await request.get("/api/no/such/thing", { headers: script });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: "There is no API address /api/no/such/thing." });
  });

  test("a known path under the wrong method is a 405 with Allow", async ({ request }) => {
    const response = await request.post("/api/get/feature/services", { headers: script, data: {} });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe("GET");
  });

  test("a write without X-Requested-With is refused; a public read is a simple request", async ({
    request,
  }) => {
    const response = await request.post("/api/booking/submit", { data: {} });
    expect(response.status()).toBe(403);
    expect((await response.json()).error).toMatch(/X-Requested-With/);
    expect((await request.get("/api/get/feature/services")).status()).toBe(200);
  });

  test("a body over 64 KB is refused with 413", async ({ request }) => {
    const response = await request.post("/api/anything", {
      headers: { ...script, "Content-Type": "application/json" },
      data: JSON.stringify({ padding: "x".repeat(70 * 1024) }),
    });
    expect(response.status()).toBe(413);
  });

  test("GET /api/csrf-token returns a signed, expiring token", async ({ request }) => {
    const response = await request.get("/api/csrf-token", { headers: script });
    expect(response.status()).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const [expires] = token.split(".");
    expect(Number(expires) * 1000).toBeGreaterThan(Date.now());
    expect(response.headers()["cache-control"]).toBe("no-store");
  });
});
