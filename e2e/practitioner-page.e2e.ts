import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { PractitionerItem } from "../functions/data/items";
import { keys } from "../functions/data/keys";
import { LOCAL_TABLE, localClients } from "../infra/local/stack";
import { testPorts } from "../infra/local/test-ports";
import { settledAxe } from "./page-checks";

/**
 * The practitioner page is rendered by the public-pages function (as CloudFront's
 * /page/practitioner/* behaviour does in AWS): the profile, its title, description, canonical URL
 * and JSON-LD are in the first HTML response, read here raw, without a browser or scripts.
 */

const script = { "X-Requested-With": "XMLHttpRequest" };
/** Demo practitioner 3 (README): their own profile is edited through the profile-editor API. */
const LWANDO = {
  email: "lwando.mgijima@mgijima-counselling.example",
  password: "Practitioner#2026",
  id: "3",
};

async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Accept: "text/html" } });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

function jsonLd(html: string): Record<string, unknown> {
  const blocks = Array.from(html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g));
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? "") as Record<string, unknown>;
}

async function publicProfile(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/practitioner/users?id=${id}`, { headers: script });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    practitioner: { name: string; get_member_active_detail: { profession: string; address: string } };
  };
}

test.describe("practitioner page, server-rendered", () => {
  test("the first HTML response holds the profile, its head and JSON-LD", async ({ request }) => {
    const { practitioner } = await publicProfile(request, "1");
    const { status, headers, html } = await rawPage(request, "/page/practitioner/1");
    expect(status).toBe(200);
    expect(headers["content-type"]).toMatch(/^text\/html/);
    expect(headers["cache-control"]).toBe("public, max-age=0, s-maxage=300");

    expect(html).toContain(`<h1 class="pp-name" tabindex="-1">${practitioner.name}</h1>`);
    expect(html).toContain(
      `<p class="pp-profession">${practitioner.get_member_active_detail.profession}</p>`,
    );
    expect(html).toContain(
      `<title>${practitioner.name} – ${practitioner.get_member_active_detail.profession} | Vula Health</title>`,
    );
    expect(html).toMatch(/<meta name="description" content="[^"]{40,160}">/);
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:${testPorts.web}/page/practitioner/1">`,
    );
    // Services, qualifications and the reviews summary are in the HTML too.
    expect(html).toMatch(/<ul class="pp-chips"><li>[^<]+<\/li>/);
    expect(html).toContain('<h2 class="pp-block__title">Qualifications</h2>');
    expect(html).toMatch(/<p class="pp-reviews__summary">.*from \d+ reviews<\/span><\/p>/);
    // No empty template region is left behind.
    expect(html).not.toContain("<!-- profile:");

    const data = jsonLd(html);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      name: practitioner.name,
      url: `http://localhost:${testPorts.web}/page/practitioner/1`,
      address: { "@type": "PostalAddress", addressCountry: "ZA" },
      geo: { "@type": "GeoCoordinates" },
      aggregateRating: { "@type": "AggregateRating", bestRating: 5 },
    });
  });

  test("the profile shows with scripts turned off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/page/practitioner/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Pieter/);
    await expect(page.getByRole("heading", { name: "Reviews" })).toBeVisible();
    await context.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`axe-clean, and the calendar mounts into its room without moving the page (${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: '<!doctype html><html lang="en"><title>video</title></html>',
        }),
      );
      // Layout shifts as Chromium reports them (CLS), from before the first paint.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/page/practitioner/1");
      await expect(
        page.locator("#availability").getByRole("list", { name: /Appointment times/ }),
      ).toBeVisible();
      const cls = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      );
      expect(cls).toBeLessThanOrEqual(0.05);
      const results = await (await settledAxe(page)).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  test("an edit through the profile editor shows on the public page at once", async ({ request }) => {
    const csrf = (await (await request.get("/api/csrf-token", { headers: script })).json()) as {
      token: string;
    };
    const login = await request.post("/api/auth/login", {
      headers: { ...script, "X-CSRF-TOKEN": csrf.token },
      data: { email: LWANDO.email, password: LWANDO.password },
    });
    expect(login.status()).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const auth = { ...script, Authorization: `Bearer ${access_token}` };
    const own = (await (await request.get("/api/profile/own", { headers: auth })).json()) as {
      profile: Record<string, unknown> & { services: string[] };
    };
    const { id: _id, name: _name, plan: _plan, ...form } = own.profile;
    const marker = `Sandplay therapy ${Date.now().toString(36).replace(/\d/g, "")}`;
    const bio = "Edited in the e2e test <script>alert(1)</script> & more.";
    const saved = await request.post("/api/profile/own", {
      headers: auth,
      data: { ...form, services: [...own.profile.services.slice(0, 3), marker], bio },
    });
    expect(saved.status()).toBe(200);

    const { html } = await rawPage(request, `/page/practitioner/${LWANDO.id}`);
    expect(html).toContain(`<li>${marker}</li>`);
    expect(html).toContain("Edited in the e2e test &lt;script&gt;alert(1)&lt;/script&gt; &amp; more.");
    expect(jsonLd(html).description).toBe(bio);
  });

  test("a deactivated practitioner's page answers 404 with the 404 page at once, and leaves the sitemap", async ({
    request,
  }) => {
    // Demo practitioner 4 is deactivated in the seed.
    const seeded = await rawPage(request, "/page/practitioner/4");
    expect(seeded.status).toBe(404);
    expect(seeded.html).toContain("We couldn't find that page");
    for (const path of [
      "/page/practitioner/999999",
      "/page/practitioner/abc",
      "/page/practitioner/1/extra",
    ]) {
      const missing = await rawPage(request, path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).toContain('<meta name="robots" content="noindex" />');
    }

    // Deactivation straight in the table, as the admin's deactivate will write it (the admin route
    // arrives with the admin-practitioners work; it must also call publicPageChanged).
    const { doc } = localClients(testPorts.dynamodb);
    const id = "5";
    const key = keys.practitioner(id);
    const { Item } = await doc.send(new GetCommand({ TableName: LOCAL_TABLE, Key: key }));
    const item = Item as PractitionerItem;
    expect(item.isActive).toBe(true);
    const setStatus = (isActive: boolean) =>
      doc.send(
        new UpdateCommand({
          TableName: LOCAL_TABLE,
          Key: key,
          UpdateExpression: "SET isActive = :active, GSI1PK = :status",
          ExpressionAttributeValues: {
            ":active": isActive,
            ":status": keys.practitionerByStatus(isActive, item.name.toLowerCase(), id).GSI1PK,
          },
        }),
      );
    const listed = async () =>
      (await (await request.get("/sitemap.xml")).text()).includes(`/page/practitioner/${id}<`);

    expect((await rawPage(request, `/page/practitioner/${id}`)).status).toBe(200);
    expect(await listed()).toBe(true);
    await setStatus(false);
    try {
      const gone = await rawPage(request, `/page/practitioner/${id}`);
      expect(gone.status).toBe(404);
      expect(gone.html).toContain("We couldn't find that page");
      expect(gone.html).not.toContain(item.name);
      expect(await listed()).toBe(false);
    } finally {
      await setStatus(true);
    }
  });
});
