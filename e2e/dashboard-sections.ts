import { expect, type Page } from "@playwright/test";

/** Demo practitioner 2 (README). */
export const PIETER = {
  email: "pieter.vandermerwe@seapoint-family-practice.example",
  password: "Practitioner#2026",
  id: "2",
};

/** Logs `who` in and opens the dashboard's `section` from its navigation. */
export async function openDashboardSection(
  page: Page,
  section: string,
  who: { email: string; password: string } = PIETER,
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: section })
    .click();
}

/** The practitioner dashboard's other sections and the heading each shows. */
const SECTIONS = [
  ["Profile", "Your profile"],
  ["Availability", "Your availability"],
  ["Out of office", "Out of office"],
  ["Cancellation policy", "Cancellation policy"],
  ["Calendar feed", "Calendar feed"],
  ["Monthly report", "Monthly report"],
] as const;

/** Opens each section from the dashboard's navigation, waits for its heading, then runs `check`. */
export async function visitDashboardSections(
  page: Page,
  check: (section: string) => Promise<void> = async () => undefined,
): Promise<void> {
  for (const [section, heading] of SECTIONS) {
    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: section })
      .click();
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible({ timeout: 20_000 });
    await check(section);
  }
}
