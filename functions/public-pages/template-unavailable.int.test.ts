import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "../lib/env";
import { apiEvent, lambdaContext } from "../test/api-event";
import { createPractitioner, putSchemes } from "../test/booking-fixtures";
import { handler } from "./handler";
import { LOCAL_SITE_FILES_PREFIX } from "./site-files";

/**
 * `npm start -- --preview` without a build: the local web server answers 404 for every template.
 * Each page then answers 503 (a page of its own, not cached) and the function goes on serving: the
 * search page used to leave its template read rejected with no one listening while the search ran,
 * and that unhandled rejection ended the whole local API. Against DynamoDB Local, with a small web
 * server standing in for the local site (SITE_FILES_ORIGIN).
 */
let site: Server;
let built = false;
const savedOrigin = process.env.SITE_FILES_ORIGIN;
const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  await putSchemes();
  site = createServer((req, res) => {
    const key = (req.url ?? "").slice(LOCAL_SITE_FILES_PREFIX.length);
    if (!built) res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
    else res.writeHead(200, { "Content-Type": "text/html" }).end(`<html><body>${key}</body></html>`);
  });
  await new Promise<void>((done) => site.listen(0, "127.0.0.1", done));
  process.env.SITE_FILES_ORIGIN = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  resetEnvForTests();
});

afterAll(async () => {
  process.env.SITE_FILES_ORIGIN = savedOrigin;
  resetEnvForTests();
  await new Promise((done) => site.close(done));
});

beforeEach(() => {
  built = false;
  unhandled.length = 0;
  process.on("unhandledRejection", recordUnhandled);
});
afterEach(() => {
  process.off("unhandledRejection", recordUnhandled);
});

async function get(path: string, route: string, query?: Record<string, string>) {
  const result = await handler(
    apiEvent("GET", path, { route, ...(query ? { query } : {}) }),
    lambdaContext(),
  );
  return { status: result.statusCode, headers: result.headers ?? {}, body: result.body };
}

/** Lets a rejection nobody handles surface (Node reports it after the microtask queue drains). */
const settle = () => new Promise((done) => setTimeout(done, 50));

describe("a page whose template cannot be read", () => {
  it("answers 503 with a page saying to try again, never cached, and leaves nothing unhandled", async () => {
    const practitioner = await createPractitioner();
    for (const [path, route, query] of [
      ["/page/search", "/page/search", { q: "therapy" }],
      ["/page/search", "/page/search", { q: "", location: "Nowhere at all" }],
      [`/page/practitioner/${practitioner.id}`, "/page/practitioner/{path+}", undefined],
      ["/page/practitioner/not-a-practitioner", "/page/practitioner/{path+}", undefined],
      ["/page/blog/detail/no-such-post", "/page/blog/detail/{path+}", undefined],
    ] as const) {
      const { status, headers, body } = await get(path, route, query);
      expect(status, path).toBe(503);
      expect(headers["Content-Type"]).toBe("text/html; charset=utf-8");
      expect(headers["Cache-Control"]).toBe("no-store");
      expect(headers["Retry-After"]).toBe("60");
      expect(body).toContain("<h1>This page is not available right now</h1>");
      expect(body).toContain("Please try again in a minute.");
      // Nothing of the failure (addresses, file names, the hint for developers) reaches the visitor.
      expect(body).not.toMatch(/404|index\.html|npm run build|127\.0\.0\.1/);
    }
    await settle();
    expect(unhandled).toEqual([]);
  });

  it("serves again as soon as the templates are there (no restart)", async () => {
    expect((await get("/page/search", "/page/search", { q: "therapy" })).status).toBe(503);
    built = true;
    const again = await get("/page/search", "/page/search", { q: "therapy" });
    expect(again.status).toBe(200);
    expect(again.body).toContain("page/search/index.html");
    await settle();
    expect(unhandled).toEqual([]);
  });
});
