import { expect, type Page, test } from "@playwright/test";
import { openDashboardSection } from "./dashboard-sections";
import { openTime } from "./open-times";
import { expectAxeClean, expectNoSidewaysScroll } from "./page-checks";

/**
 * Medical aid details (issue 25 item 3), at 390 and 1366 px: a patient paying by medical aid gives
 * the card's membership number and dependant code on the booking form (a wrong code is explained
 * under its field), and the practitioner sees them on the booking in their dashboard.
 * Demo practitioner 3 sees patients on medical aid only (infra/seed: generated from the fixed seed).
 */
const LWANDO = {
  email: "lwando.mgijima@mgijima-counselling.example",
  password: "Practitioner#2026",
  id: "3",
};
const WIDTHS = [390, 1366] as const;

/** Books the last open time of the first week from next week on that has one, by medical aid with the card's details. */
async function bookWithCard(page: Page, width: number, email: string): Promise<void> {
  await page.goto(`/page/practitioner/${LWANDO.id}`);
  const calendar = page.locator("#availability");
  // From next week on (open-times.ts): this week may have no time left, and a phone shows one day.
  const { name } = await openTime(calendar);
  await calendar.getByRole("button", { name, exact: true }).click();
  await page.getByLabel("First name *").fill("Zanele");
  await page.getByLabel("Last name").fill("Mthembu");
  await page.getByLabel("Email *").fill(email);
  await page.getByLabel("Reason for appointment *").fill("Feeling anxious at night");
  // The only payment this practitioner takes is chosen already; the card's fields show with it.
  await expect(page.getByRole("radio", { name: "Medical aid" })).toBeChecked();
  await page.getByLabel("Medical aid *").selectOption({ index: 1 });
  const number = page.getByLabel("Membership number");
  const dependant = page.getByLabel("Dependant code");
  await expect(number).toHaveAccessibleDescription("On your medical aid card");
  await number.fill("123 456 789");
  await dependant.fill("1");
  await page.getByRole("checkbox", { name: /I agree to the terms/ }).check();
  await page.getByRole("button", { name: "Book appointment" }).click();
  await expect(
    page.getByText("Dependant code must be 2 digits, like 00 for the main member or 01."),
  ).toBeVisible();
  await expect(dependant).toBeFocused();
  await expectAxeClean(page, `booking form at ${width}px`);
  await expectNoSidewaysScroll(page, `booking form at ${width}px`);
  await page
    .locator(".bk-form")
    .screenshot({ path: test.info().outputPath(`booking-form-error-${width}.png`) });

  await dependant.fill("01");
  await page.locator(".bk-form").screenshot({ path: test.info().outputPath(`booking-form-${width}.png`) });
  await page.getByRole("button", { name: "Book appointment" }).click();
  await expect(page.getByText("Operation successfull, Please check your mail. Thank you !")).toBeVisible();
}

test("a medical-aid booking gives the card's details and the practitioner sees them", async ({ page }) => {
  test.setTimeout(180_000);
  const emails = WIDTHS.map((width) => `medical-aid-${width}-${Date.now()}@example.org`);
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await bookWithCard(page, width, emails[index] ?? "");
  }

  await openDashboardSection(page, "Bookings", LWANDO);
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const row = page.locator(".db-booking", { hasText: emails[index] ?? "" });
    await expect(row).toContainText("membership number 123456789, dependant code 01", { timeout: 20_000 });
    await expectAxeClean(page, `dashboard at ${width}px`);
    await expectNoSidewaysScroll(page, `dashboard at ${width}px`);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`dashboard-booking-${width}.png`) });
  }
});
