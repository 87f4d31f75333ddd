import { expect, test } from "@playwright/test";
import { openDashboardSection } from "./dashboard-sections";
import { settledAxe } from "./page-checks";

/**
 * The dashboard's Calendar feed section on a phone: axe clean, Copy puts the address on the
 * clipboard, the address serves an iCalendar file, and "Get a new address" (after asking) replaces
 * it so the old one answers 404.
 */
test("a practitioner copies their calendar address, and replaces it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboardSection(page, "Calendar feed");
  const field = page.getByLabel("Your private calendar address");
  await expect(field).toHaveValue(/\/api\/calendar\/\d+-[\w-]{43}\.ics$/);
  const old = await field.inputValue();
  await expect(page.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
    "href",
    old.replace(/^https?:/, "webcal:"),
  );
  await expect(
    page.getByText("Google Calendar refreshes subscribed calendars only every 8 to 24 hours"),
  ).toBeVisible();
  const axe = await (await settledAxe(page)).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  if (process.env.FEED_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.FEED_SCREENSHOTS}/feed-390.png`, fullPage: true });

  await page.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Address copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old);

  // The address works as a calendar app fetches it: no session, no custom header.
  const path = new URL(old).pathname;
  const feed = await page.request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);

  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Get a new address" }).click();
  await expect(field).not.toHaveValue(old);
  expect(question).toContain("stops working at once");
  await expect(page.getByRole("status").filter({ hasText: "The old one no longer works" })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
  expect((await page.request.get(new URL(await field.inputValue()).pathname)).status()).toBe(200);

  if (process.env.FEED_SCREENSHOTS) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${process.env.FEED_SCREENSHOTS}/feed-1366.png`, fullPage: true });
  }
});
