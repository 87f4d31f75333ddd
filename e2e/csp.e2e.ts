import { expect, type Page, test } from "@playwright/test";
import { testPorts } from "../infra/local/test-ports";
import { localSecurityHeaders } from "../infra/vite/security-headers-plugin";
import { visitDashboardSections } from "./dashboard-sections";
import { DEMO_ADMIN, logIn } from "./log-in";
import { fillApplication, PNG } from "./register-form";

/**
 * The Content-Security-Policy: every page is served with it (the preview server sends production's
 * policy, with the local S3 server as the uploads origin), and the main pages and flows run under
 * it without a single violation: map tiles, video frames, the photo upload and presigned photos.
 */
const HEADERS = localSecurityHeaders("preview", testPorts.s3);
const POLICY = HEADERS["Content-Security-Policy"] ?? "";

const PRACTITIONER = { email: "thandeka.mkhize@mkhize-psychology.example", password: "Practitioner#2026" };

const PAGES = [
  "/",
  "/page/search?profession=Psychologist&type=profession&address=&lat=&lng=",
  "/page/practitioner/1",
  "/page/booking/manage?token=x",
  "/page/term-condition",
  "/page/privacy-policy",
  "/page/how-it-works",
  "/page/virtual-receptionist",
  "/page/symptom-checker",
  "/page/blog",
  "/page/blog/detail/adhd-in-adults",
  "/page/nope", // the 404 page
  "/register",
  "/login",
  "/forgot-password",
  "/set-password?token=x",
  "/dashboard",
];

/**
 * Collects the CSP violations the page reports: Chromium's own console errors and, from an init
 * script (which CSP does not govern), every securitypolicyviolation event. Desktop-sized, so the
 * pages load their wide layouts (the map beside the results) too.
 */
async function watchViolations(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 1366, height: 900 });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`,
      );
    });
  });
  return violations;
}

/**
 * No internet here: the tile and video servers answer from the test. Their requests reach the
 * network layer only if the CSP let them through, so an answered tile proves img-src allows it.
 */
async function stubThirdParties(page: Page): Promise<void> {
  await page.route(/^https:\/\/[abc]\.tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ contentType: "image/png", body: PNG }),
  );
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>video</title>" }),
  );
}

test.describe("Content-Security-Policy", () => {
  test("every page is served with the production policy and the other security headers", async ({
    request,
  }) => {
    expect(POLICY).toContain("script-src 'self';");
    expect(POLICY).not.toContain("unsafe-inline");
    for (const path of PAGES) {
      const response = await request.get(path, { headers: { Accept: "text/html" } });
      expect(response.status(), path).toBe(path === "/page/nope" ? 404 : 200);
      for (const [name, value] of Object.entries(HEADERS)) {
        expect(response.headers()[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      }
      // What the policy would block: inline scripts, inline event handlers, style attributes. A
      // JSON data block is not a script (the browser never runs it): the profile carries JSON-LD,
      // the search page its widget's props.
      const html = await response.text();
      expect(html, path).not.toMatch(/<script(?![^>]*\ssrc=)(?! type="application\/(ld\+)?json">)[^>]*>/);
      expect(html, path).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, path).not.toMatch(/<[^>]+\sstyle\s*=/i);
    }
  });

  test("home, search with its map, and a profile with its calendar and video run without a violation", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    await stubThirdParties(page);

    await page.goto("/");
    await expect(page.locator(".fs-card").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/"]')).toBeAttached();

    await page.goto("/page/search?profession=Psychologist&type=profession&address=&lat=&lng=");
    await expect(page.locator("ol.sr__list > li").first()).toBeVisible({ timeout: 30_000 });
    const tile = page.locator("img.leaflet-tile").first();
    await expect(tile).toBeAttached({ timeout: 20_000 });
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto("/page/practitioner/1");
    await expect(page.getByRole("list", { name: /Appointment times/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("iframe")).toHaveCount(1);
    // Its schema.org data block is in the page and reports no violation (collected below).
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
    // The review modal (a native dialog) and a blog post's sanitised HTML.
    await page.getByRole("button", { name: "Add Review" }).click();
    await expect(page.getByRole("dialog", { name: "Add Review" })).toBeVisible();
    await page.goto("/page/blog/detail/adhd-in-adults");
    await expect(page.locator(".blog-post__content h2").first()).toBeVisible({ timeout: 30_000 });

    expect(violations).toEqual([]);
  });

  test("/register uploads a photo to S3, admins see it, dashboards run, without a violation", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const violations = await watchViolations(page);
    const email = `csp-${Date.now()}@example.org`;

    // The photo goes straight from the browser to the uploads bucket (connect-src); its preview
    // is a blob: URL (img-src).
    await page.goto("/register");
    const upload = page.waitForResponse(
      (response) =>
        response.url().startsWith(`http://127.0.0.1:${testPorts.s3}/`) &&
        response.request().method() === "POST",
      { timeout: 30_000 },
    );
    await fillApplication(page, email);
    expect((await upload).ok()).toBe(true);
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect(page.getByText("Thank you. We have emailed you at")).toBeVisible({ timeout: 30_000 });

    // The admin sees the applicant's photo through a presigned link to the bucket (img-src).
    await logIn(page, DEMO_ADMIN);
    const photo = page.locator("tr", { hasText: email }).locator("img.rr-photo");
    await expect(photo).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);

    // A practitioner's dashboard, every section.
    await logIn(page, PRACTITIONER);
    await visitDashboardSections(page);

    expect(violations).toEqual([]);
  });

  test("without scripts the header menu still shows: its stylesheet is not inline", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login as Practitioner" })).toBeVisible();
    await context.close();
  });
});
