import { expect, type Page } from "@playwright/test";

/** The practitioner dashboard's other sections and the heading each shows. */
const SECTIONS = [
  ["Profile", "Your profile"],
  ["Availability", "Your availability"],
  ["Out of office", "Out of office"],
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
