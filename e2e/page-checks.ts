import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * An axe run on the page once its finite animations have ended: axe blends a fading element's
 * opacity into its colours, so a toast caught mid-fade reads as low contrast (an official CI run
 * failed on just that). Endless ones (the rotating headline) are not waited for.
 */
export async function settledAxe(page: Page): Promise<AxeBuilder> {
  // Two frames first, so that what the last answer rendered has started its animations.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  return new AxeBuilder({ page });
}

/** No axe violations on the page, each named by its rule and the elements it found. */
export async function expectAxeClean(page: Page, what: string): Promise<void> {
  const axe = await (await settledAxe(page)).analyze();
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

/** axe clean and no sideways scroll at 390 and 1366 px, with a full-page screenshot of each in test-results/{dir}/. */
export async function checkPhoneAndDesktop(page: Page, dir: string, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAxeClean(page, `${name} at ${width}px`);
    await expectNoSidewaysScroll(page, `${name} at ${width}px`);
    await page.screenshot({ path: `test-results/${dir}/${name}-${width}.png`, fullPage: true });
  }
}
