import { expect, test } from "@playwright/test";
import { DEMO_ADMIN } from "./log-in";
import { settledAxe } from "./page-checks";

test.describe("log in and out", () => {
  test("the dashboard sends a signed-out visitor to log in, and back after logging in", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    const axe = await (await settledAxe(page)).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByLabel("Email").fill(DEMO_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The email or password is incorrect.", {
      timeout: 20_000,
    });

    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(page.locator("main")).toContainText("Administrator");
    await expect(page.locator("main")).toContainText("Signed in as");

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
  });
});
