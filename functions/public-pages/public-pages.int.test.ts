import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keys } from "../data/keys";
import { resetEnvForTests } from "../lib/env";
import { apiEvent, lambdaContext } from "../test/api-event";
import { createPractitioner, putSchemes } from "../test/booking-fixtures";
import { handler } from "./handler";
import { LOCAL_SITE_FILES_PREFIX, NOT_FOUND_PAGE, PRACTITIONER_TEMPLATE } from "./site-files";

/**
 * The public-pages function against DynamoDB Local, reading its templates from a small web server
 * standing in for the local site (SITE_FILES_ORIGIN), as the local stack does.
 */
const TEMPLATE =
  "<html><head><!-- profile:head --><title>Practitioner profile</title><!-- /profile:head --></head><body><div><!-- profile:sidebar --><h1>Practitioner profile</h1><!-- /profile:sidebar --></div><div><!-- profile:reviews --><!-- /profile:reviews --></div></body></html>";
const NOT_FOUND =
  '<html><head><meta name="robots" content="noindex" /></head><body><h1>We couldn\'t find that page</h1></body></html>';
const HOSTILE = 'Dr </script><script>alert(1)</script> "Zola"';

let site: Server;
const savedOrigin = process.env.SITE_FILES_ORIGIN;

beforeAll(async () => {
  await putSchemes();
  site = createServer((req, res) => {
    const body = { [PRACTITIONER_TEMPLATE]: TEMPLATE, [NOT_FOUND_PAGE]: NOT_FOUND }[
      (req.url ?? "").slice(LOCAL_SITE_FILES_PREFIX.length)
    ];
    res.writeHead(body === undefined ? 404 : 200, { "Content-Type": "text/html" }).end(body ?? "missing");
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

async function get(path: string, route: string, headers: Record<string, string> = {}) {
  const result = await handler(apiEvent("GET", path, { route, headers }), lambdaContext());
  return { status: result.statusCode, headers: result.headers ?? {}, body: result.body };
}
const page = (id: string) => get(`/page/practitioner/${id}`, "/page/practitioner/{path+}");

describe("GET /page/practitioner/{id}", () => {
  it("renders an active practitioner into the template, escaped, with JSON-LD", async () => {
    const practitioner = await createPractitioner({ name: HOSTILE });
    const { status, headers, body } = await page(practitioner.id);
    expect(status).toBe(200);
    expect(headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(body).toContain(
      '<h1 class="pp-name" tabindex="-1">Dr &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Zola&quot;</h1>',
    );
    expect(body).toContain("<li>Individual therapy</li>");
    expect(body).not.toContain("<h1>Practitioner profile</h1>");
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? "";
    expect(JSON.parse(json)).toMatchObject({
      name: HOSTILE,
      address: { addressLocality: "Sea Point, Cape Town", postalCode: "8005", addressCountry: "ZA" },
      geo: { latitude: -33.9, longitude: 18.38 },
    });
  });

  it("answers a deactivated, unknown or malformed id with the 404 page and status 404", async () => {
    const inactive = await createPractitioner({ isActive: false });
    for (const id of [inactive.id, "999999999999", "abc", `${inactive.id}/extra`]) {
      const { status, body } = await page(id);
      expect(status, id).toBe(404);
      expect(body, id).toBe(NOT_FOUND);
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("lists active practitioners and leaves deactivated ones out", async () => {
    const active = await createPractitioner();
    const inactive = await createPractitioner({
      isActive: false,
      ...keys.practitionerByStatus(false, "test inactive", "x"),
    });
    const { status, headers, body } = await get("/sitemap.xml", "/sitemap.xml");
    expect(status).toBe(200);
    expect(headers["Content-Type"]).toBe("application/xml; charset=utf-8");
    expect(body).toContain("<loc>http://localhost:");
    expect(body).toContain(`/page/practitioner/${active.id}</loc>`);
    expect(body).not.toContain(`/page/practitioner/${inactive.id}</loc>`);
  });
});
