import { expect, type Page, test } from "@playwright/test";
import { openDashboardSection } from "./dashboard-sections";
import { DEMO_ADMIN, logIn } from "./log-in";
import { pickOpenTime } from "./open-times";
import { settledAxe } from "./page-checks";

/**
 * Issue 25 items 8, 10 and 11: the admin's bookings page (filter, cancel), the admin home's
 * "Needs attention" counts, and a practitioner's own walk-in booking from the slot calendar; axe
 * and no sideways scroll at 390 and 1366 px. Screenshots go to test-results/admin-bookings/.
 */
const WIDTHS = [390, 1366] as const;
/** Demo practitioner 3 (README): their own diary takes the walk-in. */
const LWANDO = { email: "lwando.mgijima@mgijima-counselling.example", password: "Practitioner#2026" };

async function checkPage(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    const axe = await (await settledAxe(page)).analyze();
    expect(
      axe.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`,
      ),
      `${name} at ${width}px`,
    ).toEqual([]);
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.scrollingElement?.scrollWidth ?? 0,
      window.innerWidth,
    ]);
    expect(scrollWidth, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({ path: `test-results/admin-bookings/${name}-${width}.png`, fullPage: true });
  }
}

test.describe.configure({ mode: "serial" });

test("a practitioner adds a walk-in to their own diary from the slot calendar", async ({ page }) => {
  test.setTimeout(180_000);
  await openDashboardSection(page, "Add a booking", LWANDO);
  await expect(page.getByRole("heading", { name: "Add a booking", level: 2 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("radio", { name: "At the practice (walk-in)" }).check();
  await page.getByLabel("First name").fill("Zanele");
  await page.getByLabel("Last name").fill("Walkin");
  await page.getByLabel("Email").fill(`walkin-${Date.now()}@example.org`);
  await page.getByLabel("Cellphone").fill("0825551234");
  const when = await pickOpenTime(page);
  const payment = page.getByLabel("Payment");
  await expect(payment.locator("option", { hasText: /Cash|Medical/ }).first()).toBeAttached();
  if ((await payment.locator("option", { hasText: "Cash/Card" }).count()) > 0)
    await payment.selectOption("Cash/Card");
  else {
    await payment.selectOption("Medical aid");
    await page.getByLabel("Medical aid").selectOption({ index: 1 });
  }
  await checkPage(page, "walk-in-form", async () => {
    await expect(page.getByText(/^Chosen time: /)).toBeVisible();
  });
  await page.getByRole("button", { name: "Add booking" }).click();
  await expect(page.getByRole("heading", { name: "Booking added" })).toBeFocused({ timeout: 30_000 });
  await expect(
    page.getByText("It is confirmed and in your diary. We have emailed the patient."),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(`^Zanele Walkin with .* at ${when.slice(11)}`))).toBeVisible();
  await checkPage(page, "walk-in-done", async () => {
    await expect(page.getByRole("heading", { name: "Booking added" })).toBeVisible();
  });
});

test("the admin home counts what needs attention, each linking to its list", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_ADMIN, 30_000);
  const panel = page.getByRole("region", { name: "Needs attention" });
  await expect(panel.getByRole("link", { name: /bookings? today$/ })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole("link", { name: /^\d+ requests? waiting over 24 hours$/ })).toHaveAttribute(
    "href",
    "/admin/bookings?status=pending",
  );
  await expect(panel.getByRole("link", { name: /^\d+ reviews? waiting$/ })).toHaveAttribute(
    "href",
    "/admin/reviews",
  );
  await expect(panel.getByText(/^\d+ emails? failing to send/)).toBeVisible();
  await checkPage(page, "admin-home", async () => {
    await expect(panel).toBeVisible();
  });
});

test("the admin filters the bookings list and cancels a booking", async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO_ADMIN, 30_000);
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible({ timeout: 30_000 });
  // The demo patients' bookings and the walk-in above: at least one pending or confirmed booking.
  await page.getByRole("combobox", { name: "Status" }).selectOption("confirmed");
  await page.getByRole("button", { name: "Show bookings" }).click();
  await expect(page).toHaveURL(/status=confirmed/);
  const row = page.locator("tbody tr", { hasText: "Walkin" }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("tbody tr", { hasText: /pending/ })).toHaveCount(0);
  await checkPage(page, "bookings", async () => {
    await expect(row).toBeVisible();
  });
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await row.getByRole("button", { name: /^Cancel/ }).click();
  await expect(page.getByText("Booking cancelled. We have emailed the patient.")).toBeVisible({
    timeout: 30_000,
  });
  expect(question).toMatch(/^Cancel Zanele Walkin's booking with .* We will email the patient\.$/);
  await page.getByRole("combobox", { name: "Status" }).selectOption("cancelled");
  await page.getByRole("button", { name: "Show bookings" }).click();
  await expect(page.locator("tbody tr", { hasText: "Walkin" }).first()).toBeVisible({ timeout: 30_000 });
});
