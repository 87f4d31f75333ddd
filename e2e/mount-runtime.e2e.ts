import { expect, test } from "@playwright/test";

test.describe("widget mount runtime", () => {
  test("mounts widgets added later, reports unknown ones and bad props, and keeps the page working", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await expect(page.locator(".fs-card").first()).toBeVisible();

    await page.evaluate(() => {
      const host = document.createElement("section");
      host.id = "late";
      host.innerHTML =
        '<div data-widget="featured-services"></div><div data-widget="no-such-widget"></div><div data-widget="auth-nav" data-part="sideways"></div>';
      document.querySelector("main")?.append(host);
    });

    // A second carousel instance, added after start-up, mounts on its own.
    await expect(page.locator("#late .fs-card").first()).toBeVisible();
    await expect.poll(() => errors.join("\n")).toContain('unknown widget "no-such-widget"');
    await expect.poll(() => errors.join("\n")).toContain('bad props for "auth-nav"');
    // The rest of the page still works.
    await page.getByLabel("What are you looking for?").fill("still works");
    await expect(page.getByLabel("What are you looking for?")).toHaveValue("still works");
  });

  test("fills the CSRF meta tag from the API", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute("content", /^\d+\.[\w-]+\.[\w-]+$/);
  });

  test("loads only the chunks of widgets on the page", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      const match = new URL(request.url()).pathname.match(/^\/widgets\/([a-z-]+)-[\w-]{8}\.js$/);
      if (match?.[1]) loaded.push(match[1]);
    });
    await page.goto("/");
    await expect(page.locator(".fs-card").first()).toBeVisible();
    const onPage = await page.$$eval("[data-widget]", (elements) =>
      elements.map((element) => (element as HTMLElement).dataset.widget ?? ""),
    );
    expect(new Set(loaded)).toEqual(new Set(onPage));
  });
});
