import { expect, test } from "@playwright/test";
import { openDashboardSection } from "./dashboard-sections";

test("a practitioner closes one date and gives it back to the weekly times", async ({ page }) => {
  test.setTimeout(90_000);
  await openDashboardSection(page, "Availability");
  const dateField = page.getByLabel("Date", { exact: true });
  await expect(dateField).toBeVisible({ timeout: 20_000 });

  // Sent without a date: the date's message, read with it, and the focus on it.
  await page.getByRole("button", { name: "Save date" }).click();
  await expect(page.locator("#av-date-error")).toContainText(/^Date /);
  await expect(dateField).toBeFocused();
  await expect(dateField).toHaveAttribute("aria-invalid", "true");

  // A date far ahead (no week any other test looks at), closed all day.
  const day = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  await dateField.fill(day);
  await expect(page.locator("#av-date-error")).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Closed all day" }).check();
  await page.getByRole("button", { name: "Save as closed" }).click();
  await expect(page.getByText("Operation Successfull !").first()).toBeVisible();
  const row = page
    .getByRole("list", { name: "Your specific dates" })
    .getByRole("listitem")
    .filter({ hasText: "Closed all day" });
  await expect(row).toHaveCount(1);
  await expect(row).toBeFocused();

  // Its Edit puts it back in the form, closed.
  await row.getByRole("button", { name: /^Edit/ }).click();
  await expect(dateField).toHaveValue(day);
  await expect(page.getByRole("checkbox", { name: "Closed all day" })).toBeChecked();

  await row.getByRole("button", { name: /^Use weekly times/ }).click();
  await expect(row).toHaveCount(0);
});
