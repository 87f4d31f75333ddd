import { expect, type Locator, type Page, test } from "@playwright/test";
import { openDashboardSection } from "./dashboard-sections";
import { settledAxe } from "./page-checks";

/**
 * Attendance (issue 24) on a phone: demo practitioner 1's past appointments (the seed's demo
 * history, infra/seed/demo-history.ts) are listed under Bookings with Attended / No-show; a mark
 * survives a reload and can be corrected, by keyboard too; the patient who did not come shows it on
 * their next request.
 */
const THANDEKA = { email: "thandeka.mkhize@mkhize-psychology.example", password: "Practitioner#2026" };

function pastAppointments(page: Page): Locator {
  return page.getByRole("region", { name: "Past appointments" });
}

async function expectMark(row: Locator, mark: "Attended" | "No-show") {
  await expect(row.getByRole("button", { name: mark })).toHaveAttribute("aria-pressed", "true");
  const other = mark === "Attended" ? "No-show" : "Attended";
  await expect(row.getByRole("button", { name: other })).toHaveAttribute("aria-pressed", "false");
  await expect(row.locator(".db-status")).toHaveText(mark);
}

test("a practitioner marks last week's appointments on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboardSection(page, "Bookings", THANDEKA);
  const past = pastAppointments(page);
  const thabo = past.locator(".db-booking", { hasText: "Thabo Mokoena" });
  await expect(thabo).toContainText("Not marked yet", { timeout: 20_000 });
  await expect(past.locator(".db-booking", { hasText: "Priya Naidoo" }).locator(".db-status")).toHaveText(
    "Attended",
  );
  // What the patient came for stays out of this list.
  await expect(past).not.toContainText("Feeling low");

  const results = await (await settledAxe(page)).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.scrollingElement?.scrollWidth ?? 0,
      window.innerWidth,
    ]);
    expect(scrollWidth, `${width} px scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  }

  await thabo.getByRole("button", { name: "No-show" }).click();
  await expect(page.getByText("Marked as a no-show.")).toBeVisible();
  await expectMark(thabo, "No-show");
  await page.reload();
  await expectMark(thabo, "No-show");

  // A correction, from the keyboard.
  await thabo.getByRole("button", { name: "Attended" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Marked as attended.")).toBeVisible();
  await page.reload();
  await expectMark(thabo, "Attended");

  // The patient marked as a no-show by the seed has asked again: their request says so.
  const request = page.locator(".db-booking[data-status='pending']", { hasText: "Ruan de Villiers" });
  await expect(request).toContainText("1 earlier no-show with you");

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await past.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`past-appointments-${width}.png`), fullPage: true });
  }
});
