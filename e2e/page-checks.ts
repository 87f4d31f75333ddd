import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** No axe violations on the page, each named by its rule and the elements it found. */
export async function expectAxeClean(page: Page, what: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" ")}`),
    what,
  ).toEqual([]);
}

/** The page is no wider than the window (a phone never scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}
