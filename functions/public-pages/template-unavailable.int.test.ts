import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiEvent, lambdaContext } from "../test/api-event";
import { createPractitioner, putSchemes } from "../test/booking-fixtures";
import { serveSiteFiles } from "../test/site-files";
import { handler } from "./handler";

/**
 * `npm start -- --preview` without a build: the local web server answers 404 for every template.
 * Each page then answers 503 (a page of its own, not cached) and the function goes on serving: the
 * search page used to leave its template read rejected with no one listening while the search ran,
 * and that unhandled rejection ended the whole local API. Against DynamoDB Local, with a small web
 * server standing in for the local site (SITE_FILES_ORIGIN).
 */
let built = false;
const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(putSchemes);
serveSiteFiles((file, res) => {
  if (!built) res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
  else res.writeHead(200, { "Content-Type": "text/html" }).end(`<html><body>${file}</body></html>`);
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
