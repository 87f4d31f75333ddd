import { expect, type Locator, type Page, test } from "@playwright/test";
import { renderRobots, SITEMAP_PAGES, siteOrigin } from "../core/public-pages";
import { siteConfig } from "../core/site-config";
import { settledAxe } from "./page-checks";

/**
 * The information pages (how it works, virtual receptionist), the 404 page, robots.txt and
 * sitemap.xml, and one layout rule for every public page: nothing scrolls sideways on a phone.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** No internet here: tiles and video players answer from the test (a small valid page for axe). */
test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><head><title>video</title></head><body></body></html>',
    }),
  );
});

const UNKNOWN = [
  "/page/nope",
  "/page/how-it-work",
  "/nope.html",
  "/page/practitioner/1/extra",
  // The server-rendered pages' folders themselves, and a post that does not exist.
  "/page/practitioner/",
  "/page/blog/detail/",
  "/page/blog/detail/no-such-post",
];

test.describe("how it works", () => {
  test("three steps, the video, and the header link that leads here", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How it Works" }).click();
    await expect(page).toHaveURL(/\/page\/how-it-works$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a practitioner in three steps");
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: No login needed",
      "Step 2: Search and book",
      "Step 3: Booking confirmation",
    ]);
    await expect(page.locator("ol.steps > li")).toHaveCount(3);
    await expect(page.locator("iframe")).toHaveAttribute("src", siteConfig.howItWorksVideoUrl);
    await expect(page.locator("iframe")).toHaveAttribute(
      "title",
      `How ${siteConfig.brandName} works (video)`,
    );
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How it Works" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Find a practitioner" })).toHaveAttribute(
      "href",
      "/page/search",
    );
  });
});

test.describe("virtual receptionist", () => {
  test("the price and allowance of spec section 9 and Hire Now, from the logged-in header", async ({
    page,
  }) => {
    // The header shows the link only with a token (spec section 2); any token will do for the link.
    await page.addInitScript(() => localStorage.setItem("token", "e2e-not-a-real-token"));
    await page.setViewportSize(DESKTOP);
    await page.goto("/page/term-condition");
    await page.getByRole("link", { name: "Virtual Receptionist" }).click();
    await expect(page).toHaveURL(/\/page\/virtual-receptionist$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A virtual receptionist for your practice",
    );
    const offer = page.locator(".offer");
    await expect(offer).toContainText("R1 155");
    await expect(offer).toContainText("per month, including VAT");
    await expect(offer.getByRole("listitem")).toHaveText(["400 calls", "200 SMS", "135 transfer minutes"]);
    await expect(offer.getByRole("link", { name: /^Hire Now/ })).toHaveAttribute(
      "href",
      siteConfig.virtualReceptionist.hireUrl,
    );
  });
});

test.describe("404", () => {
  test("unknown addresses answer 404 with the 404 page; known ones still answer", async ({ request }) => {
    for (const path of UNKNOWN) {
      for (const accept of ["text/html", "*/*"]) {
        const response = await request.get(path, { headers: { Accept: accept } });
        expect(response.status(), `${path} (${accept})`).toBe(404);
        expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
        const html = await response.text();
        expect(html, path).toContain(
          '<h1 id="page-title" class="page-hero__title">We couldn\'t find that page</h1>',
        );
        expect(html, path).toContain('<meta name="robots" content="noindex" />');
      }
    }
    for (const path of ["/", "/page/practitioner/1", "/page/search/", "/page/how-it-works", "/register"]) {
      expect((await request.get(path, { headers: { Accept: "text/html" } })).status(), path).toBe(200);
    }
    // The API keeps its own JSON 404.
    const api = await request.get("/api/nope");
    expect(api.status()).toBe(404);
    expect(api.headers()["content-type"]).toMatch(/^application\/json/);
  });

  test("the 404 page has a working search box and the crisis helplines", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto("/page/how-it-work?from=an-old-link");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    const helplines = page.getByRole("region", { name: "Need help right now?" });
    await expect(helplines).toContainText(`${siteConfig.brandName} is not an emergency service.`);
    for (const line of siteConfig.helplines) {
      await expect(
        helplines.getByRole("link", { name: `Call ${line.name} on ${line.number}` }),
      ).toHaveAttribute("href", line.href);
    }
    // The search-box widget upgrades the form, as on the home page; a search leaves the 404 page.
    await expect(page.getByRole("combobox", { name: "What are you looking for?" })).toBeVisible();
    await page.getByLabel("What are you looking for?").fill("anxiety");
    await page.getByLabel("What are you looking for?").press("Escape");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/page\/search\?.*anxiety/);
  });
});

