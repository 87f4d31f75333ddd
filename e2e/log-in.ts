import { expect, type Page } from "@playwright/test";

/** The demo admin of the seed (infra/seed/demo-accounts.ts). */
export const DEMO_ADMIN = { email: "admin@vulahealth.co.za", password: "Admin#2026" };

/** Logs in through /login and waits for the dashboard (`timeout`: for pages under heavier load). */
export async function logIn(
  page: Page,
  account: { email: string; password: string },
  timeout = 20_000,
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout });
}
