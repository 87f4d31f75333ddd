import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

/**
 * A partner's practice website on another origin embeds us with one script tag: the widgets load
 * their chunks and CSS from our origin and call our API cross-origin (CORS), CSRF token included.
 */
let partner: Server;
let partnerUrl: string;

test.beforeAll(async ({ baseURL }) => {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dr Partner's practice</title></head>
<body><main><h1>Dr Partner's practice</h1><div data-widget="featured-services"></div></main>
<script type="module" src="${baseURL}/embed.js"></script></body></html>`;
  partner = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
  partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/`;
});

test.afterAll(() => {
  partner.close();
});

test("the embed works on a partner origin", async ({ page }) => {
  await page.goto(partnerUrl);
  await expect(page.locator(".fs-card").first()).toBeVisible();
  await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute("content", /^\d+\.[\w-]+\.[\w-]+$/);
  // The carousel's stylesheet came from our origin too.
  const styled = await page
    .locator(".fs-card")
    .first()
    .evaluate((element) => getComputedStyle(element).cursor);
  expect(styled).toBe("pointer");
});