test.describe("robots.txt and sitemap.xml", () => {
  const origin = siteOrigin(process.env.SITE_URL);

  test("robots.txt keeps crawlers out of accounts and the API and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(renderRobots(origin));
  });

  test("sitemap.xml lists every static public page, active practitioner and published post, and they answer", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
    const xml = await response.text();
    const paths = Array.from(
      xml.matchAll(/<loc>([^<]*)<\/loc>/g),
      (match) => new URL(match[1] ?? "").pathname,
    );
    // From live data (functions/public-pages): the local stack's own origin, as SITE_URL names it.
    expect(xml).toContain(`<loc>http://localhost:${new URL(response.url()).port}/</loc>`);
    expect(paths.slice(0, SITEMAP_PAGES.length)).toEqual([...SITEMAP_PAGES]);
    // Then every active practitioner's page, then every published blog post.
    const live = paths.slice(SITEMAP_PAGES.length);
    const profiles = live.filter((path) => path.startsWith("/page/practitioner/"));
    const posts = live.filter((path) => !path.startsWith("/page/practitioner/"));
    expect(profiles.every((path) => /^\/page\/practitioner\/\d+$/.test(path))).toBe(true);
    expect(posts.every((path) => /^\/page\/blog\/detail\/[a-z0-9-]+$/.test(path))).toBe(true);
    expect(posts).toContain("/page/blog/detail/adhd-in-adults");
    expect(profiles).toContain("/page/practitioner/1");
    // Demo practitioner 4 is deactivated.
    expect(profiles).not.toContain("/page/practitioner/4");
    for (const path of [...SITEMAP_PAGES, ...profiles.slice(0, 3), ...posts.slice(0, 2)]) {
      const page = await request.get(path, { headers: { Accept: "text/html" } });
      expect(page.status(), path).toBe(200);
      expect(await page.text(), path).not.toContain('name="robots"');
    }
  });
});

test.describe("header and footer links", () => {
  test("every link to our own pages answers, but for the pages still to come", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = await page
      .locator(".site-header a[href^='/'], .site-footer a[href^='/']")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    const missing: string[] = [];
    for (const path of new Set(hrefs)) {
      const status = (await request.get(path, { headers: { Accept: "text/html" } })).status();
      if (status !== 200) missing.push(`${path} ${status}`);
    }
    // Every page the header and footer link to exists now.
    expect(missing.sort()).toEqual([]);
  });
});

// One test a viewport: axe on a busy 2-core machine can take tens of seconds a page.
for (const viewport of [
  { name: "phone", ...PHONE },
  { name: "desktop", ...DESKTOP },
]) {
  test(`axe-core finds no violations on the new pages (${viewport.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    for (const path of ["/page/how-it-works", "/page/virtual-receptionist", "/page/nope"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/page/nope") await expect(page.getByRole("combobox").first()).toBeVisible();
      const results = await (await settledAxe(page)).analyze();
      expect(results.violations.map((violation) => `${path}: ${violation.id}: ${violation.help}`)).toEqual(
        [],
      );
    }
  });
}

/** Every public page, and what shows that its widgets have drawn (they can widen a page). */
const PUBLIC_PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: "/", ready: (page) => page.locator(".fs-card").first() },
  {
    path: "/page/search?profession=Psychologist&type=profession&address=&lat=&lng=",
    // The list is in the server's HTML: drawn by the widget once its props block has been taken.
    ready: (page) =>
      page.locator('[data-widget="search-results"]:not(:has(> script)) ol.sr__list > li').first(),
  },
  { path: "/page/practitioner/1", ready: (page) => page.getByRole("list", { name: /Appointment times/ }) },
  { path: "/page/how-it-works", ready: (page) => page.locator("iframe") },
  { path: "/page/virtual-receptionist", ready: (page) => page.locator(".offer") },
  {
    path: "/page/symptom-checker",
    ready: (page) => page.getByRole("link", { name: /^Download PDF/ }).first(),
  },
  { path: "/page/term-condition", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/page/privacy-policy", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/page/contact-us", ready: (page) => page.getByRole("button", { name: "Send message" }) },
  { path: "/page/affiliate/programme", ready: (page) => page.locator(".earnings") },
  {
    path: "/page/affiliate/programme/signup",
    ready: (page) => page.getByRole("button", { name: "Sign up" }),
  },
  {
    path: "/page/thanks-for-join-affiliate-programme",
    ready: (page) => page.getByRole("link", { name: "Back to home" }),
  },
  { path: "/register", ready: (page) => page.getByRole("button", { name: "Submit application" }) },
  { path: "/login", ready: (page) => page.getByRole("button", { name: "Log in" }) },
  { path: "/forgot-password", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/set-password?token=x", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/page/booking/manage?token=x", ready: (page) => page.getByRole("heading", { level: 1 }) },
  { path: "/page/nope", ready: (page) => page.getByRole("combobox").first() },
  { path: "/page/blog", ready: (page) => page.locator(".blog-card").first() },
  { path: "/page/blog/detail/adhd-in-adults", ready: (page) => page.locator(".blog-post__content") },
];

async function scrollsSideways(
  page: Page,
  path: string,
  ready: (page: Page) => Locator,
): Promise<string | null> {
  await page.goto(path);
  await expect(ready(page)).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  return scrollWidth > innerWidth ? `${path}: ${scrollWidth}px wide in ${innerWidth}px` : null;
}

for (const width of [320, 390, 1366]) {
  test(`no public page scrolls sideways at ${width}px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const { path, ready } of PUBLIC_PAGES) {
      const problem = await scrollsSideways(page, path, ready);
      if (problem) wide.push(problem);
    }
    expect(wide).toEqual([]);
  });
}
